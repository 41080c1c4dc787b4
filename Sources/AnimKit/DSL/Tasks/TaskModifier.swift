import CAnimKitRuntime
import Foundation

/// `.task` / `.task(id:)`: starts an async action when the view appears, cancels it when the view leaves, and
/// (with an id) restarts it when the id changes.
nonisolated struct TaskModifier<ID: Equatable>: ViewModifier {
    var id: ID
    var priority: TaskPriority
    var action: () async -> Void
    @State private var slot = ClipTaskSlot()

    func body(content: Content) -> some View {
        content
            .onAppear { slot.start(priority: priority, action) }
            .onDisappear { slot.cancel() }
            .onChange(of: id) {
                slot.cancel()
                slot.start(priority: priority, action)
            }
    }
}

/// The task a `.task` modifier runs, kept across updates of its view.
final class ClipTaskSlot {
    private var task: Task<Void, Never>?
    private weak var executor: ClipTaskExecutor?

    /// Starts `action`: in a clip on the clip's executor (its steps run on the graph's thread, at the virtual
    /// times its sleeps end); elsewhere as an ordinary task.
    func start(priority: TaskPriority, _ action: @escaping () async -> Void) {
        // The action runs on the graph's thread (in a clip) or on its own (elsewhere), never both at once.
        let work = UncheckedAction(run: action)
        guard let graph = ViewGraph.current?.graph else {
            task = Task(priority: priority) { await work.run() }
            return
        }
        let executor = graph.taskExecutor
        self.executor = executor
        task = ClipTaskExecutor.$running.withValue(executor) {
            Task(executorPreference: executor, priority: priority) { await work.run() }
        }
        executor.drain()
    }

    /// Cancels the running task (a virtual sleep in it ends at once, throwing `CancellationError`).
    func cancel() {
        task?.cancel()
        task = nil
        executor?.drain()
    }
}

/// A task's action handed to the task that runs it.
private struct UncheckedAction: @unchecked Sendable {
    let run: () async -> Void
}

/// Runs the steps of a clip's tasks on the graph's thread, when the graph drains it: after a task starts and
/// when one of its virtual sleeps ends. It also takes the jobs the clip's code enqueues on the main actor or the
/// global executor while the clip renders (`MainActorContext`): a `Task { }` started in a view's action, a task
/// resuming after a sleep.
final class ClipTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [(job: UnownedJob, onMain: Bool)] = []
    /// Called (on the rendering thread) when a main-actor or global job arrives: the graph schedules a drain then.
    var onRoutedJob: (() -> Void)?

    /// The executor of the clip task running now (tasks started inside it inherit it).
    @TaskLocal static var running: ClipTaskExecutor?

    private static let counting = NSLock()
    nonisolated(unsafe) private static var live = 0

    /// How many clip executors exist: nonzero while a clip is being rendered in this process.
    static var liveCount: Int {
        counting.lock(); defer { counting.unlock() }
        return live
    }

    init() {
        ClipTaskExecutor.counting.lock(); ClipTaskExecutor.live += 1; ClipTaskExecutor.counting.unlock()
    }

    deinit {
        ClipTaskExecutor.counting.lock(); ClipTaskExecutor.live -= 1; ClipTaskExecutor.counting.unlock()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // From a thread that renders no clip: a continuation resumed by work on a thread of its own, at a real time
        // the clip's clock knows nothing of. The step waits here for the clip's next drain; say so once.
        if animkit_main_route_get() == nil { ClipMainExecutor.warnIfForeign() }
        lock.lock()
        jobs.append((job, false))
        lock.unlock()
    }

    /// Queues a job the runtime enqueued on the global executor from the rendering thread.
    func enqueueRouted(_ job: UnownedJob) {
        lock.lock()
        jobs.append((job, false))
        lock.unlock()
        onRoutedJob?()
    }

    /// Queues a job the runtime enqueued on the main executor from the rendering thread.
    func enqueueMain(_ job: UnownedJob) {
        lock.lock()
        jobs.append((job, true))
        lock.unlock()
        onRoutedJob?()
    }

    /// Runs every queued step, and the steps they queue, on this thread (main-actor jobs as main-actor code).
    func drain() {
        while true {
            lock.lock()
            guard !jobs.isEmpty else { lock.unlock(); return }
            let next = jobs.removeFirst()
            lock.unlock()
            if next.onMain {
                next.job.runSynchronously(on: MainActor.sharedUnownedExecutor)
            } else {
                next.job.runSynchronously(on: asUnownedTaskExecutor())
            }
        }
    }
}

