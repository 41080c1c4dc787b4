import Foundation

/// SF Pro's metrics, which AnimKit gives the font that stands in for Apple's system font (Inter).
///
/// iOS sets the system font with SF Pro: SF Pro Text's shapes and widths below 20 points, SF Pro Display's from
/// 28 points, a blend between, and the size-specific tracking Apple publishes. Inter is drawn scaled to SF's cap
/// height, each character is spaced to SF's advance at that size, and lines take SF's height and baseline, so a
/// string takes the width and height it takes on iOS (docs/text.md, "How close to SF Pro").
///
///     SystemFontMetrics.advance(of: "H", weight: .regular, size: 17, tabular: false)  // ≈ 12.2 points
///     SystemFontMetrics.tracking(size: 17)                                           // −0.442 points
enum SystemFontMetrics {
    /// SF Pro's cap height, ascent and descent, in em (its hhea and OS/2 tables).
    static let capHeight: CGFloat = 1443.0 / 2048
    static let ascent: CGFloat = 1950.0 / 2048
    static let descent: CGFloat = 494.0 / 2048

    /// Apple's published tracking for SF Pro by point size, in 1/1000 em (Human Interface Guidelines,
    /// Typography, "Tracking values"); between two sizes the value is interpolated, beyond the ends held.
    static let trackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10),
        (37, 10), (38, 8), (39, 8), (40, 8), (41, 7), (42, 7), (43, 6), (44, 6), (45, 5), (46, 5), (47, 4),
        (48, 4), (49, 3), (50, 3), (51, 2), (52, 2), (53, 1), (54, 1), (56, 0),
    ]

    /// How far SF Pro's optical size has moved from Text (0) to Display (1) at each size: the share of the
    /// step from SF Pro Text's tracking to SF Pro Display's (their `trak` tables) that the published tracking
    /// takes at that size. AnimKit's inference; Apple does not publish the optical-size curve.
    static let displayShare: [(size: CGFloat, share: CGFloat)] = [
        (19, 0), (20, 0.09), (21, 0.22), (22, 0.39), (23, 0.57), (24, 0.74), (25, 0.82), (26, 0.87), (27, 0.95), (28, 1),
    ]

    /// Whether SF Pro is nearer its Display design than its Text design at `size` (from about 23 points).
    static func isDisplaySize(_ size: CGFloat) -> Bool {
        interpolate(displayShare.map { ($0.size, $0.share) }, at: size) >= 0.5
    }

    /// The tracking SF Pro takes at `size`, in points (−0.442 at 17).
    static func tracking(size: CGFloat) -> CGFloat {
        interpolate(trackingTable.map { ($0.size, $0.tracking) }, at: size) / 1000 * size
    }

    /// SF Pro's advance for `scalar` at `size` in points, without tracking; nil for a character outside the table.
    static func advance(of scalar: Unicode.Scalar, weight: ResolvedFont.Weight, size: CGFloat, tabular: Bool) -> CGFloat? {
        let digit = tabular && ("0"..."9").contains(scalar)
        guard let index = digit ? 0 : table.index[scalar.value] else { return nil }
        let w = weightIndex(weight)
        let share = interpolate(displayShare.map { ($0.size, $0.share) }, at: size)
        func em(_ advances: [[Int]], _ digits: [Int]) -> CGFloat {
            CGFloat(digit ? digits[w] : advances[w][index]) / 2048
        }
        let text = em(table.text, textTabularDigit), display = em(table.display, displayTabularDigit)
        return (text + (display - text) * share) * size
    }

    /// SF Pro's kerning between `first` and `second` at `size`, in points (0 for a pair it does not kern).
    static func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar, size: CGFloat) -> CGFloat {
        guard let pair = table.kerning[UInt64(first.value) << 32 | UInt64(second.value)] else { return 0 }
        let share = interpolate(displayShare.map { ($0.size, $0.share) }, at: size)
        let text = CGFloat(pair.text) / 2048, display = CGFloat(pair.display) / 2048
        return (text + (display - text) * share) * size
    }

    private static func weightIndex(_ weight: ResolvedFont.Weight) -> Int {
        ResolvedFont.Weight.allCases.firstIndex(of: weight) ?? 3
    }

    /// Linear interpolation in a table sorted by its first element, held at both ends.
    private static func interpolate(_ table: [(CGFloat, CGFloat)], at x: CGFloat) -> CGFloat {
        guard let first = table.first, let last = table.last else { return 0 }
        guard x.isFinite, x > first.0 else { return first.1 }
        guard x < last.0 else { return last.1 }
        let upper = table.firstIndex { $0.0 >= x }!
        let (x0, y0) = table[upper - 1], (x1, y1) = table[upper]
        return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
    }

    /// The decoded advance tables.
    private struct Table: Sendable {
        let index: [UInt32: Int]
        let text: [[Int]]
        let display: [[Int]]
        let kerning: [UInt64: (text: Int16, display: Int16)]
    }

    private static let table: Table = {
        var index: [UInt32: Int] = [:]
        for (i, scalar) in characters.unicodeScalars.enumerated() { index[scalar.value] = i }
        func decode(_ rows: [String]) -> [[Int]] {
            rows.map { row in
                let digits = Array(row.utf8)
                return stride(from: 0, to: digits.count, by: 3).map { Int(String(decoding: digits[$0..<$0 + 3], as: UTF8.self), radix: 16)! }
            }
        }
        var kerning: [UInt64: (text: Int16, display: Int16)] = [:]
        let entries = Array(kerningPairs.unicodeScalars)
        var i = 0
        while i + 2 < entries.count {
            if entries[i] == "\n" { i += 1; continue }
            let first = entries[i], second = entries[i + 1]
            var j = i + 2
            while j < entries.count, entries[j] != ";" { j += 1 }
            let values = String(String.UnicodeScalarView(entries[(i + 2)..<j])).split(separator: ",").compactMap { Int16($0) }
            if values.count == 2 { kerning[UInt64(first.value) << 32 | UInt64(second.value)] = (values[0], values[1]) }
            i = j + 1
        }
        return Table(index: index, text: decode(textAdvances), display: decode(displayAdvances), kerning: kerning)
    }()
}
