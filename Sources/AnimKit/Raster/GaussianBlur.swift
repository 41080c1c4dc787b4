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
        // Room for a row's values or column sums in 32 bits (wide boxes), or for four rows' pixels or a row's column
        // sums in 16 bits (narrow boxes).
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: (width + 2) * 4)
        defer { line.deallocate() }
        let narrowLine = UnsafeMutablePointer<UInt16>.allocate(capacity: (width + 2) * 16)
        defer { narrowLine.deallocate() }
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 4)
        defer { copy.deallocate() }
        for step in plan.reversed() {
            var y = step.rowPassRows.lowerBound
            if step.box.isNarrow {
                while y < step.rowPassRows.upperBound {
                    let count = Swift.min(4, step.rowPassRows.upperBound - y)
                    step.box.rows(pixels + y * stride, stride: stride, rowCount: count, count: width, columns: step.columns,
                                  scratch: narrowLine)
                    y += count
                }
                step.box.narrowColumns(pixels, height: height, stride: stride, columns: step.columns, rows: step.columnPassRows,
                                       copy: copy, sums: narrowLine)
            } else {
                while y < step.rowPassRows.upperBound {
                    step.box.row(pixels + y * stride, count: width, columns: step.columns, scratch: line)
                    y += 1
                }
                step.box.columns(pixels, height: height, stride: stride, columns: step.columns, rows: step.columnPassRows,
                                 copy: copy, sums: line)
            }
        }
    }

    /// Rounded division of 16-bit numerators by an odd `width` below 128 as a 16 × 16-bit multiply and shifts: for
    /// every `n < 2^15`, `((n * magic) >> 16) >> shift == n / width` (Granlund and Montgomery, with a multiplier of
    /// `⌈2^(15 + l) / width⌉`, l = ⌈log2 width⌉, which is below 2^16 for an odd width).
    ///
    ///     let (magic, shift) = GaussianBlur.halfwordDivision(width: 25)   // (41944, 4): 6400 * 41944 >> 20 == 256
    static func halfwordDivision(width: Int) -> (magic: UInt16, shift: UInt16) {
        var l = 0
        while (1 << l) < width { l += 1 }
        return (UInt16(((1 << (15 + l)) + width - 1) / width), UInt16(l - 1))
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
        /// vectorizes. Wide boxes divide so.
        let magic: UInt32
        let shift: UInt64
        /// Whether the box is at most 127 wide: its sums stay below 256·width ≤ 2^15, so its passes run in 16-bit
        /// lanes, eight to a 128-bit vector, and divide in 16 bits (`GaussianBlur.halfwordDivision`).
        let isNarrow: Bool
        let magic16: UInt16
        let shift16: UInt16

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
            isNarrow = width > 1 && width < 128
            (magic16, shift16) = isNarrow ? GaussianBlur.halfwordDivision(width: Int(width)) : (0, 0)
        }

        /// `(n + width / 2) / width` for each of a narrow box's 16-bit sums.
        @inline(__always)
        func mean(_ sums: SIMD8<UInt16>) -> SIMD8<UInt8> {
            let n = sums &+ SIMD8(repeating: UInt16(truncatingIfNeeded: width / 2))
            // The high half of a 16 × 16-bit product (one `pmulhuw` on x86).
            let product = Lanes.widened(n) &* SIMD8(repeating: UInt32(magic16))
            return Lanes.narrowed(Lanes.narrowed(product &>> 16) &>> SIMD8(repeating: shift16))
        }

        @inline(__always)
        func mean(_ sums: SIMD16<UInt16>) -> SIMD16<UInt8> {
            SIMD16(lowHalf: mean(sums.lowHalf), highHalf: mean(sums.highHalf))
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
        /// them (`scratch` holds 4 × count values), for a wide box.
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
            slide(over: columns, count: count, pixel) { i, sum in
                let q: SIMD4<UInt8>
                if shift != 0 {
                    let n = SIMD4<UInt64>(truncatingIfNeeded: SIMD4<UInt32>(truncatingIfNeeded: sum &+ half))
                    q = SIMD4<UInt8>(truncatingIfNeeded: (n &* magic4) &>> shift4)
                } else {
                    q = SIMD4(mean(sum[0]), mean(sum[1]), mean(sum[2]), mean(sum[3]))
                }
                UnsafeMutableRawPointer(p + i * 4).storeBytes(of: q, as: SIMD4<UInt8>.self)
            }
        }

        /// Blurs up to four rows (`rowCount`, `stride` bytes apart) as `row` blurs one, for a narrow box: the rows'
        /// pixels are interleaved in `scratch` in 16 bits (16 values a pixel), so that one vector holds a pixel of all
        /// four rows and their running sums move together.
        func rows(_ p: UnsafeMutablePointer<UInt8>, stride: Int, rowCount: Int, count: Int, columns: Range<Int>,
                  scratch: UnsafeMutablePointer<UInt16>) {
            let r = radius
            let read = Swift.max(0, columns.lowerBound - r)..<Swift.min(count, columns.upperBound + r)
            // Lanes of rows past `rowCount` hold whatever was there: lanes never mix, and those are not stored.
            for row in 0..<rowCount {
                let from = UnsafeRawPointer(p + row * stride), to = UnsafeMutableRawPointer(scratch + row * 4)
                for k in read {
                    let v = Lanes.widened(from.loadUnaligned(fromByteOffset: k * 4, as: SIMD4<UInt8>.self))
                    to.storeBytes(of: v, toByteOffset: k * 32, as: SIMD4<UInt16>.self)
                }
            }
            @inline(__always) func pixel(_ k: Int) -> SIMD16<UInt16> {
                UnsafeRawPointer(scratch + k * 16).loadUnaligned(as: SIMD16<UInt16>.self)
            }
            if rowCount == 4 {
                slide(over: columns, count: count, pixel) { i, sum in
                    let words = unsafeBitCast(mean(sum), to: SIMD4<UInt32>.self)
                    for row in 0..<4 { UnsafeMutableRawPointer(p + row * stride + i * 4).storeBytes(of: words[row], as: UInt32.self) }
                }
            } else {
                slide(over: columns, count: count, pixel) { i, sum in
                    let words = unsafeBitCast(mean(sum), to: SIMD4<UInt32>.self)
                    for row in 0..<rowCount { UnsafeMutableRawPointer(p + row * stride + i * 4).storeBytes(of: words[row], as: UInt32.self) }
                }
            }
        }

        /// Moves the box along `columns` of a line of `count` values (`pixel(k)`: the unblurred values at `k`), handing
        /// `write` each position and its window's sum.
        @inline(__always)
        private func slide<V: SIMD>(over columns: Range<Int>, count: Int, _ pixel: (Int) -> V, _ write: (Int, V) -> Void)
        where V.Scalar: FixedWidthInteger {
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

        /// Copies the unblurred rows a column pass reads (`radius` rows either side of `rows`, `columns` of each) into
        /// `copy`, packed, and zeroes the column sums; returns the bytes a row of them takes and where they start in a
        /// row of `pixels`.
        @inline(__always)
        private func startColumns<Sum: FixedWidthInteger>(_ pixels: UnsafeMutablePointer<UInt8>, height: Int, stride: Int,
                                                          columns: Range<Int>, rows: Range<Int>, copy: UnsafeMutablePointer<UInt8>,
                                                          sums: UnsafeMutablePointer<Sum>) -> (count: Int, offset: Int) {
            let n = columns.count * 4, offset = columns.lowerBound * 4
            let read = Swift.max(0, rows.lowerBound - radius)..<Swift.min(height, rows.upperBound + radius)
            for y in read { (copy + y * n).update(from: pixels + y * stride + offset, count: n) }
            sums.update(repeating: 0, count: n)
            return (n, offset)
        }

        /// Blurs the pixels `columns` × `rows` a row at a time, for a wide box: `sums` keeps each column's window total
        /// and `copy` the unblurred rows the window reads (those `radius` rows either side of `rows`).
        func columns(_ pixels: UnsafeMutablePointer<UInt8>, height: Int, stride: Int, columns: Range<Int>, rows: Range<Int>,
                     copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<Int32>) {
            let (n, offset) = startColumns(pixels, height: height, stride: stride, columns: columns, rows: rows, copy: copy, sums: sums)
            func add(_ y: Int) { let q = copy + y * n; for i in 0..<n { sums[i] &+= Int32(q[i]) } }
            for j in rows.lowerBound - radius...rows.lowerBound + radius { if let k = at(j, height) { add(k) } }
            for y in rows {
                let out = pixels + y * stride + offset
                for i in 0..<n { out[i] = mean(sums[i]) }
                // The window moves on after each row but the last: it takes in one row and leaves one behind.
                guard y + 1 < rows.upperBound else { break }
                if let a = at(y + radius + 1, height) { let added = copy + a * n; for i in 0..<n { sums[i] &+= Int32(added[i]) } }
                if let s = at(y - radius, height) { let left = copy + s * n; for i in 0..<n { sums[i] &-= Int32(left[i]) } }
            }
        }

        /// Blurs the pixels `columns` × `rows` as `columns` does, for a narrow box: the sums are 16 bits, sixteen
        /// bytes at a time.
        func narrowColumns(_ pixels: UnsafeMutablePointer<UInt8>, height: Int, stride: Int, columns: Range<Int>, rows: Range<Int>,
                           copy: UnsafeMutablePointer<UInt8>, sums: UnsafeMutablePointer<UInt16>) {
            let (n, offset) = startColumns(pixels, height: height, stride: stride, columns: columns, rows: rows, copy: copy, sums: sums)
            let vectorEnd = n - n % 16
            @inline(__always) func bytes(_ q: UnsafePointer<UInt8>, _ i: Int) -> SIMD16<UInt16> {
                let v = UnsafeRawPointer(q + i).loadUnaligned(as: SIMD16<UInt8>.self)
                return SIMD16(lowHalf: Lanes.widened(v.lowHalf), highHalf: Lanes.widened(v.highHalf))
            }
            @inline(__always) func sum(_ i: Int) -> SIMD16<UInt16> { UnsafeRawPointer(sums + i).loadUnaligned(as: SIMD16<UInt16>.self) }
            @inline(__always) func setSum(_ i: Int, _ v: SIMD16<UInt16>) { UnsafeMutableRawPointer(sums + i).storeBytes(of: v, as: SIMD16<UInt16>.self) }
            /// Adds (or takes away) row `y` of the copy.
            func add(_ y: Int, _ sign: Bool) {
                let q = copy + y * n
                var i = 0
                while i < vectorEnd { setSum(i, sign ? sum(i) &+ bytes(q, i) : sum(i) &- bytes(q, i)); i += 16 }
                while i < n { sums[i] = sign ? sums[i] &+ UInt16(q[i]) : sums[i] &- UInt16(q[i]); i += 1 }
            }
            for j in rows.lowerBound - radius...rows.lowerBound + radius { if let k = at(j, height) { add(k, true) } }
            for y in rows {
                let out = pixels + y * stride + offset
                var i = 0
                while i < vectorEnd { UnsafeMutableRawPointer(out + i).storeBytes(of: mean(sum(i)), as: SIMD16<UInt8>.self); i += 16 }
                while i < n {
                    let m = SIMD16<UInt16>(repeating: sums[i])
                    out[i] = mean(m)[0]
                    i += 1
                }
                // The window moves on after each row but the last: it takes in one row and leaves one behind.
                guard y + 1 < rows.upperBound else { break }
                if let a = at(y + radius + 1, height) { add(a, true) }
                if let s = at(y - radius, height) { add(s, false) }
            }
        }
    }
}

