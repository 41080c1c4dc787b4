import Foundation

/// Applies a colour matrix to premultiplied BGRA pixels (Cairo's ARGB32 on little-endian machines).
enum ColorFiltering {
    /// Maps every pixel of the `width`×`height` image at `pixels` (rows `stride` bytes apart) through `matrix`.
    ///
    /// Each pixel is un-premultiplied, mapped, clamped and premultiplied again. Fully transparent pixels stay
    /// transparent unless the matrix gives them alpha from nothing (`a5 > 0`).
    static func apply(_ matrix: ColorMatrix, to pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let createsAlpha = matrix.a5 > 0
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let p = row + x * 4
                let alpha = Float(p[3]) / 255
                guard alpha > 0 || createsAlpha else { continue }
                let scale: Float = alpha > 0 ? 1 / (alpha * 255) : 0
                let (r, g, b, a) = matrix.apply((Float(p[2]) * scale, Float(p[1]) * scale, Float(p[0]) * scale, alpha))
                p[0] = UInt8((b * a * 255).rounded())
                p[1] = UInt8((g * a * 255).rounded())
                p[2] = UInt8((r * a * 255).rounded())
                p[3] = UInt8((a * 255).rounded())
            }
        }
    }
}
