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
        /// sum a box of 8-bit values reaches: `(n * magic) >> shift == n / width` for `0 ≤ n < 2^(9 + l)`. The
        /// multiplier is below 2^(10 + l) and fits 32 bits, so the product is one 32 × 32 → 64-bit multiply, which
        /// vectorizes.
        let magic: UInt32
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
            magic = shift == 0 ? 0 : UInt32(((1 << shift) + UInt64(width) - 1) / UInt64(width))
        }

        /// `(sum + width / 2) / width` as a byte.
        @inline(__always)
        func mean(_ sum: Int32) -> UInt8 {
            if shift == 0 { return UInt8(truncatingIfNeeded: (sum + width / 2) / width) }
            // Wrapping operators: no overflow checks in the loops (the sums cannot overflow), so they vectorize.
            return UInt8(truncatingIfNeeded: (UInt64(UInt32(bitPattern: sum &+ width / 2)) &* UInt64(magic)) &>> shift)
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
            @inline(__always) func pixel(_ k: Int) -> SIMD4<Int32> {
                SIMD4(scratch[k * 4], scratch[k * 4 + 1], scratch[k * 4 + 2], scratch[k * 4 + 3])
            }
            var sum = SIMD4<Int32>(repeating: 0)
            for j in -r...r { if let k = at(j, count) { sum &+= pixel(k) } }
            // The four channels' means at once (the same arithmetic as `mean`).
            let half = SIMD4<Int32>(repeating: width / 2), magic4 = SIMD4<UInt64>(repeating: UInt64(magic))
            let shift4 = SIMD4<UInt64>(repeating: shift)
            @inline(__always) func write(_ i: Int) {
                guard shift != 0 else {
                    p[i * 4] = mean(sum[0]); p[i * 4 + 1] = mean(sum[1]); p[i * 4 + 2] = mean(sum[2]); p[i * 4 + 3] = mean(sum[3])
                    return
                }
                let n = SIMD4<UInt64>(truncatingIfNeeded: SIMD4<UInt32>(truncatingIfNeeded: sum &+ half))
                let q = SIMD4<UInt8>(truncatingIfNeeded: (n &* magic4) &>> shift4)
                UnsafeMutableRawPointer(p + i * 4).storeBytes(of: q, as: SIMD4<UInt8>.self)
            }
            @inline(__always) func slideAtEdge(_ i: Int) {
                if let add = at(i + r + 1, count) { sum &+= pixel(add) }
                if let sub = at(i - r, count) { sum &-= pixel(sub) }
            }
            // Inside (from r to count − r − 2), both ends of the window are in the row: no bounds to test.
            let innerStart = Swift.min(r, count), innerEnd = Swift.max(innerStart, count - r - 1)
            var i = 0
            while i < innerStart { write(i); slideAtEdge(i); i += 1 }
            while i < innerEnd { write(i); sum &+= pixel(i + r + 1) &- pixel(i - r); i += 1 }
            while i < count { write(i); slideAtEdge(i); i += 1 }
        }

        /// Blurs every column at once, a row at a time: `sums` keeps each column's window total (4 × width
        /// values) and `copy` the unblurred rows (width × height pixels) the window leaves behind.
        func columns(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int,
                     copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>) {
            let n = width * 4
            for y in 0..<height { (copy + y * n).update(from: pixels + y * stride, count: n) }
            sums.update(repeating: 0, count: n)
            func add(_ y: Int) { let q = copy + y * n; for i in 0..<n { sums[i] &+= Int32(q[i]) } }
            func subtract(_ y: Int) { let q = copy + y * n; for i in 0..<n { sums[i] &-= Int32(q[i]) } }
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
