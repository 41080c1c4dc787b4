/// Runs code that is isolated to the main actor — a view's `body`, a clip's content, a style's `makeBody` — on
/// whatever thread is evaluating the view graph.
///
/// SwiftUI's `View` is main-actor isolated, so user views and their closures are too. AnimKit evaluates a clip's
/// graph on the thread that renders it (a batch renders clips side by side), and one graph is only ever touched
/// by one thread at a time, which is the guarantee main-actor isolation exists to give. The call is made without
/// checking the thread.
///
///     let body = MainActorBridge.run { view.body }
enum MainActorBridge {
    /// Calls `work` on the current thread as if on the main actor.
    static func run<T>(_ work: @MainActor () throws -> T) rethrows -> T {
        try withoutActuallyEscaping(work) { isolated in
            try unsafeBitCast(isolated, to: (() throws -> T).self)()
        }
    }
}
