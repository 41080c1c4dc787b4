import CAnimKitRuntime
import Foundation

/// Applies a colour matrix to premultiplied BGRA pixels (Cairo's ARGB32 on little-endian machines).
enum ColorFiltering {
    /// Maps every pixel of the `width`×`height` image at `pixels` (rows `stride` bytes apart) through `matrix`.
    ///
    /// Each pixel is un-premultiplied, mapped, clamped and premultiplied again. Fully transparent pixels stay
    /// transparent unless the matrix gives them alpha from nothing (`a5 > 0`).
    /// With `inLinearLight`, the colour components are decoded from sRGB before the matrix and encoded after it.
    ///
    /// Without `inLinearLight` the pixels go four at a time through vector lanes (`lanes`) that do the scalar pass's
    /// arithmetic, operation for operation, so the bytes are the same; `vectorized: false` runs the scalar pass alone
    /// (the tests compare the two).
    static func apply(_ matrix: ColorMatrix, to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                      inLinearLight: Bool = false, vectorized: Bool = true) {
        if vectorized && !inLinearLight {
            return lanes(matrix, to: pixels, width: width, height: height, stride: stride)
        }
        let createsAlpha = matrix.a5 > 0
        let decoded: [Float] = inLinearLight ? (0..<256).map { Color.Resolved.decode(Float($0) / 255) } : []
        /// The pass, made once for each value of `linear` (a constant within it).
        @inline(__always) func filter(linear: Bool) {
            // The last pixel filtered and what it became: flat stretches (a page's background under a material) are
            // filtered once.
            var lastIn: UInt32 = 0, lastOut: UInt32 = 0, hasLast = false
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width {
                    let p = row + x * 4
                    let alpha = Float(p[3]) / 255
                    guard alpha > 0 || createsAlpha else { continue }
                    let word = UnsafeMutableRawPointer(p).loadUnaligned(as: UInt32.self)
                    if hasLast && word == lastIn {
                        UnsafeMutableRawPointer(p).storeBytes(of: lastOut, as: UInt32.self)
                        continue
                    }
                    let scale: Float = alpha > 0 ? 1 / (alpha * 255) : 0
                    // Straight components: the encoded values, or (in linear light) the light they stand for.
                    @inline(__always) func component(_ v: UInt8) -> Float {
                        guard linear else { return Float(v) * scale }
                        guard p[3] > 0 else { return 0 }
                        return decoded[min(255, (Int(v) * 255 + Int(p[3]) / 2) / Int(p[3]))]
                    }
                    let (r, g, b, a) = matrix.apply((component(p[2]), component(p[1]), component(p[0]), alpha))
                    @inline(__always) func stored(_ c: Float) -> UInt8 {
                        UInt8(roundedHalfUp((linear ? Color.Resolved.encode(c) : c) * a * 255))
                    }
                    // Bytes B, G, R, A in memory order.
                    let out = (UInt32(stored(b)) | UInt32(stored(g)) << 8 | UInt32(stored(r)) << 16
                        | UInt32(UInt8(roundedHalfUp(a * 255))) << 24).littleEndian
                    UnsafeMutableRawPointer(p).storeBytes(of: out, as: UInt32.self)
                    (lastIn, lastOut, hasLast) = (word, out, true)
                }
            }
        }
        if inLinearLight { filter(linear: true) } else { filter(linear: false) }
    }

    /// The pass without linear light, four pixels at a time in C's vector lanes (`animkit_color_matrix_lanes`), the
    /// row's last one to three by the scalar pass.
    ///
    /// Each lane does what the scalar pass does to its pixel, in the same order and precision (IEEE arithmetic is the
    /// same in a lane as in a scalar register, and nothing is fused), with selects made of bit masks where the scalar
    /// pass branches: the bytes are the same. (Swift's generic SIMD types compiled to a lane-by-lane loop here.)
    private static func lanes(_ m: ColorMatrix, to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let coefficients: [Float] = [m.r1, m.r2, m.r3, m.r4, m.r5, m.g1, m.g2, m.g3, m.g4, m.g5,
                                     m.b1, m.b2, m.b3, m.b4, m.b5, m.a1, m.a2, m.a3, m.a4, m.a5]
        animkit_color_matrix_lanes(pixels, width, height, stride, coefficients, m.a5 > 0)
        let done = width - width % 4
        guard done < width else { return }
        apply(m, to: pixels + done * 4, width: width - done, height: height, stride: stride, vectorized: false)
    }

    /// `x.rounded()` (to nearest, halves up) for `x` in 0…255, without the call to the C library's `roundf` that
    /// `rounded()` makes on x86-64: the truncation is one instruction, and `x − t` is exact (t ≤ x < t + 1).
    @inline(__always)
    static func roundedHalfUp(_ x: Float) -> Float {
        let t = Float(Int32(x))
        return x - t >= 0.5 ? t + 1 : t
    }

    /// Replaces each pixel whose alpha lies in `min…max` by `color` (premultiplied), and every other pixel by
    /// transparency.
    static func threshold(min lo: Double, max hi: Double, color: Color, pixels: UnsafeMutablePointer<UInt8>,
                          width: Int, height: Int, stride: Int) {
        let c = color.resolve()
        let a = Double(c.opacity)
        let ink: (UInt8, UInt8, UInt8, UInt8) = (UInt8((Double(c.blue) * a * 255).rounded()), UInt8((Double(c.green) * a * 255).rounded()),
                                                 UInt8((Double(c.red) * a * 255).rounded()), UInt8((a * 255).rounded()))
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + x * 4
                let alpha = Double(p[3]) / 255
                let inside = alpha >= lo - 1e-9 && alpha <= hi + 1e-9 && alpha > 0
                (p[0], p[1], p[2], p[3]) = inside ? ink : (0, 0, 0, 0)
            }
        }
    }
}
