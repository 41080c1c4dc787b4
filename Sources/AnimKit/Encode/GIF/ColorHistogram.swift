/// Weighted counts of exact 24-bit RGB colours, kept in an open-addressing hash table.
///
/// Weights may go negative while a sequence is being accumulated by differences (a pixel's old colour
/// loses what its new colour gains); only colours whose final weight is positive are reported.
///
///     var h = ColorHistogram()
///     h.add(0xFF3B30, weight: 10)
///     h.entries()   // [(rgb: 0xFF3B30, weight: 10)]
struct ColorHistogram {
    private var keys: [UInt32]
    private var weights: [Int]
    private var used = 0
    private var shift: UInt32

    /// An empty histogram with room for about `capacity / 2` colours before it grows.
    init(capacity: Int = 1 << 12) {
        var bits: UInt32 = 4
        while (1 << bits) < capacity { bits += 1 }
        keys = [UInt32](repeating: 0, count: 1 << bits)
        weights = [Int](repeating: 0, count: 1 << bits)
        shift = 32 - bits
    }

    /// Adds `weight` to the colour `rgb` (0xRRGGBB).
    @inline(__always)
    mutating func add(_ rgb: UInt32, weight: Int) {
        let key = rgb | 0x0100_0000   // 0 marks an empty slot
        let mask = keys.count - 1
        var i = Int((key &* 0x9E37_79B1) >> shift)
        while true {
            let k = keys[i]
            if k == key { weights[i] += weight; return }
            if k == 0 {
                keys[i] = key
                weights[i] = weight
                used += 1
                if used * 2 > keys.count { grow() }
                return
            }
            i = (i + 1) & mask
        }
    }

    /// Colours with a positive weight, in table order.
    func entries() -> [(rgb: UInt32, weight: Int)] {
        var out: [(rgb: UInt32, weight: Int)] = []
        out.reserveCapacity(used)
        for i in 0..<keys.count where keys[i] != 0 && weights[i] > 0 {
            out.append((keys[i] & 0xFF_FFFF, weights[i]))
        }
        return out
    }

    private mutating func grow() {
        var bigger = ColorHistogram(capacity: keys.count * 2)
        for i in 0..<keys.count where keys[i] != 0 {
            bigger.add(keys[i] & 0xFF_FFFF, weight: weights[i])
        }
        self = bigger
    }
}
