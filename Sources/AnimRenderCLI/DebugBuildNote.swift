import Foundation

/// The one line a tool built without optimisation says before it renders: renders run many times slower than
/// in a release build, and how to get one.
///
///     DebugBuildNote.show()   // in a debug build, once per process
enum DebugBuildNote {
    nonisolated(unsafe) private static var shown = false
    private static let lock = NSLock()

    /// The note, or nil in an optimised build.
    static var text: String? {
        #if DEBUG
        let tool = AnimRenderCLI.toolName
        return "\(tool): note: this \(tool) is a debug build, so renders run about 20 times slower; "
            + "use 'swift run -c release \(tool) …' (the first release build takes a few minutes)\n"
        #else
        return nil
        #endif
    }

    /// Writes the note to standard error the first time it is called in a debug build.
    static func show() {
        lock.lock()
        defer { lock.unlock() }
        guard !shown, let text else { return }
        shown = true
        Terminal.error(text)
    }
}
