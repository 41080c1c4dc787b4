import CFFmpeg
import Foundation

/// Owns one `AVFilterGraph`: buffer sources in, one buffer sink out, filters linked by hand.
final class FFmpegFilterGraph {
    private var graph: UnsafeMutablePointer<AVFilterGraph>?
    private(set) var sources: [UnsafeMutablePointer<AVFilterContext>] = []
    private(set) var sink: UnsafeMutablePointer<AVFilterContext>?

    init() throws {
        FFmpegLibrary.quietLogs
        guard let g = avfilter_graph_alloc() else { throw AnimKitError(.encoder, "avfilter_graph_alloc failed") }
        graph = g
        g.pointee.nb_threads = 1
    }

    deinit { avfilter_graph_free(&graph) }

    /// Adds a filter instance initialised from an option string.
    @discardableResult
    func add(_ filter: String, name: String, args: String?) throws -> UnsafeMutablePointer<AVFilterContext> {
        guard let f = avfilter_get_by_name(filter) else {
            throw AnimKitError(.encoder, "filter \(filter) is not available in this libavfilter")
        }
        guard let ctx = avfilter_graph_alloc_filter(graph, f, name) else {
            throw AnimKitError(.encoder, "cannot allocate filter \(filter)")
        }
        try FFmpegError.check(avfilter_init_str(ctx, args), "filter \(filter)=\(args ?? "")")
        return ctx
    }

    /// Adds a buffer source for RGBA-or-other frames of the given size, time base 1/`timeBase`.
    func addSource(width: Int, height: Int, pixelFormat: AVPixelFormat, timeBase: Int) throws -> UnsafeMutablePointer<AVFilterContext> {
        let fmt = String(cString: av_get_pix_fmt_name(pixelFormat))
        let s = try add("buffer", name: "in\(sources.count)",
                        args: "video_size=\(width)x\(height):pix_fmt=\(fmt):time_base=1/\(timeBase):pixel_aspect=1/1")
        sources.append(s)
        return s
    }

    /// Adds the buffer sink.
    func addSink() throws -> UnsafeMutablePointer<AVFilterContext> {
        let s = try add("buffersink", name: "out", args: nil)
        sink = s
        return s
    }

    /// Links output pad `a` of `from` to input pad `b` of `to`.
    func link(_ from: UnsafeMutablePointer<AVFilterContext>, to: UnsafeMutablePointer<AVFilterContext>,
              input b: UInt32 = 0) throws {
        let a: UInt32 = 0
        try FFmpegError.check(avfilter_link(from, a, to, b), "linking filters")
    }

    /// Checks and configures the graph.
    func configure() throws {
        try FFmpegError.check(avfilter_graph_config(graph, nil), "configuring filters")
    }

    /// Pushes a frame (nil = end of stream) into source `index`; the graph keeps its own reference.
    func push(_ frame: UnsafeMutablePointer<AVFrame>?, into index: Int = 0) throws {
        let flags = Int32(AV_BUFFERSRC_FLAG_KEEP_REF)
        try FFmpegError.check(av_buffersrc_add_frame_flags(sources[index], frame, flags), "feeding filters")
    }

    /// Pulls every frame the sink has ready, handing each to `body` (which must not keep it).
    func drain(_ body: (UnsafeMutablePointer<AVFrame>) throws -> Void) throws {
        guard let sink, let frame = av_frame_alloc() else { return }
        var f: UnsafeMutablePointer<AVFrame>? = frame
        defer { av_frame_free(&f) }
        while true {
            let r = av_buffersink_get_frame(sink, frame)
            if r == cffmpeg_EAGAIN() || r == cffmpeg_AVERROR_EOF() { return }
            try FFmpegError.check(r, "reading filtered frames")
            defer { av_frame_unref(frame) }
            try body(frame)
        }
    }
}
