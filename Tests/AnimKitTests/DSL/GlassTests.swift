import Foundation
import Testing
@testable import AnimKit

/// Liquid Glass: `glassEffect(_:in:)` with `Glass`, `GlassEffectContainer`, `glassEffectID`, `glassEffectUnion`,
/// `glassEffectTransition` and the glass button styles.
@Suite struct GlassTests {
    /// The glass shapes a display list draws (their outlines, in canvas points), in drawing order.
    static func glassRects(_ items: [DisplayItem], _ transform: CGAffineTransform = .identity) -> [CGRect] {
        var out: [CGRect] = []
        for item in items {
            guard case .group(let g) = item else { continue }
            let t = g.transform.concatenating(transform)
            let isGlass = g.mask != nil && g.children.contains { if case .shape(_, _, .material) = $0 { true } else { false } }
            if isGlass, let mask = g.mask {
                for case .group(let m) in mask where m.blur == 0 {
                    for case .shape(.path(let p), _, _) in m.children { out.append(p.boundingRect.applying(t)) }
                }
            } else {
                out += glassRects(g.children, t)
            }
        }
        return out
    }

    private func frame(size: CGSize = CGSize(width: 200, height: 100), @ViewBuilder _ view: @escaping @Sendable () -> some View) throws -> FrameBuffer {
        try FrameLoop(clip: Clip("glass", size: size, content: view)).frame(at: 0)
    }

    /// Red on the left half, blue on the right.
    nonisolated struct Split<Content: View>: View {
        let content: Content
        var body: some View {
            ZStack {
                HStack(spacing: 0) { Color.red; Color.blue }
                content
            }
            .frame(width: 200, height: 100)
        }
    }

    @Test func glassBlursWhatIsBehindUnderALightWashWithABrightRim() throws {
        let glass = try frame { Split(content: Color.clear.frame(width: 120, height: 60).glassEffect(.regular, in: .rect(cornerRadius: 12))) }
        let plain = try frame { Split(content: Color.clear.frame(width: 120, height: 60)) }
        let s = glass.width / 200
        func px(_ f: FrameBuffer, _ x: Double, _ y: Double) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { f.pixel(x: Int(x * Double(s)), y: Int(y * Double(s))) }
        // Outside the glass the edge between red and blue is sharp; inside, a point 3 points left of it is blurred
        // towards blue.
        let red = px(plain, 20, 50)
        #expect(px(plain, 97, 50) == red && px(glass, 20, 50) == red)
        #expect(Int(px(glass, 97, 50).b) > Int(red.b) + 40, "\(px(glass, 97, 50)) vs \(red)")
        // The wash lightens the red well inside the glass.
        #expect(Int(px(glass, 60, 50).g) > Int(red.g) + 30 && px(glass, 60, 50).r > 240, "\(px(glass, 60, 50))")
        // The rim, just inside the top edge, is brighter than the glass below it.
        #expect(Int(px(glass, 70, 20.4).g) > Int(px(glass, 70, 30).g) + 15, "\(px(glass, 70, 20.4)) vs \(px(glass, 70, 30))")
    }

    @Test func identityGlassDrawsNothingAndATintColoursTheGlass() throws {
        let none = try frame { Split(content: Text("A").frame(width: 120, height: 60).glassEffect(.identity)) }
        let plain = try frame { Split(content: Text("A").frame(width: 120, height: 60)) }
        #expect(none.bytes == plain.bytes)
        let tinted = try frame {
            ZStack { Color.white; Color.clear.frame(width: 120, height: 60).glassEffect(.regular.tint(.blue)) }.frame(width: 200, height: 100)
        }
        let centre = tinted.pixel(x: tinted.width / 2, y: tinted.height / 2)
        #expect(Int(centre.b) > Int(centre.r) + 100, "\(centre)")
    }

    @Test func glassInAContainerJoinsShapesCloserThanItsSpacing() throws {
        nonisolated struct Pair: View {
            let spacing: CGFloat?
            var body: some View {
                let pair = HStack(spacing: 20) {
                    Color.clear.frame(width: 60, height: 60).glassEffect(.regular, in: .circle)
                    Color.clear.frame(width: 60, height: 60).glassEffect(.regular, in: .circle)
                }
                ZStack {
                    Color.red
                    if let spacing { GlassEffectContainer(spacing: spacing) { pair } } else { pair }
                }
                .frame(width: 200, height: 100)
            }
        }
        // The midpoint between the circles: glass (the wash lightens the red) only where the container's spacing reaches.
        func midpoint(_ spacing: CGFloat?) throws -> Int {
            let f = try frame { Pair(spacing: spacing) }
            return Int(f.pixel(x: f.width / 2, y: f.height / 2).g)
        }
        let f = try frame { Pair(spacing: 40) }
        let red = Int(f.pixel(x: 2, y: 2).g)
        // (The glass's soft shadow darkens the gap a little.)
        #expect(abs(try midpoint(nil) - red) < 12)
        #expect(abs(try midpoint(0) - red) < 12)
        #expect(try midpoint(40) > red + 30)
        #expect(abs(try midpoint(12) - red) < 12)
        // Away from the neck (25 points above the centre line) the red shows (a little shadowed).
        #expect(abs(Int(f.pixel(x: f.width / 2, y: f.height / 2 - 25 * f.width / 200).g) - red) < 12)
    }

