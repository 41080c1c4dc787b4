import AnimKit
import ArgumentParser
import Foundation

/// `animrender batch`: many clips into a folder, in parallel, skipping unchanged ones.
struct Batch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render many clips (all by default) into a folder; unchanged clips are not re-encoded."
    )

    @Option(name: [.short, .customLong("output")], help: "The folder to write into (created if missing).")
    var output: String

    @Option(help: "How many clips to render at once.")
    var jobs: Int = 2

    @Option(help: "gif, mp4, webm, apng, png, frames or filmstrip.")
    var format: String = "gif"

    @OptionGroup var options: ClipOptions

    @Flag(help: "Print only the summary table.")
    var quiet = false

    @Argument(help: "Clip names; all clips when none are given.")
    var clips: [String] = []

    func validate() throws {
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs) is out of range (1...64)") }
        let f = try Render.parseFormat(format)
        if f == .raw { throw ValidationError("batch cannot write raw frames; choose a file format") }
    }

    func run() throws {
        let catalog = AnimRender.catalog
        let chosen = try clips.isEmpty ? catalog.clips : clips.map { try catalog.clip(named: $0) }
        TemporaryFiles.shared.removeOnInterrupt()
        let batch = BatchRenderer(clips: chosen, directory: URL(fileURLWithPath: output, isDirectory: true),
                                  format: try Render.parseFormat(format), settings: try options.settings(), jobs: jobs)
        let quiet = self.quiet
        let results = try batch.run { r in
            if !quiet { Terminal.error("\(r.status.rawValue): \(r.clip)\(r.error.map { " — \($0)" } ?? "")\n") }
        }
        Terminal.out(BatchRenderer.table(results), terminator: "")
        let failed = results.filter { $0.status == .failed }.count
        if failed > 0 { Terminal.fail("\(failed) of \(results.count) clips failed", code: 1) }
    }
}
