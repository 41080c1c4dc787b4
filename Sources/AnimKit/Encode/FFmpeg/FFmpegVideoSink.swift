import CFFmpeg
import Foundation

/// Encodes frames to MP4 (H.264), WebM (VP9) or APNG through libav, into a temporary file renamed on success.
///
/// A frame that repeats the previous one is, by default, not encoded at all in MP4 and WebM: the previous
/// frame is held on screen until the next different one (a variable-frame-rate file, as screen recorders
/// write): each encoded frame is sent one step late, once its duration is known, and the last frame of the
/// timeline is always encoded, so the file's duration is exact for players and for timestamp-based tools. `Options.constantFrameRate` encodes
/// every frame instead (repeats are then re-sent without converting their pixels again). H.264 and VP9
/// frames are converted by `YUV420Converter` (BT.601 limited range); their 4:2:0 chroma needs even sizes, so
/// odd sizes are padded by one pixel, repeating the edge.
public final class FFmpegVideoSink: FrameSink {
    /// The video containers this sink writes.
    public enum Container: String, Sendable { case mp4, webm, apng }

    /// Encoder knobs with deterministic defaults.
    public struct Options: Sendable, Equatable {
        /// Constant rate factor (H.264: 0…51, default 23; VP9: 0…63, default 32). Lower is better quality.
        public var crf: Int?
        /// x264 preset (ultrafast … veryslow); default "medium".
        public var preset: String
        /// Encoder threads; fixed so output bytes do not depend on the machine's core count.
        public var threads: Int
        /// Encode every frame, even one identical to its predecessor (MP4/WebM; APNG always does).
        /// Off by default: a held frame is shown for its whole span without being encoded again.
        public var constantFrameRate: Bool

        /// Creates options.
        public init(crf: Int? = nil, preset: String = "medium", threads: Int = 1, constantFrameRate: Bool = false) {
            self.crf = crf
            self.preset = preset
            self.threads = threads
            self.constantFrameRate = constantFrameRate
        }
    }

    /// The presets libx264 knows, fastest first.
    public static let x264Presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow", "placebo"]

    private let output: OutputFile
    private let encoder: FFmpegVideoEncoder
    private let frame: FFmpegFrame
    private let geometry: VideoGeometry
    private let padded: (width: Int, height: Int)
    private let yuv: Bool
    private let holdsRepeats: Bool
    /// Index of the frame converted into `frame` but not yet sent (its duration is not known yet).
    private var pending: Int?
    /// YUV images converted on the drawing thread, recycled once copied into the encoder's frame.
    private let yuvBuffers = BufferPool()

    /// Opens `url` for writing `geometry` as `container`.
    public convenience init(url: URL, container: Container, geometry: VideoGeometry, options: Options = Options()) throws {
        try self.init(output: OutputFile(target: url), container: container, geometry: geometry, options: options)
    }

    /// Writes `geometry` as `container` into `output` (a file, a device or standard output).
    public init(output: OutputFile, container: Container, geometry: VideoGeometry, options: Options = Options()) throws {
        self.output = output
        self.geometry = geometry
        var settings: FFmpegEncoderSettings
        switch container {
        case .mp4:
            let crf = options.crf ?? 23
            guard (0...51).contains(crf) else { throw AnimKitError(.invalidArgument, "quality (CRF) \(crf) is out of range for H.264 (0...51)") }
            guard FFmpegVideoSink.x264Presets.contains(options.preset) else {
                throw AnimKitError(.invalidArgument, "unknown x264 preset '\(options.preset)'; use one of \(FFmpegVideoSink.x264Presets.joined(separator: ", "))")
            }
            settings = FFmpegEncoderSettings(muxer: "mp4", codec: "libx264", pixelFormat: AV_PIX_FMT_YUV420P,
                                             timeBase: Int32(geometry.fps), frameRate: Int32(geometry.fps),
                                             threads: Int32(options.threads))
            settings.codecOptions = [("preset", options.preset), ("crf", String(crf))]
            settings.muxerOptions = [("movflags", "+faststart")]
        case .webm:
            let crf = options.crf ?? 32
            guard (0...63).contains(crf) else { throw AnimKitError(.invalidArgument, "quality (CRF) \(crf) is out of range for VP9 (0...63)") }
            settings = FFmpegEncoderSettings(muxer: "webm", codec: "libvpx-vp9", pixelFormat: AV_PIX_FMT_YUV420P,
                                             timeBase: Int32(geometry.fps), frameRate: Int32(geometry.fps),
                                             threads: 1)
            settings.codecOptions = [("crf", String(crf)), ("b", "0"), ("deadline", "good"), ("cpu-used", "4"),
                                     ("row-mt", "0")]
        case .apng:
            settings = FFmpegEncoderSettings(muxer: "apng", codec: "apng", pixelFormat: AV_PIX_FMT_RGBA,
                                             timeBase: Int32(geometry.fps), frameRate: Int32(geometry.fps))
            settings.muxerOptions = [("plays", "0")]
        }
        yuv = settings.pixelFormat == AV_PIX_FMT_YUV420P
        holdsRepeats = container != .apng && !options.constantFrameRate
        padded = (yuv ? (geometry.width + 1) & ~1 : geometry.width, yuv ? (geometry.height + 1) & ~1 : geometry.height)
        do {
            encoder = try FFmpegVideoEncoder(path: output.temporary.path, width: padded.width, height: padded.height,
                                             settings: settings)
            frame = try FFmpegFrame(width: padded.width, height: padded.height, format: settings.pixelFormat)
        } catch {
            output.discard()
            throw error
        }
    }

    /// H.264 and VP9 frames are converted to YUV on the drawing thread.
    public var preparer: FramePreparer? {
        guard yuv else { return nil }
        let pool = yuvBuffers
        return { buffer in
            YUV420Converter.convert(buffer, storage: pool.take(count: YUV420Converter.byteCount(width: buffer.width, height: buffer.height)))
        }
    }

    public func consume(_ f: Frame) throws {
        try geometry.check(f)
        let repeats = f.repeatsPrevious && f.index > 0
        // The last frame is encoded even when it repeats: tools that resample by timestamps (ffmpeg's fps
        // filter) ignore a held frame's duration and would otherwise cut the tail.
        if repeats && holdsRepeats && f.index < geometry.frameCount - 1 { return }
        // The frame waiting in `frame` now knows how long it lasts: send it before overwriting.
        try sendPending(until: f.index)
        if !repeats {
            try frame.makeWritable()
            if yuv {
                let image = f.prepared as? YUV420Image ?? YUV420Converter.convert(f.buffer)
                frame.copyYUV420(image)
                yuvBuffers.give(image.bytes)
            } else {
                frame.copyRGBA(f.buffer.bytes, width: geometry.width, height: geometry.height)
            }
        }
        pending = f.index
    }

    /// Encodes the waiting frame, shown from its index up to `end` (exclusive).
    private func sendPending(until end: Int) throws {
        guard let start = pending else { return }
        try encoder.encode(frame, pts: Int64(start), duration: Int64(end - start))
        pending = nil
    }

    public func finish() throws {
        do {
            try sendPending(until: geometry.frameCount)
            try encoder.finish()
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
    }

    public func cancel() { output.discard() }
}
