import Foundation

/// An animation played `speed` times faster (`animation.speed(_:)`): 2 halves its duration, 0.5 doubles it.
///
/// A NaN speed counts as 1; a negative speed as 0, which freezes the animation at its start for ever.
struct SpeedAnimation: CustomAnimation {
    var animation: Animation
    var speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        animation.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time * speed, context: context).map { $0.scaled(by: speed) }
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        // The merge origin's velocity is per real second; the wrapped animation runs on scaled time.
        if speed > 0, var origin = context.mergeOrigin {
            origin.velocity = origin.velocity.scaled(by: 1 / speed)
            context.mergeOrigin = origin
        }
        return speed > 0 && animation.shouldMerge(previous: previous, value: value, time: time * speed, context: &context)
    }
}
