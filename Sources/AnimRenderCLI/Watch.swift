import AnimKit
import ArgumentParser
import Foundation

/// `animrender watch`: renders clips, then again after every edit of the package's sources, until stopped.
///
/// Each round after the first rebuilds the tool (`swift build`, in the configuration and build folder it was
/// built in) and runs the new build's `batch` over the clips: clips whose frames did not change are not
/// rendered again. A failed build prints its errors and waits for the next edit. `preview.html` in the output
/// folder shows the clips and reloads itself when they change.
///
///     swift run -c release myclips watch card dot -o previews    # then open previews/preview.html
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render clips again whenever the package's Swift sources change (run it from the package's folder).",
        discussion: "Each edit rebuilds this tool with swift build and renders the named clips (all when none are named) into the output folder, skipping those whose frames did not change, then prints what it wrote. The folder's preview.html shows them and reloads itself. Stop with Ctrl-C."
    )

    @Option(name: [.short, .customLong("output")], help: "The folder to write into (created if missing).")
    var output: String

    @Option(help: "gif, mp4, webm, apng, png or filmstrip.",
            completion: .list(["gif", "mp4", "webm", "apng", "png", "filmstrip"]))
    var format: String = "gif"

    @OptionGroup var options: ClipOptions

    @Option(help: "Stop after this many renders (for scripts; default: run until stopped).")
    var rounds: Int?

    @Option(help: "The longest one clip may take, in seconds (0: no limit); a clip past it is stopped and reported failed.")
    var timeout: Double = BatchTimeout.defaultSeconds

    @Option(help: "How often to look at the sources, in seconds.")
    var interval: Double = 0.5

    @Argument(help: "Clip names; all clips when none are given.", completion: AnimRender.clipNames)
    var clips: [String] = []

    func validate() throws {
        if output.isEmpty || output == "-" { throw ValidationError("watch writes a folder of files; give a folder name with -o") }
        let f = try Render.parseFormat(format)
        if [.raw, .frames].contains(f) { throw ValidationError("watch writes a file per clip; choose gif, mp4, webm, apng, png or filmstrip") }
        if let rounds, rounds < 1 { throw ValidationError("--rounds must be 1 or more") }
        try BatchTimeout.validate(timeout)
        guard interval > 0, interval <= 60 else { throw ValidationError("--interval must be from 0 to 60 seconds") }
    }

    func run() throws {
        let catalog = AnimRender.catalog
        let chosen = try clips.isEmpty ? catalog.clips : clips.map { try catalog.clip(named: $0) }
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
            throw AnimKitError(.invalidArgument, "watch runs from the package's folder (no Package.swift in \(root.path))")
        }
        let build = try ToolBuild.current()
        let folder = URL(fileURLWithPath: output, isDirectory: true)
        let preview = PreviewPage(clips: chosen, folder: folder, format: try Render.parseFormat(format))
        var sources = WatchedSources(root: root, ignoring: [folder])
        Terminal.error("watching \(root.path) (\(build.configuration) build); Ctrl-C stops\n")
        var round = 0, failed = 0
        var rebuild = false
        while true {
            let built = !rebuild || build.rebuild()
            if built {
                round += 1
                if render(with: build.executable, preview: preview) {
                    Terminal.error("preview: \(preview.page.path)\n")
                } else {
                    failed += 1
                }
            } else if rounds != nil {
                // With --rounds a failed build is a round that failed: the exit status tells a script so.
                round += 1
                failed += 1
            }
            if let rounds, round >= rounds {
                if failed > 0 { throw AnimKitError(.io, "\(failed) of \(round) round\(round == 1 ? "" : "s") failed (a build, or clips that did not render)") }
                return
            }
            // Wait for an edit, and for the editor to finish saving.
            while !sources.changed() { Thread.sleep(forTimeInterval: interval) }
            Thread.sleep(forTimeInterval: min(interval, 0.3))
            _ = sources.changed()
            rebuild = true
        }
    }

    /// Runs the built tool's `batch` with this command's options; prints what it wrote. Whether it succeeded.
    private func render(with executable: URL, preview: PreviewPage) -> Bool {
        var arguments = Array(CommandLine.arguments.dropFirst())
        if let k = arguments.firstIndex(of: "watch") { arguments[k] = "batch" }
        arguments = Watch.removing(["--rounds", "--interval"], from: arguments)
        let result = ToolBuild.run(executable, arguments)
        let stamp = Watch.clock()
        for line in result.output.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("rendered: ") {
                let name = line.dropFirst("rendered: ".count)
                Terminal.error("[\(stamp)] wrote \(preview.folder.appendingPathComponent("\(name).\(preview.format.fileExtension)").path)\n")
            } else if line.hasPrefix("up to date: ") {
                continue   // unchanged clips (the summary table goes to standard output, which is not read)
            } else {
                Terminal.error("[\(stamp)] \(line)\n")
            }
        }
        guard result.status == 0 else { return false }
        do { try preview.write() } catch { Terminal.error("[\(stamp)] preview: \(error)\n") }
        return true
    }

    /// `arguments` without the options named in `options` (and their values).
    static func removing(_ options: [String], from arguments: [String]) -> [String] {
        var out: [String] = []
        var skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            if options.contains(argument) { skip = true; continue }
            if options.contains(where: { argument.hasPrefix($0 + "=") }) { continue }
            out.append(argument)
        }
        return out
    }

    /// The wall-clock time of day, `HH:MM:SS` (for the log only).
    private static func clock() -> String {
        let f = DateFormatter()
        f.dateFormat = "HH:mm:ss"
        return f.string(from: Date())
    }
}
