import Foundation
import Testing
@testable import AnimKit

/// A box shown by "Show" and hidden by "Hide" (each with `animation`), through `transition`, above a
/// "Below" label; "Count" counts taps on the box.
private nonisolated struct Shower: View {
    let animation: Animation?
    let transition: AnyTransition?
    var startsShown = false
    @State private var shown: Bool?
    @State private var taps = 0
    var body: some View {
        let isShown = shown ?? startsShown
        VStack(spacing: 0) {
            if isShown {
                box.onTapGesture { taps += 1 }
            }
            Text("Below \(taps)")
            HStack {
                Button("Show") { withAnimation(animation) { shown = true } }
                Button("Hide") { withAnimation(animation) { shown = false } }
            }
        }
    }

    @ViewBuilder private var box: some View {
        if let transition {
            Rectangle().fill(.blue).frame(width: 100, height: 40).transition(transition)
        } else {
            Rectangle().fill(.blue).frame(width: 100, height: 40)
        }
    }
}

private func shower(_ animation: Animation?, _ transition: AnyTransition? = nil, startsShown: Bool = false,
                    @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep]) -> Clip {
    Clip("shower", size: CGSize(width: 400, height: 300),
         content: { Shower(animation: animation, transition: transition, startsShown: startsShown) }, script: script)
}

private extension ClipSnapshot {
    var box: ViewSnapshot? { views(ofType: "Rectangle").first }
    var boxes: [ViewSnapshot] { views(ofType: "Rectangle") }
    var below: ViewSnapshot? { views.first { $0.label?.hasPrefix("Below") == true } }
}

@Suite struct TransitionTests {
    /// The box's frame once shown, without any transition effect.
    private func restingFrame() throws -> CGRect {
        try #require(shower(nil) { Tap("Show", at: 0.5) }.snapshot(at: 1).box).frame
    }

    @Test func defaultTransitionFadesInAndOutAndTheLeavingViewStaysUntilItsFadeEnds() throws {
        let clip = shower(.linear(duration: 1)) {
            Tap("Show", at: 0.5)
            Tap("Hide", at: 2.0)
        }
        let s = try clip.snapshots(at: [0.4, 0.5, 1.0, 1.6, 2.5, 2.99, 3.1])
        #expect(s[0].box == nil)
        #expect(s[1].box?.opacity == 0)
        #expect(abs(try #require(s[2].box).opacity - 0.5) < 1e-9)
        #expect(s[3].box?.opacity == 1)
        #expect(abs(try #require(s[4].box).opacity - 0.5) < 1e-9)
        #expect(try #require(s[5].box).opacity < 0.02)
        #expect(s[6].box == nil)
    }

    @Test func withoutAnimationInsertionAndRemovalAreImmediate() throws {
        let s = try shower(nil) {
            Tap("Show", at: 0.5)
            Tap("Hide", at: 1.0)
        }.snapshots(at: [0.5, 0.9, 1.0])
        #expect(s[0].box?.opacity == 1)
        #expect(s[1].box?.opacity == 1)
        #expect(s[2].box == nil)
    }

    @Test func siblingsLayOutWithoutTheLeavingViewAndItTakesNoTaps() throws {
        let frame = try restingFrame()
        let clip = shower(.linear(duration: 1), startsShown: true) { Tap("Hide", at: 0.5) }
        let s = try clip.snapshots(at: [0.4, 1.0, 1.6])
        let before = try #require(s[0].below).frame.minY, later = try #require(s[2].below).frame.minY
        // The label below moves up by half the box's height (the stack re-centres) as the box leaves…
        #expect(abs(later - (before - 20)) < 1e-9)
        #expect(abs(try #require(s[1].below).frame.minY - (before - 10)) < 1e-9)
        // …while the box stays where it was, fading…
        #expect(s[1].box?.frame == CGRect(x: frame.minX, y: before - 40, width: 100, height: 40))
        #expect(s[2].box == nil)
        // …and takes no taps (it still counts them while shown).
        let tapped = shower(nil, startsShown: true) { Tap(at: CGPoint(x: frame.midX, y: frame.midY), at: 0.5) }
        #expect(try tapped.snapshot(at: 0.6).below?.label == "Below 1")
        let leaving = shower(.linear(duration: 1), startsShown: true) {
            Tap("Hide", at: 0.5)
            Tap(at: CGPoint(x: frame.midX, y: frame.midY), at: 1.0)
        }
        #expect(throws: AnimKitError.self) { try leaving.snapshot(at: 1.1) }
    }

