import CFFmpeg
import Foundation

/// Decodes a still picture (a JPEG file's bytes) into RGBA pixels with libav's decoder and libswscale.
///
///     let photo = try FFmpegImageDecoder.decodeJPEG(Array(try Data(contentsOf: url)))
public enum FFmpegImageDecoder {
    /// The pixels of JPEG bytes (RGBA, opaque), deterministically converted from the decoder's YUV.
    public static func decodeJPEG(_ bytes: [UInt8]) throws -> FrameBuffer {
        FFmpegLibrary.quietLogs
        guard let codec = avcodec_find_decoder_by_name("mjpeg") else {
            throw AnimKitError(.io, "the JPEG decoder is not available in this libavcodec")
        }
        guard let ctx = avcodec_alloc_context3(codec) else { throw AnimKitError(.io, "cannot allocate the JPEG decoder") }
        var owned: UnsafeMutablePointer<AVCodecContext>? = ctx
        defer { avcodec_free_context(&owned) }
        ctx.pointee.thread_count = 1
        try FFmpegError.check(avcodec_open2(ctx, codec, nil), "opening the JPEG decoder")
        let packet = try FFmpegPacket()
        try FFmpegError.check(av_new_packet(packet.pointer, Int32(bytes.count)), "reading the JPEG")
        bytes.withUnsafeBufferPointer { source in
            packet.pointer.pointee.data.update(from: source.baseAddress!, count: bytes.count)
        }
        try FFmpegError.check(avcodec_send_packet(ctx, packet.pointer), "decoding the JPEG")
        guard let raw = av_frame_alloc() else { throw AnimKitError(.io, "cannot allocate a frame") }
        let frame = FFmpegFrame(taking: raw)
        try FFmpegError.check(avcodec_receive_frame(ctx, frame.pointer), "decoding the JPEG")
        let width = Int(frame.pointer.pointee.width), height = Int(frame.pointer.pointee.height)
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw AnimKitError(.io, "a JPEG of \(width) × \(height) pixels is not drawn (at most 16384 a side)")
        }
        let source = AVPixelFormat(frame.pointer.pointee.format)
        guard let scaler = sws_getContext(Int32(width), Int32(height), source, Int32(width), Int32(height), AV_PIX_FMT_RGBA,
                                          Int32(SWS_BICUBIC | SWS_ACCURATE_RND | SWS_BITEXACT), nil, nil, nil) else {
            throw AnimKitError(.io, "cannot convert the JPEG's pixels")
        }
        defer { sws_freeContext(scaler) }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let planes = frame.planes
        pixels.withUnsafeMutableBufferPointer { out in
            var destination: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
            var strides: [Int32] = [Int32(width * 4), 0, 0, 0]
            let data = planes.data.map { UnsafePointer($0) }
            _ = sws_scale(scaler, data, planes.linesize, 0, Int32(height), &destination, &strides)
        }
        return FrameBuffer(width: width, height: height, bytes: pixels)
    }
}
