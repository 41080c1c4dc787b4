import CFFmpeg
import Foundation

/// Encodes frames to an endlessly looping GIF with a palette computed from the frames themselves.
///
/// Two passes keep memory flat. Pass 0 builds a colour histogram of the whole timeline: the first frame
/// counts for the full duration, then each later frame's changed pixels move weight from their old colour
/// to their new one for the time left, so a colour counts for as long as it is on screen, at the cost of
/// the changed pixels only. `PaletteBuilder` turns it into 255 colours plus one transparent entry. Pass 1
/// maps frames onto that palette with `PaletteMapper` (¾-strength Sierra-2-4A error diffusion, which leaves
/// flat UI fills undithered, re-mapping only each row's changed span) and libavcodec's GIF encoder writes them
/// (LZW; each frame cropped to its changes, unchanged pixels transparent).
/// Delays are whole centiseconds placed on the true timeline (frame k starts at round(100·k/fps) cs),
/// so they add up to the clip's duration; a frame identical to the previous one is merged into it.
/// GIF players mishandle delays under 2 cs, so the frame rate must be at most 50.
public final class FFmpegGIFSink: FrameSink {
    /// The highest frame rate a GIF is written at.
    public static let maxFPS = 50
    /// The palette slot kept for transparency (pixels with alpha < 128, and unchanged pixels).
    static let transparentIndex: UInt8 = 255

    private let output: OutputFile
    private let geometry: VideoGeometry
    private let indexed: FFmpegFrame
    private var histogram = ColorHistogram()
    private var diff: FrameDiff
    private var mapper: PaletteMapper?
    private var encoder: FFmpegVideoEncoder?
    private var pass = 0
    private var lastPTS: Int64 = 0
    /// Number of GIF frames written after merging repeats (known after `finish()`).
    public private(set) var writtenFrames = 0
    /// The palette chosen in pass 0 (0xRRGGBB, without the transparent entry); empty before pass 1.
    public private(set) var palette: [UInt32] = []

    public var passCount: Int { 2 }

    /// Prepares writing `geometry` to `url`.
    public convenience init(url: URL, geometry: VideoGeometry) throws {
        try self.init(output: OutputFile(target: url), geometry: geometry)
    }

    /// Prepares writing `geometry` into `output` (a file, a device or standard output).
    public init(output: OutputFile, geometry: VideoGeometry) throws {
        guard geometry.fps <= FFmpegGIFSink.maxFPS else {
            output.discard()
            throw AnimKitError(.invalidArgument, "GIF frame rate \(geometry.fps) is above \(FFmpegGIFSink.maxFPS) fps (players slow down shorter delays)")
        }
        self.output = output
        self.geometry = geometry
        diff = FrameDiff(width: geometry.width, height: geometry.height)
        do {
            indexed = try FFmpegFrame(width: geometry.width, height: geometry.height, format: AV_PIX_FMT_PAL8)
        } catch {
            output.discard()
            throw error
        }
    }

    /// Frame `index`'s start on the centisecond timeline.
    static func centiseconds(frame index: Int, fps: Int) -> Int64 {
        Int64((Double(index) * 100 / Double(fps)).rounded(.toNearestOrAwayFromZero))
    }

    public func beginPass(_ p: Int) throws {
        pass = p
        guard p == 1 else { return }
        do {
            palette = PaletteBuilder.palette(for: histogram.entries(), maxColors: Int(FFmpegGIFSink.transparentIndex))
            histogram = ColorHistogram()
            mapper = PaletteMapper(palette: palette, transparentIndex: FFmpegGIFSink.transparentIndex,
                                   width: geometry.width, height: geometry.height)
            indexed.setPalette(palette, transparentIndex: Int(FFmpegGIFSink.transparentIndex))
            var settings = FFmpegEncoderSettings(muxer: "gif", codec: "gif", pixelFormat: AV_PIX_FMT_PAL8,
                                                 timeBase: 100, frameRate: Int32(geometry.fps))
            settings.muxerOptions = [("loop", "0")]
            encoder = try FFmpegVideoEncoder(path: output.temporary.path, width: geometry.width, height: geometry.height,
                                             settings: settings)
        } catch {
            output.discard()
            throw error
        }
    }

