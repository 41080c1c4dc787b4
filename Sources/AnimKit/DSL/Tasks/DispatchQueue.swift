import Dispatch
import Foundation

/// The main queue as views see it: work scheduled from a clip runs on the clip's virtual clock.
///
/// Article code defers state changes with `DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { … }`.
/// Inside a clip this type shadows Dispatch's: the work becomes its own state-change cycle at that
/// virtual time, so renders stay deterministic. Outside a clip it forwards to Dispatch's main queue.
/// (Other Dispatch queues are reachable as `Dispatch.DispatchQueue`.)
public struct DispatchQueue: Sendable {
    /// The main queue.
    public static let main = DispatchQueue()

    /// Runs `work` at `deadline`: in a clip, as a state-change cycle at that virtual time.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        if case .virtual(let seconds) = deadline.storage, let graph = ViewGraph.current?.graph {
            graph.schedule(after: seconds - graph.now, work)
        } else {
            let box = WorkBox(work)
            Dispatch.DispatchQueue.main.asyncAfter(deadline: deadline.dispatchTime) { box.work() }
        }
    }

    /// Runs `work` soon: in a clip, as its own state-change cycle at the current virtual time.
    public func async(execute work: @escaping () -> Void) {
        if let graph = ViewGraph.current?.graph {
            graph.schedule(after: 0, work)
        } else {
            let box = WorkBox(work)
            Dispatch.DispatchQueue.main.async { box.work() }
        }
    }
}

/// Carries main-queue work into Dispatch's `@Sendable` parameter: like SwiftUI's views, the work is
/// written for the main thread, and the main queue runs it there.
private final class WorkBox: @unchecked Sendable {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
