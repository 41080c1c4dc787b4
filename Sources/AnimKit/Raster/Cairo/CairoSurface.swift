import CCairo
import Foundation

/// Owns one Cairo ARGB32 image surface (premultiplied, native-endian: B G R A bytes on little-endian).
final class CairoSurface {
    let pointer: OpaquePointer
    let width: Int
    let height: Int

    /// Creates a transparent surface of `width`×`height` device pixels.
    init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw AnimKitError(.raster, "surface size \(width)x\(height) is out of range (1...16384)")
        }
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let status = cairo_surface_status(s)
        guard status == CAIRO_STATUS_SUCCESS else {
            let message = String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(s)
            throw AnimKitError(.raster, "cairo: \(message)")
        }
        pointer = s
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(pointer) }

    /// Bytes per row.
    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// Runs `body` on the pixel bytes, flushing before and marking dirty after.
    func withPixels<R>(_ body: (UnsafeMutablePointer<UInt8>, Int) throws -> R) rethrows -> R {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        return try body(cairo_image_surface_get_data(pointer)!, stride)
    }

    /// Clears every pixel to transparent.
    func clear() {
        withPixels { p, stride in memset(p, 0, stride * height) }
    }

    /// Copies the pixels into a straight-alpha RGBA frame.
    func frameBuffer(scale: Int) -> FrameBuffer {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        withPixels { src, stride in
            bytes.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = src + y * stride
                    var o = y * width * 4
                    for x in 0..<width {
                        let b = row[x * 4], g = row[x * 4 + 1], r = row[x * 4 + 2], a = row[x * 4 + 3]
                        if a == 255 {
                            dst[o] = r; dst[o + 1] = g; dst[o + 2] = b
                        } else if a != 0 {
                            let a32 = UInt32(a), h = a32 / 2
                            dst[o] = UInt8(min(255, (UInt32(r) * 255 + h) / a32))
                            dst[o + 1] = UInt8(min(255, (UInt32(g) * 255 + h) / a32))
                            dst[o + 2] = UInt8(min(255, (UInt32(b) * 255 + h) / a32))
                        }
                        dst[o + 3] = a
                        o += 4
                    }
                }
            }
        }
        return FrameBuffer(width: width, height: height, scale: scale, bytes: bytes)
    }

    /// Creates a surface holding a straight-alpha RGBA frame.
    convenience init(frame: FrameBuffer) throws {
        try self.init(width: frame.width, height: frame.height)
        withPixels { dst, stride in
            frame.bytes.withUnsafeBufferPointer { src in
                for y in 0..<height {
                    let row = dst + y * stride
                    for x in 0..<width {
                        let i = (y * width + x) * 4
                        let a = UInt32(src[i + 3])
                        row[x * 4 + 2] = UInt8((UInt32(src[i]) * a + 127) / 255)
                        row[x * 4 + 1] = UInt8((UInt32(src[i + 1]) * a + 127) / 255)
                        row[x * 4] = UInt8((UInt32(src[i + 2]) * a + 127) / 255)
                        row[x * 4 + 3] = UInt8(a)
                    }
                }
            }
        }
    }
}