    public func consume(_ f: Frame) throws {
        try geometry.check(f)
        if f.index > 0 && f.repeatsPrevious { return }
        if pass == 0 { count(f) } else { try write(f) }
    }

    /// Pass 0: adds the frame's new pixels to the histogram, weighted by the frames left to show.
    private func count(_ f: Frame) {
        let spans = diff.changedSpans(f.buffer.bytes)
        // The histogram is passed in-out, one access for the frame: an access per pixel to the sink's property
        // would be checked for exclusivity each time.
        FFmpegGIFSink.tally(f.buffer.bytes, previous: diff.previous, spans: spans, width: geometry.width,
                            weight: geometry.frameCount - f.index, into: &histogram)
        diff.commit(f.buffer.bytes, spans)
    }

    /// Adds `now`'s pixels with `weight` (all of them, or with a previous frame those in `spans` that changed,
    /// their old colours losing it).
    private static func tally(_ now: [UInt8], previous: [UInt8]?, spans: [ClosedRange<Int>?], width: Int, weight: Int,
                              into histogram: inout ColorHistogram) {
        now.withUnsafeBytes { raw in
            let now = raw.bindMemory(to: UInt32.self)
            guard let previous else {
                for word in now { if let c = opaqueRGB(word) { histogram.add(c, weight: weight) } }
                return
            }
            previous.withUnsafeBytes { oldRaw in
                let old = oldRaw.bindMemory(to: UInt32.self)
                for (y, span) in spans.enumerated() {
                    guard let span else { continue }
                    for i in (y * width + span.lowerBound)...(y * width + span.upperBound) where now[i] != old[i] {
                        if let c = opaqueRGB(old[i]) { histogram.add(c, weight: -weight) }
                        if let c = opaqueRGB(now[i]) { histogram.add(c, weight: weight) }
                    }
                }
            }
        }
    }

    /// 0xRRGGBB of a little-endian RGBA word, nil when it is mapped to transparency.
    @inline(__always)
    static func opaqueRGB(_ word: UInt32) -> UInt32? {
        let w = UInt32(littleEndian: word)
        guard w >> 24 >= 128 else { return nil }
        return (w & 0xFF) << 16 | (w & 0xFF00) | (w >> 16 & 0xFF)
    }

    /// A frame mapped to palette indices on the drawing thread; nil indices when nothing changed.
    struct MappedFrame: Sendable { let indices: [UInt8]? }

    /// In pass 1, frames are mapped to the palette on the drawing thread (in frame order), so dithering
    /// overlaps the LZW encoding of earlier frames.
    public var preparer: FramePreparer? {
        guard pass == 1, let mapper else { return nil }
        return { buffer in MappedFrame(indices: mapper.map(buffer.bytes) == nil ? nil : mapper.indices) }
    }

    /// Pass 1: encodes the mapped frame at its place on the centisecond timeline.
    private func write(_ f: Frame) throws {
        guard let mapper, let encoder else { throw AnimKitError(.encoder, "GIF sink used before its second pass") }
        let mapped = f.prepared as? MappedFrame
            ?? MappedFrame(indices: mapper.map(f.buffer.bytes) == nil ? nil : mapper.indices)
        guard let indices = mapped.indices else { return }   // identical though not flagged: merge
        let pts = FFmpegGIFSink.centiseconds(frame: f.index, fps: geometry.fps)
        try indexed.makeWritable()
        indexed.copyIndices(indices, width: geometry.width, height: geometry.height)
        try encoder.encode(indexed, pts: pts)
        writtenFrames += 1
        lastPTS = pts
    }

    public func finish() throws {
        do {
            guard pass == 1, let encoder else { throw AnimKitError(.encoder, "GIF sink finished before its second pass") }
            let end = FFmpegGIFSink.centiseconds(frame: geometry.frameCount, fps: geometry.fps)
            encoder.setMuxerOption("final_delay", max(2, end - lastPTS))
            try encoder.finish()
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
    }

    public func cancel() { output.discard() }
}
