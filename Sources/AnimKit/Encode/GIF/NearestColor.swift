/// Finds the palette entry closest to a colour (squared RGB distance), remembering recent answers.
///
/// The palette is searched in order of `r + g + b`, outwards from the query's sum; a direction stops once
/// the sum alone proves every further entry farther than the best so far, since
/// (Δr + Δg + Δb)² ≤ 3·(Δr² + Δg² + Δb²). A direct-mapped cache of 64 K colours answers repeats.
///
///     let nearest = NearestColor(palette: [0x000000, 0xFFFFFF])
///     nearest.index(of: 0x202020)   // 0
final class NearestColor {
    /// The palette, 0xRRGGBB, in its original order.
    let palette: [UInt32]
    private let sorted: [(sum: Int32, r: Int32, g: Int32, b: Int32, index: UInt8)]
    // Owned buffers rather than arrays: the lookup runs once per dithered pixel.
    private let cacheKeys = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << 16)
    private let cacheValues = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)

    /// Prepares searching `palette` (1...256 colours, 0xRRGGBB).
    init(palette: [UInt32]) {
        precondition(!palette.isEmpty && palette.count <= 256, "a palette has 1...256 colours")
        self.palette = palette
        sorted = palette.enumerated().map { i, c in
            let r = Int32(c >> 16 & 0xFF), g = Int32(c >> 8 & 0xFF), b = Int32(c & 0xFF)
            return (r + g + b, r, g, b, UInt8(i))
        }.sorted { ($0.sum, $0.index) < ($1.sum, $1.index) }
        cacheKeys.initialize(repeating: 0, count: 1 << 16)
        cacheValues.initialize(repeating: 0, count: 1 << 16)
    }

    deinit {
        cacheKeys.deallocate()
        cacheValues.deallocate()
    }

    /// The index of the entry nearest to `rgb` (0xRRGGBB); ties go to the lower index.
    @inline(__always)
    func index(of rgb: UInt32) -> UInt8 {
        let slot = Int((rgb &* 0x9E37_79B1) >> 16)
        let key = rgb | 0x0100_0000
        if cacheKeys[slot] == key { return cacheValues[slot] }
        let found = search(Int32(rgb >> 16 & 0xFF), Int32(rgb >> 8 & 0xFF), Int32(rgb & 0xFF))
        cacheKeys[slot] = key
        cacheValues[slot] = found
        return found
    }

    /// The uncached search.
    func search(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
        let s = r + g + b
        // First entry whose sum is >= s.
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid].sum < s { lo = mid + 1 } else { hi = mid }
        }
        var best = Int.max / 4, bestIndex: UInt8 = 0
        func consider(_ e: (sum: Int32, r: Int32, g: Int32, b: Int32, index: UInt8)) {
            let dr = e.r - r, dg = e.g - g, db = e.b - b
            let d = Int(dr * dr + dg * dg + db * db)
            if d < best || (d == best && e.index < bestIndex) { best = d; bestIndex = e.index }
        }
        var up = lo, down = lo - 1
        while up < sorted.count || down >= 0 {
            if up < sorted.count {
                let ds = Int(sorted[up].sum - s)
                if ds * ds > 3 * best { up = sorted.count } else { consider(sorted[up]); up += 1 }
            }
            if down >= 0 {
                let ds = Int(s - sorted[down].sum)
                if ds * ds > 3 * best { down = -1 } else { consider(sorted[down]); down -= 1 }
            }
        }
        return bestIndex
    }
}
