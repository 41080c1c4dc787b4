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
    /// When the response blends in from the interrupted spring's, the blend and the state at its end.
    var blend: SpringBlend<V>?
}

/// A response changing linearly from `fromResponse` to the spring's own over `duration` seconds after a merge.
struct SpringBlend<V: VectorArithmetic> {
    var fromResponse: Double
    var duration: Double
    /// Displacement and velocity at the end of the blend, from which the closed form takes over.
    var endDisplacement: V
    var endVelocity: V

    /// Integrates e″ = −ω(s)²·e − 2ζ·ω(s)·e′ from 0 to `time` (RK4, steps of at most 1 ms; deterministic).
    static func integrate(_ e0: V, _ v0: V, to time: Double, from r0: Double, to r1: Double, over b: Double,
                          dampingRatio z: Double) -> (e: V, v: V) {
        guard time > 0 else { return (e0, v0) }
        func omega(_ s: Double) -> Double { 2 * .pi / (r0 + (r1 - r0) * min(1, s / b)) }
        func accel(_ e: V, _ v: V, _ s: Double) -> V {
            let w = omega(s)
            return e.scaled(by: -w * w) - v.scaled(by: 2 * z * w)
        }
        let n = max(1, Int((time / 0.001).rounded(.up)))
        let h = time / Double(n)
        var e = e0, v = v0
        for i in 0..<n {
            let s = Double(i) * h
            let k1e = v, k1v = accel(e, v, s)
            let k2e = v + k1v.scaled(by: h / 2), k2v = accel(e + k1e.scaled(by: h / 2), v + k1v.scaled(by: h / 2), s + h / 2)
            let k3e = v + k2v.scaled(by: h / 2), k3v = accel(e + k2e.scaled(by: h / 2), v + k2v.scaled(by: h / 2), s + h / 2)
            let k4e = v + k3v.scaled(by: h), k4v = accel(e + k3e.scaled(by: h), v + k3v.scaled(by: h), s + h)
            e += (k1e + k2e.scaled(by: 2) + k3e.scaled(by: 2) + k4e).scaled(by: h / 6)
            v += (k1v + k2v.scaled(by: 2) + k3v.scaled(by: 2) + k4v).scaled(by: h / 6)
        }
        return (e, v)
    }
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
        let from = (previous.base as? FluidSpringAnimation)?.response ?? (previous.base is DefaultAnimation ? 0.5 : nil)
        FluidSpringAnimation.merge(spring, value: value, time: time, context: &context,
                                   blendFrom: from, blendDuration: blendDuration.isNaN ? 0 : blendDuration)
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

    @_specialize(where V == RectData)
    @_specialize(where V == Double)
    @_specialize(where V == CGFloat)
    @_specialize(where V == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where V == ColorPairData)
    static func animate<V: VectorArithmetic>(_ spring: Spring, value: V, time: TimeInterval, context: inout AnimationContext<V>,
                                             initialVelocity: Double = 0) -> V? {
        guard spring.angularFrequency.isFinite else { return nil }
        let o = origin(spring, context: &context, initialVelocity: initialVelocity)
        let local = time - o.time
        if local >= o.settle { return nil }
        if local >= o.logical { context.isLogicallyComplete = true }
        return value + motion(spring, o, value: value, local: local, initialVelocity: initialVelocity).e
    }

    /// Displacement from the target and velocity `local` seconds after `origin` (none: a fresh start at zero
    /// with velocity value·initialVelocity): integrated through a blend, closed form otherwise.
    static func motion<V: VectorArithmetic>(_ spring: Spring, _ origin: SpringOrigin<V>?, value: V, local: Double,
                                            initialVelocity: Double) -> (e: V, v: V) {
        let e0 = origin?.displacement ?? value.scaled(by: -1)
        let v0 = origin?.displacement == nil ? value.scaled(by: initialVelocity) : origin!.velocity
        var (e, v, t) = (e0, v0, local)
        if let blend = origin?.blend {
            if local < blend.duration {
                return SpringBlend.integrate(e0, v0, to: local, from: blend.fromResponse, to: spring.response,
                                             over: blend.duration, dampingRatio: spring.dampingRatio)
            }
            (e, v, t) = (blend.endDisplacement, blend.endVelocity, local - blend.duration)
        }
        let k = spring.coefficients(at: t)
        return (e.scaled(by: k.p) + v.scaled(by: k.q), e.scaled(by: k.dp) + v.scaled(by: k.dq))
    }

    static func velocity<V: VectorArithmetic>(_ spring: Spring, value: V, time: TimeInterval, context: AnimationContext<V>,
                                              initialVelocity: Double = 0) -> V? {
        guard spring.angularFrequency.isFinite else { return .zero }
        let o = context.state[SpringOriginKey<V>.self]
        return motion(spring, o, value: value, local: time - (o?.time ?? 0), initialVelocity: initialVelocity).v
    }

    /// Restarts the spring at `time` from where the presented value is (context.mergeOrigin), keeping its velocity;
    /// with a blend, the response moves from `blendFrom` to the spring's own over `blendDuration` seconds.
    static func merge<V: VectorArithmetic>(_ spring: Spring, value: V, time: TimeInterval, context: inout AnimationContext<V>,
                                           blendFrom: Double? = nil, blendDuration: Double = 0) {
        let m = context.mergeOrigin ?? .init(displacement: value.scaled(by: -1), velocity: .zero, scale: value.magnitudeSquared.squareRoot())
        var blend: SpringBlend<V>?
        if let r0 = blendFrom, blendDuration > 0, blendDuration.isFinite, r0 > 0, spring.response > 0, r0 != spring.response {
            let end = SpringBlend.integrate(m.displacement, m.velocity, to: blendDuration, from: r0, to: spring.response,
                                            over: blendDuration, dampingRatio: spring.dampingRatio)
            blend = SpringBlend(fromResponse: r0, duration: blendDuration, endDisplacement: end.e, endVelocity: end.v)
        }
        // Completion thresholds from the state where the closed form takes over.
        let e = blend?.endDisplacement ?? m.displacement, u = blend?.endVelocity ?? m.velocity
        let d = e.magnitudeSquared.squareRoot(), v = u.magnitudeSquared.squareRoot()
        let scale = max(m.scale, m.displacement.magnitudeSquared.squareRoot())
        let offset = blend?.duration ?? 0
        let moving = scale > 0 || v > 0 || d > 0
        let settle = moving ? offset + spring.settleTime(displacement: d, velocity: v, epsilon: 0.001 * max(scale, 1e-9), bound: true) : 0
        let logical = moving ? offset + spring.settleTime(displacement: d, velocity: v, epsilon: 0.01 * max(scale, 1e-9), bound: true) : 0
        context.state[SpringOriginKey<V>.self] = SpringOrigin(time: time, displacement: m.displacement, velocity: m.velocity,
                                                              settle: settle, logical: logical, blend: blend)
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
