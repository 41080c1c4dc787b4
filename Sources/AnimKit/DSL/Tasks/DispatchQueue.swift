import Dispatch
import Foundation

/// The main queue and the global queues as views see them: work scheduled from a clip runs on the clip's virtual
/// clock.
///
/// Article code defers state changes with `DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) { … }`, and does
/// "background" work with `DispatchQueue.global().async { … DispatchQueue.main.async { … } }` or resumes a
/// continuation from there. Inside a clip this type shadows Dispatch's: the work becomes its own state-change cycle
/// at that virtual time, on the thread that renders the clip, so renders stay deterministic and a continuation it
/// resumes wakes its task in the clip (never on the process's real main queue, where its writes would not be
/// drawn). Outside a clip it forwards to Dispatch's queues. (Other Dispatch queues are reachable as
/// `Dispatch.DispatchQueue`.)
///
///     DispatchQueue.global(qos: .userInitiated).async {
///         let result = work()
///         DispatchQueue.main.async { self.result = result }
///     }
public struct DispatchQueue: Sendable {
    /// The main queue.
    public static let main = DispatchQueue(global: nil)

    /// A global queue of the quality of service `qos`: in a clip, its work runs as a state-change cycle at the
    /// virtual time it is scheduled for (a clip's time has no other threads, so `qos`, which orders work among
    /// threads, changes nothing there); outside, on Dispatch's global queue of that `qos`.
    ///
    ///     DispatchQueue.global().async { continuation.resume() }
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { DispatchQueue(global: qos) }

    /// The quality of service of a global queue; nil for the main queue.
    private let global: DispatchQoS.QoSClass?

    private init(global: DispatchQoS.QoSClass?) { self.global = global }

    /// The Dispatch queue this one stands for outside a clip.
    private var dispatchQueue: Dispatch.DispatchQueue {
        global.map { Dispatch.DispatchQueue.global(qos: $0) } ?? Dispatch.DispatchQueue.main
    }

    /// Runs `work` at `deadline`: in a clip, as a state-change cycle at that virtual time.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        if case .virtual(let seconds) = deadline.storage, let graph = ViewGraph.current?.graph {
            graph.schedule(after: seconds - graph.now, DispatchQueue.resumingTasks(of: graph, after: work))
        } else {
            let box = WorkBox(work)
            dispatchQueue.asyncAfter(deadline: deadline.dispatchTime) { box.work() }
        }
    }

    /// Runs `work` soon: in a clip, as its own state-change cycle at the current virtual time.
    public func async(execute work: @escaping () -> Void) {
        if let graph = ViewGraph.current?.graph {
            graph.schedule(after: 0, DispatchQueue.resumingTasks(of: graph, after: work))
        } else {
            let box = WorkBox(work)
            dispatchQueue.async { box.work() }
        }
    }
}

extension DispatchQueue {
    /// `work`, then the steps of the clip's tasks it made ready (a continuation it resumed): they run in the same
    /// cycle, as a task woken by the main queue runs on its next turn.
    fileprivate static func resumingTasks(of graph: ViewGraph, after work: @escaping () -> Void) -> () -> Void {
        { [unowned graph] in
            work()
            graph.taskExecutor.drain()
        }
    }
}

/// Carries main-queue work into Dispatch's `@Sendable` parameter: like SwiftUI's views, the work is
/// written for the main thread, and the main queue runs it there.
private final class WorkBox: @unchecked Sendable {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
