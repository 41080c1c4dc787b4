/// A frame in planar YUV 4:2:0 (BT.601 limited range), with even dimensions and tightly packed planes.
public struct YUV420Image: Sendable, Equatable {
    /// Luma width and height (even).
    public let width: Int, height: Int
    /// The Y plane (`width × height` bytes) followed by U and V (`width/2 × height/2` each).
    public let bytes: [UInt8]

    /// Bytes per chroma row.
    public var chromaWidth: Int { width / 2 }
    /// Offset of the U plane in `bytes`.
    public var uOffset: Int { width * height }
    /// Offset of the V plane in `bytes`.
    public var vOffset: Int { width * height + chromaWidth * (height / 2) }
}

/// Converts straight-alpha RGBA frames to planar YUV 4:2:0, BT.601 limited range, for H.264 and VP9.
///
/// Alpha is ignored, as swscale does for `rgba → yuv420p`. Chroma is the average of each 2×2 block.
/// Odd sizes are padded to even planes by repeating the last column and row. Integer arithmetic with
/// 16 fractional bits and rounding: the same frame always gives the same planes on every machine.
///
///     let image = YUV420Converter.convert(frame)   // 641×361 RGBA → 642×362 YUV
public enum YUV420Converter {
    // BT.601: Y = 16 + 219·(0.299 R + 0.587 G + 0.114 B) / 255, Cb/Cr scaled to 224/255, as 16.16 fixed point.
    private static let yr = 16829, yg = 33039, yb = 6416           // 0.256788, 0.504129, 0.097906
    private static let ur = -9714, ug = -19070, ub = 28784         // -0.148223, -0.290993, 0.439216
    private static let vr = 28784, vg = -24103, vb = -4681         // 0.439216, -0.367788, -0.071427

    /// Bytes of the YUV image of a `width`×`height` frame.
    public static func byteCount(width: Int, height: Int) -> Int {
        let w = (width + 1) & ~1, h = (height + 1) & ~1
        return w * h + 2 * (w / 2) * (h / 2)
    }

    /// Converts `frame`, padding odd dimensions by one pixel; `storage` (of `byteCount` bytes) is reused when given.
    public static func convert(_ frame: FrameBuffer, storage: consuming [UInt8]? = nil) -> YUV420Image {
        let w = (frame.width + 1) & ~1, h = (frame.height + 1) & ~1
        let count = byteCount(width: frame.width, height: frame.height)
        var bytes = (consume storage) ?? [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count }
        precondition(bytes.count == count, "YUV storage has the wrong size")
        bytes.withUnsafeMutableBufferPointer { out in
            frame.bytes.withUnsafeBufferPointer { src in
                let y = out.baseAddress!, u = y + w * h, v = u + (w / 2) * (h / 2)
                convert(src.baseAddress!, width: frame.width, height: frame.height,
                        into: Planes(y: y, u: u, v: v, lumaStride: w, chromaStride: w / 2))
            }
        }
        return YUV420Image(width: w, height: h, bytes: bytes)
    }

    private struct Planes {
        var y, u, v: UnsafeMutablePointer<UInt8>
        var lumaStride, chromaStride: Int
    }

