import Foundation
import Testing
@testable import AnimKit

/// A banner whose transition is declared inside its own body, out of its parent's sight.
private nonisolated struct Banner: View {
    var body: some View {
        Rectangle().fill(.orange).frame(width: 120, height: 30).transition(.move(edge: .leading))
    }
}

/// A modifier that declares the same transition on its content, inside its body.
private nonisolated struct Sliding: ViewModifier {
    func body(content: Content) -> some View { content.transition(.move(edge: .leading)) }
}

/// Shows and hides a `Banner` (or a rectangle with `Sliding`) with a linear one-second animation.
private nonisolated struct BannerHost: View {
    let viaModifier: Bool
    @State private var on = false
    var body: some View {
        VStack {
            if on {
                if viaModifier {
                    Rectangle().fill(.orange).frame(width: 120, height: 30).modifier(Sliding())
                } else {
                    Banner()
                }
            }
            Button("Toggle") { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }
}

/// A counter whose transition depends on an input; it counts its own taps and its appearances.
private nonisolated struct Counter: View {
    let slides: Bool
    @Binding var appeared: Int
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
            .onAppear { appeared += 1 }
            .transition(slides ? .slide : .opacity)
    }
}

private nonisolated struct CounterHost: View {
    @State private var on = true
    @State private var slides = false
    @State private var appeared = 0
    var body: some View {
        VStack {
            if on { Counter(slides: slides, appeared: $appeared) }
            Text("Appeared \(appeared)")
            Button("Slides") { slides = true }
            Button("Hide") { withAnimation(.linear(duration: 1)) { on = false } }
        }
    }
}

/// A view erased to `AnyView`, whose type changes with the flag.
private nonisolated struct Erased: View {
    @State private var flag = false
    var body: some View {
        VStack {
            flag ? AnyView(Text("Words")) : AnyView(Circle().frame(width: 20, height: 20))
            AnyView(Text(flag ? "Same B" : "Same A"))
            Button("Flip") { withAnimation(.linear(duration: 1)) { flag.toggle() } }
        }
    }
}

/// Branches inside a group with a background: the background belongs to whichever branch it wraps.
private nonisolated struct Backed: View {
    @State private var on = true
    var body: some View {
        VStack(spacing: 0) {
            Group {
                if on { Text("Boxed").frame(width: 100, height: 40) }
            }
            .background(Color.red)
            Text("Below")
            Button("Hide") { withAnimation(.linear(duration: 1)) { on = false } }
        }
    }
}

/// A transition that colours its content through the environment: green in place, red otherwise.
private struct Tint: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.foregroundStyle(phase.isIdentity ? Color.green : Color.red)
    }
}

/// A label that declares the `Tint` transition in its body.
private nonisolated struct TintedLabel: View {
    var body: some View { Text("Tinted").transition(Tint()) }
}

