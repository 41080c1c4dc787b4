import Foundation
import Testing
@testable import AnimKit

/// `ScrollView`: layout, a finger moving the content and its glide after lifting (UIKit's deceleration),
/// rubber band and stops at the ends, and `ScrollViewReader.scrollTo` with an animation.
@Suite struct ScrollViewTests {
    private func clip(_ content: some View, duration: Double = 4, @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("scroll", size: CGSize(width: 400, height: 300), fps: 60, duration: duration, content: { view }, script: { steps })
    }

    nonisolated struct Rows: View {
        var count = 50
        var body: some View {
            ScrollView { Content(count: count) }.accessibilityIdentifier("list")
        }

        nonisolated struct Content: View {
            var count = 50
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<count, id: \.self) { i in
                        Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 40)
                    }
                }
            }
        }
    }

    private func rowY(_ i: Int, _ shot: ClipSnapshot) throws -> CGFloat {
        try #require(shot.views(labelled: "Row \(i)").first { $0.type == "Text" }).frame.midY
    }

    @Test func contentStartsAtTheTopAndIsOfferedItsWidth() throws {
        let shot = try clip(Rows()) {}.snapshots(at: [0])[0]
        #expect(try rowY(0, shot) == 20 && rowY(3, shot) == 140)
        #expect(try #require(shot.views(ofType: "ScrollView").first).frame == CGRect(x: 0, y: 0, width: 400, height: 300))
    }

    @Test func aDragMovesTheContentThenItGlidesAndSlows() throws {
        // The finger moves up 100 points in 0.25 s (400 pt/s) and lifts at 0.75.
        let times = [0.6, 0.75, 0.75 + 0.25, 0.75 + 1, 3.9]
        let shots = try clip(Rows()) { Drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), at: 0.5, duration: 0.25) }
            .snapshots(at: times)
        // While the finger is down the content follows it (past the 10-point start).
        #expect(abs(try rowY(0, shots[0]) - (20 - 40)) < 0.01)
        #expect(abs(try rowY(0, shots[1]) - (20 - 100)) < 0.01)
        // Then it glides: 400 pt/s decaying at UIKit's normal rate covers 400/(1000·ln(1/0.998)) ≈ 199.8 points.
        let k = 1000 * log(1 / 0.998), glide = 400 / k
        for (i, dt) in [(2, 0.25), (3, 1.0), (4, 3.15)] {
            let expected: Double = 20 - 100 - glide * (1 - exp(-k * dt))
            #expect(abs(try rowY(0, shots[i]) - expected) < 0.05, "t=\(times[i])")
        }
    }

    @Test func aFlickStopsAtTheEndAndAPullSpringsBack() throws {
        // 20 rows: 800 points of content, 500 to scroll. A fast flick would glide far past the end.
        let shots = try clip(Rows(count: 20)) { Scroll("list", by: 200, at: 0.5, duration: 0.1) }.snapshots(at: [1.2, 3.9])
        #expect(abs(try rowY(19, shots[1]) - 280) < 0.01)
        #expect(try rowY(19, shots[0]) >= 280 - 0.01)
        // Pulled down past the top, the content resists (rubber band) and springs back once let go.
        let pulled = try clip(Rows(count: 20)) { Drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 250), at: 0.5, duration: 0.5, hold: 0) }
            .snapshots(at: [0.99, 3.9])
        // At 0.99 the finger has moved 196 of its 200 points.
        let stretch: CGFloat = 196 * 0.55 / 300 + 1
        let band: CGFloat = (1 - 1 / stretch) * 300
        let top = try rowY(0, pulled[0])
        #expect(abs(top - (20 + band)) < 0.01)
        #expect(abs(try rowY(0, pulled[1]) - 20) < 0.01)
    }

    nonisolated struct Jumper: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Bottom") { withAnimation(.linear(duration: 1)) { proxy.scrollTo(49, anchor: .bottom) } }
                        .frame(height: 40)
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<50, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
                        }
                    }
                }
            }
        }
    }

    @Test func scrollToMovesWithTheTransactionsAnimation() throws {
        let shots = try clip(Jumper()) { Tap("Bottom", at: 0.5) }.snapshots(at: [0.5, 1.0, 1.6])
        // The scroll view is 260 high under the button; row 49's bottom meets its bottom: offset 2000 − 260.
        let end = 2000.0 - 260
        #expect(abs(try rowY(0, shots[0]) - 60) < 0.01)
        #expect(abs(try rowY(0, shots[1]) - (60 - end / 2)) < 0.5)
        #expect(abs(try rowY(49, shots[2]) - (300 - 20)) < 0.01)
    }

    /// The vertical indicator in a frame's display list: its rect and opacity.
    private func indicator(_ list: DisplayList) -> (CGRect, Double)? {
        var found: (CGRect, Double)?
        func walk(_ items: [DisplayItem]) {
            for item in items {
                if case .shape(.capsule(let r), _, .color(let c)) = item, r.width == 3 { found = (r, Double(c.resolve().opacity)) }
                if case .group(let g) = item { walk(g.children) }
            }
        }
        walk(list.items)
        return found
    }

    @Test func theIndicatorShowsWhileTheContentMovesThenFades() throws {
        let drag = Drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 150), at: 0.5, duration: 0.25)
        let loop = try FrameLoop(clip: clip(Rows(), duration: 6) { drag })
        #expect(indicator(try loop.displayList(at: 0.4)) == nil)
        // 40 points down 1700: 3 points in from the right, 44.1 long (294 × 300 / 2000), near the top.
        let (moving, alpha) = try #require(indicator(try loop.displayList(at: 0.6)))
        #expect(moving.minX == 400 - 6 && abs(moving.height - 294 * 300 / 2000) < 0.01)
        #expect(abs(moving.minY - (3 + (294 - 44.1) * 40 / 1700)) < 0.01 && abs(alpha - 0.35) < 0.001)
        // The glide looks still after ln(199.8 / 0.5) / k ≈ 2.99 s; the indicator stays half a second, then fades
        // over 0.3 s.
        let k = 1000 * log(1 / 0.998), still = 0.75 + log(400 / k / 0.5) / k + 0.5
        #expect(abs(try #require(indicator(try loop.displayList(at: still - 0.05))).1 - 0.35) < 0.001)
        #expect(abs(try #require(indicator(try loop.displayList(at: still + 0.15))).1 - 0.35 / 2) < 0.02)
        #expect(indicator(try loop.displayList(at: still + 0.35)) == nil)
        // Hidden by the modifier or the initializer.
        let hidden = try FrameLoop(clip: clip(Rows().scrollIndicators(.hidden), duration: 6) { drag })
        #expect(indicator(try hidden.displayList(at: 0.6)) == nil)
        let off = try FrameLoop(clip: clip(ScrollView(showsIndicators: false) { Rows.Content() }, duration: 6) { drag })
        #expect(indicator(try off.displayList(at: 0.6)) == nil)
    }

    @Test func aTapOnAButtonInsideStillWorksAndADragDoesNotTapIt() throws {
        final class Box: @unchecked Sendable { var taps = 0 }
        let box = Box()
        let view = ScrollView { VStack { Button("Hit") { box.taps += 1 }.frame(height: 60); Color.gray.frame(height: 1000) } }
        _ = try clip(view) { Tap("Hit", at: 0.5) }.snapshots(at: [1])
        #expect(box.taps == 1)
        _ = try clip(view) { Drag(from: CGPoint(x: 200, y: 30), to: CGPoint(x: 200, y: 5), at: 0.5, duration: 0.2) }.snapshots(at: [1])
        #expect(box.taps == 1)
    }
}

