import Foundation

/// An approximate Gaussian blur of a 4-channel 8-bit image, in place: three box blurs per axis.
///
/// Works on any channel order; for premultiplied pixels (as Cairo stores them) the result is exact
/// in the sense that colour never bleeds from transparent pixels. Pixels outside the image count
/// as transparent zero, so a blurred layer fades out at the canvas edge.
///
/// - Complexity: O(width × height) per pass, independent of `sigma`.
enum GaussianBlur {
    /// Box widths whose three-fold convolution approximates a Gaussian of `sigma` (Kovesi's method).
    static func boxSizes(sigma: Double, passes n: Int = 3) -> [Int] {
        let wIdeal = (12 * sigma * sigma / Double(n) + 1).squareRoot()
        var wl = Int(wIdeal.rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        wl = max(wl, 1)
        let wu = wl + 2
        let mIdeal = (12 * sigma * sigma - Double(n * wl * wl) - 4 * Double(n * wl) - 3 * Double(n))
            / (-4 * Double(wl) - 4)
        let m = Int(mIdeal.rounded())
        return (0..<n).map { $0 < m ? wl : wu }
    }

    /// Blurs `pixels` (rows of `stride` bytes, 4 bytes a pixel) with standard deviation `sigma` pixels. With
    /// `extendsEdges`, pixels outside the image repeat its edge pixels (an opaque blur) instead of being zero.
    static func apply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                      extendsEdges: Bool = false) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let count = max(width, height)
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: (count + 2) * 4)
        defer { line.deallocate() }
        for size in boxSizes(sigma: sigma) where size > 1 {
            let r = (size - 1) / 2
            for y in 0..<height {
                box(pixels + y * stride, count: width, step: 4, radius: r, scratch: line, extendsEdges: extendsEdges)
            }
            for x in 0..<width {
                box(pixels + x * 4, count: height, step: stride, radius: r, scratch: line, extendsEdges: extendsEdges)
            }
        }
    }

    /// One running-sum box blur along a line of `count` pixels spaced `step` bytes apart; outside the line the
    /// values are zero, or the end pixels repeated with `extendsEdges`.
    private static func box(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius r: Int,
                            scratch: UnsafeMutablePointer<Int32>, extendsEdges: Bool) {
        // Copy the line out so reads see the unblurred values.
        for i in 0..<count {
            let q = p + i * step
            scratch[i * 4] = Int32(q[0]); scratch[i * 4 + 1] = Int32(q[1])
            scratch[i * 4 + 2] = Int32(q[2]); scratch[i * 4 + 3] = Int32(q[3])
        }
        let w = Int32(2 * r + 1)
        var s0: Int32 = 0, s1: Int32 = 0, s2: Int32 = 0, s3: Int32 = 0
        /// The index read for position `j`: nil when it is outside and counts as zero.
        func at(_ j: Int) -> Int? {
            if j >= 0 && j < count { return j }
            return extendsEdges ? Swift.min(Swift.max(j, 0), count - 1) : nil
        }
        for j in -r...r {
            guard let k = at(j) else { continue }
            s0 += scratch[k * 4]; s1 += scratch[k * 4 + 1]; s2 += scratch[k * 4 + 2]; s3 += scratch[k * 4 + 3]
        }
        let half = w / 2
        for i in 0..<count {
            let q = p + i * step
            q[0] = UInt8((s0 + half) / w); q[1] = UInt8((s1 + half) / w)
            q[2] = UInt8((s2 + half) / w); q[3] = UInt8((s3 + half) / w)
            if let add = at(i + r + 1) {
                s0 += scratch[add * 4]; s1 += scratch[add * 4 + 1]; s2 += scratch[add * 4 + 2]; s3 += scratch[add * 4 + 3]
            }
            if let sub = at(i - r) {
                s0 -= scratch[sub * 4]; s1 -= scratch[sub * 4 + 1]; s2 -= scratch[sub * 4 + 2]; s3 -= scratch[sub * 4 + 3]
            }
        }
    }
}
