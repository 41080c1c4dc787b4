import CAnimKitRuntime
import Dispatch
import Foundation

/// Runs a clip's graph work as main-actor code, on the thread that renders the clip.
///
/// SwiftUI's views are main-actor isolated: a view's `body`, its actions, a `Timer` block that says
/// `MainActor.assumeIsolated`, and every `Task { }` a view starts run on the main actor. AnimKit renders a clip on
/// whatever thread asked for it (a batch renders clips side by side), so it runs the clip's graph work inside a
/// job of the main actor on that thread: the Swift runtime then treats the code as main-actor code
/// (`MainActor.assumeIsolated` holds, isolated conformances cast). Main-actor jobs that the work enqueues — a task
/// started in an action, a continuation resumed on the main actor — go to the clip's `ClipTaskExecutor`, which
/// runs them on the same thread at the clip's virtual times, never on the real main thread.
///
///     let frame = MainActorContext.run(routingTo: graph.taskExecutor) { graph.renderFrame(at: 0.5) }
enum MainActorContext {
    /// Installs `ClipMainExecutor` as the main actor's executor, and the route for the global executor's jobs,
    /// once per process.
    private static let routing: Void = {
        let words = unsafeBitCast(ClipMainExecutor.shared.asUnownedSerialExecutor(), to: (UnsafeRawPointer, UInt).self)
        animkit_main_executor_install(words.0, words.1) { route, job in
            Unmanaged<ClipTaskExecutor>.fromOpaque(route).takeUnretainedValue().enqueueRouted(unsafeBitCast(job, to: UnownedJob.self))
        }
    }()

    /// Runs `work` as main-actor code on this thread, with main-actor jobs it enqueues going to `queue`.
    static func run<T>(routingTo queue: ClipTaskExecutor, _ work: () -> T) -> T {
        _ = routing
        let previous = animkit_main_route_get()
        let target = Unmanaged.passUnretained(queue).toOpaque()
        if previous != nil {
            // Already main-actor code on this thread (a cycle inside a cycle): only the route changes.
            animkit_main_route_set(target)
            defer { animkit_main_route_set(previous) }
            return work()
        }
        defer { animkit_main_route_set(nil) }
        return withoutActuallyEscaping(work) { work in
            // A task isolated to the main actor, whose jobs the hook hands to `entry`, run here at once.
            let entry = ClipTaskExecutor()
            let call = EntryCall(work, route: target)
            animkit_main_route_set(Unmanaged.passUnretained(entry).toOpaque())
            Task(executorPreference: entry) { @MainActor in call.run() }
            entry.drain()
            guard let result = call.result else {
                preconditionFailure("AnimKit: the main-actor entry job did not run on the rendering thread")
            }
            return result
        }
    }

    /// Runs `work`, isolated to the main actor, as main-actor code on this thread (a clip's content closure).
    static func run<T>(_ work: @MainActor () -> T) -> T {
        run(routingTo: ClipTaskExecutor()) { assumeIsolated(work) }
    }

    /// Calls `work`, isolated to the main actor, from graph code that runs inside `run(routingTo:)` — a main-actor
    /// job on this thread, so the call is isolated as it says (a view's `body`).
    static func assumeIsolated<T>(_ work: @MainActor () -> T) -> T {
        withoutActuallyEscaping(work) { isolated in unsafeBitCast(isolated, to: (() -> T).self)() }
    }
}

/// Carries the graph work into the entry task and its result out (the task runs it before `run` returns).
private final class EntryCall<T>: @unchecked Sendable {
    private let work: () -> T
    private let route: UnsafeMutableRawPointer
    private(set) var result: T?
    init(_ work: @escaping () -> T, route: UnsafeMutableRawPointer) {
        self.work = work
        self.route = route
    }
    /// Routes the thread's main-actor jobs to the clip, then runs the work.
    func run() {
        animkit_main_route_set(route)
        result = work()
    }
}

/// The main actor's executor in a process that renders clips: a job enqueued on a thread that is running a clip's
/// graph goes to that clip's queue; any other job goes to Dispatch's main queue, as without AnimKit.
final class ClipMainExecutor: SerialExecutor, @unchecked Sendable {
    static let shared = ClipMainExecutor()
    private static let mainQueueKey = DispatchSpecificKey<Bool>()

    private init() {
        Dispatch.DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        if let route = animkit_main_route_get() {
            Unmanaged<ClipTaskExecutor>.fromOpaque(route).takeUnretainedValue().enqueueMain(job)
        } else {
            ClipMainExecutor.warnIfForeign()
            let executor = asUnownedSerialExecutor()
            // (Formed apart from the call, so the closure is not taken for main-actor code and checked as such:
            // after `dispatch_main` the main queue runs on a worker thread.)
            let run: @Sendable () -> Void = { job.runSynchronously(on: executor) }
            Dispatch.DispatchQueue.main.async(execute: run)
        }
    }

    func asUnownedSerialExecutor() -> UnownedSerialExecutor { UnownedSerialExecutor(ordinary: self) }

    private static let warning = NSLock()
    nonisolated(unsafe) private static var warned = false

    /// Says once, on standard error, that a job came from a thread outside every clip while clips render (a continuation
    /// resumed from `Dispatch.DispatchQueue.global()` or a thread of its own): a main-actor one goes to the process's
    /// main queue, a clip task's waits for the clip's next drain, at no time of its clock. AnimKit's
    /// `DispatchQueue.global()` keeps such work in the clip.
    static func warnIfForeign() {
        guard ClipTaskExecutor.liveCount > 0 else { return }
        warning.lock()
        let first = !warned
        warned = true
        warning.unlock()
        guard first else { return }
        let text = "AnimKit: a clip's task was resumed from a thread outside the clip (work on Dispatch.DispatchQueue.global() "
            + "or a Thread of its own); it does not run at a time of the clip's clock, so what it changes is drawn late or "
            + "never. Use DispatchQueue.global() (AnimKit's, on the clip's clock), Task { } or Task.sleep instead.\n"
        _ = text.withCString { write(2, $0, strlen($0)) }
    }

    /// Whether this code runs on the main queue, or on a thread rendering a clip.
    private var isIsolated: Bool {
        animkit_main_route_get() != nil || Dispatch.DispatchQueue.getSpecific(key: Self.mainQueueKey) == true
    }

    func isIsolatingCurrentContext() -> Bool? { isIsolated }

    func checkIsolated() {
        precondition(isIsolated, "main actor-isolated code ran off the main queue, outside a clip's rendering")
    }
}
