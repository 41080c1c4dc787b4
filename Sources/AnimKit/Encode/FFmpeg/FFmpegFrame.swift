import CFFmpeg
import Foundation

/// Owns one `AVFrame` with its own pixel buffer.
final class FFmpegFrame {
    let pointer: UnsafeMutablePointer<AVFrame>

    /// Allocates a frame of `width`×`height` in `format`.
    init(width: Int, height: Int, format: AVPixelFormat) throws {
        guard let f = av_frame_alloc() else { throw AnimKitError(.encoder, "av_frame_alloc failed") }
        pointer = f
        f.pointee.width = Int32(width)
        f.pointee.height = Int32(height)
        f.pointee.format = format.rawValue
        try FFmpegError.check(av_frame_get_buffer(f, 0), "allocating a \(width)x\(height) frame")
    }

    /// Takes ownership of a frame libav handed out.
    init(taking frame: UnsafeMutablePointer<AVFrame>) { pointer = frame }

    deinit {
        var p: UnsafeMutablePointer<AVFrame>? = pointer
        av_frame_free(&p)
    }

    /// Ensures the buffer is not shared with an encoder or filter before writing into it.
    func makeWritable() throws {
        try FFmpegError.check(av_frame_make_writable(pointer), "making a frame writable")
    }

    /// Plane pointers and line sizes.
    var planes: (data: [UnsafeMutablePointer<UInt8>?], linesize: [Int32]) {
        let data = withUnsafeBytes(of: pointer.pointee.data) { Array($0.bindMemory(to: UnsafeMutablePointer<UInt8>?.self)) }
        let lines = withUnsafeBytes(of: pointer.pointee.linesize) { Array($0.bindMemory(to: Int32.self)) }
        return (data, lines)
    }

    /// Copies tightly packed RGBA rows into plane 0 (the frame must be RGBA of the same size).
    func copyRGBA(_ bytes: [UInt8], width: Int, height: Int) {
        let (data, lines) = planes
        guard let dst = data[0] else { return }
        let rowBytes = width * 4
        bytes.withUnsafeBufferPointer { src in
            for y in 0..<height {
                memcpy(dst + y * Int(lines[0]), src.baseAddress! + y * rowBytes, rowBytes)
            }
        }
    }

    /// Copies a YUV 4:2:0 image into the three planes (the frame must be YUV420P of the same size).
    func copyYUV420(_ image: YUV420Image) {
        let (data, lines) = planes
        image.bytes.withUnsafeBufferPointer { src in
            let base = src.baseAddress!
            let planes = [(base, image.width, image.height), (base + image.uOffset, image.chromaWidth, image.height / 2),
                          (base + image.vOffset, image.chromaWidth, image.height / 2)]
            for (p, (plane, rowBytes, rows)) in planes.enumerated() {
                guard let dst = data[p] else { continue }
                let stride = Int(lines[p])
                for y in 0..<rows {
                    let row = dst + y * stride
                    memcpy(row, plane + y * rowBytes, rowBytes)
                    // The row's alignment padding repeats its last sample rather than holding whatever the buffer
                    // held: nothing an encoder reads past the picture's edge can differ between runs.
                    if stride > rowBytes, rowBytes > 0 { memset(row + rowBytes, Int32(row[rowBytes - 1]), stride - rowBytes) }
                }
            }
        }
    }

    /// Writes a PAL8 frame's palette (0xRRGGBB colours, opaque) with one transparent entry at `transparentIndex`.
    func setPalette(_ colours: [UInt32], transparentIndex: Int) {
        guard let table = planes.data[1] else { return }
        let words = UnsafeMutableRawPointer(table).bindMemory(to: UInt32.self, capacity: 256)
        for i in 0..<256 {
            // libav palettes are native-endian 0xAARRGGBB words.
            words[i] = i == transparentIndex ? 0 : (i < colours.count ? 0xFF00_0000 | colours[i] : 0xFF00_0000)
        }
    }

    /// Copies one byte per pixel (palette indices) into plane 0.
    func copyIndices(_ bytes: [UInt8], width: Int, height: Int) {
        let (data, lines) = planes
        guard let dst = data[0] else { return }
        bytes.withUnsafeBufferPointer { src in
            for y in 0..<height { memcpy(dst + y * Int(lines[0]), src.baseAddress! + y * width, width) }
        }
    }

    var pts: Int64 {
        get { pointer.pointee.pts }
        set { pointer.pointee.pts = newValue }
    }
}
