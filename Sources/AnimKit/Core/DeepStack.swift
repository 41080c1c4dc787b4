import Foundation

/// Runs work that recurses once per level of a view tree on a thread with a large stack.
///
/// Mounting, laying out and drawing a view tree recurse through it, so a tree nested thousands of levels
/// deep (generated views, `AnyView` chains) needs far more stack than a process's main thread (8 MiB) or a
/// test runner's threads have. The work runs on a thread of its own whose stack is reserved, not committed:
/// only the pages a deep tree touches cost memory. Together with `ViewNode.maxDepth` (deeper trees are
/// refused with one line) this keeps every supported tree from overflowing the stack.
///
///     let snapshot = try DeepStack.run { try source.snapshot(at: 1) }
enum DeepStack {
    /// The stack size of the threads that run view trees: 1 GiB of address space.
    static let size = 1 << 30

    /// Runs `body` on a thread with a `size` stack and returns its result (or rethrows its error).
    static func run<R>(_ body: () throws -> R) throws -> R {
        if isDeep { return try body() }
        return try withoutActuallyEscaping(body) { body in
            let box = WorkBox<R>(body)
            let context = Unmanaged.passRetained(box).toOpaque()
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            var thread = pthread_t()
            let started = pthread_create(&thread, &attributes, { context in
                let box = Unmanaged<AnyObject>.fromOpaque(context!).takeRetainedValue() as! DeepWork
                DeepStack.isDeep = true
                box.perform()
                return nil
            }, context)
            guard started == 0 else {
                Unmanaged<WorkBox<R>>.fromOpaque(context).release()
                throw AnimKitError(.io, "cannot start a thread for the view tree: \(systemError(started))")
            }
            pthread_join(thread, nil)
            // The thread has ended and released its reference: only `box` holds the closure now.
            return try box.take()
        }
    }

    /// Makes a thread for `body` with the large stack (the caller starts it).
    static func thread(_ body: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread {
            isDeep = true
            body()
        }
        thread.stackSize = size
        return thread
    }

    /// Whether the current thread already has the large stack (a thread-specific flag).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()
    private static var isDeep: Bool {
        get { pthread_getspecific(key) != nil }
        set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }

    /// Work handed to a deep thread, type-erased so that the thread's entry point (a C function) can run it.
    private protocol DeepWork: AnyObject { func perform() }

    private final class WorkBox<R>: DeepWork {
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
