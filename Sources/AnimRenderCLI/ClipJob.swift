import AnimKit
import Foundation

/// One clip's render as a worker process receives it (one JSON line on its standard input): which clip, how, and the
/// file to write, skipped when its stamp says it is up to date (`BatchRenderer.renderIfChanged`).
///
///     let job = ClipJob(ClipRenderer(clip: card, format: .gif), output: URL(fileURLWithPath: "media/card.gif"))
struct ClipJob: Codable, Sendable {
    var clip: String
    var format: String
    var fps: Int?
    var width: Double?
    var height: Double?
    var scale: Int
    var duration: Double?
    var time: Double
    var filmstripFrames: Int
    var filmstripTimes: [Double]?
    /// The file (or frames folder) to write.
    var output: String

    /// The job for `renderer`'s render to `output`.
    init(_ renderer: ClipRenderer, output: URL) {
        clip = renderer.clip.name
        format = renderer.format.rawValue
        fps = renderer.settings.fps
        width = renderer.settings.size.map { Double($0.width) }
        height = renderer.settings.size.map { Double($0.height) }
        scale = renderer.settings.scale
        duration = renderer.settings.duration
        time = renderer.time
        filmstripFrames = renderer.filmstripFrames
        filmstripTimes = renderer.filmstripTimes
        self.output = output.path
    }

    /// The renderer this job describes, over the clips of `catalog`.
    func renderer(in catalog: ClipCatalog) throws -> ClipRenderer {
        guard let format = OutputFormat(rawValue: format) else { throw AnimKitError(.unknownFormat, "unknown format \(format)") }
        let size = width.flatMap { w in height.map { CGSize(width: w, height: $0) } }
        return ClipRenderer(clip: try catalog.clip(named: clip), format: format,
                            settings: RenderSettings(fps: fps, size: size, scale: scale, duration: duration),
                            time: time, filmstripFrames: filmstripFrames, filmstripTimes: filmstripTimes)
    }
}

/// What a worker says about its current job, one JSON line each on its standard output: frames done so far, then
/// the outcome.
struct ClipJobReport: Codable, Sendable {
    /// What starts a report line (the worker's views print on the same stream): a record separator and a tag.
    static let marker = "\u{1E}animkit-report "

    /// Frames of the first pass done so far (a progress report), or nil in the outcome.
    var progress: Int?
    /// `rendered`, `up to date` or `failed` (the outcome), or nil in a progress report.
    var status: String?
    var frames: Int = 0
    var bytes: Int = 0
    var error: String?
}
