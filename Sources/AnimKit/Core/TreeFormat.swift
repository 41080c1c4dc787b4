import Foundation

/// Stable number formatting for printed trees and logs.
public enum TreeFormat {
    /// `x` with at most three decimals and no trailing zeros: `12`, `12.5`, `0.333`, `-0`→`0`.
    public static func number(_ x: Double) -> String { fixed(x, digits: 3) }

    /// `x` with at most `digits` decimals and no trailing zeros.
    public static func fixed(_ x: Double, digits: Int) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x > 0 ? "inf" : "-inf" }
        if let fast = fastFixed(x, digits: digits) { return fast }
        var s = String(format: "%.\(digits)f", x)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// Powers of ten a fast `fixed` scales by.
    private static let powersOfTen: [UInt64] = (0...9).map { (0..<$0).reduce(1) { r, _ in r * 10 } }

    /// `fixed` without `String(format:)` (which a display list's printout spends most of its time in), when the
    /// rounding is certain: nil when `x` is large or its scaled fraction within 0.001 of a half, where printf's
    /// exact rounding of the binary value decides.
    static func fastFixed(_ x: Double, digits: Int) -> String? {
        guard (0...9).contains(digits) else { return nil }
        let power = powersOfTen[digits]
        let scaled = abs(x) * Double(power)
        guard scaled < 1e12 else { return nil }
        let whole = scaled.rounded(.down), fraction = scaled - whole
        guard abs(fraction - 0.5) > 0.001 else { return nil }
        let q = UInt64(whole) + (fraction > 0.5 ? 1 : 0)
        if q == 0 { return "0" }
        var decimals = q % power, places = digits
        while places > 0 && decimals % 10 == 0 { decimals /= 10; places -= 1 }
        // The text is written once, right to left, into the string's own storage: the decimals, the point, the
        // whole part, the sign (at most 1 + 13 + 1 + 9 bytes).
        let integer = q / power
        var integerDigits = 1, rest = integer / 10
        while rest > 0 { integerDigits += 1; rest /= 10 }
        let count = (x < 0 ? 1 : 0) + integerDigits + (places > 0 ? places + 1 : 0)
        return String(unsafeUninitializedCapacity: count) { bytes in
            var at = count
            func put(_ digits: UInt64, _ width: Int) {
                var v = digits
                for _ in 0..<width {
                    at -= 1
                    bytes[at] = UInt8(truncatingIfNeeded: 48 + v % 10)
                    v /= 10
                }
            }
            if places > 0 {
                put(decimals, places)
                at -= 1
                bytes[at] = UInt8(ascii: ".")
            }
            put(integer, integerDigits)
            if at > 0 { bytes[0] = UInt8(ascii: "-") }
            return count
        }
    }

    /// `(x, y)`.
    public static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// `x,y wxh`.
    public static func rect(_ r: CGRect) -> String {
        "\(number(r.minX)),\(number(r.minY)) \(number(r.width))x\(number(r.height))"
    }

    /// `[a b c d tx ty]`.
    public static func transform(_ t: CGAffineTransform) -> String {
        "[\(number(t.a)) \(number(t.b)) \(number(t.c)) \(number(t.d)) \(number(t.tx)) \(number(t.ty))]"
    }
}
