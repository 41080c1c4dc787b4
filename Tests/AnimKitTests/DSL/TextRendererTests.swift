import Foundation
import Testing
@testable import AnimKit

/// `TextRenderer`, `Text.Layout` and its lines, runs and slices, `customAttribute(_:)` and `textRenderer(_:)`.
@Suite struct TextRendererTests {
    /// Every text item of a display list with its canvas origin and opacity.
    static func texts(_ items: [DisplayItem], _ transform: CGAffineTransform = .identity, _ opacity: Double = 1)
        -> [(string: String, origin: CGPoint, opacity: Double, blur: CGFloat)] {
        var out: [(String, CGPoint, Double, CGFloat)] = []
        for item in items {
            switch item {
            case .text(let run): out.append((run.string, run.origin.applying(transform), opacity, 0))
            case .group(let g):
                let inner = texts(g.children, g.transform.concatenating(transform), opacity * g.opacity)
                out += inner.map { ($0.string, $0.origin, $0.opacity, max($0.blur, g.blur)) }
                if let mask = g.mask { out += texts(mask, g.transform.concatenating(transform), opacity * g.opacity) }
            default: break
            }
        }
        return out
    }

    /// Keeps what a renderer saw.
    final class Seen: @unchecked Sendable {
        var layout: Text.Layout?
    }

