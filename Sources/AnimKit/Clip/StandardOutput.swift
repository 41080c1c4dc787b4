import Foundation

/// Drops what is written to standard output while a dry run of a clip runs (its views may print).
///
/// The redirection is process-wide: output another thread writes meanwhile is dropped too. Nested and
/// concurrent uses share one redirection.
enum StandardOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var depth = 0
    nonisolated(unsafe) private static var saved: Int32 = -1

    /// Runs `body` with standard output sent to /dev/null.
    static func silenced<R>(_ body: () throws -> R) rethrows -> R {
        enter()
        defer { leave() }
        return try body()
    }

    private static func enter() {
        lock.lock(); defer { lock.unlock() }
        depth += 1
        guard depth == 1 else { return }
        fflush(nil)
        let null = open("/dev/null", O_WRONLY)
        guard null >= 0 else { return }
        saved = dup(STDOUT_FILENO)
        dup2(null, STDOUT_FILENO)
        close(null)
    }

    private static func leave() {
        lock.lock(); defer { lock.unlock() }
        depth -= 1
        guard depth == 0, saved >= 0 else { return }
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        saved = -1
    }
}
