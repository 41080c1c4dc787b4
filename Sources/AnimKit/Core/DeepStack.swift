import Foundation

/// Runs work that recurses once per level of a view tree on a thread with a large stack.
///
/// Mounting, laying out and drawing a view tree recurse through it, so a tree nested thousands of levels
/// deep (generated views, `AnyView` chains) needs far more stack than a process's main thread (8 MiB) or a
/// test runner's threads have. The work runs on a thread of its own whose stack is reserved, not committed:
/// only the pages a deep tree touches cost memory. Together with `depthLimit` (deeper trees are refused with
/// one line) this keeps every supported tree from overflowing the stack.
///
/// When the address space is limited (`ulimit -v`), or 1 GiB cannot be reserved, a smaller stack is taken
/// (256, 128, 64, then 16 MiB; at most a sixteenth of the limit) and the depth limit shrinks with it; when not
/// even that can be had, the call throws one line. Nothing ever waits on a thread that did not start.
///
///     let snapshot = try DeepStack.run { try source.snapshot(at: 1) }
enum DeepStack {
    /// The stack size of the threads that run view trees: 1 GiB of address space.
    static let size = 1 << 30
    /// The stack sizes tried, largest first: those of `ladder` that take at most a sixteenth of the address
    /// space the process may use (`ulimit -v`), so that the threads of a parallel batch leave room for the heap.
    static let sizes: [Int] = {
        let ladder = [1 << 30, 1 << 28, 1 << 27, 1 << 26, 1 << 24]
        guard let limit = AddressSpace.limit else { return ladder }
        let fitting = ladder.filter { UInt64($0) <= limit / 16 }
        return fitting.isEmpty ? [ladder.last!] : fitting
    }()
    /// The stack of an ordinary worker thread (one that hands tree work to `run`).
    static let ordinarySize = 8 << 20

    /// Runs `body` on a thread with a large stack and returns its result (or rethrows its error).
    static func run<R>(_ body: () throws -> R) throws -> R {
        if currentStack != 0 { return try body() }
        return try withoutActuallyEscaping(body) { body in
            let box = WorkBox<R>(body)
            let thread = try spawn(box)
            pthread_join(thread, nil)
            // The thread has ended and released its reference: only `box` holds the closure now.
            return try box.take()
        }
    }

    /// Starts `body` on a detached thread with a large stack; throws one line when no thread can be started
    /// (then `body` never runs, and nothing should wait for it).
    ///
    ///     try DeepStack.start { renderFrames() }
    /// With `deep: false` the thread has an ordinary stack (8 MiB) and runs tree work through `run`.
    static func start(deep: Bool = true, _ body: @escaping @Sendable () -> Void) throws {
        let thread = try spawn(WorkBox<Void>(body), sizes: deep ? sizes : [ordinarySize])
        pthread_detach(thread)
    }

    /// Creates a thread running `box`, with the largest stack of `sizes` that can be reserved.
    private static func spawn(_ box: some DeepWork, sizes: [Int] = sizes) throws -> pthread_t {
        var failure: Int32 = 0
        for stack in sizes {
            box.stackSize = stack == ordinarySize ? 0 : stack
            let context = Unmanaged.passRetained(box as AnyObject).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stack)
            var thread = pthread_t()
            let started = pthread_create(&thread, &attributes, { context in
                let box = Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue() as! DeepWork
                DeepStack.currentStack = box.stackSize
                box.perform()
                return nil
            }, context)
            if started == 0 { return thread }
            Unmanaged<AnyObject>.fromOpaque(context).release()
            failure = started
        }
        throw AnimKitError(.io, "cannot start a thread: \(systemError(failure)) (not even a \(sizes.last! >> 20) MiB stack "
                           + "could be reserved; is the address space limited with ulimit -v?)")
    }

    /// How deep a view tree may be on the current thread: `ViewNode.maxDepth` on a 1 GiB stack, less in
    /// proportion on a smaller one (when the address space is limited).
    static var depthLimit: Int {
        let stack = currentStack
        guard stack != 0, stack < size else { return ViewNode.maxDepth }
        return ViewNode.maxDepth / (size / stack)
    }

    /// The current thread's stack size when it is one of ours (a thread-specific value), else 0.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    private static var currentStack: Int {
        get { pthread_getspecific(key).map { Int(bitPattern: $0) } ?? 0 }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// Work handed to a deep thread, type-erased so that the thread's entry point (a C function) can run it.
    private protocol DeepWork: AnyObject {
        var stackSize: Int { get set }
        func perform()
    }

    private final class WorkBox<R>: DeepWork {
        var stackSize = 0
        private var body: (() throws -> R)?
        private var result: Result<R, Error>?
        init(_ body: @escaping () throws -> R) { self.body = body }
        func perform() {
            result = Result { try body!() }
            body = nil
        }
        func take() throws -> R {
            body = nil
            return try result!.get()
        }
    }
}
