import Foundation

/// Runs the built `animrender` binary as a user would: arguments, a working folder, standard output
/// as a pipe or closed, and signals.
enum AnimRenderProcess {
    struct Run {
        let status: Int32
        let stdout: Data
        let stderr: String
        var text: String { String(decoding: stdout, as: UTF8.self) }
        /// The lines of standard error.
        var errorLines: [Substring] { stderr.split(separator: "\n") }
    }

    /// The `animrender` binary next to the test bundle (`swift build` puts both in .build/debug).
    static var binary: URL { built("animrender") }

    /// `clipfixtures` (Tests/ClipFixtures): a user's tool whose clips crash, overflow the stack and loop for ever.
    static var fixtures: URL { built("clipfixtures") }

    /// The executable `name` that `swift build` put next to the test bundle.
    static func built(_ name: String) -> URL {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL.appendingPathComponent(name)
    }

    /// Runs animrender with `arguments` in `folder`; with `closedStdout` its standard output is closed.
    static func run(_ arguments: [String], in folder: URL? = nil, closedStdout: Bool = false, timeout: Double = 600) throws -> Run {
        try run(executable: binary, arguments, in: folder, closedStdout: closedStdout, timeout: timeout)
    }

    /// Runs animrender with `arguments` in `folder` after the shell command `prefix` (e.g. `ulimit -v 3000000`).
    static func run(after prefix: String, _ arguments: [String], in folder: URL? = nil, timeout: Double = 600) throws -> Run {
        try run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "\(prefix); exec \"$0\" \"$@\"", binary.path] + arguments,
                in: folder, timeout: timeout)
    }

    /// Runs `executable` with `arguments` in `folder`, collecting both output streams; a run that takes longer
    /// than `timeout` seconds is killed (status 137 and a note on standard error), so a hang fails its test.
    static func run(executable: URL, _ arguments: [String], in folder: URL? = nil, closedStdout: Bool = false,
                    timeout: Double = 600, environment: [String: String] = [:]) throws -> Run {
        let p = Process()
        if !environment.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        if closedStdout {
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", "exec \"$0\" \"$@\" >&-", executable.path] + arguments
        } else {
            p.executableURL = executable
            p.arguments = arguments
        }
        if let folder { p.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        if !closedStdout { p.standardOutput = out }
        p.standardError = err
        try p.run()
        let watchdog = DispatchWorkItem { if p.isRunning { kill(p.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let o = closedStdout ? Data() : out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        watchdog.cancel()
        let killed = p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGKILL
        return Run(status: killed ? 137 : p.terminationStatus, stdout: o,
                   stderr: String(decoding: e, as: UTF8.self) + (killed ? "\n(killed after \(timeout) s)" : ""))
    }

    /// Starts animrender with `arguments` in `folder`, its output streams discarded.
    static func start(_ arguments: [String], in folder: URL) throws -> Process {
        let p = Process()
        p.executableURL = binary
        p.arguments = arguments
        p.currentDirectoryURL = folder
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// A new empty folder under the temporary folder.
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-guarantee-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The names in `folder`, sorted (hidden ones too).
    static func names(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    /// Waits up to `seconds` for `condition`.
    static func wait(_ seconds: Double, until condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }
}
