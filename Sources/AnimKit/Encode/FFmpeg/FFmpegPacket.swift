import CFFmpeg
import Foundation

/// Owns one `AVPacket`, reused for every packet an encoder hands out.
final class FFmpegPacket {
    let pointer: UnsafeMutablePointer<AVPacket>

    init() throws {
        guard let p = av_packet_alloc() else { throw AnimKitError(.encoder, "av_packet_alloc failed") }
        pointer = p
    }

    deinit {
        var p: UnsafeMutablePointer<AVPacket>? = pointer
        av_packet_free(&p)
    }

    /// The packet's bytes.
    var bytes: [UInt8] {
        guard let data = pointer.pointee.data, pointer.pointee.size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(pointer.pointee.size)))
    }
}
