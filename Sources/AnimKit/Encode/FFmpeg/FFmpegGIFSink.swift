import CFFmpeg
import Foundation

/// Encodes frames to an endlessly looping GIF with a palette computed from the frames themselves.
///
/// Two passes keep memory flat: pass 0 feeds every distinct frame to `palettegen` (one palette for
/// the clip); pass 1 maps frames onto it with `paletteuse` (Sierra-2-4A error diffusion, which leaves
/// flat UI fills undithered, and `diff_mode=rectangle`, which re-dithers only what changed).
/// Delays are whole centiseconds placed on the true timeline (frame k starts at round(100·k/fps) cs),
/// so they add up to the clip's duration; a frame identical to the previous one is merged into it.
/// GIF players mishandle delays under 2 cs, so the frame rate must be at most 50.
public final class FFmpegGIFSink: FrameSink {
    /// The highest frame rate a GIF is written at.
    public static let maxFPS = 50

    private let output: OutputFile
    private let geometry: VideoGeometry
    private let rgba: FFmpegFrame
    private var palette: FFmpegFrame?
    private var graph: FFmpegFilterGraph?
    private var encoder: FFmpegVideoEncoder?
    private var pass = 0
    private var previous: [UInt8]?
    private var lastPTS: Int64 = 0
    /// Number of GIF frames written after merging repeats (known after `finish()`).
    public private(set) var writtenFrames = 0

    public var passCount: Int { 2 }

    /// Prepares writing `geometry` to `url`.
    public init(url: URL, geometry: VideoGeometry) throws {
        guard geometry.fps <= FFmpegGIFSink.maxFPS else {
            throw AnimKitError(.invalidArgument, "GIF frame rate \(geometry.fps) is above \(FFmpegGIFSink.maxFPS) fps (players slow down shorter delays)")
        }
        output = try OutputFile(target: url)
        self.geometry = geometry
        do {
            rgba = try FFmpegFrame(width: geometry.width, height: geometry.height, format: AV_PIX_FMT_RGBA)
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
        do {
            pass = p
            previous = nil
            if p == 0 {
                let g = try FFmpegFilterGraph()
                let src = try g.addSource(width: geometry.width, height: geometry.height, pixelFormat: AV_PIX_FMT_RGBA, timeBase: 100)
                let gen = try g.add("palettegen", name: "palettegen", args: "max_colors=256:stats_mode=full:reserve_transparent=1")
                let sink = try g.addSink()
                try g.link(src, to: gen)
                try g.link(gen, to: sink)
                try g.configure()
                graph = g
            } else {
                try collectPalette()
                guard let palette else { throw AnimKitError(.encoder, "palettegen produced no palette") }
                let g = try FFmpegFilterGraph()
                let src = try g.addSource(width: geometry.width, height: geometry.height, pixelFormat: AV_PIX_FMT_RGBA, timeBase: 100)
                let pal = try g.addSource(width: 16, height: 16, pixelFormat: AVPixelFormat(palette.pointer.pointee.format), timeBase: 100)
                let use = try g.add("paletteuse", name: "paletteuse", args: "dither=sierra2_4a:diff_mode=rectangle")
                let sink = try g.addSink()
                try g.link(src, to: use, input: 0)
                try g.link(pal, to: use, input: 1)
                try g.link(use, to: sink)
                try g.configure()
                palette.pts = 0
                try g.push(palette.pointer, into: 1)
                try g.push(nil, into: 1)
                graph = g
                var settings = FFmpegEncoderSettings(muxer: "gif", codec: "gif", pixelFormat: AV_PIX_FMT_PAL8,
                                                     timeBase: 100, frameRate: Int32(geometry.fps))
                settings.muxerOptions = [("loop", "0")]
                encoder = try FFmpegVideoEncoder(path: output.temporary.path, width: geometry.width, height: geometry.height,
                                                 settings: settings)
            }
        } catch {
            output.discard()
            throw error
        }
    }

    public func consume(_ f: Frame) throws {
        guard let graph else { throw AnimKitError(.encoder, "GIF sink used before beginPass") }
        try geometry.check(f)
        if f.index > 0 && (f.repeatsPrevious || previous == f.buffer.bytes) { return }
        previous = f.buffer.bytes
        let pts = FFmpegGIFSink.centiseconds(frame: f.index, fps: geometry.fps)
        try rgba.makeWritable()
        rgba.copyRGBA(f.buffer.bytes, width: geometry.width, height: geometry.height)
        rgba.pts = pts
        try graph.push(rgba.pointer)
        if pass == 1 { try writeFiltered(); lastPTS = pts }
    }

    private func collectPalette() throws {
        guard let graph else { return }
        try graph.push(nil)
        try graph.drain { frame in
            if palette == nil, let copy = av_frame_clone(frame) { palette = FFmpegFrame(taking: copy) }
        }
    }

    private func writeFiltered() throws {
        guard let graph, let encoder else { return }
        try graph.drain { frame in
            try encoder.encode(raw: frame)
            writtenFrames += 1
        }
    }

    public func finish() throws {
        do {
            guard pass == 1, let graph, let encoder else { throw AnimKitError(.encoder, "GIF sink finished before its second pass") }
            try graph.push(nil)
            try writeFiltered()
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
