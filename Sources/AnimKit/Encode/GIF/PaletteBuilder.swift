/// Chooses the colours of a GIF palette from a weighted colour histogram.
///
/// Greedy variance splitting: starting from one box holding every colour, the box with the largest
/// weighted squared error is cut along its widest axis (largest variance) at the point that minimises
/// the two halves' error along that axis, until there are `maxColors` boxes or every box is one colour.
/// Each box gives its weighted mean; a few k-means rounds (each colour to its nearest entry, entries to
/// their members' mean) then refine the result. With no more colours than `maxColors` the palette is
/// exactly the colours. Deterministic: fixed orders, ties broken by the colour value.
///
///     let colours = PaletteBuilder.palette(for: histogram.entries(), maxColors: 255)
enum PaletteBuilder {
    /// Up to `maxColors` colours (0xRRGGBB) for `entries`; at least one (black when `entries` is empty).
    static func palette(for entries: [(rgb: UInt32, weight: Int)], maxColors: Int, refinements: Int = 3) -> [UInt32] {
        precondition(maxColors >= 1, "a palette needs at least one colour")
        let items = entries.filter { $0.weight > 0 }.sorted { $0.rgb < $1.rgb }
        if items.isEmpty { return [0] }
        if items.count <= maxColors { return items.map(\.rgb) }

        let n = items.count
        var channels = [[Int]](repeating: [Int](repeating: 0, count: n), count: 3)
        var weight = [Double](repeating: 0, count: n)
        for (i, item) in items.enumerated() {
            channels[0][i] = Int(item.rgb >> 16 & 0xFF)
            channels[1][i] = Int(item.rgb >> 8 & 0xFF)
            channels[2][i] = Int(item.rgb & 0xFF)
            weight[i] = Double(item.weight)
        }
        var order = Array(0..<n)

        struct Box { var start: Int, end: Int, error: Double }
        func error(_ start: Int, _ end: Int) -> Double {
            var w = 0.0, s = [0.0, 0.0, 0.0], q = 0.0
            for k in start..<end {
                let i = order[k], wi = weight[i]
                w += wi
                for c in 0..<3 { let v = Double(channels[c][i]); s[c] += wi * v; q += wi * v * v }
            }
            return q - (s[0] * s[0] + s[1] * s[1] + s[2] * s[2]) / w
        }

        var boxes = [Box(start: 0, end: n, error: error(0, n))]
        while boxes.count < maxColors {
            guard let b = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[b].error > 1e-9,
                  boxes[b].end - boxes[b].start > 1 else { break }
            let box = boxes[b]
            // The axis of largest weighted variance.
            var axis = 0, widest = -1.0
            for c in 0..<3 {
                var w = 0.0, s = 0.0, q = 0.0
                for k in box.start..<box.end {
                    let i = order[k], v = Double(channels[c][i])
                    w += weight[i]; s += weight[i] * v; q += weight[i] * v * v
                }
                let variance = q / w - (s / w) * (s / w)
                if variance > widest { widest = variance; axis = c }
            }
            // Sort the box along that axis (value, then colour index for ties).
            var keys = (box.start..<box.end).map { channels[axis][order[$0]] << 32 | order[$0] }
            keys.sort()
            for (k, key) in keys.enumerated() { order[box.start + k] = key & 0xFFFF_FFFF }
            // The cut minimising the one-dimensional error of both halves; only between distinct values.
            var totalW = 0.0, totalS = 0.0, totalQ = 0.0
            for k in box.start..<box.end {
                let i = order[k], v = Double(channels[axis][i])
                totalW += weight[i]; totalS += weight[i] * v; totalQ += weight[i] * v * v
            }
            var w = 0.0, s = 0.0, q = 0.0, bestCut = -1, bestError = Double.infinity
            for k in box.start..<(box.end - 1) {
                let i = order[k], v = Double(channels[axis][i])
                w += weight[i]; s += weight[i] * v; q += weight[i] * v * v
                guard channels[axis][order[k + 1]] != channels[axis][i] else { continue }
                let rw = totalW - w, rs = totalS - s, rq = totalQ - q
                let e = (q - s * s / w) + (rq - rs * rs / rw)
                if e < bestError { bestError = e; bestCut = k + 1 }
            }
            guard bestCut > 0 else { boxes[b].error = 0; continue }
            boxes[b] = Box(start: box.start, end: bestCut, error: error(box.start, bestCut))
            boxes.append(Box(start: bestCut, end: box.end, error: error(bestCut, box.end)))
        }

        func mean(_ members: [Int]) -> UInt32 {
            var w = 0.0, s = [0.0, 0.0, 0.0]
            for i in members { w += weight[i]; for c in 0..<3 { s[c] += weight[i] * Double(channels[c][i]) } }
            let r = UInt32((s[0] / w).rounded()), g = UInt32((s[1] / w).rounded()), b = UInt32((s[2] / w).rounded())
            return r << 16 | g << 8 | b
        }
        var palette = boxes.map { mean(Array(order[$0.start..<$0.end])) }

        for _ in 0..<refinements {
            let nearest = NearestColor(palette: palette)
            var members = [[Int]](repeating: [], count: palette.count)
            for i in 0..<n {
                members[Int(nearest.search(Int32(channels[0][i]), Int32(channels[1][i]), Int32(channels[2][i])))].append(i)
            }
            let refined = palette.indices.map { members[$0].isEmpty ? palette[$0] : mean(members[$0]) }
            if refined == palette { break }
            palette = refined
        }
        return palette
    }
}
