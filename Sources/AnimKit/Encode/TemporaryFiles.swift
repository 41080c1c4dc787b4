import Dispatch
import Foundation

/// The temporary outputs in flight, removed on SIGINT/SIGTERM so an interrupted render leaves nothing.
public final class TemporaryFiles: @unchecked Sendable {
    /// The process-wide registry.
    public static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths: Set<String> = []
    private var sources: [DispatchSourceSignal] = []

    func register(_ path: String) {
        lock.lock(); paths.insert(path); lock.unlock()
    }

    func unregister(_ path: String) {
        lock.lock(); paths.remove(path); lock.unlock()
    }

    /// Removes every registered temporary path now.
    public func removeAll() {
        lock.lock()
        let all = paths
        paths.removeAll()
        lock.unlock()
        for p in all { try? FileManager.default.removeItem(atPath: p) }
    }

    /// Installs handlers so SIGINT and SIGTERM remove temporaries and exit with 128 + signal.
    public func removeOnInterrupt() {
        lock.lock(); defer { lock.unlock() }
        guard sources.isEmpty else { return }
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [weak self] in
                self?.removeAll()
                let note = "\ninterrupted: removed partial output\n"
                _ = note.withCString { write(2, $0, strlen($0)) }
                _exit(128 + sig)
            }
            source.resume()
            sources.append(source)
        }
    }
}
