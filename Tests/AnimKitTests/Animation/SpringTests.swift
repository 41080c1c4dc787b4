import Foundation
import Testing
@testable import AnimKit

struct SpringTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool { abs(a - b) <= tolerance }

    @Test func durationAndBounceGiveSwiftUIsPhysics() {
        let s = Spring(duration: 0.5, bounce: 0.3)
        #expect(close(s.stiffness, 157.9137) && close(s.damping, 17.5929) && s.mass == 1)
        #expect(close(s.dampingRatio, 0.7) && close(s.response, 0.5) && close(s.bounce, 0.3) && close(s.duration, 0.5))
        // Measured from SwiftUI (stiffness (2π/d)², damping 4π(1 − bounce)/d).
        for (d, b, k, c) in [(0.15, 0.0, 1754.5963, 83.7758), (0.15, 0.15, 1754.5963, 71.2094), (0.35, 0.15, 322.2728, 30.5183),
                             (0.4, 0.0, 246.7401, 31.4159), (0.3, 0.2, 438.6491, 33.5103)] {
            let spring = Spring(duration: d, bounce: b)
            #expect(close(spring.stiffness, k) && close(spring.damping, c), "(\(d), \(b))")
        }
    }

    @Test func physicalParametersGiveDurationAndBounce() {
        let s = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(s.duration, 0.6283) && close(s.bounce, 0.5) && close(s.dampingRatio, 0.5))
        // Over-damping is critical unless allowed; negative bounce then.
        #expect(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio == 1)
        let over = Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(close(over.dampingRatio, 2) && close(over.bounce, -0.5))
        #expect(close(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2))
        #expect(close(Spring(response: 0.8, dampingRatio: 0.6).stiffness, pow(2 * .pi / 0.8, 2)))
        #expect(close(Spring(mass: 2, stiffness: 200, damping: 10).mass, 2))
    }

    @Test func presets() {
        #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
        #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
        #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
        #expect(close(Spring.bouncy(duration: 0.4, extraBounce: 0.1).bounce, 0.4))
    }

    @Test func closedFormValues() {
        #expect(close(Spring().value(target: 1.0, time: 0.2), 0.7154))
        #expect(close(Spring.bouncy.value(target: 1.0, time: 0.2), 0.87371))
        #expect(Spring().value(target: 1.0, time: 0) == 0)
        #expect(close(Spring().value(target: 10.0, time: 5), 10, 1e-9))
        // Vectors: each component independently.
        let p = Spring.snappy.value(target: CGPoint(x: 10, y: -4).animatableData, time: 0.1)
        let x = Spring.snappy.value(target: 10.0, time: 0.1)
        #expect(close(Double(p.first), x) && close(Double(p.second), -0.4 * x))
    }

    @Test func velocityIsTheDerivativeInEveryRegime() {
        let springs = [Spring(duration: 0.5, bounce: 0.3), Spring(duration: 0.5, bounce: 0), Spring(duration: 0.5, bounce: -0.4)]
        for s in springs {
            for t in [0.05, 0.2, 0.4] {
                let h = 1e-6
                let numeric = (s.value(target: 1.0, initialVelocity: 2.0, time: t + h) - s.value(target: 1.0, initialVelocity: 2.0, time: t - h)) / (2 * h)
                #expect(close(s.velocity(target: 1.0, initialVelocity: 2.0, time: t), numeric, 1e-4), "\(s) at \(t)")
            }
            #expect(close(s.velocity(target: 1.0, initialVelocity: 2.0, time: 0), 2))
        }
    }

    @Test func updateAdvancesExactly() {
        let s = Spring.bouncy
        var value = 0.0, velocity = 0.0
        for _ in 0..<30 { s.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 60) }
        #expect(close(value, s.value(target: 1.0, time: 0.5), 1e-9))
        #expect(close(velocity, s.velocity(target: 1.0, time: 0.5), 1e-9))
        #expect(close(s.force(target: 1.0, position: 0.5, velocity: 2.0), s.stiffness * 0.5 - s.damping * 2))
    }

    /// SwiftUI's numbers (SWIFTUI-FACTS.md §1): a 0.1 s grid for bounce ≤ 0, a closed form above.
    @Test func settlingDurationIsSwiftUIs() {
        let cases: [(Spring, Double)] = [
            (Spring(), 0.7999999999999999), (.smooth, 0.7999999999999999),
            (Spring(duration: 0.15, bounce: 0), 0.30000000000000004), (Spring(duration: 0.25, bounce: 0), 0.4),
            (Spring(duration: 0.3, bounce: 0), 0.5), (Spring(duration: 1.0, bounce: 0), 1.5000000000000002),
            (Spring(duration: 0.35, bounce: 0.15), 0.6354484285688987), (Spring(duration: 0.3, bounce: 0.2), 0.5839652396435322),
            (.bouncy, 1.0447130905120119), (.snappy, 0.8768271225053476),
            (Spring(duration: 0.15, bounce: 0.15), 0.29512753774488854), (Spring(duration: 0.5, bounce: -0.2), 1.2),
        ]
        for (spring, expected) in cases {
            #expect(abs(spring.settlingDuration - expected) < 1e-12, "\(spring): \(spring.settlingDuration)")
        }
        // The grid answers exactly what SwiftUI's accumulated 0.1 steps give.
        #expect(Spring().settlingDuration == 0.7999999999999999)
        let general = Spring(duration: 0.7, bounce: 0.2).settlingDuration(target: 1.2, initialVelocity: 0.1, epsilon: 0.001)
        #expect(abs(general - 1.2786385205350255) < 1e-12)
        // Vectors: the magnitude of the displacement counts.
        let pair = Spring.bouncy.settlingDuration(target: AnimatablePair(0.6, 0.8), initialVelocity: AnimatablePair(0.0, 0.0), epsilon: 0.001)
        #expect(abs(pair - Spring.bouncy.settlingDuration) < 1e-12)
        // No decay never settles.
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
        let made = Spring(settlingDuration: 1.2, dampingRatio: 0.8)
        #expect(close(made.settleTime(epsilon: 0.001), 1.2, 1e-6) && close(made.dampingRatio, 0.8))
    }

    /// A negative bounce reports SwiftUI's stiffness getter, m·(ω² + λ²), while moving as the over-damped spring.
    @Test func negativeBounceReportsSwiftUIsStiffness() {
        let s = Spring(duration: 0.5, bounce: -0.2)
        #expect(abs(s.stiffness - 335.5665496370382) < 1e-9)
        #expect(abs(s.damping - 31.41592653589793) < 1e-9)
        #expect(abs(Spring(duration: 0.5, bounce: 0.3).stiffness - 157.91367041742973) < 1e-9)
        // The motion is the physical over-damped spring: ζ = 1.25, ω₀ = 4π.
        let w0 = 4 * Double.pi, z = 1.25
        let r1 = -w0 * (z - (z * z - 1).squareRoot()), r2 = -w0 * (z + (z * z - 1).squareRoot())
        let t = 0.3
        let expected = 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
        #expect(abs(s.value(target: 1.0, time: t) - expected) < 1e-9)
        // An interpolating spring made from it moves the same way.
        var context = AnimationContext<Double>()
        let animated = Animation.interpolatingSpring(s).animate(value: 1.0, time: t, context: &context)
        #expect(abs((animated ?? 0) - expected) < 1e-9)
    }

    @Test func badParametersNeverTrap() {
        for s in [Spring(duration: 0, bounce: 0), Spring(duration: -1, bounce: 0), Spring(response: .nan, dampingRatio: .nan),
                  Spring(duration: .infinity, bounce: .infinity), Spring(mass: -1, stiffness: 0, damping: -5),
                  Spring(mass: .nan, stiffness: .nan, damping: .nan), Spring(settlingDuration: 0, dampingRatio: 1),
                  Spring(duration: 0.5, bounce: -1), Spring(duration: 0.5, bounce: .nan)] {
            let v = s.value(target: 1.0, time: 0.1)
            #expect(!v.isNaN, "\(s)")
            #expect(!s.settlingDuration.isNaN)
        }
        // An instantaneous spring is at its target at once.
        #expect(Spring(duration: 0, bounce: 0).value(target: 3.0, time: 0.01) == 3)
        // An undamped spring never settles.
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
    }
}
