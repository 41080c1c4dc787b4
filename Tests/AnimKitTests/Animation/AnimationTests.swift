import Foundation
import Testing
@testable import AnimKit

struct AnimationTests {
    func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-4) -> Bool { a.map { abs($0 - b) <= tolerance } ?? false }

    @Test func descriptionsFollowSwiftUIsPrintFormat() {
        #expect(Animation.linear.description == "BezierAnimation(duration: 0.35, curve: AnimKit.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))")
        #expect(Animation.smooth.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)")
        #expect(Animation.spring.description == "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)")
        #expect(Animation.spring().description == Animation.spring.description)
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825).description == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.825, blendDuration: 0.0)")
        #expect(Animation.default.description == "DefaultAnimation()")
        #expect(Animation.interactiveSpring.description == "FluidSpringAnimation(response: 0.15, dampingFraction: 0.85, blendDuration: 0.25)")
        #expect(Animation.easeInOut(duration: 1).description.hasPrefix("BezierAnimation(duration: 1.0, curve: AnimKit.UnitCurve.CubicSolver(ax: 0.52, bx: -0.78, cx: 1.26,"))
        #expect(Animation.linear.delay(1).description == "DelayAnimation(animation: \(Animation.linear), delay: 1.0)")
        #expect(Animation.bouncy.repeatCount(3).description == "RepeatAnimation(animation: \(Animation.bouncy), repeatCount: Optional(3), autoreverses: true)")
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).description == "SpringAnimation(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)")
    }

    @Test func equality() {
        #expect(Animation.easeIn == Animation.easeIn(duration: 0.35))
        #expect(Animation.easeIn != Animation.easeOut)
        #expect(Animation.spring == Animation.smooth)
        #expect(Animation.default != Animation.smooth)
        #expect(Animation.linear.delay(1) == Animation.linear.delay(1))
        #expect(Animation.linear.delay(1) != Animation.linear.delay(2))
        #expect(Set([Animation.snappy, .snappy, .bouncy]).count == 2)
        #expect(Animation.spring(duration: 0.5, bounce: 0.3) == Animation.bouncy)
        #expect(Animation.snappy(duration: 0.4, extraBounce: 0.05) == Animation.spring(duration: 0.4, bounce: 0.2))
    }

    @Test func timingCurvesSampleTheirCurve() {
        let a = Animation.easeInOut(duration: 2)
        #expect(close(a.animate(value: 100.0, time: 0.5), 12.916, 1e-3))
        #expect(close(a.animate(value: 100.0, time: 1), 50))
        // At exactly the duration the whole change (as SwiftUI answers); finished only after it.
        #expect(a.animate(value: 100.0, time: 2) == 100)
        #expect(a.animate(value: 100.0, time: 2.000001) == nil)
        #expect(Animation.linear.animate(value: 1.0, time: 0.35) == 1)
        #expect(close(a.velocity(value: 100.0, time: 1), 100 * UnitCurve.easeInOut.velocity(at: 0.5) / 2))
        #expect(close(Animation.timingCurve(0.2, 0, 0.8, 1, duration: 1).animate(value: 1.0, time: 0.5), 0.5))
        #expect(close(Animation.timingCurve(.circularEaseIn, duration: 1).animate(value: 1.0, time: 0.5), 1 - (0.75).squareRoot()))
        #expect(Animation.linear.animate(value: CGSize(width: 10, height: 20).animatableData, time: 0.175)
                == AnimatablePair(CGFloat(5), CGFloat(10)))
    }

    @Test func springAnimationsFollowTheSpring() {
        for (animation, spring) in [(Animation.bouncy, Spring.bouncy), (.smooth, .smooth), (.spring(duration: 0.3, bounce: 0.2), Spring(duration: 0.3, bounce: 0.2)),
                                    (.default, .smooth), (.interpolatingSpring(stiffness: 100, damping: 10), Spring(mass: 1, stiffness: 100, damping: 10))] {
            for t in [0.05, 0.1, 0.3] {
                #expect(close(animation.animate(value: 1.0, time: t), spring.value(target: 1.0, time: t), 1e-9), "\(animation) at \(t)")
                #expect(close(animation.velocity(value: 1.0, time: t), spring.velocity(target: 1.0, time: t), 1e-9))
            }
            // Finished once within 0.001 of the change for good.
            let end = animation.finishTime(value: 1.0)
            #expect(abs(end - spring.settleTime(epsilon: 0.001)) < 1e-5, "\(animation)")
        }
        #expect(Animation.spring(duration: 0, bounce: 0).animate(value: 1.0, time: 0) == nil)
        // An interpolating spring's initial velocity is in changes per second.
        #expect(close(Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 3).velocity(value: 2.0, time: 0), 6))
    }

    @Test func delaySpeedAndRepeatTiming() {
        let d = Animation.linear(duration: 1).delay(0.5)
        #expect(d.animate(value: 1.0, time: 0.4) == 0)
        #expect(close(d.animate(value: 1.0, time: 1.0), 0.5))
        #expect(d.animate(value: 1.0, time: 1.5) == 1)
        #expect(d.animate(value: 1.0, time: 1.51) == nil)
        let slow = Animation.linear(duration: 1).speed(0.5)
        #expect(close(slow.animate(value: 1.0, time: 1), 0.5))
        #expect(slow.finishTime(value: 1.0) > 1.99 && slow.finishTime(value: 1.0) < 2.001)
        #expect(close(Animation.linear(duration: 1).speed(2).animate(value: 1.0, time: 0.25), 0.5))
        #expect(close(Animation.linear(duration: 1).speed(2).velocity(value: 1.0, time: 0.25), 2))
        // repeatCount(3, autoreverses: true): forward, back, forward.
        let r = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(close(r.animate(value: 1.0, time: 0.25), 0.25))
        #expect(close(r.animate(value: 1.0, time: 1.25), 0.75))
        #expect(close(r.animate(value: 1.0, time: 2.25), 0.25))
        #expect(close(r.velocity(value: 1.0, time: 1.25), -1))
        #expect(r.animate(value: 1.0, time: 3.0) == nil)
        let plain = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(close(plain.animate(value: 1.0, time: 1.25), 0.25))
        #expect(plain.animate(value: 1.0, time: 2.01) == nil)
        // repeatForever never finishes.
        let forever = Animation.easeInOut(duration: 0.5).repeatForever()
        for t in stride(from: 0.0, to: 1000, by: 37.3) { #expect(forever.animate(value: 1.0, time: t) != nil) }
        #expect(forever.finishTime(value: 1.0, limit: 30) == .infinity)
        // A repeated spring uses its settle time per iteration.
        let springs = Animation.bouncy.repeatCount(2, autoreverses: false)
        let settle = Spring.bouncy.settleTime(epsilon: 0.001)
        #expect(close(springs.animate(value: 1.0, time: settle + 0.1), Spring.bouncy.value(target: 1.0, time: 0.1), 1e-4))
    }

    @Test func logicallyCompleteAfter() {
        var context = AnimationContext<Double>()
        let a = Animation.linear(duration: 2).logicallyComplete(after: 0.5)
        _ = a.animate(value: 1.0, time: 0.4, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = a.animate(value: 1.0, time: 0.6, context: &context)
        #expect(context.isLogicallyComplete)
        // Springs complete logically within 1 % of the change, before they finish.
        var c = AnimationContext<Double>()
        let logical = Spring.smooth.settleTime(epsilon: 0.01)
        _ = Animation.smooth.animate(value: 1.0, time: logical - 0.01, context: &c)
        #expect(!c.isLogicallyComplete)
        _ = Animation.smooth.animate(value: 1.0, time: logical + 0.01, context: &c)
        #expect(c.isLogicallyComplete)
    }

    /// Bad parameters are clamped, never trap, never hang (each rule is listed in docs/animation.md).
    @Test func badParametersAreClamped() {
        for duration in [0.0, -1, .nan] {
            // A zero duration is finished at once (the change jumps), as in SwiftUI.
            #expect(Animation.linear(duration: duration).animate(value: 1.0, time: 0) == nil)
        }
        #expect(Animation.linear(duration: .infinity).animate(value: 1.0, time: 1e9) == 0)
        #expect(Animation.linear(duration: 1).delay(-3).animate(value: 1.0, time: 0.5) == 0.5)
        #expect(Animation.linear(duration: 1).delay(.nan) == Animation.linear(duration: 1).delay(0))
        #expect(Animation.linear(duration: 1).speed(.nan) == Animation.linear(duration: 1).speed(1))
        #expect(Animation.linear(duration: 1).speed(-2).animate(value: 1.0, time: 100) == 0)
        #expect(Animation.linear(duration: 1).repeatCount(0) == Animation.linear(duration: 1).repeatCount(1))
        #expect(Animation.linear(duration: 1).repeatCount(-5, autoreverses: false).animate(value: 1.0, time: 1.5) == nil)
        #expect(Animation.linear(duration: 0).repeatForever().animate(value: 1.0, time: 3) == nil)
        for a in [Animation.spring(duration: .nan, bounce: .nan), .spring(duration: -1, bounce: 9), .spring(response: .infinity, dampingFraction: -1),
                  .interpolatingSpring(mass: 0, stiffness: -1, damping: .nan, initialVelocity: .nan), .bouncy.speed(.infinity)] {
            let v = a.animate(value: 1.0, time: 0.2)
            #expect(v.map { !$0.isNaN } ?? true, "\(a)")
        }
    }
}
