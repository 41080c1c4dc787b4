import CFFmpeg
import Foundation

/// Owns one `SwsContext` converting straight RGBA frames to an encoder's pixel format.
final class FFmpegScaler {
    private let context: OpaquePointer
    let width: Int
    let height: Int

    /// A converter from RGBA `width`×`height` to `format` at the same size.
    init(width: Int, height: Int, to format: AVPixelFormat) throws {
        guard let ctx = sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_RGBA,
                                       Int32(width), Int32(height), format,
                                       Int32(SWS_BILINEAR | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT), nil, nil, nil) else {
            throw AnimKitError(.encoder, "swscale cannot convert rgba to \(String(cString: av_get_pix_fmt_name(format)))")
        }
        context = ctx
        self.width = width
        self.height = height
    }

    deinit { sws_freeContext(context) }

    /// Converts tightly packed RGBA bytes into `frame`.
    func convert(_ bytes: [UInt8], into frame: FFmpegFrame) {
        let (data, lines) = frame.planes
        bytes.withUnsafeBufferPointer { src in
            var srcData: [UnsafePointer<UInt8>?] = [src.baseAddress, nil, nil, nil]
            var srcStride: [Int32] = [Int32(width * 4), 0, 0, 0]
            var dstData: [UnsafeMutablePointer<UInt8>?] = Array(data.prefix(4))
            var dstStride: [Int32] = Array(lines.prefix(4))
            _ = sws_scale(context, &srcData, &srcStride, 0, Int32(height), &dstData, &dstStride)
        }
    }
}
