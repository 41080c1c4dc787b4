import Foundation

/// What one render produced.
public struct RenderReport: Sendable {
    /// Where the output went (nil for standard output).
    public let url: URL?
    public let format: OutputFormat
    /// Frames in the output timeline.
    public let frames: Int
    /// Frames actually drawn (the rest repeated their predecessor).
    public let drawn: Int
    /// Output size in bytes (files) or 0.
    public let bytes: Int
}

/// Renders a clip into any output format: the library side of `animrender render`.
///
///     try ClipRenderer(clip: Examples.spinningSquare, format: .gif).render(to: URL(fileURLWithPath: "spin.gif"))
public struct ClipRenderer {
    public let clip: Clip
    public let format: OutputFormat
    public var settings: RenderSettings
    /// Encoder knobs for MP4/WebM (`crf`, preset, threads).
    public var video: FFmpegVideoSink.Options
    /// For `.png`: the time of the frame to write.
    public var time: Double
    /// For `.filmstrip`: how many evenly spaced frames to tile.
    public var filmstripFrames: Int
    /// Whether what the views print is dropped (the clip already ran for this output: a batch's fingerprint).
    public var mutesViewPrints = false
    /// For `.filmstrip`: the times to show instead of evenly spaced frames.
    public var filmstripTimes: [Double]?

    /// Creates a renderer.
    public init(clip: Clip, format: OutputFormat, settings: RenderSettings = RenderSettings(),
                video: FFmpegVideoSink.Options = FFmpegVideoSink.Options(), time: Double = 0, filmstripFrames: Int = 6,
                filmstripTimes: [Double]? = nil) {
        self.clip = clip
        self.format = format
        self.settings = settings
        self.video = video
        self.time = time
        self.filmstripFrames = filmstripFrames
        self.filmstripTimes = filmstripTimes
    }

    /// The settings with the format's defaults filled in (GIF runs at most at 50 fps).
    public var effectiveSettings: RenderSettings {
        var s = settings
        if format == .gif && s.fps == nil { s.fps = min(clip.fps, FFmpegGIFSink.maxFPS) }
        return s
    }

    /// Renders to `url`; nil writes to standard output (`DataOutput`): raw frames as they are drawn, any
    /// other format once it is complete.
    @discardableResult
    public func render(to url: URL?, progress: ((RenderProgress) -> Void)? = nil) throws -> RenderReport {
        let loop = try FrameLoop(clip: clip, settings: effectiveSettings)
        loop.mutesViewPrints = mutesViewPrints
        let g = loop.geometry
        var drawn = 0
        let counting: (RenderProgress) -> Void = { p in drawn = p.drawn; progress?(p) }
        do {
            switch format {
            case .png:
                guard time >= 0, time.isFinite else { throw AnimKitError(.invalidArgument, "--at \(time) must be a time of 0 or more seconds") }
                try FFmpegPNGEncoder.write(loop.frame(at: time), to: url)
                return report(url, frames: 1, drawn: 1)
            case .filmstrip:
                let filmstrip = try filmstripTimes.map { try Filmstrip(loop: loop, times: $0) } ?? Filmstrip(loop: loop, count: filmstripFrames)
                try FFmpegPNGEncoder.write(try filmstrip.render(), to: url)
                return report(url, frames: filmstrip.count, drawn: filmstrip.count)
            default:
                let sink = try makeSink(url: url, geometry: g)
                try loop.run(into: sink, progress: counting)
                return report(url, frames: g.frameCount, drawn: drawn)
            }
        } catch let error as AnimKitError {
            throw error.context(clip: clip.name)
        }
    }

    private func makeSink(url: URL?, geometry g: VideoGeometry) throws -> FrameSink {
        if format == .raw { return try RawSink(url: url) }
        if format == .frames {
            guard let url else { throw AnimKitError(.invalidArgument, "frames output needs a folder, not standard output") }
            return try PNGSequenceSink(url: url)
        }
        let output = try OutputFile.make(url)
        switch format {
        case .gif: return try FFmpegGIFSink(output: output, geometry: g)
        case .mp4: return try FFmpegVideoSink(output: output, container: .mp4, geometry: g, options: video)
        case .webm: return try FFmpegVideoSink(output: output, container: .webm, geometry: g, options: video)
        case .apng: return try FFmpegVideoSink(output: output, container: .apng, geometry: g, options: video)
        case .raw, .png, .filmstrip, .frames: throw AnimKitError(.unknownFormat, "\(format.rawValue) is not a streaming format")
        }
    }

    private func report(_ url: URL?, frames: Int, drawn: Int) -> RenderReport {
        let bytes = url.flatMap { try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int } ?? 0
        return RenderReport(url: url, format: format, frames: frames, drawn: drawn, bytes: bytes)
    }
}
