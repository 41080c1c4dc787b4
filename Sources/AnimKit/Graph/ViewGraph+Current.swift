import Foundation

/// The graph as the running one on its thread: the task-local current graph, and its work run as main-actor code
/// of the clip (see MainActorContext).
extension ViewGraph {
    /// The graph whose cycle is running on this thread (for deferred work and environment actions).
    @TaskLocal static var current: GraphReference?

    /// Runs `body` as main-actor code of this graph (MainActorContext): tasks it starts run on the clip's clock.
    func withCurrent(_ body: () -> Void) {
        MainActorContext.run(routingTo: taskExecutor) {
            ViewGraph.$current.withValue(GraphReference(self)) {
                ClipTaskExecutor.$running.withValue(taskExecutor) { body() }
            }
        }
    }

    /// Work enqueued on the main actor or the global executor while the graph runs (a `Task { }` from an action)
    /// runs as its own cycle at the current virtual time, as the main queue's next turn.
    func scheduleMainDrain() {
        guard !mainDrainScheduled else { return }
        mainDrainScheduled = true
        schedule(after: 0) { [unowned self] in
            mainDrainScheduled = false
            taskExecutor.drain()
        }
    }
}