    nonisolated struct Palette: View {
        @State private var expanded = false
        @Namespace private var space
        var body: some View {
            VStack(spacing: 10) {
                GlassEffectContainer(spacing: 20) {
                    HStack(spacing: 20) {
                        Color.clear.frame(width: 40, height: 40).glassEffect().glassEffectID("a", in: space)
                        if expanded {
                            Color.clear.frame(width: 40, height: 40).glassEffect().glassEffectID("b", in: space)
                        }
                    }
                }
                .frame(width: 200, height: 40)
                Button("Toggle") { withAnimation(.linear(duration: 1)) { expanded.toggle() } }
            }
            .frame(width: 200, height: 100)
        }
    }

    @Test func namedGlassGrowsOutOfTheNearestGlassAndFlowsBackIntoIt() throws {
        let clip = Clip("palette", size: CGSize(width: 200, height: 100), duration: 4.5, content: { Palette() }) {
            Tap(at: CGPoint(x: 100, y: 82), at: 0.5)
            Tap(at: CGPoint(x: 100, y: 82), at: 2.5)
        }
        let loop = try FrameLoop(clip: clip)
        func rects(_ t: Double) throws -> [CGRect] { Self.glassRects(try loop.displayList(at: t).items) }
        let before = try rects(0.4)
        #expect(before.count == 1)
        let home = before[0]
        // Expanded, the two glasses sit 60 points apart; the first moved left to make room.
        let after = try rects(2)
        #expect(after.count == 2 && abs(after[1].midX - after[0].midX - 60) < 0.5, "\(after)")
        // Just after the tap the new glass starts on the old one's glass, and half way it is half way there.
        // (The tap's state change lands on the frame after 0.5 s.)
        let start = try rects(0.534)
        #expect(start.count == 2 && abs(start[1].midX - home.midX) < 1.5, "\(start)")
        // Half way it is half way between its own place and the glass it grew from, which moves too.
        let middle = try rects(1)
        let between = (middle[0].midX + after[1].midX) / 2
        #expect(middle.count == 2 && abs(middle[1].midX - between) < 3, "\(middle) vs \(between)")
        // Collapsing, it flows back into the remaining glass, then is gone.
        let leaving = try rects(3)
        #expect(leaving.count == 2 && leaving[1].midX < after[1].midX - 10, "\(leaving)")
        #expect(try rects(4).count == 1)
    }

    @Test func glassUnionsDrawAsOneShape() throws {
        nonisolated struct United: View {
            @Namespace private var space
            var body: some View {
                GlassEffectContainer {
                    HStack(spacing: 10) {
                        Color.clear.frame(width: 40, height: 40).glassEffect().glassEffectUnion(id: 1, namespace: space)
                        Color.clear.frame(width: 40, height: 40).glassEffect().glassEffectUnion(id: 1, namespace: space)
                        Color.clear.frame(width: 40, height: 40).glassEffect()
                    }
                }
                .frame(width: 200, height: 100)
            }
        }
        let rects = Self.glassRects(try FrameLoop(clip: Clip("union", size: CGSize(width: 200, height: 100)) { United() }).displayList(at: 0).items)
        #expect(rects.count == 2)
        #expect(abs(rects[0].width - 90) < 0.5 && abs(rects[1].width - 40) < 0.5, "\(rects)")
    }

    @Test func glassButtonsAreCapsulesOfGlassSizedAsBorderedButtons() throws {
        nonisolated struct Buttons: View {
            var body: some View {
                VStack(spacing: 20) {
                    Button("Glass") {}.buttonStyle(.glass)
                    Button("Prominent") {}.buttonStyle(.glassProminent)
                }
                .frame(width: 200, height: 120)
                .background(Color.white)
            }
        }
        let clip = Clip("buttons", size: CGSize(width: 200, height: 120)) { Buttons() }
        let rects = Self.glassRects(try FrameLoop(clip: clip).displayList(at: 0).items)
        #expect(rects.count == 2)
        // Regular control size: 34 points tall, as bordered buttons.
        #expect(rects.allSatisfy { abs($0.height - 34.3) < 1 }, "\(rects)")
        let f = try FrameLoop(clip: clip).frame(at: 0)
        let s = CGFloat(f.width) / 200
        let prominent = f.pixel(x: Int((rects[1].minX + 6) * s), y: Int(rects[1].midY * s))
        #expect(Int(prominent.b) > Int(prominent.r) + 100, "\(prominent)")
        let snapshot = try clip.snapshot(at: 0)
        let label = try #require(snapshot.views(labelled: "Glass").first { $0.type == "Text" }?.fill)
        #expect(label[0] < 0.1 && label[2] < 0.1, "\(label)")
    }
}
