import Foundation

/// Geometry from clip code made safe to lay out, hit-test and draw.
///
/// Foundation's `CGRect.standardized`, `contains` and `intersection` trap on a NaN or infinite rectangle, and
/// cairo turns such numbers into garbage coordinates. Every frame, offset, position, scale, path coordinate
/// and angle that clip code gives passes through these where it enters layout and drawing: NaN counts as 0
/// and values are kept within ±`FiniteGeometry.limit` (a billion points, far past any canvas).
///
///     let frame = CGRect(x: .nan, y: 0, width: .infinity, height: 10).finite   // (0, 0, 1e9, 10)
enum FiniteGeometry {
    /// The largest coordinate or length kept.
    static let limit: CGFloat = 1e9

    /// `v` with NaN as 0 and the rest clamped to ±`limit`.
    static func clamp(_ v: CGFloat) -> CGFloat {
        v.isNaN ? 0 : Swift.min(Swift.max(v, -limit), limit)
    }

    /// A length from clip code for a fixed size (`frame(width:)`): NaN or infinite is no length (nil, as if not
    /// given), a negative one is 0.
    static func length(_ v: CGFloat?) -> CGFloat? {
        guard let v, v.isFinite else { return nil }
        return Swift.max(0, v)
    }

    /// A bound from clip code for a flexible frame: NaN is no bound, a negative one 0; +∞ stays for a maximum
    /// (`maxWidth: .infinity`), and is no bound for a minimum or ideal.
    static func bound(_ v: CGFloat?, allowsInfinity: Bool) -> CGFloat? {
        guard let v, !v.isNaN else { return nil }
        if v == .infinity { return allowsInfinity ? v : nil }
        return Swift.max(0, v)
    }
}

extension CGFloat {
    /// The value with NaN as 0 and clamped to ±1e9 (`FiniteGeometry`).
    var finite: CGFloat { FiniteGeometry.clamp(self) }
}

extension CGPoint {
    /// The point with NaN coordinates as 0 and each clamped to ±1e9.
    var finite: CGPoint { CGPoint(x: x.finite, y: y.finite) }
    /// Whether both coordinates are finite.
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// The size with NaN as 0 and each side clamped to ±1e9.
    var finite: CGSize { CGSize(width: width.finite, height: height.finite) }
}

extension CGRect {
    /// The rectangle with NaN as 0 and every number clamped to ±1e9: safe for `standardized`, `contains`
    /// and `intersection`.
    var finite: CGRect {
        if origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && Swift.max(abs(origin.x), abs(origin.y), abs(size.width), abs(size.height)) <= FiniteGeometry.limit { return self }
        return CGRect(origin: origin.finite, size: size.finite)
    }

    /// Whether every number of the rectangle is finite.
    var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// Whether `point` lies inside, answered without trapping on NaN or infinite numbers (false then).
    func safelyContains(_ point: CGPoint) -> Bool {
        guard isFinite, point.isFinite else { return false }
        return contains(point)
    }
}
