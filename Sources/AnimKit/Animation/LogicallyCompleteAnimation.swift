import Foundation

/// An animation that reports itself logically complete after `duration` seconds (`logicallyComplete(after:)`),
/// so `.logicallyComplete` completion handlers run then, while it keeps animating to its end.
struct LogicallyCompleteAnimation: CustomAnimation {
    var animation: Animation
    var duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let result = animation.animate(value: value, time: time, context: &context)
        if time >= duration { context.isLogicallyComplete = true }
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        animation.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool {
        animation.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
