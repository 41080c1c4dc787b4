import Foundation

/// An animation defined by a function of time: how much of a change is applied after `time` seconds.
///
/// `value` is the change to animate (new − old, as a vector); return the part of it applied at `time`
/// (from `.zero` towards `value`), or nil once finished. Wrap it with `Animation(_:)` to use it.
///
///     struct MyLinear: CustomAnimation {
///         var duration: TimeInterval
///         func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
///             time >= duration ? nil : value.scaled(by: time / duration)
///         }
///     }
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` applied at `time`, or nil when the animation has finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
    /// The rate of change of `animate` at `time`, per second; nil when unknown.
    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
    /// Asked of a new animation when the value changes while `previous` runs: true to take it over (and
    /// its state in `context`), false to run alongside it. `time` is the time since `previous` started.
    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
    /// Unknown velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? { nil }
    /// Never merges: a new animation runs alongside the previous one.
    public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { false }
}
