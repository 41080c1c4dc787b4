import CFFmpeg
import Foundation

/// Encodes frames to MP4 (H.264), WebM (VP9) or APNG through libav, into a temporary file renamed on success.
///
/// Frames that repeat the previous one are re-sent without converting their pixels again.
/// H.264 and VP9 need even sizes for 4:2:0 chroma: odd sizes are padded by one pixel, repeating the edge.
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

        /// Creates options.
        public init(crf: Int? = nil, preset: String = "medium", threads: Int = 2) {
            self.crf = crf
            self.preset = preset
            self.threads = threads
        }
    }

    private let output: OutputFile
    private let encoder: FFmpegVideoEncoder
    private let scaler: FFmpegScaler
    private let frame: FFmpegFrame
    private let geometry: VideoGeometry
    private let padded: (width: Int, height: Int)

    /// Opens `url` for writing `geometry` as `container`.
    public init(url: URL, container: Container, geometry: VideoGeometry, options: Options = Options()) throws {
        let output = try OutputFile(target: url)
        self.output = output
        self.geometry = geometry
        var settings: FFmpegEncoderSettings
        switch container {
        case .mp4:
            let crf = options.crf ?? 23
            guard (0...51).contains(crf) else { throw AnimKitError(.invalidArgument, "quality (CRF) \(crf) is out of range for H.264 (0...51)") }
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
        let even = settings.pixelFormat == AV_PIX_FMT_YUV420P
        padded = (even ? (geometry.width + 1) & ~1 : geometry.width, even ? (geometry.height + 1) & ~1 : geometry.height)
        do {
            encoder = try FFmpegVideoEncoder(path: output.temporary.path, width: padded.width, height: padded.height,
                                             settings: settings)
            scaler = try FFmpegScaler(width: padded.width, height: padded.height, to: settings.pixelFormat)
            frame = try FFmpegFrame(width: padded.width, height: padded.height, format: settings.pixelFormat)
        } catch {
            output.discard()
            throw error
        }
    }

    public func consume(_ f: Frame) throws {
        try geometry.check(f)
        if !(f.repeatsPrevious && f.index > 0) {
            try frame.makeWritable()
            scaler.convert(pad(f.buffer), into: frame)
        }
        try encoder.encode(frame, pts: Int64(f.index))
    }

    public func finish() throws {
        do {
            try encoder.finish()
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
    }

    public func cancel() { output.discard() }

    /// The frame's bytes grown to the padded size by repeating the last column and row.
    private func pad(_ b: FrameBuffer) -> [UInt8] {
        guard padded.width != b.width || padded.height != b.height else { return b.bytes }
        var out = [UInt8](repeating: 0, count: padded.width * padded.height * 4)
        for y in 0..<padded.height {
            let sy = min(y, b.height - 1)
            for x in 0..<padded.width {
                let sx = min(x, b.width - 1)
                let s = (sy * b.width + sx) * 4, d = (y * padded.width + x) * 4
                out[d] = b.bytes[s]; out[d + 1] = b.bytes[s + 1]; out[d + 2] = b.bytes[s + 2]; out[d + 3] = b.bytes[s + 3]
            }
        }
        return out
    }
}
