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
    ///
    /// With `keeping`, only the pixels in those columns and rows are needed: each pass then computes only what the
    /// passes after it read (the others are left partly blurred). The kept pixels are the bytes a full blur gives.
    ///
    ///     GaussianBlur.apply(bytes, width: 400, height: 140, stride: 1600, sigma: 15, keeping: (0..<400, 45..<95))
    static func apply(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                      extendsEdges: Bool = false, keeping kept: (columns: Range<Int>, rows: Range<Int>)? = nil) {
        guard sigma >= 0.5, width > 0, height > 0 else { return }
        let boxes = boxSizes(sigma: sigma).filter { $0 > 1 }.map { Box(radius: ($0 - 1) / 2, extendsEdges: extendsEdges) }
        // What each box's two passes must produce, found from the last pass back: a column pass reads `radius`
        // rows either side of those it writes, a row pass as many columns.
        var columns = kept?.columns.clamped(to: 0..<width) ?? 0..<width
        var rows = kept?.rows.clamped(to: 0..<height) ?? 0..<height
        guard !columns.isEmpty, !rows.isEmpty else { return }
        func widened(_ range: Range<Int>, _ r: Int, _ limit: Int) -> Range<Int> {
            Swift.max(0, range.lowerBound - r)..<Swift.min(limit, range.upperBound + r)
        }
        var plan: [(box: Box, columns: Range<Int>, rowPassRows: Range<Int>, columnPassRows: Range<Int>)] = []
        for box in boxes.reversed() {
            let rowPassRows = widened(rows, box.radius, height)
            plan.append((box, columns, rowPassRows, rows))
            rows = rowPassRows
            columns = widened(columns, box.radius, width)
        }
        // Room for four rows' pixels (`Box.rows`), or one row's column sums.
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: (width + 2) * 16)
        defer { line.deallocate() }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 4)
        defer { copy.deallocate() }
        for step in plan.reversed() {
            var y = step.rowPassRows.lowerBound
            if step.box.isNarrow {
                while y + 4 <= step.rowPassRows.upperBound {
                    step.box.rows(pixels + y * stride, stride: stride, count: width, columns: step.columns, scratch: line)
                    y += 4
                }
            }
            while y < step.rowPassRows.upperBound {
                step.box.row(pixels + y * stride, count: width, columns: step.columns, scratch: line)
                y += 1
            }
            step.box.columns(pixels, height: height, stride: stride, columns: step.columns, rows: step.columnPassRows,
                             copy: copy, sums: line)
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
        /// Whether every product `n * magic` fits 32 bits (boxes up to 128 wide: below 2^(17 + 2l) + 2^(8 + l)), so
        /// that the vector loops multiply in 32 bits.
        let isNarrow: Bool

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
            isNarrow = shift != 0 && l <= 7
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

        /// Blurs the pixels `columns` of one row of `count` pixels in place, reading `radius` pixels either side of
        /// them (`scratch` holds 4 × count values).
        func row(_ p: UnsafeMutablePointer<UInt8>, count: Int, columns: Range<Int>, scratch: UnsafeMutablePointer<Int32>) {
            let r = radius
            // Copy what is read out, so that reads see the unblurred values.
            let read = Swift.max(0, columns.lowerBound - r)..<Swift.min(count, columns.upperBound + r)
            for i in read.lowerBound * 4..<read.upperBound * 4 { scratch[i] = Int32(p[i]) }
            @inline(__always) func pixel(_ k: Int) -> SIMD4<Int32> {
                SIMD4(scratch[k * 4], scratch[k * 4 + 1], scratch[k * 4 + 2], scratch[k * 4 + 3])
            }
            // The four channels' means at once (the same arithmetic as `mean`).
            let half = SIMD4<Int32>(repeating: width / 2)
            let magic4 = SIMD4<UInt64>(repeating: UInt64(magic)), shift4 = SIMD4<UInt64>(repeating: shift)
            let narrowMagic4 = SIMD4<UInt32>(repeating: magic), narrowShift4 = SIMD4<UInt32>(repeating: UInt32(shift))
            slide(over: columns, count: count, pixel) { i, sum in
                let q: SIMD4<UInt8>
                if isNarrow {
                    q = SIMD4<UInt8>(truncatingIfNeeded: (SIMD4<UInt32>(truncatingIfNeeded: sum &+ half) &* narrowMagic4) &>> narrowShift4)
                } else if shift != 0 {
                    let n = SIMD4<UInt64>(truncatingIfNeeded: SIMD4<UInt32>(truncatingIfNeeded: sum &+ half))
                    q = SIMD4<UInt8>(truncatingIfNeeded: (n &* magic4) &>> shift4)
                } else {
                    q = SIMD4(mean(sum[0]), mean(sum[1]), mean(sum[2]), mean(sum[3]))
                }
                UnsafeMutableRawPointer(p + i * 4).storeBytes(of: q, as: SIMD4<UInt8>.self)
            }
        }

        /// Blurs four rows (`stride` bytes apart) as `row` blurs one, for a narrow box: the rows' pixels are
        /// interleaved in `scratch` (16 values a pixel), so that one vector holds a pixel of all four rows and the
        /// four running sums move together.
        func rows(_ p: UnsafeMutablePointer<UInt8>, stride: Int, count: Int, columns: Range<Int>, scratch: UnsafeMutablePointer<Int32>) {
            let r = radius
            let read = Swift.max(0, columns.lowerBound - r)..<Swift.min(count, columns.upperBound + r)
            for k in read {
                for row in 0..<4 {
                    let from = p + row * stride + k * 4, to = scratch + k * 16 + row * 4
                    to[0] = Int32(from[0]); to[1] = Int32(from[1]); to[2] = Int32(from[2]); to[3] = Int32(from[3])
                }
            }
            @inline(__always) func pixel(_ k: Int) -> SIMD16<Int32> {
                UnsafeRawPointer(scratch + k * 16).loadUnaligned(as: SIMD16<Int32>.self)
            }
            let half = SIMD16<Int32>(repeating: width / 2)
            let magic16 = SIMD16<UInt32>(repeating: magic), shift16 = SIMD16<UInt32>(repeating: UInt32(shift))
            slide(over: columns, count: count, pixel) { i, sum in
                let q = SIMD16<UInt8>(truncatingIfNeeded: (SIMD16<UInt32>(truncatingIfNeeded: sum &+ half) &* magic16) &>> shift16)
                let words = unsafeBitCast(q, to: SIMD4<UInt32>.self)
                for row in 0..<4 { UnsafeMutableRawPointer(p + row * stride + i * 4).storeBytes(of: words[row], as: UInt32.self) }
            }
        }

        /// Moves the box along `columns` of a line of `count` values (`pixel(k)`: the unblurred values at `k`), handing
        /// `write` each position and its window's sum.
        @inline(__always)
        private func slide<V: SIMD>(over columns: Range<Int>, count: Int, _ pixel: (Int) -> V, _ write: (Int, V) -> Void)
        where V.Scalar == Int32 {
            let r = radius, first = columns.lowerBound
            var sum = V()
            for j in first - r...first + r { if let k = at(j, count) { sum &+= pixel(k) } }
            @inline(__always) func slideAtEdge(_ i: Int) {
                if let add = at(i + r + 1, count) { sum &+= pixel(add) }
                if let sub = at(i - r, count) { sum &-= pixel(sub) }
            }
            // Inside (from r to count − r − 2), both ends of the window are in the line: no bounds to test. The
            // window moves on after each position but the last.
            let end = columns.upperBound - 1
            let innerStart = Swift.min(Swift.max(first, r), end), innerEnd = Swift.max(innerStart, Swift.min(end, count - r - 1))
            var i = first
            while i < innerStart { write(i, sum); slideAtEdge(i); i += 1 }
            while i < innerEnd { write(i, sum); sum &+= pixel(i + r + 1) &- pixel(i - r); i += 1 }
            while i < end { write(i, sum); slideAtEdge(i); i += 1 }
            write(end, sum)
        }

        /// Blurs the pixels `columns` × `rows` a row at a time: `sums` keeps each column's window total and `copy`
        /// the unblurred rows the window reads (those `radius` rows either side of `rows`).
        func columns(_ pixels: UnsafeMutablePointer<UInt8>, height: Int, stride: Int, columns: Range<Int>, rows: Range<Int>,
                     copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>) {
            let n = columns.count * 4, offset = columns.lowerBound * 4
            let read = Swift.max(0, rows.lowerBound - radius)..<Swift.min(height, rows.upperBound + radius)
            for y in read { (copy + y * n).update(from: pixels + y * stride + offset, count: n) }
            sums.update(repeating: 0, count: n)
            func add(_ y: Int) { let q = copy + y * n; for i in 0..<n { sums[i] &+= Int32(q[i]) } }
            for j in rows.lowerBound - radius...rows.lowerBound + radius { if let k = at(j, height) { add(k) } }
            let half = width / 2, magic = self.magic, narrowShift = UInt32(shift)
            for y in rows {
                let out = pixels + y * stride + offset
                // The window moves on after each row but the last: it takes in one row and leaves one behind.
                let next = y + 1 < rows.upperBound
                let a = next ? at(y + radius + 1, height) : nil, s = next ? at(y - radius, height) : nil
                let added = copy + (a ?? 0) * n, left = copy + (s ?? 0) * n
                if isNarrow, a != nil, s != nil {
                    for i in 0..<n {
                        let sum = sums[i]
                        out[i] = UInt8(truncatingIfNeeded: (UInt32(bitPattern: sum &+ half) &* magic) &>> narrowShift)
                        sums[i] = sum &+ Int32(added[i]) &- Int32(left[i])
                    }
                } else {
                    for i in 0..<n { out[i] = mean(sums[i]) }
                    if a != nil { for i in 0..<n { sums[i] &+= Int32(added[i]) } }
                    if s != nil { for i in 0..<n { sums[i] &-= Int32(left[i]) } }
                }
            }
        }
    }
}
