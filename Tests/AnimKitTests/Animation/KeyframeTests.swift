import Foundation
import Testing
@testable import AnimKit

/// Keyframe timelines against values derived by hand, and the animator playing them on the clip's clock.
@Suite struct KeyframeTests {
    private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func linearAndMoveKeyframes() {
        let t = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(100, duration: 1)
            LinearKeyframe(50, duration: 0.5)
        }
        #expect(t.duration == 1.5)
        #expect(near(t.value(time: 0.5), 50) && near(t.value(time: 1.25), 75) && near(t.value(time: 2), 50) && t.value(time: -1) == 0)
        #expect(near(t.value(progress: 0.5), 75))
        let jump = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            MoveKeyframe(100)
            LinearKeyframe(0, duration: 1)
        }
        #expect(near(jump.value(time: 0.5), 5) && near(jump.value(time: 1), 100) && near(jump.value(time: 1.5), 50))
        // An eased keyframe follows its curve: easeIn at half time.
        let eased = KeyframeTimeline(initialValue: 0.0) { LinearKeyframe(1, duration: 2, timingCurve: .easeIn) }
        #expect(near(eased.value(time: 1), UnitCurve.easeIn.value(at: 0.5)))
    }

    @Test func cubicKeyframesMakeACatmullRomSpline() {
        // Knots 0, 10, 30 at 0, 1, 2 s: at rest at both ends, slope (30 - 0) / 2 = 15 at the middle knot.
        let t = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10, duration: 1)
            CubicKeyframe(30, duration: 1)
        }
        // Hermite at u = 0.5: h00 = h01 = 0.5, h10 = 0.125, h11 = -0.125.
        #expect(near(t.value(time: 0.5), 10 * 0.5 - 15 * 0.125))   // 3.125
        #expect(near(t.value(time: 1.5), 10 * 0.5 + 15 * 0.125 + 30 * 0.5))   // 21.875
        #expect(near(t.value(time: 1), 10) && near(t.value(time: 2), 30))
        // Given velocities win.
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10, duration: 1, startVelocity: 20, endVelocity: 0) }
        #expect(near(given.value(time: 0.5), 20 * 0.125 + 10 * 0.5))
    }

    @Test func springKeyframesSettleAndKeepTheVelocityTheyStartWith() {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        let t = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(1, spring: spring) }
        #expect(near(t.duration, spring.settlingDuration))
        #expect(near(t.value(time: 0.3), spring.value(target: 1.0, time: 0.3)))
        // After a linear keyframe at 10 per second, the spring starts with that velocity.
        let after = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(10, duration: 1)
            SpringKeyframe(10, duration: 1, spring: spring)
        }
        #expect(near(after.value(time: 1.2), 10 + spring.value(target: 0.0, initialVelocity: 10.0, time: 0.2)))
        #expect(after.value(time: 1.2) > 10)
    }

    struct Pose { var x = 0.0; var y = 0.0; var angle = Angle.zero }

    @Test func tracksDriveTheirOwnProperties() {
        let t = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.x) { LinearKeyframe(10, duration: 1) }
            KeyframeTrack(\.y) { LinearKeyframe(20, duration: 2) }
            KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 0.5) }
        }
        #expect(t.duration == 2)
        let p = t.value(time: 1)
        #expect(near(p.x, 10) && near(p.y, 10) && near(p.angle.degrees, 90))
    }

    /// A square that jumps 50 points right and back on each tap.
    nonisolated struct Pulse: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Rectangle().frame(width: 20, height: 20)
                    .keyframeAnimator(initialValue: 0.0, trigger: taps) { view, x in
                        view.offset(x: x)
                    } keyframes: { _ in
                        LinearKeyframe(50, duration: 0.5)
                        LinearKeyframe(0, duration: 0.5)
                    }
                Button("Tap") { taps += 1 }
            }
        }
    }

    @Test func theAnimatorPlaysOnEachTrigger() throws {
        let clip = Clip("pulse", size: CGSize(width: 200, height: 200), duration: 2.5, content: { Pulse() },
                        script: { Tap("Tap", at: 0.5) })
        let xs = try clip.snapshots(at: [0.4, 0.75, 1.0, 1.25, 1.6]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        let moved = xs.map { $0 - xs[0] }
        #expect(near(moved[1], 25, 1e-6) && near(moved[2], 50, 1e-6) && near(moved[3], 25, 1e-6) && near(moved[4], 0, 1e-6))
    }

    @Test func aRepeatingAnimatorLoops() throws {
        let clip = Clip("loop", size: CGSize(width: 100, height: 100), duration: 3) {
            KeyframeAnimator(initialValue: 0.0) { x in
                Rectangle().frame(width: 10, height: 10).offset(x: x)
            } keyframes: { _ in
                LinearKeyframe(40, duration: 1)
            }
        }
        let xs = try clip.snapshots(at: [0, 0.5, 1.25, 2.5]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        #expect(near(xs[1] - xs[0], 20, 1e-6) && near(xs[2] - xs[0], 10, 1e-6) && near(xs[3] - xs[0], 20, 1e-6))
    }
}
