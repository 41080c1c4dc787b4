import Dispatch
import Foundation

/// The temporary outputs in flight, removed when the process is interrupted, so that an interrupted
/// render leaves nothing behind.
///
/// SIGINT, SIGTERM and SIGHUP remove every registered temporary file or folder, say so on standard
/// error and exit with 128 + the signal. SIGPIPE is ignored: a write to a closed pipe fails with an
/// error instead, which cancels the render the same way. Files written into a temporary folder (the
/// frames of a PNG sequence) are written inside `writing(_:)`, so the removal never races a write.
///
///     TemporaryFiles.shared.removeOnInterrupt()
public final class TemporaryFiles: @unchecked Sendable {
    /// The process-wide registry.
    public static let shared = TemporaryFiles()

    private let lock = NSLock()
    /// Held while a file is written into a registered folder, and forever once a signal arrived.
    private let writeLock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    func register(_ path: String) {
        lock.lock(); paths.insert(path); lock.unlock()
    }

    func unregister(_ path: String) {
        lock.lock(); paths.remove(path); lock.unlock()
    }

    /// The registered paths (for tests).
    var registered: Set<String> {
        lock.lock(); defer { lock.unlock() }
        return paths
    }

    /// Runs `body` (a write into a temporary folder) so that an interrupt waits for it to end and no
    /// write starts after the interrupt's removal.
    func writing<R>(_ body: () throws -> R) rethrows -> R {
        writeLock.lock(); defer { writeLock.unlock() }
        return try body()
    }

    /// Removes every registered temporary path now.
    public func removeAll() {
        lock.lock()
        let all = paths
        paths.removeAll()
        lock.unlock()
        for p in all {
            var info = stat()
            guard lstat(p, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR { FramesFolder.remove(p) } else { unlink(p) }
        }
    }

    /// Installs handlers so SIGINT, SIGTERM and SIGHUP remove temporaries and exit with 128 + signal,
    /// and ignores SIGPIPE (writes to a closed pipe then fail with an error). Idempotent.
    public func removeOnInterrupt() {
        lock.lock(); defer { lock.unlock() }
        guard sources.isEmpty else { return }
        signal(SIGPIPE, SIG_IGN)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [weak self] in
                guard let self else { _exit(128 + sig) }
                // Wait for a write in progress, then let none start: the removal below is complete.
                self.writeLock.lock()
                let had = !self.registered.isEmpty
                self.removeAll()
                let note = had ? "\nanimrender: interrupted; removed the partial output\n" : "\nanimrender: interrupted\n"
                _ = note.withCString { write(2, $0, strlen($0)) }
                _exit(128 + sig)
            }
            source.resume()
            sources.append(source)
        }
    }
}
