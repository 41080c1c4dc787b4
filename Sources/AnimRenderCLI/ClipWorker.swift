import AnimKit
import ArgumentParser
import Foundation

/// `clip-worker` (hidden): renders the jobs it reads from standard input, one JSON `ClipJob` a line, and reports on
/// standard output (`ClipJobReport` lines), until its input ends. `batch` and `docs` run their clips in such workers,
/// so that a clip that crashes or never ends takes down only its worker (`WorkerPool`).
struct ClipWorker: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clip-worker",
        abstract: "Render clip jobs read from standard input (used by batch and docs; not for direct use).",
        shouldDisplay: false
    )

    /// The size of the file at `path` (0 for a folder or nothing).
    static func size(of path: String) -> Int {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
    }

    func run() throws {
        let decoder = JSONDecoder()
        let encoder = JSONEncoder()
        func say(_ report: ClipJobReport) throws {
            // What the views printed so far goes first (the same pipe carries both).
            fflush(nil)
            try Terminal.out(ClipJobReport.marker + String(decoding: try encoder.encode(report), as: UTF8.self))
        }
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            var report = ClipJobReport()
            do {
                let job = try decoder.decode(ClipJob.self, from: Data(line.utf8))
                let renderer = try job.renderer(in: AnimRender.catalog)
                var counted = 0
                let written = try BatchRenderer.renderIfChanged(renderer, to: URL(fileURLWithPath: job.output)) { p in
                    // Each frame once (a GIF's second pass draws the same frames again), at most every tenth of them.
                    guard p.pass == 0, p.done - counted >= max(1, p.total / (10 * p.passes)) || p.done == p.total / p.passes else { return }
                    counted = p.done
                    try? say(ClipJobReport(progress: p.done))
                }
                report.status = written == nil ? BatchRenderer.Result.Status.upToDate.rawValue : BatchRenderer.Result.Status.rendered.rawValue
                report.frames = written?.frames ?? 0
                report.bytes = written?.bytes ?? ClipWorker.size(of: job.output)
            } catch {
                report.status = BatchRenderer.Result.Status.failed.rawValue
                report.error = "\(error)"
            }
            try say(report)
        }
    }
}
