import Foundation
import Testing
@testable import AnimKit

/// Content transitions of text: numbers roll character by character, other changes cross-fade, sizes interpolate.
@Suite struct ContentTransitionTests {
    /// A text run as drawn, with the translation, opacity and blur of the groups around it.
    struct DrawnText {
        var run: TextRun
        var dy: CGFloat
        var opacity: Double
        var blur: CGFloat
    }

    private func texts(_ items: [DisplayItem], dy: CGFloat = 0, opacity: Double = 1, blur: CGFloat = 0) -> [DrawnText] {
        items.flatMap { item -> [DrawnText] in
            switch item {
            case .text(let run): return [DrawnText(run: run, dy: dy, opacity: opacity, blur: blur)]
            case .group(let g): return texts(g.children, dy: dy + g.transform.ty, opacity: opacity * g.opacity, blur: blur + g.blur)
            default: return []
            }
        }
    }

    /// A number that becomes `to` at 0.5 s (linear, 1 s) when the canvas is tapped.
    nonisolated struct Counter: View {
        var from: Int
        var to: Int
        var transition: (Int) -> ContentTransition
        @State private var value: Int?
        var body: some View {
            let shown = value ?? from
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { withAnimation(.linear(duration: 1)) { value = to } }
                Text("\(shown)").font(.system(size: 40)).monospacedDigit().contentTransition(transition(shown))
            }
        }
    }

    private func drawn(from: Int, to: Int, at t: Double, transition: @escaping @Sendable (Int) -> ContentTransition) throws -> [DrawnText] {
        let clip = Clip("counter", size: CGSize(width: 300, height: 200), duration: 2, showsTouches: false,
                        content: { Counter(from: from, to: to, transition: transition) }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        return texts(try FrameLoop(clip: clip).displayList(at: t).items)
    }

    private let font = ResolvedFont(size: 40, monospacedDigits: true)

    @Test func changedDigitsRollWhileUnchangedOnesStay() throws {
        let runs = try drawn(from: 128, to: 129, at: 1.0) { .numericText(value: Double($0)) }
        let measurer = try CairoTextMeasurer()
        let line = measurer.size(of: "0", font: font, maxWidth: nil).height
        let stay = try #require(runs.first { $0.run.string == "12" })
        let out = try #require(runs.first { $0.run.string == "8" })
        let come = try #require(runs.first { $0.run.string == "9" })
        #expect(runs.count == 3 && stay.dy == 0 && stay.opacity == 1 && stay.blur == 0)
        // Half way: the 8 has risen a quarter line (half of its half-line roll), the 9 is a quarter line below its place.
        #expect(abs(out.dy + 0.25 * line) < 1e-3 && abs(come.dy - 0.25 * line) < 1e-3)
        #expect(abs(out.opacity - 0.5) < 1e-3 && abs(come.opacity - 0.5) < 1e-3)
        #expect(abs(out.blur - 0.08 * 40 * 0.5) < 1e-3 && abs(come.blur - 0.08 * 40 * 0.5) < 1e-3)
        // Both sit right after "12".
        let start = stay.run.origin.x + measurer.size(of: "12", font: font, maxWidth: nil).width
        #expect(abs(out.run.origin.x - start) < 1e-3 && abs(come.run.origin.x - start) < 1e-3)
        // At a quarter the 9 is three eighths of a line below; at the end only "129" is drawn, whole.
        let quarter = try drawn(from: 128, to: 129, at: 0.75) { .numericText(value: Double($0)) }
        #expect(abs((quarter.first { $0.run.string == "9" }?.dy ?? 0) - 0.375 * line) < 1e-3)
        #expect(try drawn(from: 128, to: 129, at: 1.6) { .numericText(value: Double($0)) }.map(\.run.string) == ["129"])
    }

    @Test func aFallingValueRollsDownAndTheTailSlidesToItsNewPlace() throws {
        let measurer = try CairoTextMeasurer()
        let line = measurer.size(of: "0", font: font, maxWidth: nil).height
        // 105 → 95: "10" becomes "9", the "5" stays but moves left as the text narrows.
        let runs = try drawn(from: 105, to: 95, at: 1.0) { .numericText(value: Double($0)) }
        let out = try #require(runs.first { $0.run.string == "10" })
        let come = try #require(runs.first { $0.run.string == "9" })
        let tail = try #require(runs.first { $0.run.string == "5" })
        #expect(abs(out.dy - 0.25 * line) < 1e-3 && abs(come.dy + 0.25 * line) < 1e-3)
        let from = measurer.size(of: "10", font: font, maxWidth: nil).width, to = measurer.size(of: "9", font: font, maxWidth: nil).width
        #expect(abs(tail.run.origin.x - out.run.origin.x - (from + to) / 2) < 1e-3)
        // countsDown: fixes the direction whatever the values do.
        let fixed = try drawn(from: 1, to: 2, at: 1.0) { _ in .numericText(countsDown: true) }
        #expect(abs((fixed.first { $0.run.string == "2" }?.dy ?? 0) + 0.25 * line) < 1e-3)
    }

    @Test func textCrossFadesByDefaultAndSwapsWithIdentity() throws {
        let fade = try drawn(from: 1, to: 2, at: 1.0) { _ in .opacity }
        #expect(fade.map(\.run.string).sorted() == ["1", "2"] && fade.allSatisfy { abs($0.opacity - 0.5) < 1e-3 && $0.dy == 0 })
        #expect(try drawn(from: 1, to: 2, at: 1.0) { _ in .identity }.map { "\($0.run.string) \($0.opacity)" } == ["2 1.0"])
    }

    /// A word whose size goes from 20 to 40 points at 0.5 s (linear, 1 s).
    nonisolated struct Growing: View {
        @State private var big = false
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { withAnimation(.linear(duration: 1)) { big = true } }
                Text("Grow").font(.system(size: big ? 40 : 20)).contentTransition(.interpolate)
            }
        }
    }

    @Test func interpolateAnimatesTheFontSize() throws {
        let clip = Clip("grow", size: CGSize(width: 300, height: 200), duration: 2, showsTouches: false,
                        content: { Growing() }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        let runs = texts(try FrameLoop(clip: clip).displayList(at: 1.0).items)
        #expect(runs.count == 1 && runs.first?.run.font.size == 30)
    }

    @Test func monospacedDigitsAllTakeTheSameWidth() throws {
        let measurer = try CairoTextMeasurer()
        let plain = ResolvedFont(size: 40)
        #expect(measurer.size(of: "111", font: plain, maxWidth: nil).width < measurer.size(of: "888", font: plain, maxWidth: nil).width - 1)
        #expect(abs(measurer.size(of: "111", font: font, maxWidth: nil).width - measurer.size(of: "888", font: font, maxWidth: nil).width) < 1e-3)
        #expect(Text("1").monospacedDigit().font(in: LeafContext(environment: EnvironmentValues(), measurer: measurer)).monospacedDigits)
        #expect(Font.body.monospacedDigit().resolved.monospacedDigits)
    }
}
