import Foundation

/// An animation run several times, or for ever (`repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)`).
///
/// One iteration lasts as long as the wrapped animation takes to finish for the change (a spring's settle
/// time). With `autoreverses`, every other iteration runs backwards; once the count is done the value is
/// the target, so an even count that autoreverses ends with a jump, as in SwiftUI. A count below 1 runs
/// once; a wrapped animation that never finishes simply runs.
struct RepeatAnimation: CustomAnimation {
    var animation: Animation
    var repeatCount: Int?
    var autoreverses: Bool

    private struct IterationKey<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: TimeInterval? { nil }
    }

    private func iteration<V: VectorArithmetic>(_ value: V, _ context: inout AnimationContext<V>) -> TimeInterval {
        if let d = context.state[IterationKey<V>.self] { return d }
        let d = animation.finishTime(value: value)
        context.state[IterationKey<V>.self] = d
        return d
    }

    /// Whether the iteration is a backward one, and the time within it (reversed on backward iterations),
    /// or nil once done. Worked out in floating point, so that any time, however far (1e300 s), has an
    /// answer; a NaN time counts as 0, an infinite one as the end of an iteration.
    private func local(_ time: TimeInterval, _ d: TimeInterval) -> (backward: Bool, time: TimeInterval)? {
        let t = time.isNaN ? 0 : max(0, time)
        let index = (t / d).rounded(.down)
        if let count = repeatCount, index >= Double(max(count, 1)) { return nil }
        let odd = index.isFinite && index.truncatingRemainder(dividingBy: 2) == 1
        let within = index.isFinite ? min(d, max(0, t - index * d)) : d
        return (odd, autoreverses && odd ? d - within : within)
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let d = iteration(value, &context)
        guard d.isFinite else { return animation.animate(value: value, time: time, context: &context) }
        guard d > 0, let (_, t) = local(time, d) else { return nil }
        var fresh = AnimationContext<V>(environment: context.environment)
        return animation.animate(value: value, time: t, context: &fresh) ?? value
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        var c = context
        let d = iteration(value, &c)
        guard d.isFinite else { return animation.velocity(value: value, time: time, context: context) }
        guard d > 0, let (backward, t) = local(time, d) else { return .zero }
        let v = animation.velocity(value: value, time: t, context: AnimationContext<V>(environment: context.environment))
        return autoreverses && backward ? v.map { $0.scaled(by: -1) } : v
    }
}
