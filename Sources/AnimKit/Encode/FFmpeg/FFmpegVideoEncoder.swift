import CFFmpeg
import Foundation

/// What an `FFmpegVideoEncoder` writes: container, codec, pixel format and their options.
struct FFmpegEncoderSettings {
    /// libavformat muxer name ("mp4", "webm", "apng", "gif").
    var muxer: String
    /// libavcodec encoder name ("libx264", "libvpx-vp9", "apng", "gif").
    var codec: String
    var pixelFormat: AVPixelFormat
    /// The codec's time base denominator (frames per second, or 100 for GIF centiseconds).
    var timeBase: Int32
    var frameRate: Int32
    var threads: Int32 = 1
    /// Private codec options (preset, crf, …).
    var codecOptions: [(String, String)] = []
    /// Muxer options given to `avformat_write_header` (movflags, loop, plays).
    var muxerOptions: [(String, String)] = []
}

/// Owns an output `AVFormatContext`, its stream and an `AVCodecContext`: encodes frames into a file.
///
/// Deterministic by construction: the thread count is explicit and both the codec and the muxer
/// run with their BITEXACT flags, so the same frames give the same bytes run after run.
final class FFmpegVideoEncoder {
    private var format: UnsafeMutablePointer<AVFormatContext>?
    private var codec: UnsafeMutablePointer<AVCodecContext>?
    private let stream: UnsafeMutablePointer<AVStream>
    private let packet: FFmpegPacket
    private var finished = false
    /// Durations of frames sent and not yet out of the encoder, by pts: packets carry them to the muxer,
    /// so a held frame lasts its whole span and the last one ends the file on time.
    private var durations: [Int64: Int64] = [:]
    let settings: FFmpegEncoderSettings
    let width: Int
    let height: Int

    /// Opens `path` for writing `width`×`height` frames with `settings`.
    init(path: String, width: Int, height: Int, settings: FFmpegEncoderSettings) throws {
        FFmpegLibrary.quietLogs
        self.settings = settings
        self.width = width
        self.height = height
        packet = try FFmpegPacket()
        guard let encoder = avcodec_find_encoder_by_name(settings.codec) else {
            throw AnimKitError(.encoder, "encoder \(settings.codec) is not available in this libavcodec (see `animrender doctor`)")
        }
        var fmt: UnsafeMutablePointer<AVFormatContext>?
        try FFmpegError.check(avformat_alloc_output_context2(&fmt, nil, settings.muxer, path), "muxer \(settings.muxer)")
        format = fmt
        guard let fmt, let st = avformat_new_stream(fmt, nil), let ctx = avcodec_alloc_context3(encoder) else {
            if let fmt { avformat_free_context(fmt) }
            throw AnimKitError(.encoder, "cannot allocate the \(settings.codec) encoder")
        }
        stream = st
        codec = ctx
        fmt.pointee.flags |= cffmpeg_AVFMT_FLAG_BITEXACT()
        ctx.pointee.width = Int32(width)
        ctx.pointee.height = Int32(height)
        ctx.pointee.pix_fmt = settings.pixelFormat
        ctx.pointee.time_base = AVRational(num: 1, den: settings.timeBase)
        ctx.pointee.framerate = AVRational(num: settings.frameRate, den: 1)
        ctx.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        ctx.pointee.thread_count = settings.threads
        ctx.pointee.flags |= cffmpeg_AV_CODEC_FLAG_BITEXACT()
        if settings.pixelFormat == AV_PIX_FMT_YUV420P {
            ctx.pointee.color_range = AVCOL_RANGE_MPEG
            ctx.pointee.colorspace = AVCOL_SPC_SMPTE170M
            ctx.pointee.color_primaries = AVCOL_PRI_BT709
            ctx.pointee.color_trc = AVCOL_TRC_IEC61966_2_1
        }
        if (fmt.pointee.oformat.pointee.flags & cffmpeg_AVFMT_GLOBALHEADER()) != 0 {
            ctx.pointee.flags |= cffmpeg_AV_CODEC_FLAG_GLOBAL_HEADER()
        }
        var opts: OpaquePointer?
        for (k, v) in settings.codecOptions { av_dict_set(&opts, k, v, 0) }
        let opened = avcodec_open2(ctx, encoder, &opts)
        av_dict_free(&opts)
        do {
            try FFmpegError.check(opened, "opening encoder \(settings.codec)")
            try FFmpegError.check(avcodec_parameters_from_context(st.pointee.codecpar, ctx), "codec parameters")
            st.pointee.time_base = ctx.pointee.time_base
            st.pointee.avg_frame_rate = ctx.pointee.framerate
            try FFmpegError.check(avio_open(&fmt.pointee.pb, path, cffmpeg_AVIO_FLAG_WRITE()), "opening \(path)")
            var mopts: OpaquePointer?
            for (k, v) in settings.muxerOptions { av_dict_set(&mopts, k, v, 0) }
            let header = avformat_write_header(fmt, &mopts)
            av_dict_free(&mopts)
            try FFmpegError.check(header, "writing the \(settings.muxer) header")
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Sets a private muxer option after the header (e.g. the GIF's final delay, read at the trailer).
    func setMuxerOption(_ name: String, _ value: Int64) {
        guard let fmt = format, let priv = fmt.pointee.priv_data else { return }
        av_opt_set_int(priv, name, value, 0)
    }

    /// Encodes one frame with presentation time `pts` lasting `duration` (both in the codec time base).
    func encode(_ frame: FFmpegFrame, pts: Int64, duration: Int64 = 1) throws {
        frame.pts = pts
        durations[pts] = duration
        try send(frame.pointer)
    }

    /// Encodes a frame libav owns (a filter's output).
    func encode(raw frame: UnsafeMutablePointer<AVFrame>) throws {
        try send(frame)
    }

    private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        guard let ctx = codec, let fmt = format else { throw AnimKitError(.encoder, "encoder already closed") }
        try FFmpegError.check(avcodec_send_frame(ctx, frame), "encoding with \(settings.codec)")
        while true {
            let r = avcodec_receive_packet(ctx, packet.pointer)
            if r == cffmpeg_EAGAIN() || r == cffmpeg_AVERROR_EOF() { break }
            try FFmpegError.check(r, "encoding with \(settings.codec)")
            if let d = durations.removeValue(forKey: packet.pointer.pointee.pts) { packet.pointer.pointee.duration = d }
            av_packet_rescale_ts(packet.pointer, ctx.pointee.time_base, stream.pointee.time_base)
            packet.pointer.pointee.stream_index = stream.pointee.index
            let w = av_interleaved_write_frame(fmt, packet.pointer)
            av_packet_unref(packet.pointer)
            try FFmpegError.check(w, "writing \(settings.muxer) data")
        }
    }

    /// Drains the encoder, writes the trailer and closes the file.
    func finish() throws {
        guard !finished else { return }
        try send(nil)
        guard let fmt = format else { return }
        try FFmpegError.check(av_write_trailer(fmt), "finishing the \(settings.muxer) file")
        finished = true
        close()
    }

    /// Frees everything; the file is left as it is (the caller discards the temporary).
    private func close() {
        if codec != nil { avcodec_free_context(&codec) }
        if let fmt = format {
            if fmt.pointee.pb != nil { avio_closep(&fmt.pointee.pb) }
            avformat_free_context(fmt)
        }
        format = nil
    }
}