    private static func convert(_ src: UnsafePointer<UInt8>, width: Int, height: Int, into p: Planes) {
        let rowBytes = width * 4
        for cy in 0..<(height + 1) / 2 {
            // The last row of an odd height is repeated; so is the last column of an odd width.
            let row0 = UnsafeRawPointer(src + 2 * cy * rowBytes)
            let row1 = UnsafeRawPointer(src + min(2 * cy + 1, height - 1) * rowBytes)
            let lum0 = p.y + 2 * cy * p.lumaStride, lum1 = lum0 + p.lumaStride
            let uRow = p.u + cy * p.chromaStride, vRow = p.v + cy * p.chromaStride
            // Eight pixels (four chroma samples) at a time with SIMD, then the rest one pair at a time.
            let chunks = width / 8
            for k in 0..<chunks {
                let a = row0.loadUnaligned(fromByteOffset: k * 32, as: SIMD8<UInt32>.self)
                let c = row1.loadUnaligned(fromByteOffset: k * 32, as: SIMD8<UInt32>.self)
                UnsafeMutableRawPointer(lum0 + 8 * k).storeBytes(of: luma(a), as: SIMD8<UInt8>.self)
                UnsafeMutableRawPointer(lum1 + 8 * k).storeBytes(of: luma(c), as: SIMD8<UInt8>.self)
                let r = channel(a, 0) &+ channel(c, 0), g = channel(a, 8) &+ channel(c, 8), b = channel(a, 16) &+ channel(c, 16)
                let r4 = r.evenHalf &+ r.oddHalf, g4 = g.evenHalf &+ g.oddHalf, b4 = b.evenHalf &+ b.oddHalf
                let bias = SIMD4<Int32>(repeating: Int32((128 << 18) + (1 << 17)))
                let u = (Int32(ur) &* r4 &+ Int32(ug) &* g4 &+ Int32(ub) &* b4 &+ bias) &>> 18
                let v = (Int32(vr) &* r4 &+ Int32(vg) &* g4 &+ Int32(vb) &* b4 &+ bias) &>> 18
                UnsafeMutableRawPointer(uRow + 4 * k).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: u), as: SIMD4<UInt8>.self)
                UnsafeMutableRawPointer(vRow + 4 * k).storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: v), as: SIMD4<UInt8>.self)
            }
            for cx in chunks * 4..<(width + 1) / 2 {
                let x0 = 2 * cx, x1 = x0 + 1 < width ? x0 + 1 : x0
                let a = row0.loadUnaligned(fromByteOffset: x0 * 4, as: UInt32.self).littleEndian
                let b = row0.loadUnaligned(fromByteOffset: x1 * 4, as: UInt32.self).littleEndian
                let c = row1.loadUnaligned(fromByteOffset: x0 * 4, as: UInt32.self).littleEndian
                let d = row1.loadUnaligned(fromByteOffset: x1 * 4, as: UInt32.self).littleEndian
                lum0[x0] = luma(a)
                lum0[x0 + 1] = luma(b)
                lum1[x0] = luma(c)
                lum1[x0 + 1] = luma(d)
                // Sum the four pixels' channels pairwise in one word: R and B in the even bytes' lanes, G apart.
                let mask: UInt32 = 0xFF00FF
                let rb0 = (a & mask) &+ (b & mask), rb1 = (c & mask) &+ (d & mask)
                let rb = Int(rb0 &+ rb1)
                let ga = (a >> 8) & 0xFF, gb = (b >> 8) & 0xFF, gc = (c >> 8) & 0xFF, gd = (d >> 8) & 0xFF
                let g = Int(ga &+ gb &+ gc &+ gd)
                let r = rb & 0xFFFF, bl = rb >> 16
                uRow[cx] = chroma(ur * r + ug * g + ub * bl)
                vRow[cx] = chroma(vr * r + vg * g + vb * bl)
            }
        }
    }

    /// One 8-bit channel of eight little-endian RGBA words, as signed lanes.
    @inline(__always)
    private static func channel(_ w: SIMD8<UInt32>, _ shift: UInt32) -> SIMD8<Int32> {
        SIMD8<Int32>(truncatingIfNeeded: (w &>> shift) & 0xFF)
    }

    /// Luma of eight little-endian RGBA words.
    @inline(__always)
    private static func luma(_ w: SIMD8<UInt32>) -> SIMD8<UInt8> {
        let y = Int32(yr) &* channel(w, 0) &+ Int32(yg) &* channel(w, 8) &+ Int32(yb) &* channel(w, 16)
        return SIMD8<UInt8>(truncatingIfNeeded: (y &+ Int32((16 << 16) + (1 << 15))) &>> 16)
    }

    /// A chroma byte from a weighted sum of four pixels (two more fractional bits than luma).
    @inline(__always)
    private static func chroma(_ sum: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: (sum + (128 << 18) + (1 << 17)) >> 18)
    }

    /// Luma of a little-endian RGBA word.
    @inline(__always)
    private static func luma(_ p: UInt32) -> UInt8 {
        let r = Int(p & 0xFF), g = Int((p >> 8) & 0xFF), b = Int((p >> 16) & 0xFF)
        return UInt8(truncatingIfNeeded: (yr * r + yg * g + yb * b + (16 << 16) + (1 << 15)) >> 16)
    }
}
