import AnimKit
import ArgumentParser
import Foundation
import AnimKitPublish

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

    @Option(help: "Also write a Markdown gallery to this file: each clip's output, what to notice, and its code.")
    var gallery: String?

    @OptionGroup var galleryOptions: GalleryOptions

    @OptionGroup var shard: ShardOption

    @Option(help: "The longest one clip may take, in seconds (0: no limit). A clip past it is stopped and reported failed; the others render.")
    var timeout: Double = BatchTimeout.defaultSeconds

    @Flag(help: "Print only the summary table.")
    var quiet = false

    @Argument(help: "Clip names; all clips when none are given.", completion: AnimRender.clipNames)
    var clips: [String] = []

    func validate() throws {
        if output.isEmpty || output == "-" { throw ValidationError("batch writes a folder of files; give a folder name with -o") }
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs \(jobs) is out of range (1...64)") }
        let f = try Render.parseFormat(format)
        if f == .raw { throw ValidationError("batch cannot write raw frames; choose a file format") }
        try BatchTimeout.validate(timeout)
        if gallery != nil, f == .frames { throw ValidationError("--gallery needs a file per clip; choose a format other than frames") }
    }

    func run() throws {
        let catalog = AnimRender.catalog
        let named = try clips.isEmpty ? catalog.clips : clips.map { try catalog.clip(named: $0) }
        let chosen = try shard.apply(to: named, in: catalog)
        let batch = BatchRenderer(clips: chosen, directory: URL(fileURLWithPath: output, isDirectory: true),
                                  format: try Render.parseFormat(format), settings: try options.settings(for: try Render.parseFormat(format)), jobs: jobs)
        // The pages are composed before rendering (an unreadable source fails at once) and written after.
        let pages = try gallery.map { path in
            try galleryOptions.gallery(sections: catalog.sections(keeping: chosen), format: try Render.parseFormat(format),
                                       size: try options.settings().size)
                .pages(page: URL(fileURLWithPath: path), media: batch.output(for:))
        }
        for (url, _) in pages ?? [] { try ClipGallery.checkReplaceable(url) }
        let quiet = self.quiet
        // On a terminal one bar shows the whole batch, each clip's outcome printed above it.
        if !quiet && Terminal.stderrIsTerminal { DebugBuildNote.show() }
        let bar = (!quiet && Terminal.stderrIsTerminal) ? ProgressBar(label: "batch", write: Terminal.error) : nil
        // What views print goes above the bar.
        let prints = bar.flatMap { ViewPrints(above: $0) }
        defer { prints?.finish() }
        // Each clip renders in a worker process: one that crashes or runs past --timeout fails alone.
        try batch.prepareDirectory()
        let outputs = try chosen.map { try batch.output(for: $0) }
        let jobs = chosen.indices.map { ClipJob(ClipRenderer(clip: chosen[$0], format: batch.format, settings: batch.settings),
                                                output: outputs[$0]) }
        let tally = BatchTally(total: jobs.count) { bar?.update($0) }
        let outcomes = WorkerPool(workers: batch.jobs, timeout: BatchTimeout.limit(timeout)).run(jobs, onProgress: { tally.addFrames($0) }) { i, o in
            tally.finishClip()
            guard !quiet else { return }
            let line = "\(o.status.rawValue): \(chosen[i].name)\(o.error.map { " — \(Terminal.oneLine($0))" } ?? "")\n"
            if let bar { bar.print(line) } else { Terminal.error(line) }
        }
        let results = outcomes.indices.map { i in
            BatchRenderer.Result(clip: chosen[i].name, status: outcomes[i].status, output: outputs[i], frames: outcomes[i].frames,
                                 bytes: outcomes[i].bytes, seconds: outcomes[i].seconds, error: outcomes[i].error.map(Terminal.oneLine))
        }
        prints?.finish()
        try Terminal.out(BatchRenderer.table(results), terminator: "")
        let failed = results.filter { $0.status == .failed }.count
        if failed > 0 {
            Terminal.fail("\(failed) of \(results.count) clips failed\(pages == nil ? "" : "; the gallery was not written")", code: 1)
        }
        for (url, text) in pages ?? [] {
            try ClipGallery.save(text, to: url)
            if !quiet { Terminal.error("gallery: \(url.path)\n") }
        }
    }
}
