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
    ///
    /// Opaque pixels (the common case) are swizzled a word at a time; others are divided by alpha.
    /// `storage` (of `width * height * 4` bytes, contents ignored) is reused when given.
    func frameBuffer(scale: Int, storage: consuming [UInt8]? = nil) -> FrameBuffer {
        let width = self.width, height = self.height
        var bytes = (consume storage) ?? [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, n in n = width * height * 4 }
        precondition(bytes.count == width * height * 4, "frame storage has the wrong size")
        bytes.withUnsafeMutableBufferPointer { out in
            withPixels { src, stride in
                let dst = UnsafeMutableRawPointer(out.baseAddress!)
                for y in 0..<height {
                    let row = UnsafeRawPointer(src + y * stride)
                    let o = dst + y * width * 4
                    for x in 0..<width {
                        // Native-endian ARGB word → RGBA bytes (0xAABBGGRR read as a little-endian word).
                        let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        let a = p >> 24
                        let word: UInt32
                        if a == 255 {
                            word = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
                        } else if a == 0 {
                            word = 0
                        } else {
                            let h = a / 2
                            let r = min(255, (((p >> 16) & 0xFF) * 255 + h) / a)
                            let g = min(255, (((p >> 8) & 0xFF) * 255 + h) / a)
                            let b = min(255, ((p & 0xFF) * 255 + h) / a)
                            word = (a << 24) | (b << 16) | (g << 8) | r
                        }
                        o.storeBytes(of: word.littleEndian, toByteOffset: x * 4, as: UInt32.self)
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
