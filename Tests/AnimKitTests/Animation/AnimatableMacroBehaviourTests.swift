import Foundation
import Testing
@testable import AnimKit

// The macro comes with the AnimatableMacro trait (scripts/test.sh builds with it).
#if AnimatableMacro
/// A value with every kind of property `@Animatable` meets.
@Animatable
struct MacroProbe {
    var level: Double
    var point: CGPoint
    var turn: Angle
    @AnimatableIgnored var name: String
    let fixed: Double
    var computed: Double { level * 2 }
}

/// A view whose body shows its animated `value`; `label` is ignored by the macro.
@Animatable
nonisolated struct MacroCounter: View {
    var value: Double
    @AnimatableIgnored var label: String
    var body: some View {
        Rectangle().frame(width: 10, height: 10).offset(x: value)
    }
}

/// The compiled `@Animatable`: data in a balanced pair tree, written back property by property; bodies see it.
@Suite struct AnimatableMacroBehaviourTests {
    private func isAnimatable<T: Animatable>(_ value: T) -> Bool { true }

    @Test func theMacroMakesTheTypeAnimatableOverItsStoredVars() {
        var probe = MacroProbe(level: 1, point: CGPoint(x: 2, y: 3), turn: .degrees(90), name: "a", fixed: 5)
        #expect(isAnimatable(probe))
        var data = probe.animatableData
        data.scale(by: 2)
        probe.animatableData = data
        #expect(probe.level == 2 && probe.point == CGPoint(x: 4, y: 6) && abs(probe.turn.degrees - 180) < 1e-9)
        #expect(probe.name == "a" && probe.fixed == 5)
        // Three properties: Pair(level, Pair(point, turn)).
        #expect(String(describing: type(of: probe.animatableData)).hasPrefix("AnimatablePair<Double, AnimatablePair<AnimatablePair<"))
    }

    /// Moves `value` from 0 to 100 at 0.5 s (1 s, linear).
    nonisolated struct Host: View {
        @State private var moved = false
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { moved = true }
                MacroCounter(value: moved ? 100 : 0, label: moved ? "after" : "before")
                    .animation(.linear(duration: 1), value: moved)
            }
        }
    }

    @Test func aViewsBodySeesTheAnimatedValue() throws {
        let clip = Clip("macro", size: CGSize(width: 300, height: 100), duration: 2, content: { Host() },
                        script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        let xs = try clip.snapshots(at: [0.4, 0.75, 1.0, 1.6]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        #expect(abs(xs[1] - xs[0] - 25) < 1e-3 && abs(xs[2] - xs[0] - 50) < 1e-3 && abs(xs[3] - xs[0] - 100) < 1e-3)
    }
}
#endif
