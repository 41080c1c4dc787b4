import AnimKit
import ArgumentParser
import Foundation

/// `animrender render`: one clip to one output.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a clip to a file.",
        discussion: "The format follows the extension (.gif .mp4 .webm .apng .png .rgba; no extension or a trailing / writes a folder of PNGs; - writes raw RGBA to standard output) unless --format says otherwise. -o - with --format writes that format to standard output. An existing folder is never replaced by a file; a frames folder replaces only an empty folder or earlier frames written by AnimKit (see docs/guarantees.md)."
    )

    @Argument(help: "The clip's name (see '\(AnimRenderCLI.toolName) list').", completion: AnimRender.clipNames)
    var clip: String

    @Option(name: [.short, .customLong("output")], help: "Where to write.", completion: .file())
    var output: String

    @Option(help: "gif, mp4, webm, apng, png, frames, filmstrip or raw.",
            completion: .list(["gif", "mp4", "webm", "apng", "png", "frames", "filmstrip", "raw"]))
    var format: String?

    @OptionGroup var options: ClipOptions

    @Option(help: "For png: the time in seconds of the frame to write (default 0).")
    var at: Double?

    @Option(help: "Video quality as a CRF (H.264 0...51, default 23; VP9 0...63, default 32); lower is better.")
    var quality: Int?

    @Option(help: "x264 preset for mp4 (ultrafast ... veryslow).")
    var preset: String = "medium"

    @Flag(help: "For mp4/webm: encode every frame, even one identical to the previous (by default a still frame is held, not re-encoded).")
    var constantFrameRate = false

    @Option(help: "For filmstrip: how many evenly spaced frames to tile (1...24).")
    var frames: Int = 6

    @Option(help: ArgumentHelp("For filmstrip: the times to show, in seconds, comma-separated (e.g. 0.5,0.6,0.8), instead of --frames.",
                               valueName: "times"))
    var times: String?

    @Flag(help: "Print nothing but errors.")
    var quiet = false

    func validate() throws {
        if output.isEmpty { throw ValidationError("the output path is empty; give a file name, a folder for frames, or - for standard output") }
        if let format { _ = try Render.parseFormat(format) }
        else if OutputFormat.inferred(from: output) == nil {
            throw ValidationError("cannot tell the format of '\(output)' from its extension; pass --format")
        }
        guard (at ?? 0) >= 0, (at ?? 0) <= RenderSettings.maxDuration else {
            throw ValidationError("--at must be a time from 0 to \(Int(RenderSettings.maxDuration)) seconds (a time past the clip's end shows its last frame)")
        }
        guard FFmpegVideoSink.x264Presets.contains(preset) else {
            throw ValidationError("unknown --preset '\(preset)'; use one of \(FFmpegVideoSink.x264Presets.joined(separator: ", "))")
        }
        guard (1...24).contains(frames) else { throw ValidationError("--frames \(frames) is out of range (1...24)") }
        _ = try parsedTimes()
    }

    /// `--times` as seconds.
    func parsedTimes() throws -> [Double]? {
        guard let times else { return nil }
        let values = times.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.count <= 24, values.allSatisfy({ $0 != nil && $0! >= 0 && $0! <= RenderSettings.maxDuration }) else {
            throw ValidationError("--times '\(times)' must be 1 to 24 times in seconds, comma-separated (e.g. 0.5,0.6,0.8)")
        }
        return values.compactMap { $0 }
    }

    static func parseFormat(_ name: String) throws -> OutputFormat {
        do { return try OutputFormat.parse(name) } catch let e as AnimKitError { throw ValidationError(e.message) }
    }

    func run() throws {
        let clip = try AnimRender.catalog.clip(named: self.clip)
        let format = try format.map(Render.parseFormat) ?? OutputFormat.inferred(from: output)!
        let renderer = ClipRenderer(clip: clip, format: format, settings: try options.settings(for: format),
                                    video: FFmpegVideoSink.Options(crf: quality, preset: preset, constantFrameRate: constantFrameRate), time: at ?? 0,
                                    filmstripFrames: frames, filmstripTimes: try parsedTimes())
        let url: URL? = output == "-" ? nil : URL(fileURLWithPath: output)
        if !quiet { try noteIgnoredTimes(renderer) }
        if !quiet && Terminal.stderrIsTerminal { DebugBuildNote.show() }
        let bar = (!quiet && Terminal.stderrIsTerminal) ? ProgressBar(label: clip.name, write: Terminal.error) : nil
        // What views print goes above the bar.
        let prints = bar.flatMap { ViewPrints(above: $0) }
        defer { prints?.finish() }
        // An error of the clip's own settings (its frame rate) names the clip, as every other of its errors does.
        let report: RenderReport
        do { report = try renderer.render(to: url) { bar?.update($0) } } catch let error as AnimKitError {
            throw error.context(clip: clip.name)
        }
        prints?.finish()
        if !quiet, let url {
            let kib = String(format: "%.1f KiB", Double(report.bytes) / 1024)
            Terminal.error("wrote \(url.path) (\(report.format.rawValue), \(report.frames) frames, \(report.drawn) drawn, \(kib))\n")
        }
    }

    /// Says what `--at` and `--times` did when they do not do the obvious: a time past the clip's end (its last
    /// frame is shown), or an option the format does not use.
    private func noteIgnoredTimes(_ renderer: ClipRenderer) throws {
        func note(_ text: String) { Terminal.error("\(AnimRenderCLI.toolName): note: \(text)\n") }
        let format = renderer.format
        let still = format == .png
        if at != nil, !still { note("--at applies to png stills; the \(format.rawValue) has every frame from the start") }
        if times != nil && format != .filmstrip { note("--times applies to filmstrips; the \(format.rawValue) ignores it") }
        let asked = (still ? [at ?? 0] : []) + (format == .filmstrip ? (try parsedTimes() ?? []) : [])
        guard let latest = asked.max(), latest > 0 else { return }
        let clock = try FrameLoop(clip: renderer.clip, settings: renderer.effectiveSettings).clock
        let last = clock.time(ofFrame: clock.frameCount - 1)
        guard latest > last + 1e-9 else { return }
        let shown = String(format: "%.2f", last)
        note(still ? "--at \(String(format: "%g", latest)) is past the clip's end: wrote its last frame (t = \(shown) s)"
             : "--times past the clip's end show its last frame (t = \(shown) s)")
    }
}
