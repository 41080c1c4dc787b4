import AnimKit
import Foundation

/// Where this tool was built and how to build it again: its executable, the build configuration and the
/// SwiftPM build folder, read from the executable's own path (`.build/x86_64-unknown-linux-gnu/release/myclips`).
///
///     let build = try ToolBuild.current()
///     if build.rebuild() { _ = ToolBuild.run(build.executable, ["list"]) }
struct ToolBuild {
    /// The built executable (rebuilt in place).
    let executable: URL
    /// `debug` or `release`.
    let configuration: String
    /// SwiftPM's build folder (`--scratch-path`).
    let scratch: URL

    /// This process's build; throws when the executable is not in a SwiftPM build folder.
    static func current() throws -> ToolBuild {
        let exe = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0]).standardizedFileURL
        let folder = exe.deletingLastPathComponent()
        let configuration = folder.lastPathComponent
        guard ["debug", "release"].contains(configuration) else {
            throw AnimKitError(.invalidArgument, "watch rebuilds the tool with swift build, but \(exe.path) is not in a SwiftPM build folder; "
                               + "run it with swift run")
        }
        // `.build/debug` is a link to `.build/<triple>/debug`, which the executable's real path goes through.
        var scratch = folder.deletingLastPathComponent()
        if scratch.lastPathComponent.contains("-") && !FileManager.default.fileExists(atPath: scratch.appendingPathComponent("workspace-state.json").path) {
            scratch = scratch.deletingLastPathComponent()
        }
        return ToolBuild(executable: exe, configuration: configuration, scratch: scratch)
    }

    /// Builds the tool again (only what changed is compiled); prints the errors of a failed build. Whether it
    /// succeeded.
    func rebuild() -> Bool {
        let started = Date()
        Terminal.error("building…\n")
        let result = ToolBuild.run(URL(fileURLWithPath: "/usr/bin/env"),
                                   ["swift", "build", "--product", executable.lastPathComponent, "-c", configuration,
                                    "--scratch-path", scratch.path], merging: true)
        if result.status != 0 {
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }
            for line in errors.isEmpty ? result.output.split(separator: "\n").suffix(10) : errors.prefix(20) {
                Terminal.error("\(line)\n")
            }
            Terminal.error("the build failed; waiting for the next edit\n")
            return false
        }
        Terminal.error(String(format: "built in %.1f s\n", Date().timeIntervalSince(started)))
        return true
    }

    /// Runs `executable` with `arguments` and waits: its status and its standard error (with `merging`, its
    /// standard output too; otherwise standard output is dropped). The child leads a process group of its own, which
    /// goes down with this process: SIGINT, SIGTERM or SIGHUP to watch stops the build or the batch and everything they
    /// started (the compiler, the batch's workers) before watch exits, and nothing is left holding `.build`'s lock or
    /// writing media. A child that died of a signal counts as status 128 + the signal.
    static func run(_ executable: URL, _ arguments: [String], merging: Bool = false) -> (status: Int32, output: String) {
        let child: ChildProcess
        do {
            child = try ChildProcess(executable.path, arguments, output: merging, errors: !merging, mergedErrors: merging,
                                     discardsOutput: !merging, ownGroup: true)
        } catch {
            return (127, "cannot run \(executable.path): \(error)")
        }
        let data = ToolBuild.readAll(merging ? child.output : child.errors)
        switch child.wait() {
        case .exited(let code): return (code, String(decoding: data, as: UTF8.self))
        case .signalled(let sig): return (128 + sig, String(decoding: data, as: UTF8.self))
        }
    }

    /// Everything read from `fd` until its end.
    private static func readAll(_ fd: Int32) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return data }
            data.append(contentsOf: chunk[0..<n])
        }
    }
}
