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

    /// Takes ownership of an image surface Cairo made (checked, ARGB32).
    private init(owning surface: OpaquePointer) throws {
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 ||
                cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 else {
            let message = status == CAIRO_STATUS_SUCCESS ? "not an RGB(A) image" : String(cString: cairo_status_to_string(status))
            cairo_surface_destroy(surface)
            throw AnimKitError(.io, message)
        }
        pointer = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    /// The surface of the PNG file at `path` (libpng through Cairo).
    convenience init(pngFile path: String) throws {
        guard let surface = cairo_image_surface_create_from_png(path) else { throw AnimKitError(.io, "cannot read \(path)") }
        do { try self.init(owning: surface) } catch let e as AnimKitError { throw AnimKitError(.io, "cannot read the PNG \(path): \(e.message)") }
    }

    /// The surface of PNG bytes in memory.
    convenience init(pngData: Data) throws {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ data: Data) { bytes = [UInt8](data) }
        }
        let reader = Reader(pngData)
        let read: cairo_read_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let n = Int(length)
            guard reader.offset + n <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
            reader.bytes.withUnsafeBufferPointer { src in buffer.update(from: src.baseAddress! + reader.offset, count: n) }
            reader.offset += n
            return CAIRO_STATUS_SUCCESS
        }
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(read, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { throw AnimKitError(.io, "cannot read the PNG data") }
        do { try self.init(owning: surface) } catch let e as AnimKitError { throw AnimKitError(.io, "cannot read the PNG data: \(e.message)") }
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
        withPixels { p, stride in _ = memset(p, 0, stride * height) }
    }

    /// Copies the pixels into a straight-alpha RGBA frame.
    ///
    /// Opaque pixels (the common case) are swizzled eight at a time; others are divided by alpha.
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
                    // Groups of eight opaque pixels are swizzled with SIMD (little-endian words); others one by one.
                    var x = 0
                    while x < width {
                        if x + 8 <= width {
                            let p = row.loadUnaligned(fromByteOffset: x * 4, as: SIMD8<UInt32>.self)
                            if p & 0xFF00_0000 == SIMD8(repeating: 0xFF00_0000) {
                                let word = (p & 0xFF00_FF00) | ((p &>> 16) & 0xFF) | ((p & 0xFF) &<< 16)
                                o.storeBytes(of: word, toByteOffset: x * 4, as: SIMD8<UInt32>.self)
                                x += 8
                                continue
                            }
                        }
                        for i in x..<min(x + 8, width) {
                            let p = row.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                            o.storeBytes(of: CairoSurface.straightRGBA(p).littleEndian, toByteOffset: i * 4, as: UInt32.self)
                        }
                        x += 8
                    }
                }
            }
        }
        return FrameBuffer(width: width, height: height, scale: scale, bytes: bytes)
    }

    /// A native-endian premultiplied ARGB word as straight RGBA, packed 0xAABBGGRR.
    @inline(__always)
    static func straightRGBA(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16) }
        if a == 0 { return 0 }
        let h = a / 2
        let r = min(255, (((p >> 16) & 0xFF) * 255 + h) / a)
        let g = min(255, (((p >> 8) & 0xFF) * 255 + h) / a)
        let b = min(255, ((p & 0xFF) * 255 + h) / a)
        return (a << 24) | (b << 16) | (g << 8) | r
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