    @Test func reinsertionMidFlightReversesWithoutAJump() throws {
        let clip = shower(.linear(duration: 1), startsShown: true) {
            Tap("Hide", at: 0.5)
            Tap("Show", at: 1.0)
        }
        let times = stride(from: 0.9, through: 2.6, by: 1.0 / 60).map { $0 }
        let shots = try clip.snapshots(at: times)
        let opacities = try shots.map { try #require($0.box).opacity }
        // One box all along (the leaving one came back), its opacity continuous, back to 1.
        #expect(shots.allSatisfy { $0.boxes.count == 1 })
        for (a, b) in zip(opacities, opacities.dropFirst()) { #expect(abs(a - b) < 0.05) }
        #expect(abs(opacities[6] - 0.5) < 1e-9)   // t = 1.0: half faded when it turned round
        #expect(opacities.last == 1)
    }

    @Test func aSpringReinsertionCarriesTheRemovalsVelocity() throws {
        let clip = shower(.spring(duration: 1, bounce: 0), startsShown: true) {
            Tap("Hide", at: 0.5)
            Tap("Show", at: 0.8)
        }
        let times = stride(from: 0.5, through: 3.0, by: 1.0 / 60).map { $0 }
        let opacities = try clip.snapshots(at: times).map { try #require($0.box).opacity }
        for (a, b) in zip(opacities, opacities.dropFirst()) { #expect(abs(a - b) < 0.05) }
        // Still fading for a while after the turn (the merged spring keeps the removal's velocity),
        // then back in place.
        let lowest = try #require(opacities.indices.min { opacities[$0] < opacities[$1] })
        #expect(times[lowest] > 0.82)   // the turn was at 0.8
        #expect(abs(opacities.last! - 1) < 1e-3)
    }

    @Test func builtInTransitionsAtHalfWay() throws {
        let rest = try restingFrame()
        func half(_ t: AnyTransition, removal: Bool = false) throws -> ViewSnapshot {
            let clip = removal
                ? shower(.linear(duration: 1), t, startsShown: true) { Tap("Hide", at: 0.5) }
                : shower(.linear(duration: 1), t) { Tap("Show", at: 0.5) }
            return try #require(clip.snapshot(at: 1.0).box)
        }
        // Insertions (the box appears where it will rest; siblings move in half way).
        let scale = try half(.scale)
        #expect(abs(scale.frame.width - 50) < 1e-3 && abs(scale.frame.midX - rest.midX) < 1e-9)
        #expect(try half(.scale(scale: 0.5, anchor: .topLeading)).frame.width == 75)
        #expect(try half(.offset(x: 30, y: 10)).frame.minX == rest.minX + 15)
        #expect(try half(.move(edge: .trailing)).frame.minX == rest.minX + 50)
        #expect(try half(.slide).frame.minX == rest.minX - 50)
        let push = try half(.push(from: .top))
        #expect(push.frame.minY == rest.minY - 20 && push.opacity == 0.5)
        #expect(try half(.identity).opacity == 1)
        // Removals: slide leaves towards the trailing edge; asymmetric uses its removal transition.
        #expect(try half(.slide, removal: true).frame.minX == rest.minX + 50)
        let asym = try half(.asymmetric(insertion: .slide, removal: .scale(scale: 0, anchor: .center)), removal: true)
        #expect(asym.frame.width == 50 && asym.frame.midX == rest.midX)
        let combined = try half(.move(edge: .leading).combined(with: .opacity))
        #expect(combined.frame.minX == rest.minX - 50 && combined.opacity == 0.5)
    }

    @Test func blurReplaceFadesBlursAndScalesByATenth() throws {
        func half(_ t: BlurReplaceTransition, removal: Bool = false) throws -> ViewSnapshot {
            let clip = removal
                ? shower(.linear(duration: 1), AnyTransition(t), startsShown: true) { Tap("Hide", at: 0.5) }
                : shower(.linear(duration: 1), AnyTransition(t)) { Tap("Show", at: 0.5) }
            return try #require(clip.snapshot(at: 1.0).box)
        }
        let rest = try restingFrame()
        // In: from 0.9 of its size, transparent; half way 0.95 and half opaque, about its centre.
        let coming = try half(.blurReplace)
        #expect(abs(coming.frame.width - 95) < 1e-6 && abs(coming.frame.midX - rest.midX) < 1e-9 && abs(coming.opacity - 0.5) < 1e-9)
        // Out: down to 0.9 with .downUp, up to 1.1 with .upUp.
        #expect(abs(try half(.blurReplace(.downUp), removal: true).frame.width - 95) < 1e-6)
        #expect(abs(try half(.blurReplace(.upUp), removal: true).frame.width - 105) < 1e-6)
    }

    @Test func builtInTransitionsAreTransitionValuesToo() throws {
        // SwiftUI 17's static members on `Transition`: a custom transition combined with `.opacity` or `.scale`.
        struct Lift: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View { content.offset(y: phase.isIdentity ? 0 : 40) }
        }
        let rest = try restingFrame()
        let clip = shower(.linear(duration: 1), Lift().combined(with: .opacity)) { Tap("Show", at: 0.5) }
        let box = try #require(clip.snapshot(at: 1.0).box)
        #expect(box.frame.minY == rest.minY + 20 && box.opacity == 0.5)
        let scaled = try #require(shower(.linear(duration: 1), Lift().combined(with: .scale(0.5))) { Tap("Show", at: 0.5) }.snapshot(at: 1.0).box)
        #expect(abs(scaled.frame.width - 75) < 1e-6)
    }

    @Test func aTransitionsOwnAnimationRunsWithoutOneInTheTransaction() throws {
        let clip = shower(nil, .opacity.animation(.linear(duration: 1))) { Tap("Show", at: 0.5) }
        let s = try clip.snapshots(at: [0.5, 1.0, 1.5])
        #expect(s[0].box?.opacity == 0)
        #expect(abs(try #require(s[1].box).opacity - 0.5) < 1e-9)
        #expect(s[2].box?.opacity == 1)
    }

    @Test func customTransitionInterpolatesItsBody() throws {
        struct Drop: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View {
                content.offset(y: phase.value * 100).opacity(phase.isIdentity ? 1 : 0)
            }
        }
        nonisolated struct Demo: View {
            @State private var on = false
            var body: some View {
                VStack {
                    if on { Circle().frame(width: 20, height: 20).transition(Drop()) }
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                }
            }
        }
        let clip = Clip("drop", size: CGSize(width: 300, height: 300), content: { Demo() }) {
            Tap("Toggle", at: 0.5)
            Tap("Toggle", at: 2.0)
        }
        let s = try clip.snapshots(at: [1.0, 1.6, 2.5])
        let rest = try #require(s[1].views(ofType: "Circle").first).frame
        let entering = try #require(s[0].views(ofType: "Circle").first), leaving = try #require(s[2].views(ofType: "Circle").first)
        // Entering from above (value -1 → 0), leaving downward (0 → 1), each half way.
        #expect(abs(entering.frame.minY - (rest.minY - 50)) < 1e-9 && abs(entering.opacity - 0.5) < 1e-9)
        #expect(abs(leaving.frame.minY - (rest.minY + 50)) < 1e-9 && abs(leaving.opacity - 0.5) < 1e-9)
    }

    @Test func viewsInsertedWithTheirParentDoNotRunTheirOwnTransition() throws {
        nonisolated struct Nested: View {
            @State private var on = false
            var body: some View {
                VStack {
                    if on {
                        VStack {
                            if true { Text("inner") }
                        }
                    }
                    Button("Toggle") { withAnimation(.linear(duration: 1)) { on.toggle() } }
                }
            }
        }
        let s = try Clip("nested", size: CGSize(width: 300, height: 200), content: { Nested() }) {
            Tap("Toggle", at: 0.5)
        }.snapshot(at: 1.0)
        // Only the outer branch fades: the inner text shows its parent's opacity, not its square.
        #expect(abs(try #require(s.view(labelled: "inner")).opacity - 0.5) < 1e-9)
    }

    @Test func forEachInsertionFadesInWhileRowsBelowMove() throws {
        nonisolated struct Rows: View {
            @State private var items = [1, 2]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(items, id: \.self) { Text("Row \($0)").frame(height: 30) }
                    Button("Add") { items.insert(0, at: 0) }
                }
                .animation(.linear(duration: 1), value: items.count)
            }
        }
        let clip = Clip("rows", size: CGSize(width: 300, height: 300), content: { Rows() }) { Tap("Add", at: 0.5) }
        let s = try clip.snapshots(at: [0.4, 1.0, 2.0])
        let new = try #require(s[1].view(labelled: "Row 0"))
        #expect(abs(new.opacity - 0.5) < 1e-9)
        let y0 = try #require(s[0].view(labelled: "Row 1")).frame.minY, y2 = try #require(s[2].view(labelled: "Row 1")).frame.minY
        #expect(abs(y2 - y0 - 15) < 1e-9)   // the stack grew by 30 and stays centred
        #expect(abs(try #require(s[1].view(labelled: "Row 1")).frame.minY - (y0 + 7.5)) < 1e-9)
    }