    /// Draws each line as it is, keeping the layout.
    struct LineRenderer: TextRenderer {
        let seen: Seen
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            seen.layout = layout
            for line in layout { context.draw(line) }
        }
    }

    /// Draws each glyph on its own, raised by `lift` times its index.
    struct StairRenderer: TextRenderer {
        var lift: Double
        var animatableData: Double {
            get { lift }
            set { lift = newValue }
        }
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    for (index, glyph) in run.enumerated() {
                        var copy = context
                        copy.translateBy(x: 0, y: -lift * Double(index))
                        copy.draw(glyph, options: .disablesSubpixelQuantization)
                    }
                }
            }
        }
    }

    struct Emphasis: TextAttribute {}

    /// Fades the runs without the attribute.
    struct EmphasisRenderer: TextRenderer {
        func draw(layout: Text.Layout, in context: inout GraphicsContext) {
            for line in layout {
                for run in line {
                    var copy = context
                    if run[Emphasis.self] == nil { copy.opacity = 0.25 }
                    copy.draw(run)
                }
            }
        }
    }

    private func frame(_ view: some View, size: CGSize = CGSize(width: 240, height: 80)) throws -> FrameBuffer {
        nonisolated(unsafe) let view = view
        return try FrameLoop(clip: Clip("text-renderer", size: size) { view.frame(width: size.width, height: size.height).background(Color.white) })
            .frame(at: 0)
    }

    private func list(_ view: some View, at t: Double = 0, size: CGSize = CGSize(width: 240, height: 80)) throws -> DisplayList {
        nonisolated(unsafe) let view = view
        return try FrameLoop(clip: Clip("text-renderer", size: size) { view.frame(width: size.width, height: size.height) }).displayList(at: t)
    }

    @Test func aRendererDrawingEachLineDrawsWhatTheTextDraws() throws {
        let seen = Seen()
        let text = Text("Hello, renderer").font(.title)
        let plain = try frame(text)
        let rendered = try frame(text.textRenderer(LineRenderer(seen: seen)))
        var differing = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width where abs(Int(plain.pixel(x: x, y: y).r) - Int(rendered.pixel(x: x, y: y).r)) > 40 {
                differing += 1
            }
        }
        #expect(differing < 20, "\(differing) pixels differ")
        let layout = try #require(seen.layout)
        #expect(layout.count == 1 && !layout.isTruncated)
        let line = layout[0]
        let bounds = line.typographicBounds
        // The title font: 28 points, a line about 34 tall with the baseline about 27 down.
        #expect(bounds.ascent > 22 && bounds.ascent < 30 && bounds.descent > 4 && bounds.descent < 10, "\(bounds)")
        #expect(bounds.origin.y == bounds.ascent || abs(bounds.origin.y - bounds.rect.minY - bounds.ascent) < 0.01)
        let measured = try CairoTextMeasurer().size(of: "Hello, renderer", font: Font.title.resolved(at: .large), maxWidth: nil)
        #expect(abs(bounds.width - measured.width) < 1, "\(bounds.width) vs \(measured.width)")
    }

    @Test func runsAreCollectionsOfOneGlyphSlicesPlacedLeftToRight() throws {
        let seen = Seen()
        _ = try list(Text("Wave").font(.system(size: 20)).textRenderer(LineRenderer(seen: seen)))
        let run = try #require(seen.layout?.first?.first)
        #expect(run.count == 4 && run.layoutDirection == .leftToRight)
        let xs = run.map { $0.typographicBounds.origin.x }
        #expect(xs == xs.sorted() && xs[0] == run.typographicBounds.origin.x)
        let widths = run.map { $0.typographicBounds.width }
        #expect(abs(widths.reduce(0, +) - run.typographicBounds.width) < 0.01 && widths.allSatisfy { $0 > 5 })
        // Each slice starts where the one before ends.
        for i in 1..<4 { #expect(abs(xs[i] - xs[i - 1] - widths[i - 1]) < 0.01) }
        #expect(run.characterIndices == run.characterIndices.sorted() && Set(run.characterIndices).count == 4)
        #expect(run[1..<3].count == 2 && abs(run[1..<3].typographicBounds.width - widths[1] - widths[2]) < 0.01)
    }

    @Test func eachGlyphIsDrawnWhereTheLayoutPlacesIt() throws {
        let items = try list(Text("Stair").font(.system(size: 20)).textRenderer(StairRenderer(lift: 3))).items
        let drawn = Self.texts(items)
        #expect(drawn.map(\.string) == ["S", "t", "a", "i", "r"])
        // Each glyph 3 points above the one before, and to its right.
        for i in 1..<drawn.count {
            #expect(abs(drawn[i].origin.y - drawn[i - 1].origin.y + 3) < 0.01)
            #expect(drawn[i].origin.x > drawn[i - 1].origin.x + 2)
        }
        // The first glyph sits where the plain text starts.
        let plain = Self.texts(try list(Text("Stair").font(.system(size: 20))).items)
        #expect(abs(plain[0].origin.x - drawn[0].origin.x) < 0.01 && abs(plain[0].origin.y - drawn[0].origin.y) < 0.5)
    }

    @Test func customAttributesMarkTheirOwnRuns() throws {
        let seen = Seen()
        let text = Text("Build \(Text("visual effects").customAttribute(Emphasis())) with SwiftUI")
        _ = try list(text.textRenderer(LineRenderer(seen: seen)), size: CGSize(width: 400, height: 60))
        let line = try #require(seen.layout?.first)
        #expect(line.count == 3)
        #expect(line.map { $0[Emphasis.self] != nil } == [false, true, false])
        #expect(line[1].count == "visual effects".count)
        // The renderer fades the other runs.
        let drawn = Self.texts(try list(text.textRenderer(EmphasisRenderer()), size: CGSize(width: 400, height: 60)).items)
        #expect(drawn.map(\.string) == ["Build ", "visual effects", " with SwiftUI"])
        #expect(drawn.map(\.opacity) == [0.25, 1, 0.25])
    }

    @Test func wrappedTextHasALayoutLinePerLine() throws {
        let seen = Seen()
        _ = try list(Text("one two three four five six seven").frame(width: 100).textRenderer(LineRenderer(seen: seen)),
                     size: CGSize(width: 240, height: 120))
        let layout = try #require(seen.layout)
        #expect(layout.count >= 3)
        let baselines = layout.map { $0.typographicBounds.origin.y }
        #expect(baselines == baselines.sorted() && layout.allSatisfy { $0.typographicBounds.width <= 100.5 })
    }

    nonisolated struct Animated: View {
        @State private var lift = 0.0
        var body: some View {
            Text("Stairs").font(.system(size: 20))
                .textRenderer(StairRenderer(lift: lift))
                .onAppear { withAnimation(.linear(duration: 1)) { lift = 4 } }
        }
    }

    @Test func theRendererAnimatesItsDataFrameByFrame() throws {
        let clip = Clip("stairs", size: CGSize(width: 240, height: 80), duration: 1.5) { Animated() }
        let loop = try FrameLoop(clip: clip)
        func rise(_ t: Double) throws -> Double {
            let drawn = Self.texts(try loop.displayList(at: t).items)
            return Double(drawn[0].origin.y - drawn[5].origin.y) / 5
        }
        #expect(abs(try rise(0)) < 0.01)
        #expect(abs(try rise(0.5) - 2) < 0.05)
        #expect(abs(try rise(1.2) - 4) < 0.01)
    }

    @Test func springValuesRunBetweenTwoValues() {
        let spring = Spring.snappy
        #expect(spring.value(fromValue: -4.0, toValue: 0.0, initialVelocity: 0.0, time: 0) == -4)
        #expect(abs(spring.value(fromValue: -4.0, toValue: 0.0, initialVelocity: 0.0, time: 2)) < 0.001)
        #expect(abs(spring.value(fromValue: 10.0, toValue: 20.0, initialVelocity: 0.0, time: 0.2) - (10 + spring.value(target: 10.0, time: 0.2))) < 1e-9)
    }
}
