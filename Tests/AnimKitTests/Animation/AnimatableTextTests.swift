import Foundation
import Testing
@testable import AnimKit

/// A view or modifier that animates its own data and shows it as text draws each frame's text as it is, as
/// SwiftUI does: no cross-fade with the previous frame's text, and a second run starts from the value shown.
@Suite struct AnimatableTextTests {
    /// The percent indicator of a well-known tutorial: an arc and a label driven by an `AnimatableModifier`.
    struct PercentageIndicator: AnimatableModifier {
        var pct: CGFloat = 0
        var animatableData: CGFloat {
            get { pct }
            set { pct = newValue }
        }
        func body(content: Content) -> some View {
            content.overlay(Text("\(Int(pct * 100)) %").accessibilityIdentifier("label"))
        }
    }

    /// The same as a view.
    nonisolated struct PercentText: View, Animatable {
        var value: Double
        var animatableData: Double {
            get { value }
            set { value = newValue }
        }
        var body: some View { Text("\(Int(value))").accessibilityIdentifier("number") }
    }

    nonisolated struct Demo: View {
        @State private var pct: CGFloat = 0
        @State private var value = 0.0
        var body: some View {
            VStack {
                Color.gray.frame(width: 100, height: 40).modifier(PercentageIndicator(pct: pct))
                PercentText(value: value)
                Button("Fill") { withAnimation(.linear(duration: 1)) { pct = 1; value = 100 } }
                Button("Empty") { withAnimation(.linear(duration: 1)) { pct = 0; value = 0 } }
            }
        }
    }

    func shots(_ times: [Double], @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep]) throws -> [ClipSnapshot] {
        try Clip("percent", size: CGSize(width: 300, height: 300), duration: 4, content: { Demo() }, script: script).snapshots(at: times)
    }

    /// The texts a frame draws.
    func drawnTexts(at t: Double, @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep]) throws -> [String] {
        let clip = Clip("percent", size: CGSize(width: 300, height: 300), duration: 4, content: { Demo() }, script: script)
        return try FrameLoop(clip: clip).displayList(at: t).description.split(separator: "\n")
            .compactMap { line in line.firstRange(of: "text \"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) } }
    }

    @Test func noFrameDrawsAnEarlierFramesText() throws {
        // A commit in the middle of the run (the second tap) must not cross-fade from the text of the last one.
        let texts = try drawnTexts(at: 1.75) { Tap("Fill", at: 1); Tap("Empty", at: 1.5) }
        #expect(texts.filter { $0.hasSuffix("%") } == ["56 %"], "\(texts)")
        #expect(texts.filter { Int($0) != nil } == ["56"], "\(texts)")
    }

    @Test func eachFrameShowsItsOwnTextAtFullOpacity() throws {
        let s = try shots([1.25, 1.5, 1.75]) { Tap("Fill", at: 1) }
        for (shot, expected) in zip(s, [25, 50, 75]) {
            let labels = shot.views(ofType: "Text").filter { $0.identifier == "label" }
            #expect(labels.map(\.label) == ["\(expected) %"], "\(labels.map(\.label))")
            #expect(labels.allSatisfy { $0.opacity == 1 })
            let numbers = shot.views(ofType: "Text").filter { $0.identifier == "number" }
            #expect(numbers.map(\.label) == ["\(expected)"] && numbers.allSatisfy { $0.opacity == 1 }, "\(numbers.map(\.label))")
        }
    }

    @Test func aSecondRunStartsFromTheValueShown() throws {
        // Fill from 1 s; at 1.5 s (50 %) empty over one second. SwiftUI combines timing curves: the new curve
        // animates the gap between the still-running fill and the new target, so the value goes on from 50
        // (never a jump to 100 or 0): 100·p₁·(1 − p₂).
        let s = try shots([1.5, 1.55, 2.0, 2.5, 3.0]) { Tap("Fill", at: 1); Tap("Empty", at: 1.5) }
        let values = s.compactMap { $0.views(ofType: "Text").first { $0.identifier == "number" }?.label }.compactMap(Int.init)
        #expect(values.count == 5)
        #expect(values == [50, 52, 50, 0, 0], "\(values)")   // 1.55: 55·0.95; 2.0: 100·0.5; 2.5 and on: 0
    }
}
