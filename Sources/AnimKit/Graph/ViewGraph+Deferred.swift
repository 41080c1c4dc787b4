import Foundation

/// Deferred work: actions scheduled for a later virtual time (`DispatchQueue.main.asyncAfter`, `onChange` after
/// layout, timers), each run as a state-change cycle of its own when the clock reaches it.
extension ViewGraph {
    /// The virtual time as code running now sees it: the frame being drawn's while a frame is drawn (a geometry
    /// effect's `DispatchQueue.main.async`), the cycle's otherwise.
    var now: Double {
        if case .frame? = pass { return clock }
        return time
    }

    /// Schedules `action` to run as its own cycle `delay` seconds after the current time (`now`).
    func schedule(after delay: Double, _ action: @escaping () -> Void) {
        schedule(at: now + max(0, delay), action)
    }

    /// Schedules `action` to run as its own cycle at `time`.
    func schedule(at time: Double, _ action: @escaping () -> Void) {
        deferredCount += 1
        deferred.append((time, deferredCount, action))
    }

    /// The time of the earliest deferred action, if any.
    var nextDeferredTime: Double? { deferred.map(\.time).min() }

    /// Runs every deferred action due at or before `time`, in time order.
    func runDeferred(until time: Double) {
        while runaway == nil, let next = deferred.enumerated().filter({ $0.element.time <= time })
                .min(by: { ($0.element.time, $0.element.order) < ($1.element.time, $1.element.order) }) {
            deferred.remove(at: next.offset)
            perform(at: next.element.time, next.element.action)
        }
    }
}