/// Scroll target behaviours: pages and aligned views.
@Suite struct ScrollTargetTests {
    nonisolated struct Pages: View {
        var behavior: AnyScrollTargetBehaviorChoice
        var body: some View {
            Group {
                switch behavior {
                case .paging:
                    ScrollView(.horizontal) { cards }.scrollTargetBehavior(.paging)
                case .aligned:
                    ScrollView(.horizontal) { cards.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
                case .alignedUnlimited:
                    ScrollView(.horizontal) { cards.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned(limitBehavior: .never))
                case .alignedUnmarked:
                    ScrollView(.horizontal) { cards }.scrollTargetBehavior(.viewAligned(limitBehavior: .never))
                }
            }
            .accessibilityIdentifier("pages")
        }

        var cards: some View {
            LazyHStack(spacing: 0) {
                ForEach(0..<6, id: \.self) { i in Text("Page \(i)").frame(width: behavior == .paging ? 300 : 120, height: 100) }
            }
        }
    }

    enum AnyScrollTargetBehaviorChoice { case paging, aligned, alignedUnlimited, alignedUnmarked }

    private func pageX(_ i: Int, _ behavior: AnyScrollTargetBehaviorChoice, @ScriptBuilder script: () -> [any ScriptStep]) throws -> CGFloat {
        nonisolated(unsafe) let view = AnyView(Pages(behavior: behavior))
        nonisolated(unsafe) let steps = script()
        let shot = try Clip("pages", size: CGSize(width: 300, height: 200), fps: 60, duration: 4, content: { view }, script: { steps })
            .snapshots(at: [3.5])[0]
        return try #require(shot.views(labelled: "Page \(i)").first).frame.midX
    }

    @Test func pagingStopsOnWholePages() throws {
        // A short slow drag (60 points in 0.5 s) falls back to the page it started on; a flick turns one page.
        #expect(abs(try pageX(0, .paging) { Drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 140, y: 100), at: 0.5, duration: 0.5) } - 150) < 0.01)
        #expect(abs(try pageX(1, .paging) { Scroll("pages", by: 60, axis: .horizontal, at: 0.5, duration: 0.1) } - 150) < 0.01)
        // Dragged past half way, it settles on the next page.
        #expect(abs(try pageX(1, .paging) { Drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 60, y: 100), at: 0.5, duration: 1) } - 150) < 0.01)
    }

    @Test func viewAlignedStopsAtAViewsLeadingEdge() throws {
        // A flick of 400 pt/s would glide ≈ 200 + 40 points: unlimited, the nearest card edge is 240 (card 2 at the
        // leading edge).
        let x = try pageX(2, .alignedUnlimited) { Scroll("pages", by: 40, axis: .horizontal, at: 0.5, duration: 0.1) }
        #expect(abs(x - 60) < 0.01)
        // `.automatic` in a compact width (this 300-point scroll view) moves one view per flick: card 1.
        let y = try pageX(1, .aligned) { Scroll("pages", by: 40, axis: .horizontal, at: 0.5, duration: 0.1) }
        #expect(abs(y - 60) < 0.01)
        // Without `scrollTargetLayout()` nothing is a target: the content glides where the flick takes it,
        // 40 + 400/(1000·ln(1/0.998)) ≈ 239.8 points, a little short of card 2's edge.
        let z = try pageX(2, .alignedUnmarked) { Scroll("pages", by: 40, axis: .horizontal, at: 0.5, duration: 0.1) }
        let glide = 40 + 400 / (1000 * log(1 / 0.998))
        #expect(abs(z - (240 + 60 - glide)) < 0.05 && abs(z - 60) > 0.1, "\(z)")
    }
}

/// `scrollTransition`: effects mixed by how far a view is out of its scroll view.
@Suite struct ScrollTransitionTests {
    nonisolated struct Cards: View {
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { i in
                        Text("Card \(i)").frame(width: 200, height: 100)
                            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                    }
                }
            }
            .accessibilityIdentifier("cards")
        }
    }

    nonisolated struct AnimatedCards: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Jump") { proxy.scrollTo(2, anchor: .top) }.frame(height: 50)
                    ScrollView {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<8, id: \.self) { i in
                                Text("Card \(i)").frame(width: 200, height: 100)
                                    .scrollTransition(.animated(.linear(duration: 0.5))) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Each text's opacity as drawn (the groups' opacities around it multiplied).
    static func textOpacities(_ list: DisplayList) -> [String: Double] {
        var found: [String: Double] = [:]
        func walk(_ items: [DisplayItem], _ o: Double) {
            for item in items {
                switch item {
                case .text(let run): found[run.string] = o
                case .group(let g): walk(g.children, o * g.opacity)
                default: break
                }
            }
        }
        walk(list.items, 1)
        return found
    }

    @Test func anAnimatedTransitionMovesWithItsAnimationWhenTheViewCrosses() throws {
        nonisolated(unsafe) let view = AnyView(AnimatedCards())
        // 250 tall under the button: cards 0 and 1 in view, card 2 half. The jump (no animation) puts card 2 at the
        // top: card 1 is then out and card 2 in, and both fade over the linear half second from the jump. Card 3, which
        // the lazy stack builds only when the jump brings it into view, shows in its place at once.
        let loop = try FrameLoop(clip: Clip("cards", size: CGSize(width: 300, height: 300), fps: 60, duration: 2, content: { view },
                                            script: { Tap("Jump", at: 0.5) }))
        func opacities(at t: Double) throws -> [String: Double] { ScrollTransitionTests.textOpacities(try loop.displayList(at: t)) }
        let before = try opacities(at: 0.4)
        #expect(before["Card 1"] == 1 && before["Card 2"] == 0 && before["Card 3"] == nil)
        let half = try opacities(at: 0.75)
        #expect(abs((half["Card 1"] ?? -1) - 0.5) < 0.02 && abs((half["Card 2"] ?? -1) - 0.5) < 0.02 && half["Card 3"] == 1)
        let after = try opacities(at: 1.2)
        #expect(after["Card 2"] == 1 && after["Card 3"] == 1 && (after["Card 1"] ?? 0) == 0)
    }

    @Test func opacityFollowsTheShareInView() throws {
        nonisolated(unsafe) let view = AnyView(Cards())
        // 250 tall: card 2 (200…300) is half in view; card 0 fully; card 3 out.
        let loop = try FrameLoop(clip: Clip("cards", size: CGSize(width: 300, height: 250), fps: 30, duration: 1, content: { view }, script: { [] }))
        let opacities = ScrollTransitionTests.textOpacities(try loop.displayList(at: 0))
        #expect(opacities["Card 0"] == 1 && opacities["Card 1"] == 1)
        #expect(abs((opacities["Card 2"] ?? -1) - 0.5) < 1e-9)
        #expect(opacities["Card 3"] == nil || opacities["Card 3"] == 0)
    }
}

