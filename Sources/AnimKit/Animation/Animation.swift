import Foundation

/// How a change is animated over time: a timing curve, a spring, or any `CustomAnimation`, with modifiers.
///
/// A type-erased value: two animations are equal when they are the same kind with the same parameters,
/// and `description` prints the underlying animation the way SwiftUI does (with this module's name).
///
///     Animation.easeInOut(duration: 0.5).delay(0.2)
///     Animation.spring(duration: 0.6, bounce: 0.3)
///     print(Animation.smooth)   // FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)
public struct Animation: Hashable, CustomStringConvertible, Sendable {
    /// The animation this value wraps.
    let base: any CustomAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        if let already = base as? Animation { self = already } else { self.base = base }
    }

    public var description: String { String(describing: base) }

    public static func == (lhs: Animation, rhs: Animation) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }
    public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }

    /// The part of `value` applied at `time` (nil once finished).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The part of `value` applied at `time`, from a fresh context (nil once finished).
    public func animate<V: VectorArithmetic>(value: V, time: TimeInterval) -> V? {
        var context = AnimationContext<V>()
        return base.animate(value: value, time: time, context: &context)
    }

    /// The rate of change of `animate(value:time:context:)`, per second.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// The rate of change of `animate(value:time:)`, per second, from a fresh context.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval) -> V? {
        base.velocity(value: value, time: time, context: AnimationContext<V>())
    }

    /// Whether this animation takes over `previous` when both animate the same value (springs do).
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// How long this animation runs for a change of `value` before it finishes (∞ if never, 0 if at once),
    /// found by sampling at 1 ms and refining to 1 µs.
    package func finishTime<V: VectorArithmetic>(value: V, limit: TimeInterval = 600) -> TimeInterval {
        if let known = (base as? KnownDuration)?.knownDuration { return known }
        func finished(_ t: Double) -> Bool {
            var context = AnimationContext<V>()
            return base.animate(value: value, time: t, context: &context) == nil
        }
        if finished(0) { return 0 }
        var lo = 0.0, step = 0.001
        while lo < limit {
            let hi = lo + step
            if finished(hi) {
                var a = lo, b = hi
                while b - a > 1e-6 { let m = (a + b) / 2; if finished(m) { b = m } else { a = m } }
                return b
            }
            lo = hi
            step = min(step * 2, 0.25)
        }
        return .infinity
    }
}

/// An animation whose duration does not depend on the value it animates (timing curves and their modifiers).
protocol KnownDuration {
    /// The exact time at which the animation finishes, when known.
    var knownDuration: TimeInterval? { get }
}

extension BezierAnimation: KnownDuration { var knownDuration: TimeInterval? { duration } }
extension UnitCurveAnimation: KnownDuration { var knownDuration: TimeInterval? { duration } }
extension DelayAnimation: KnownDuration {
    var knownDuration: TimeInterval? { (animation.base as? KnownDuration)?.knownDuration.map { $0 + delay } }
}
extension SpeedAnimation: KnownDuration {
    var knownDuration: TimeInterval? {
        (animation.base as? KnownDuration)?.knownDuration.map { speed > 0 ? $0 / speed : ($0 == 0 ? 0 : .infinity) }
    }
}

/// An animation is itself a custom animation (so modifiers can wrap any of them).
extension Animation: CustomAnimation {}
