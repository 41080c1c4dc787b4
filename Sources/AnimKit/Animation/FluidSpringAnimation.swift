import Foundation

/// Where a spring animation starts from, relative to its own start: set on a merge, absent for a fresh start.
struct SpringOrigin<V: VectorArithmetic> {
    /// Time since the animation's start at which this origin applies.
    var time: Double
    /// Presented value minus the target at `time` (nil: a fresh start, −value).
    var displacement: V?
    /// Velocity of the presented value at `time`.
    var velocity: V
    /// Time after `time` from which the spring counts as finished (within 0.001 of the change).
    var settle: Double
    /// Time after `time` from which the spring is logically complete (within 0.01 of the change).
    var logical: Double
}

/// The state key of a spring's origin.
struct SpringOriginKey<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: SpringOrigin<V>? { nil }
}

/// A spring that merges with the animation it interrupts, keeping its position and velocity
/// (`.spring`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`, `.spring(response:dampingFraction:)`).
///
/// It finishes once within 0.001 of the change (relative to its size) for good, and is logically complete
/// within 0.01. A response ≤ 0 applies the change at once.
struct FluidSpringAnimation: CustomAnimation {
    var response: Double
    var dampingFraction: Double
    var blendDuration: TimeInterval

    var spring: Spring { Spring(response: response, dampingRatio: dampingFraction) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        FluidSpringAnimation.animate(spring, value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        FluidSpringAnimation.velocity(spring, value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        FluidSpringAnimation.merge(spring, value: value, time: time, context: &context)
        return true
    }

    // Shared by every spring animation.

    static func origin<V: VectorArithmetic>(_ spring: Spring, context: inout AnimationContext<V>, initialVelocity: Double = 0) -> SpringOrigin<V> {
        if let o = context.state[SpringOriginKey<V>.self] { return o }
        let o = SpringOrigin<V>(time: 0, displacement: nil, velocity: .zero,
                                settle: spring.settleTime(displacement: -1, velocity: initialVelocity, epsilon: 0.001),
                                logical: spring.settleTime(displacement: -1, velocity: initialVelocity, epsilon: 0.01))
        context.state[SpringOriginKey<V>.self] = o
        return o
    }

    static func animate<V: VectorArithmetic>(_ spring: Spring, value: V, time: TimeInterval, context: inout AnimationContext<V>,
                                             initialVelocity: Double = 0) -> V? {
        guard spring.angularFrequency.isFinite else { return nil }
        let o = origin(spring, context: &context, initialVelocity: initialVelocity)
        let local = time - o.time
        if local >= o.settle { return nil }
        if local >= o.logical { context.isLogicallyComplete = true }
        let k = spring.coefficients(at: local)
        // Fresh: starts at zero (displacement −value) with velocity value·initialVelocity.
        let e0 = o.displacement ?? value.scaled(by: -1)
        let v0 = o.displacement == nil ? value.scaled(by: initialVelocity) : o.velocity
        return value + e0.scaled(by: k.p) + v0.scaled(by: k.q)
    }

    static func velocity<V: VectorArithmetic>(_ spring: Spring, value: V, time: TimeInterval, context: AnimationContext<V>,
                                              initialVelocity: Double = 0) -> V? {
        guard spring.angularFrequency.isFinite else { return .zero }
        let o = context.state[SpringOriginKey<V>.self]
        let k = spring.coefficients(at: time - (o?.time ?? 0))
        let e0 = o?.displacement ?? value.scaled(by: -1)
        let v0 = o?.displacement == nil ? value.scaled(by: initialVelocity) : o!.velocity
        return e0.scaled(by: k.dp) + v0.scaled(by: k.dq)
    }

    /// Restarts the spring at `time` from where the presented value is (context.mergeOrigin), keeping its velocity.
    static func merge<V: VectorArithmetic>(_ spring: Spring, value: V, time: TimeInterval, context: inout AnimationContext<V>) {
        let m = context.mergeOrigin ?? .init(displacement: value.scaled(by: -1), velocity: .zero, scale: value.magnitudeSquared.squareRoot())
        let d = m.displacement.magnitudeSquared.squareRoot(), v = m.velocity.magnitudeSquared.squareRoot()
        let scale = max(m.scale, d)
        let settle = scale > 0 || v > 0 ? spring.settleTime(displacement: d, velocity: v, epsilon: 0.001 * max(scale, 1e-9), bound: true) : 0
        let logical = scale > 0 || v > 0 ? spring.settleTime(displacement: d, velocity: v, epsilon: 0.01 * max(scale, 1e-9), bound: true) : 0
        context.state[SpringOriginKey<V>.self] = SpringOrigin(time: time, displacement: m.displacement, velocity: m.velocity,
                                                              settle: settle, logical: logical)
        context.isLogicallyComplete = false
        context.mergeOrigin = nil
    }
}

/// A spring that does not merge (`.interpolatingSpring`): an interrupting change runs alongside it.
struct SpringAnimation: CustomAnimation {
    var mass: Double
    var stiffness: Double
    var damping: Double
    /// Initial velocity as a fraction of the change per second.
    var initialVelocity: Double

    var spring: Spring { Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        FluidSpringAnimation.animate(spring, value: value, time: time, context: &context, initialVelocity: initialVelocity)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        FluidSpringAnimation.velocity(spring, value: value, time: time, context: context, initialVelocity: initialVelocity)
    }
}

/// `Animation.default`: its own value, animating as the smooth spring (response 0.5, no bounce) and merging like it.
struct DefaultAnimation: CustomAnimation {
    private var smooth: FluidSpringAnimation { FluidSpringAnimation(response: 0.5, dampingFraction: 1, blendDuration: 0) }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        smooth.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        smooth.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        smooth.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
