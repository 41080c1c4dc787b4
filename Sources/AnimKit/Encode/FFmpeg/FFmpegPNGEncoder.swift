import CFFmpeg
import Foundation

/// Encodes single frames as PNG files with libav's PNG encoder (deterministic bytes).
public enum FFmpegPNGEncoder {
    /// The PNG bytes of `frame` (RGBA, straight alpha).
    public static func encode(_ frame: FrameBuffer) throws -> [UInt8] {
        FFmpegLibrary.quietLogs
        guard let codec = avcodec_find_encoder_by_name("png") else {
            throw AnimKitError(.encoder, "encoder png is not available in this libavcodec")
        }
        guard let ctx = avcodec_alloc_context3(codec) else {
            throw AnimKitError(.encoder, "cannot allocate the png encoder")
        }
        var owned: UnsafeMutablePointer<AVCodecContext>? = ctx
        defer { avcodec_free_context(&owned) }
        ctx.pointee.width = Int32(frame.width)
        ctx.pointee.height = Int32(frame.height)
        ctx.pointee.pix_fmt = AV_PIX_FMT_RGBA
        ctx.pointee.time_base = AVRational(num: 1, den: 1)
        ctx.pointee.flags |= cffmpeg_AV_CODEC_FLAG_BITEXACT()
        ctx.pointee.thread_count = 1
        try FFmpegError.check(avcodec_open2(ctx, codec, nil), "opening encoder png")
        let f = try FFmpegFrame(width: frame.width, height: frame.height, format: AV_PIX_FMT_RGBA)
        f.copyRGBA(frame.bytes, width: frame.width, height: frame.height)
        f.pts = 0
        let packet = try FFmpegPacket()
        var bytes: [UInt8] = []
        try FFmpegError.check(avcodec_send_frame(ctx, f.pointer), "encoding png")
        try FFmpegError.check(avcodec_send_frame(ctx, nil), "encoding png")
        while true {
            let r = avcodec_receive_packet(ctx, packet.pointer)
            if r == cffmpeg_AVERROR_EOF() || r == cffmpeg_EAGAIN() { break }
            try FFmpegError.check(r, "encoding png")
            bytes += packet.bytes
            av_packet_unref(packet.pointer)
        }
        return bytes
    }

    /// Writes `frame` as a PNG file at `url` through a temporary file (nil: to standard output).
    public static func write(_ frame: FrameBuffer, to url: URL?) throws {
        let output = try OutputFile.make(url)
        do {
            try output.writeTemporary(Data(encode(frame)), shown: output.target.relativePath)
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
    }
}