/// `scrollPosition(id:)`: setting the id scrolls; scrolling sets the id.
@Suite struct ScrollPositionTests {
    nonisolated struct Feed: View {
        @State private var top: Int?
        var body: some View {
            VStack(spacing: 0) {
                Button("Jump") { withAnimation(.linear(duration: 0.5)) { top = 20 } }.frame(height: 40)
                Text("top \(top.map(String.init) ?? "none")").frame(height: 40)
                ScrollView {
                    LazyVStack(spacing: 0) {
                        ForEach(0..<50, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $top)
                .accessibilityIdentifier("feed")
            }
        }
    }

    private func run(@ScriptBuilder _ script: () -> [any ScriptStep], at times: [Double]) throws -> [ClipSnapshot] {
        nonisolated(unsafe) let view = AnyView(Feed())
        nonisolated(unsafe) let steps = script()
        return try Clip("feed", size: CGSize(width: 300, height: 300), fps: 60, duration: 4, content: { view }, script: { steps }).snapshots(at: times)
    }

    @Test func settingTheIDScrollsWithTheAnimation() throws {
        let shots = try run({ Tap("Jump", at: 0.5) }, at: [0.75, 1.5])
        // Row 20 comes to the top of the scroll view (y = 80) over 0.5 s: half way at 0.75.
        let row20 = try #require(shots[1].views(labelled: "Row 20").first).frame
        #expect(abs(row20.midY - 100) < 0.01)
        // (Row 0 is then more than a screen out of view: a lazy stack does not draw it.)
        #expect(shots[0].views(labelled: "Row 0").isEmpty)
        let row12 = try #require(shots[0].views(labelled: "Row 12").first).frame
        #expect(abs(row12.midY - (100 + 12 * 40 - 400)) < 0.01)
    }

    @Test func aScrollSetsTheIDWhereItRests() throws {
        // A 200-point drag at 100 pt/s glides on ≈ 50: the content rests near 250, where row 6 is the first in view.
        let shots = try run({ Drag(from: CGPoint(x: 150, y: 280), to: CGPoint(x: 150, y: 80), at: 0.5, duration: 2) }, at: [3.5])
        #expect(shots[0].views(labelled: "top 6").count == 1, "\(shots[0].views(ofType: "Text").prefix(3).map(\.label))")
    }
}