@Suite struct TransitionLookupTests {
    private func clip(_ name: String, _ content: @escaping @Sendable () -> some View,
                      @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep]) -> Clip {
        Clip(name, size: CGSize(width: 400, height: 300), content: content, script: script)
    }

    @Test(arguments: [false, true])
    func aTransitionInsideACustomViewsOrModifiersBodyIsTheViewsTransition(viaModifier: Bool) throws {
        let c = clip("banner", { BannerHost(viaModifier: viaModifier) }) {
            Tap("Toggle", at: 0.5)
            Tap("Toggle", at: 2.0)
        }
        let s = try c.snapshots(at: [1.0, 1.6, 2.5])
        let rest = try #require(s[1].views(ofType: "Rectangle").first).frame
        let entering = try #require(s[0].views(ofType: "Rectangle").first)
        let leaving = try #require(s[2].views(ofType: "Rectangle").first)
        // Half way in from the leading edge and half way back out to it, never faded.
        #expect(abs(entering.frame.minX - (rest.minX - 60)) < 1e-9 && entering.opacity == 1)
        #expect(abs(leaving.frame.minX - (rest.minX - 60)) < 1e-9 && leaving.opacity == 1)
    }

    @Test func aChangedTransitionKeepsTheViewsStateAndIsUsedForItsRemoval() throws {
        let c = clip("counter", { CounterHost() }) {
            Tap("Count 0", at: 0.5)
            Tap("Slides", at: 1.0)
            Tap("Hide", at: 1.5)
        }
        let s = try c.snapshots(at: [1.2, 2.0, 2.6])
        // The transition changed from .opacity to .slide: the counter is the same view (its count and
        // a single appearance)…
        #expect(s[0].view(labelled: "Count 1") != nil && s[0].view(labelled: "Appeared 1") != nil)
        let rest = try #require(s[0].views(ofType: "Button").first { $0.label == "Count 1" }).frame
        // …and it leaves by sliding to the trailing edge, unfaded.
        let leaving = try #require(s[1].views(ofType: "Button").first { $0.label == "Count 1" })
        #expect(abs(leaving.frame.minX - (rest.minX + rest.width / 2)) < 1e-9)
        #expect(leaving.opacity == 1)
        #expect(s[2].view(labelled: "Count 1") == nil)
    }

    @Test func aTransitionFoundInsideTheContentReachesItWithItsEnvironment() throws {
        let s = try clip("tinted", { VStack { if true { TintedLabel() } } }) {}.snapshot(at: 0)
        #expect(s.view(labelled: "Tinted")?.fillColor == Color.green)
    }

    @Test func anyViewOfAnotherTypeIsAnotherViewButTheSameTypeIsTheSameView() throws {
        let s = try clip("erased", { Erased() }) { Tap("Flip", at: 0.5) }.snapshots(at: [0.4, 1.0, 1.6])
        #expect(s[0].views(ofType: "Circle").count == 1 && s[0].view(labelled: "Words") == nil)
        // Mid-flip both are there, cross-fading.
        let circle = try #require(s[1].views(ofType: "Circle").first)
        let words = try #require(s[1].view(labelled: "Words"))
        #expect(abs(circle.opacity - 0.5) < 1e-9 && abs(words.opacity - 0.5) < 1e-9)
        #expect(s[2].views(ofType: "Circle").isEmpty && s[2].view(labelled: "Words")?.opacity == 1)
        // A text erased both times is one view: its label just changes.
        #expect(s[1].views.filter { $0.label?.hasPrefix("Same") == true }.map(\.label) == ["Same B"])
        #expect(s[1].view(labelled: "Same B")?.opacity == 1)
    }

    @Test func aWrapperAroundALeavingViewStaysAroundIt() throws {
        let s = try clip("backed", { Backed() }) { Tap("Hide", at: 0.5) }.snapshots(at: [0.4, 1.0])
        let before = try #require(s[0].view(labelled: "Boxed")).frame
        let backgroundBefore = try #require(s[0].views(ofType: "Rectangle").first).frame
        #expect(backgroundBefore.size == CGSize(width: 100, height: 40))
        // Half way through the fade the text and its background are still where they were, while the
        // label below has moved up.
        #expect(s[1].view(labelled: "Boxed")?.frame == before)
        #expect(s[1].views(ofType: "Rectangle").first?.frame == backgroundBefore)
        let below = try #require(s[1].view(labelled: "Below")).frame.minY
        #expect(below < (try #require(s[0].view(labelled: "Below"))).frame.minY)
    }

    /// Two views under one condition, removed with a spring while other animated changes keep coming.
    private nonisolated struct Pair: View {
        @State private var shows = true
        @State private var ticks = 0
        var body: some View {
            VStack {
                if shows {
                    Text("First")
                    Text("Second")
                }
                Text("Ticks \(ticks)").offset(x: CGFloat(ticks))
                Button("Hide") { withAnimation(.spring(duration: 0.5)) { shows = false } }
                Button("Tick") { withAnimation(.spring(duration: 0.5)) { ticks += 1 } }
            }
        }
    }

    @Test func viewsLeavingTogetherKeepTheirOwnGeometryAndLeaveOnTime() throws {
        // Each view under the condition has its own place: later layouts must not swap them, which
        // would restart springs and keep them (invisible) in the tree for as long as changes come.
        let s = try clip("pair", { Pair() }) {
            Tap("Hide", at: 0.2)
            Tap("Tick", at: 0.6)
            Tap("Tick", at: 1.0)
            Tap("Tick", at: 1.4)
            Tap("Tick", at: 1.8)
        }.snapshots(at: [0.1, 0.3, 2.0])
        let first = try #require(s[0].view(labelled: "First")).frame
        let second = try #require(s[0].view(labelled: "Second")).frame
        #expect(s[1].view(labelled: "First")?.frame == first && s[1].view(labelled: "Second")?.frame == second)
        #expect(s[2].view(labelled: "First") == nil && s[2].view(labelled: "Second") == nil)
    }
}