/// A sleep on the clip's virtual clock: the continuation is resumed by a deferred cycle at the wake-up time.
enum VirtualSleep {
    /// Sleeps `seconds` of clip time in a clip's task, or of real time elsewhere. The task wakes on the actor it
    /// slept on (`isolation`): a main-actor task resumes on the clip's main actor, in the wake-up cycle.
    static func sleep(seconds: Double, isolation: isolated (any Actor)? = #isolation) async throws {
        guard let executor = ClipTaskExecutor.running, let graph = ViewGraph.current?.graph else {
            try await ContinuousClock().sleep(until: .now + .nanoseconds(Int64(max(0, seconds) * 1e9)), tolerance: nil)
            return
        }
        try Task.checkCancellation()
        let wake = SleepContinuation()
        nonisolated(unsafe) let graphRef = graph   // used only by this clip's rendering thread
        try await withTaskCancellationHandler(operation: {
            try await withCheckedThrowingContinuation(isolation: isolation) { (continuation: CheckedContinuation<Void, Error>) in
                wake.set(continuation)
                graphRef.schedule(after: max(0, seconds)) {
                    wake.resume(throwing: nil)
                    executor.drain()
                }
            }
        }, onCancel: {
            wake.resume(throwing: CancellationError())
        }, isolation: isolation)
    }
}

/// A continuation resumed once, by whichever comes first: the wake-up or the cancellation.
private final class SleepContinuation: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Error>?
    private var early: Error??

    func set(_ c: CheckedContinuation<Void, Error>) {
        lock.lock()
        if let early {
            lock.unlock()
            if let error = early { c.resume(throwing: error) } else { c.resume() }
            return
        }
        continuation = c
        lock.unlock()
    }

    func resume(throwing error: Error?) {
        lock.lock()
        guard let c = continuation else {
            if early == nil { early = .some(error) }
            lock.unlock()
            return
        }
        continuation = nil
        early = .some(error)
        lock.unlock()
        if let error { c.resume(throwing: error) } else { c.resume() }
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends for `duration`: in a clip's `.task`, on the clip's virtual clock (the task resumes in a
    /// state-change cycle at that time); elsewhere, in real time. Throws `CancellationError` when cancelled.
    ///
    ///     .task { try? await Task.sleep(for: .seconds(1)); withAnimation { shown = true } }
    public nonisolated(nonsending) static func sleep(for duration: Duration) async throws {
        let (seconds, attoseconds) = duration.components
        try await VirtualSleep.sleep(seconds: Double(seconds) + Double(attoseconds) * 1e-18)
    }

    /// Suspends for `duration` nanoseconds: on the clip's virtual clock in a clip's `.task`.
    ///
    ///     try await Task.sleep(nanoseconds: 500_000_000)
    public nonisolated(nonsending) static func sleep<T: BinaryInteger>(nanoseconds duration: T) async throws {
        try await VirtualSleep.sleep(seconds: Double(duration) / 1e9)
    }

    /// Suspends for `duration` nanoseconds: on the clip's virtual clock in a clip's `.task`.
    ///
    ///     try await Task.sleep(nanoseconds: UInt64(delay * 1e9))
    public nonisolated(nonsending) static func sleep(nanoseconds duration: UInt64) async throws {
        try await VirtualSleep.sleep(seconds: Double(duration) / 1e9)
    }
}

nonisolated extension View {
    /// Runs `action` when the view appears, cancelling it when the view leaves. In a clip it runs on the clip's
    /// virtual clock: `Task.sleep` there waits clip time, and the state it changes is changed in a cycle.
    ///
    ///     .task {
    ///         try? await Task.sleep(for: .seconds(0.5))
    ///         withAnimation(.spring) { loaded = true }
    ///     }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View {
        modifier(TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Runs `action` when the view appears and again, after cancelling the previous run, whenever `id` changes.
    ///
    ///     .task(id: query) { results = await search(query) }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping () async -> Void) -> some View {
        modifier(TaskModifier(id: value, priority: priority, action: action))
    }
}
