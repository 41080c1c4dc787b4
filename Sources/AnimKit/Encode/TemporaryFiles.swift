import Dispatch
import Foundation

/// The temporary outputs in flight, removed when the process is interrupted, so that an interrupted
/// render leaves nothing behind.
///
/// SIGINT, SIGTERM and SIGHUP stop the adopted child processes (`adoptChild`), remove every registered temporary
/// file or folder, say so on standard error and exit with 128 + the signal. SIGPIPE is ignored: a write to a closed pipe fails with an
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
    /// Child processes to take down with this one: PID → whether it leads a process group of its own.
    private var children: [pid_t: Bool] = [:]
    /// Whether a signal arrived and the handler is taking the process down.
    private var interrupted = false
    private var sources: [DispatchSourceSignal] = []

    func register(_ path: String) {
        lock.lock(); paths.insert(path); lock.unlock()
    }

    func unregister(_ path: String) {
        lock.lock(); paths.remove(path); lock.unlock()
    }

    /// Registers a child process that an interrupt of this process must stop first: it is sent the same signal (its
    /// whole process group when `ownGroup`), waited for up to two seconds, then killed, and reaped.
    ///
    ///     TemporaryFiles.shared.adoptChild(pid, ownGroup: true)
    public func adoptChild(_ pid: pid_t, ownGroup: Bool) {
        lock.lock(); children[pid] = ownGroup; lock.unlock()
    }

    /// Forgets a child adopted with `adoptChild` (it has ended and was reaped).
    public func releaseChild(_ pid: pid_t) {
        lock.lock(); children[pid] = nil; lock.unlock()
    }

    /// Sends `signal` to every adopted child, waits for them (two seconds at most, then SIGKILL) and reaps them.
    public func stopChildren(_ signal: Int32) {
        lock.lock()
        let all = children
        children.removeAll()
        lock.unlock()
        guard !all.isEmpty else { return }
        func send(_ sig: Int32, _ pid: pid_t, _ group: Bool) { _ = group ? killpg(pid, sig) : kill(pid, sig) }
        for (pid, group) in all { send(signal, pid, group) }
        var left = all
        let deadline = Date().addingTimeInterval(2)
        while !left.isEmpty && Date() < deadline {
            for pid in left.keys where TemporaryFiles.reaped(pid, blocking: false) { left[pid] = nil }
            if !left.isEmpty { usleep(10_000) }
        }
        for (pid, group) in left {
            send(SIGKILL, pid, group)
            _ = TemporaryFiles.reaped(pid, blocking: true)
        }
    }

    /// Whether `pid` has ended (and is reaped now, or was by someone else).
    private static func reaped(_ pid: pid_t, blocking: Bool) -> Bool {
        var status: Int32 = 0
        while true {
            let r = waitpid(pid, &status, blocking ? 0 : WNOHANG)
            if r == -1 && errno == EINTR { continue }
            return r == pid || (r == -1 && errno == ECHILD)
        }
    }

    /// Blocks for good when an interrupt is being handled: the handler is stopping the children and will end the
    /// process with 128 + the signal, so a thread that saw a child end must not go on to end it another way.
    public func waitIfInterrupted() {
        lock.lock()
        let stopping = interrupted
        lock.unlock()
        if stopping { while true { pause() } }
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
        // Past a file-size limit (`ulimit -f`) a write fails with EFBIG and the render ends with one line, instead of
        // the process dying silently with its temporary file left behind.
        signal(SIGXFSZ, SIG_IGN)
        for sig in [SIGINT, SIGTERM, SIGHUP] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [weak self] in
                guard let self else { _exit(128 + sig) }
                // Wait for a write in progress, then let none start: the removal below is complete.
                self.lock.lock(); self.interrupted = true; self.lock.unlock()
                self.writeLock.lock()
                // Children first (a batch's workers, watch's build and batch): they go down with this process.
                self.stopChildren(sig)
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
