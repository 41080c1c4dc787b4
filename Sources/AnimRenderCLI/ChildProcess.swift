import AnimKit
import Foundation

/// A process this tool starts and waits for, that goes down with it: spawned with the default handling of every
/// signal (this process ignores some, and a child would inherit that), optionally leading a process group of its own
/// so that its own children can be stopped with it, and adopted by `TemporaryFiles` so that SIGINT, SIGTERM or SIGHUP
/// to this process stops it first. Descriptors it does not get explicitly are closed in it.
///
///     let child = try ChildProcess(ChildProcess.ownExecutable, ["clip-worker"], input: true, output: true, errors: true)
///     let end = child.wait()   // .exited(0), .signalled(SIGILL) …
final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    enum End: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signalled(Int32)

        var description: String {
            switch self {
            case .exited(let code): return "exit status \(code)"
            case .signalled(let sig): return "signal \(sig) (\(ChildProcess.signalName(sig)))"
            }
        }
    }

    let pid: pid_t
    /// The write end of the child's standard input, when asked for (else the child reads /dev/null).
    let input: Int32
    /// The read end of the child's standard output, when asked for (else it shares this process's standard error, or
    /// with `discardsOutput` goes to /dev/null).
    let output: Int32
    /// The read end of the child's standard error, when asked for (else it shares this process's, or with
    /// `mergedErrors` its standard output's pipe).
    let errors: Int32
    private let lock = NSLock()
    private var ended: End?
    private var inputOpen: Bool

    /// This process's executable, to run as a worker: `/proc/self/exe`, which leads to the very file this process runs
    /// even when a rebuild has replaced it at its path since (its name stays the tool's: `argv[0]` is kept).
    static let ownExecutable = "/proc/self/exe"

    /// Starts `executable` with `arguments` (`argv[0]` is `name`, or the executable's path); throws one line when it
    /// cannot be started.
    init(_ executable: String, _ arguments: [String], name: String? = nil, environment: [String: String] = [:], input: Bool = false,
         output: Bool = false, errors: Bool = false, mergedErrors: Bool = false, discardsOutput: Bool = false,
         ownGroup: Bool = false) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }

        // One spawn at a time: a pipe made for one child must not leak into another started meanwhile.
        ChildProcess.spawning.lock()
        var parentEnds: [Int32] = [-1, -1, -1]
        var childEnds: [Int32] = []
        func pipeFor(_ fd: Int32, readByChild: Bool) throws -> Int32 {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                throw AnimKitError(.io, "cannot start \(executable): no pipe (\(String(cString: strerror(errno))))")
            }
            for fd in ends { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            let (mine, theirs) = readByChild ? (ends[1], ends[0]) : (ends[0], ends[1])
            posix_spawn_file_actions_adddup2(&actions, theirs, fd)
            childEnds.append(theirs)
            return mine
        }
        do {
            if input { parentEnds[0] = try pipeFor(0, readByChild: true) } else {
                posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            }
            // Without a pipe of its own the child's output goes to standard error: this tool's standard output is data.
            if output { parentEnds[1] = try pipeFor(1, readByChild: false) } else if discardsOutput {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            } else {
                posix_spawn_file_actions_adddup2(&actions, 2, 1)
            }
            if errors { parentEnds[2] = try pipeFor(2, readByChild: false) } else if mergedErrors && output {
                posix_spawn_file_actions_adddup2(&actions, 1, 2)
            }
        } catch {
            for fd in parentEnds + childEnds where fd >= 0 { close(fd) }
            ChildProcess.spawning.unlock()
            throw error
        }
        // Everything else this process has open (the data descriptor, other children's pipes) stays out of the child.
        for fd in ChildProcess.openDescriptors() where fd > 2 { posix_spawn_file_actions_addclose(&actions, fd) }

        var defaults = sigset_t()
        sigemptyset(&defaults)
        for sig in [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGXFSZ, SIGQUIT, SIGCHLD] { sigaddset(&defaults, sig) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF) | Int32(POSIX_SPAWN_SETSIGMASK)
        if ownGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        let argv = ([name ?? executable] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        for fd in childEnds { close(fd) }
        ChildProcess.spawning.unlock()
        guard status == 0 else {
            for fd in parentEnds where fd >= 0 { close(fd) }
            throw AnimKitError(.io, "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        self.input = parentEnds[0]
        self.output = parentEnds[1]
        self.errors = parentEnds[2]
        self.inputOpen = parentEnds[0] >= 0
        TemporaryFiles.shared.adoptChild(pid, ownGroup: ownGroup)
    }

    /// Sends `signal` to the child (its whole group when it leads one).
    func signal(_ signal: Int32, group: Bool = false) {
        guard finished == nil else { return }
        _ = group ? killpg(pid, signal) : kill(pid, signal)
    }

    /// How the child ended, if it has and was reaped.
    var finished: End? {
        lock.lock(); defer { lock.unlock() }
        return ended
    }

    /// Closes the child's standard input (it reads the end of its work).
    func closeInput() {
        lock.lock(); defer { lock.unlock() }
        if inputOpen { close(input); inputOpen = false }
    }

    /// Waits for the child to end and reaps it; closes this side's pipes.
    @discardableResult
    func wait() -> End {
        if let ended = finished { return ended }
        var status: Int32 = 0
        var r: pid_t
        repeat { r = waitpid(pid, &status, 0) } while r == -1 && errno == EINTR
        // A child reaped by the interrupt handler (it is going down with this process) counts as killed.
        let end: End = r == -1 ? .signalled(SIGKILL)
            : (status & 0x7f) == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
        TemporaryFiles.shared.releaseChild(pid)
        lock.lock()
        ended = end
        if inputOpen { close(input); inputOpen = false }
        for fd in [output, errors] where fd >= 0 { close(fd) }
        lock.unlock()
        return end
    }

    private static let spawning = NSLock()

    /// The descriptors open in this process (from /proc/self/fd).
    private static func openDescriptors() -> [Int32] {
        guard let dir = opendir("/proc/self/fd") else { return [] }
        defer { closedir(dir) }
        var fds: [Int32] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let fd = Int32(name) { fds.append(fd) }
        }
        return fds
    }

    /// `SIGSEGV`, `SIGILL`, … for a signal number.
    static func signalName(_ sig: Int32) -> String {
        let names: [Int32: String] = [SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGILL: "SIGILL", SIGKILL: "SIGKILL",
                                      SIGSEGV: "SIGSEGV", SIGTRAP: "SIGTRAP", SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP",
                                      SIGXFSZ: "SIGXFSZ", SIGXCPU: "SIGXCPU", SIGPIPE: "SIGPIPE", SIGSYS: "SIGSYS"]
        return names[sig] ?? "signal \(sig)"
    }
}
