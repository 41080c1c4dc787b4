import Foundation

/// Stable number formatting for printed trees and logs.
public enum TreeFormat {
    /// `x` with at most three decimals and no trailing zeros: `12`, `12.5`, `0.333`, `-0`→`0`.
    public static func number(_ x: Double) -> String { fixed(x, digits: 3) }

    /// `x` with at most `digits` decimals and no trailing zeros.
    public static func fixed(_ x: Double, digits: Int) -> String {
        if x.isNaN { return "nan" }
        if x.isInfinite { return x > 0 ? "inf" : "-inf" }
        var s = String(format: "%.\(digits)f", x)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// `(x, y)`.
    public static func point(_ p: CGPoint) -> String { "(\(number(p.x)), \(number(p.y)))" }

    /// `x,y wxh`.
    public static func rect(_ r: CGRect) -> String {
        "\(number(r.minX)),\(number(r.minY)) \(number(r.width))x\(number(r.height))"
    }

    /// `[a b c d tx ty]`.
    public static func transform(_ t: CGAffineTransform) -> String {
        "[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " "))]"
    }
}
