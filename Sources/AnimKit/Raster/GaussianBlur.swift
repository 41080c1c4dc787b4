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
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: (width + 2) * 4)
        defer { line.deallocate() }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 4)
        defer { copy.deallocate() }
        for size in boxSizes(sigma: sigma) where size > 1 {
            let box = Box(radius: (size - 1) / 2, extendsEdges: extendsEdges)
            for y in 0..<height {
                box.row(pixels + y * stride, count: width, scratch: line)
            }
            box.columns(pixels, width: width, height: height, stride: stride, copy: copy, sums: line)
        }
    }

    /// One running-sum box blur of a given radius: each value becomes the rounded mean of the `2r + 1` values
    /// around it, those outside the line zero (or, with `extendsEdges`, the line's end values repeated).
    private struct Box {
        let radius: Int
        let extendsEdges: Bool
        /// The box's width, `2r + 1`.
        let width: Int32
        /// Rounded division by `width` as a multiply and a shift (Granlund and Montgomery), exact for every
        /// sum a box of 8-bit values reaches: `(n * magic) >> shift == n / width` for `0 ≤ n < 2^(9 + l)`.
        let magic: UInt64
        let shift: UInt64

        init(radius: Int, extendsEdges: Bool) {
            self.radius = radius
            self.extendsEdges = extendsEdges
            width = Int32(2 * radius + 1)
            var l: UInt64 = 0
            while (1 << l) < UInt64(width) { l += 1 }
            // Numerators stay below 256·width ≤ 2^(8 + l); past 2^14 wide boxes the product could overflow, and
            // those divide plainly (shift 0).
            shift = l <= 14 ? 9 + 2 * l : 0
            magic = shift == 0 ? 0 : ((1 << shift) + UInt64(width) - 1) / UInt64(width)
        }

        /// `(sum + width / 2) / width` as a byte.
        @inline(__always)
        func mean(_ sum: Int32) -> UInt8 {
            if shift == 0 { return UInt8(truncatingIfNeeded: (sum + width / 2) / width) }
            return UInt8(truncatingIfNeeded: (UInt64(UInt32(bitPattern: sum + width / 2)) &* magic) >> shift)
        }

        /// The position read for `j` in a line of `count`: nil when it is outside and counts as zero.
        @inline(__always)
        func at(_ j: Int, _ count: Int) -> Int? {
            if j >= 0 && j < count { return j }
            return extendsEdges ? Swift.min(Swift.max(j, 0), count - 1) : nil
        }

        /// Blurs one row of `count` pixels in place (`scratch` holds 4 × count values).
        func row(_ p: UnsafeMutablePointer<UInt8>, count: Int, scratch: UnsafeMutablePointer<Int32>) {
            // Copy the row out so reads see the unblurred values.
            for i in 0..<count * 4 { scratch[i] = Int32(p[i]) }
            let r = radius
            var s0: Int32 = 0, s1: Int32 = 0, s2: Int32 = 0, s3: Int32 = 0
            for j in -r...r {
                guard let k = at(j, count) else { continue }
                s0 += scratch[k * 4]; s1 += scratch[k * 4 + 1]; s2 += scratch[k * 4 + 2]; s3 += scratch[k * 4 + 3]
            }
            // Inside, both ends of the window are in the row: no bounds to test.
            let inner = Swift.max(r, 0)..<Swift.max(r, count - r - 1)
            for i in 0..<count {
                let q = p + i * 4
                q[0] = mean(s0); q[1] = mean(s1); q[2] = mean(s2); q[3] = mean(s3)
                if inner.contains(i) {
                    let add = scratch + (i + r + 1) * 4, sub = scratch + (i - r) * 4
                    s0 += add[0] - sub[0]; s1 += add[1] - sub[1]; s2 += add[2] - sub[2]; s3 += add[3] - sub[3]
                    continue
                }
                if let add = at(i + r + 1, count) {
                    s0 += scratch[add * 4]; s1 += scratch[add * 4 + 1]; s2 += scratch[add * 4 + 2]; s3 += scratch[add * 4 + 3]
                }
                if let sub = at(i - r, count) {
                    s0 -= scratch[sub * 4]; s1 -= scratch[sub * 4 + 1]; s2 -= scratch[sub * 4 + 2]; s3 -= scratch[sub * 4 + 3]
                }
            }
        }

        /// Blurs every column at once, a row at a time: `sums` keeps each column's window total (4 × width
        /// values) and `copy` the unblurred rows (width × height pixels) the window leaves behind.
        func columns(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                     copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>) {
            let n = width * 4
            for y in 0..<height { (copy + y * n).update(from: pixels + y * stride, count: n) }
            sums.update(repeating: 0, count: n)
            func add(_ y: Int) { let q = copy + y * n; for i in 0..<n { sums[i] += Int32(q[i]) } }
            func subtract(_ y: Int) { let q = copy + y * n; for i in 0..<n { sums[i] -= Int32(q[i]) } }
            for j in -radius...radius { if let k = at(j, height) { add(k) } }
            for y in 0..<height {
                let out = pixels + y * stride
                for i in 0..<n { out[i] = mean(sums[i]) }
                if let a = at(y + radius + 1, height) { add(a) }
                if let s = at(y - radius, height) { subtract(s) }
            }
        }
    }
}