    @Test func aNewIDIsANewViewWithTwoCopiesMidAnimation() throws {
        nonisolated struct IDDemo: View {
            @State private var flag = false
            var body: some View {
                VStack {
                    Text("Copy").id(flag).transition(.opacity)
                    Button("Flip") { withAnimation(.linear(duration: 1)) { flag.toggle() } }
                }
            }
        }
        let s = try Clip("id", size: CGSize(width: 300, height: 200), content: { IDDemo() }) { Tap("Flip", at: 0.5) }
            .snapshots(at: [0.4, 1.0, 1.6])
        #expect(s[0].views(labelled: "Copy").count == 1)
        #expect(s[1].views(labelled: "Copy").map(\.opacity).sorted() == [0.5, 0.5])
        #expect(s[2].views(labelled: "Copy").map(\.opacity) == [1])
    }

    @Test func aLeavingViewThatGoesWithItsAncestorDisappearsOnce() throws {
        nonisolated struct Outer: View {
            @State private var outer = true
            @State private var inner = true
            @State private var gone = 0
            var body: some View {
                VStack {
                    if outer {
                        VStack {
                            if inner { Text("x").onDisappear { gone += 1 } }
                        }
                    }
                    Text("gone \(gone)")
                    Button("Inner") { withAnimation(.linear(duration: 1)) { inner = false } }
                    Button("Outer") { outer = false }
                }
            }
        }
        let clip = Clip("outer", size: CGSize(width: 300, height: 300), content: { Outer() }) {
            Tap("Inner", at: 0.5)
            Tap("Outer", at: 0.8)
        }
        let s = try clip.snapshots(at: [0.7, 0.9, 2.0])
        #expect(s[0].view(labelled: "x") != nil && s[0].view(labelled: "gone 1") != nil)
        #expect(s[1].view(labelled: "x") == nil && s[1].view(labelled: "gone 1") != nil)
        #expect(s[2].view(labelled: "gone 1") != nil)
    }

    @Test(arguments: [false, true])
    func aLeavingBranchIsDrawnBelowTheEnteringOneUnlessItsZIndexIsHigher(raised: Bool) throws {
        nonisolated struct Swap: View {
            let raised: Bool
            @State private var first = true
            var body: some View {
                VStack {
                    ZStack {
                        if first {
                            Rectangle().fill(.red).frame(width: 50, height: 50).zIndex(raised ? 1 : 0)
                        } else {
                            Rectangle().fill(.blue).frame(width: 50, height: 50)
                        }
                    }
                    Button("Swap") { withAnimation(.linear(duration: 1)) { first.toggle() } }
                }
            }
        }
        let s = try Clip("swap", size: CGSize(width: 200, height: 200), content: { Swap(raised: raised) }) {
            Tap("Swap", at: 0.5)
        }.snapshot(at: 1.0)
        // Both mid cross-fade; the inspector lists them in drawing order, bottom first.
        let order = s.views(ofType: "Rectangle").map(\.fillColor)
        #expect(order == (raised ? [Color.blue, Color.red] : [Color.red, Color.blue]))
    }
}
