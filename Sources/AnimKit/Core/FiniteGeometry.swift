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

    /// A drawing transform with a number that is not finite (`offset(x: .nan)`, `scaleEffect(.infinity)`) becomes
    /// the zero transform: the view is not drawn (a singular transform draws nothing) and takes no touches.
    /// A finite but huge scale is kept within ±10⁶ and a translation within ±10⁹, so that mapping a frame through
    /// the transform stays finite.
    static func transform(_ t: CGAffineTransform) -> CGAffineTransform {
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
            return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        }
        let m: CGFloat = 1e6
        guard Swift.max(abs(t.a), abs(t.b), abs(t.c), abs(t.d)) > m || Swift.max(abs(t.tx), abs(t.ty)) > limit else { return t }
        func s(_ v: CGFloat) -> CGFloat { Swift.min(Swift.max(v, -m), m) }
        return CGAffineTransform(a: s(t.a), b: s(t.b), c: s(t.c), d: s(t.d), tx: clamp(t.tx), ty: clamp(t.ty))
    }

    /// The largest blur radius drawn, in points: past it a blur looks the same and only costs more.
    static let maxBlur: CGFloat = 200

    /// A blur radius from clip code: NaN or negative is none, a huge one `maxBlur`.
    static func blur(_ r: CGFloat) -> CGFloat { r.isNaN ? 0 : Swift.min(Swift.max(r, 0), maxBlur) }

    /// A shadow whose radius and offset are numbers: NaN counts as 0, the radius at most `maxBlur`, the offset ±1e9.
    static func shadow(_ s: Shadow) -> Shadow {
        var s = s
        s.radius = blur(s.radius)
        s.x = clamp(s.x)
        s.y = clamp(s.y)
        return s
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
    /// The rectangle with NaN as 0 and its edges clamped to ±1e9 (a huge rectangle around the canvas still covers
    /// it): safe for `standardized`, `contains` and `intersection`.
    var finite: CGRect {
        let limit = FiniteGeometry.limit
        if origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && Swift.max(abs(origin.x), abs(origin.y), abs(origin.x + size.width), abs(origin.y + size.height)) <= limit { return self }
        func edges(_ start: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat) {
            let s = start.isNaN ? 0 : start, l = length.isNaN ? 0 : length
            let a = s.finite, b = (s + l).finite
            return (a, b - a)
        }
        let (x, w) = edges(origin.x, size.width), (y, h) = edges(origin.y, size.height)
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// Whether every number of the rectangle is finite.
    var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// Whether `point` lies inside, answered without trapping on NaN or infinite numbers (false then).
    func safelyContains(_ point: CGPoint) -> Bool {
        guard isFinite, point.isFinite else { return false }
        return contains(point)
    }
}