/// Lane-wise conversions written out lane by lane. The optimizer makes each one or two vector instructions
/// (`punpcklbw`, `packuswb` on x86), and with them sees the 16 × 16-bit high multiply (`pmulhuw`); the standard
/// library's generic `init(truncatingIfNeeded:)` may instead stay a call per vector in a module this large.
private enum Lanes {
    @inline(__always)
    static func widened(_ v: SIMD4<UInt8>) -> SIMD4<UInt16> { SIMD4(UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3])) }

    @inline(__always)
    static func widened(_ v: SIMD8<UInt8>) -> SIMD8<UInt16> {
        SIMD8(UInt16(v[0]), UInt16(v[1]), UInt16(v[2]), UInt16(v[3]), UInt16(v[4]), UInt16(v[5]), UInt16(v[6]), UInt16(v[7]))
    }

    @inline(__always)
    static func widened(_ v: SIMD8<UInt16>) -> SIMD8<UInt32> {
        SIMD8(UInt32(v[0]), UInt32(v[1]), UInt32(v[2]), UInt32(v[3]), UInt32(v[4]), UInt32(v[5]), UInt32(v[6]), UInt32(v[7]))
    }

    @inline(__always)
    static func narrowed(_ v: SIMD8<UInt32>) -> SIMD8<UInt16> {
        SIMD8(UInt16(truncatingIfNeeded: v[0]), UInt16(truncatingIfNeeded: v[1]), UInt16(truncatingIfNeeded: v[2]),
              UInt16(truncatingIfNeeded: v[3]), UInt16(truncatingIfNeeded: v[4]), UInt16(truncatingIfNeeded: v[5]),
              UInt16(truncatingIfNeeded: v[6]), UInt16(truncatingIfNeeded: v[7]))
    }

    @inline(__always)
    static func narrowed(_ v: SIMD8<UInt16>) -> SIMD8<UInt8> {
        SIMD8(UInt8(truncatingIfNeeded: v[0]), UInt8(truncatingIfNeeded: v[1]), UInt8(truncatingIfNeeded: v[2]),
              UInt8(truncatingIfNeeded: v[3]), UInt8(truncatingIfNeeded: v[4]), UInt8(truncatingIfNeeded: v[5]),
              UInt8(truncatingIfNeeded: v[6]), UInt8(truncatingIfNeeded: v[7]))
    }
}
