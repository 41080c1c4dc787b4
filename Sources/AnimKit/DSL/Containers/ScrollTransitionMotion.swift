import Foundation

/// The value of an `.animated` scroll transition as it moves, per view: when the view crosses its threshold
/// (in a drag or a glide, between two frames), the value animates from where it is to the new phase's with the
/// configuration's animation, on the clip's clock. The modifier's node redraws frame by frame until the
/// animation ends (a timeline that only draws).
final class ScrollTransitionMotion {
    private struct Move {
        var from: Double
        var to: Double
        var start: Double
        var animation: Animation

        func value(at t: Double) -> Double { from + (to - from) * (animation.animate(value: 1.0, time: t - start) ?? 1) }
    }

    /// Each view's move, by its node (a modifier on a `ForEach` transitions every row on its one node).
    private var moves: [ObjectIdentifier: Move] = [:]
    /// Until when some move is running (the timeline's last entry).
    private var busyUntil = -Double.infinity

    /// The value `view` shows now, heading for `target`; starts a move when the target changed.
    static func value(towards target: Double, for view: ViewNode, on node: ViewNode, animation: Animation) -> Double {
        let motion = node.stored { ScrollTransitionMotion() }
        let now = node.graph.clock, key = ObjectIdentifier(view)
        // A view seen for the first time shows its phase at once.
        guard let move = motion.moves[key] else {
            motion.moves[key] = Move(from: target, to: target, start: now, animation: animation)
            return target
        }
        guard move.to != target else { return move.value(at: now) }
        motion.moves[key] = Move(from: move.value(at: now), to: target, start: now, animation: animation)
        let end = now + min(animation.finishTime(value: 1.0, limit: 10), 10)
        if end > motion.busyUntil {
            motion.busyUntil = end
            node.keepDrawing(from: now, until: end)
        }
        return motion.moves[key]!.value(at: now)
    }
}
