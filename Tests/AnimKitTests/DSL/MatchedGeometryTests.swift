import Foundation
import Testing
@testable import AnimKit

/// Matched geometry: followers take the source's frame; a change of source animates the shared frame.
@Suite struct MatchedGeometryTests {
    private func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    /// A 40×40 thumbnail at (20, 20) that becomes a 200×100 card at (100, 150) at 0.5 s, over 1 s (linear).
    nonisolated struct Hero: View {
        @Namespace private var hero
        @State private var expanded = false
        var animation: Animation? = .linear(duration: 1)

        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.clear.frame(width: 400, height: 300).contentShape(Rectangle())
                    .onTapGesture { withAnimation(animation) { expanded = true } }
                if expanded {
                    Rectangle().fill(.blue)
                        .matchedGeometryEffect(id: "card", in: hero)
                        .frame(width: 200, height: 100)
                        .padding(.leading, 100).padding(.top, 150)
                } else {
                    Rectangle().fill(.red)
                        .matchedGeometryEffect(id: "card", in: hero)
                        .frame(width: 40, height: 40)
                        .padding(.leading, 20).padding(.top, 20)
                }
            }
        }
    }

    @Test func theHeroMovesAndResizesContinuouslyFromThumbnailToDetail() throws {
        let clip = Clip("hero", size: CGSize(width: 400, height: 300), duration: 2, content: { Hero() }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        let shots = try clip.snapshots(at: [0.4, 0.75, 1.0, 1.6])
        let rects = shots.map { $0.views(ofType: "Rectangle") }
        #expect(rects[0].count == 1 && near(rects[0][0].frame, CGRect(x: 20, y: 20, width: 40, height: 40)))
        // Mid-flight both views (leaving thumbnail, arriving card) sit in the shared frame: centre (40, 40) → (200, 200),
        // size 40×40 → 200×100, linearly.
        for (shot, p) in [(rects[1], 0.25), (rects[2], 0.5)] {
            let center = CGPoint(x: 40 + 160 * p, y: 40 + 160 * p), size = CGSize(width: 40 + 160 * p, height: 40 + 60 * p)
            let expected = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            #expect(shot.count == 2)
            for view in shot { #expect(near(view.frame, expected, 1e-3), "\(view.frame) vs \(expected) at \(p)") }
        }
        // The cross-fade: the card fades in as the thumbnail fades out.
        let opacities = rects[2].map(\.opacity).sorted()
        #expect(abs(opacities[0] - 0.5) < 1e-3 && abs(opacities[1] - 0.5) < 1e-3)
        #expect(rects[3].count == 1 && near(rects[3][0].frame, CGRect(x: 100, y: 150, width: 200, height: 100)))
    }

    @Test func withoutAnAnimationTheNewSourceJumps() throws {
        let clip = Clip("hero-jump", size: CGSize(width: 400, height: 300), duration: 2, content: { Hero(animation: nil) }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        let rects = try clip.snapshot(at: 0.6).views(ofType: "Rectangle")
        #expect(rects.count == 1 && near(rects[0].frame, CGRect(x: 100, y: 150, width: 200, height: 100)))
    }

    /// Three 60×40 tabs in a row; a 10×10 capsule behind them follows the selected one (`isSource: false`).
    nonisolated struct Tabs: View {
        @Namespace private var tabs
        @State private var selected = 0
        var properties: MatchedGeometryProperties = .frame
        var anchor: UnitPoint = .center

        var body: some View {
            ZStack {
                Color.clear.frame(width: 400, height: 300).contentShape(Rectangle())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { selected = 2 } }
                Capsule().fill(.yellow)
                    .matchedGeometryEffect(id: selected, in: tabs, properties: properties, anchor: anchor, isSource: false)
                    .frame(width: 10, height: 10)
                HStack(spacing: 20) {
                    ForEach(0..<3) { i in
                        Color.clear.frame(width: 60, height: 40).matchedGeometryEffect(id: i, in: tabs)
                    }
                }
            }
        }
    }

    @Test func aFollowerTakesTheSourcesFrameAndMovesWhenItsIdChanges() throws {
        let clip = Clip("tabs", size: CGSize(width: 400, height: 300), duration: 2, content: { Tabs() }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        let shots = try clip.snapshots(at: [0.2, 1.0, 1.8])
        let frames = try shots.map { try #require($0.views(ofType: "Capsule").first).frame }
        // The row is 220 wide, centred: tabs at x = 90, 170, 250; y = 130.
        #expect(near(frames[0], CGRect(x: 90, y: 130, width: 60, height: 40)))
        #expect(near(frames[1], CGRect(x: 170, y: 130, width: 60, height: 40), 1e-3))
        #expect(near(frames[2], CGRect(x: 250, y: 130, width: 60, height: 40)))
    }

    @Test func positionOnlyKeepsTheFollowersSizeAtTheAnchor() throws {
        let clip = Clip("tabs-position", size: CGSize(width: 400, height: 300), duration: 2, content: {
            Tabs(properties: .position, anchor: .topLeading)
        }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        let frame = try #require(try clip.snapshot(at: 0.2).views(ofType: "Capsule").first).frame
        // The shared point is the source's anchor (its centre, (120, 150)); the follower puts its own anchor, its
        // top-leading corner, there and keeps its 10×10 size.
        #expect(near(frame, CGRect(x: 120, y: 150, width: 10, height: 10)))
    }

    /// A 100×100 box that moves from x = 50 to x = 250 at 0.5 s (1 s, linear) while a dot is inserted in it.
    nonisolated struct Grouped: View {
        var grouped: Bool
        @State private var moved = false
        var body: some View {
            let box = ZStack(alignment: .topLeading) {
                Color.clear
                if moved { Circle().frame(width: 20, height: 20).padding(40).transition(.identity) }
            }
            .frame(width: 100, height: 100)
            return ZStack {
                Color.clear.frame(width: 400, height: 300).contentShape(Rectangle())
                    .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
                if grouped { box.geometryGroup().position(x: moved ? 300 : 100, y: 150) } else { box.position(x: moved ? 300 : 100, y: 150) }
            }
        }
    }

    @Test func aGeometryGroupCarriesInsertedContentWithIt() throws {
        let inGroup = try #require(try Clip("grouped", size: CGSize(width: 400, height: 300), duration: 2, content: { Grouped(grouped: true) }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
            .snapshot(at: 1.0).views(ofType: "Circle").first).frame
        // Halfway the box's left edge is at 150: the dot (40 in) at 190.
        #expect(abs(inGroup.minX - 190) < 1e-3 && abs(inGroup.minY - 140) < 1e-3)
        let loose = try #require(try Clip("loose", size: CGSize(width: 400, height: 300), duration: 2, content: { Grouped(grouped: false) }, script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
            .snapshot(at: 1.0).views(ofType: "Circle").first).frame
        // Without the group the inserted dot starts where it ends (box at 250).
        #expect(abs(loose.minX - 290) < 1e-3)
    }
}
