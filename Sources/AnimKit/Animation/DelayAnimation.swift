import Foundation

/// An animation that starts `delay` seconds late (`animation.delay(_:)`); until then the value stays put.
///
/// A negative or NaN delay counts as 0; +∞ never starts. A delayed animation does not merge.
struct DelayAnimation: CustomAnimation {
    var animation: Animation
    var delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < delay ? .zero : animation.animate(value: value, time: time - delay, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : animation.velocity(value: value, time: time - delay, context: context)
    }
}
