import Foundation

/// A function from progress (0…1) to eased progress, with its derivative: the shape of a timing curve.
///
/// Bézier curves are solved like SwiftUI (and WebKit) do: x(t) is inverted with Newton's method,
/// falling back to bisection, then y(t) is evaluated. Progress outside 0…1 is clamped.
///
///     UnitCurve.easeInOut.value(at: 0.25)     // 0.12916
///     UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.8, y: 1))
public struct UnitCurve: Hashable, Sendable {
    /// The cubic polynomial coefficients of a Bézier curve from (0, 0) to (1, 1).
    ///
    /// x(t) = ((ax·t + bx)·t + cx)·t with cx = 3·p1x, bx = 3·(p2x − p1x) − cx, ax = 1 − cx − bx; y likewise.
    public struct CubicSolver: Hashable, Sendable {
        var ax: Double, bx: Double, cx: Double
        var ay: Double, by: Double, cy: Double

        /// The solver of the curve with control points `p1` and `p2`.
        init(p1: UnitPoint, p2: UnitPoint) {
            cx = 3 * Double(p1.x)
            bx = 3 * (Double(p2.x) - Double(p1.x)) - cx
            ax = 1 - cx - bx
            cy = 3 * Double(p1.y)
            by = 3 * (Double(p2.y) - Double(p1.y)) - cy
            ay = 1 - cy - by
        }

        func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
        func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
        func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
        func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

        /// The parameter t whose x(t) is `x`.
        func solveX(_ x: Double) -> Double {
            let epsilon = 1e-7
            var t = x
            for _ in 0..<8 {
                let error = self.x(t) - x
                if abs(error) < epsilon { return t }
                let slope = dx(t)
                if abs(slope) < 1e-6 { break }
                t -= error / slope
            }
            // Bisection, always converging, when Newton's method stalls.
            var lo = 0.0, hi = 1.0
            t = x
            while lo < hi {
                let value = self.x(t)
                if abs(value - x) < epsilon { return t }
                if x > value { lo = t } else { hi = t }
                let next = (lo + hi) / 2
                if next == t { break }
                t = next
            }
            return t
        }

        func value(at x: Double) -> Double { y(solveX(x)) }

        func velocity(at x: Double) -> Double {
            let t = solveX(x)
            let slope = dx(t)
            if abs(slope) < 1e-12 { return dy(t) == 0 ? 0 : (dy(t) > 0 ? .infinity : -.infinity) }
            return dy(t) / slope
        }
    }

    enum Function: Hashable, Sendable {
        case bezier(CubicSolver, p1: UnitPoint, p2: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
        /// The inverse of circularEaseInOut (fast at both ends, slow in the middle).
        case circularEaseOutIn
    }

    let function: Function

    init(_ function: Function) { self.function = function }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points.
    ///
    /// A control point's x is clamped to 0…1 (a NaN x counts as 0); a y that is NaN or infinite counts as 0,
    /// so a curve made from bad numbers still runs from 0 to 1 instead of making the view vanish.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let p1 = sanitized(startControlPoint), p2 = sanitized(endControlPoint)
        return UnitCurve(.bezier(CubicSolver(p1: p1, p2: p2), p1: p1, p2: p2))
    }

    /// A control point with x in 0…1 and a finite y.
    private static func sanitized(_ p: UnitPoint) -> UnitPoint {
        guard !(p.x.isFinite && p.y.isFinite && p.x >= 0 && p.x <= 1) else { return p }
        return UnitPoint(x: p.x.isNaN ? 0 : min(1, max(0, p.x)), y: p.y.isFinite ? p.y : 0)
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points.
    public init(startControlPoint: UnitPoint, endControlPoint: UnitPoint) {
        self = .bezier(startControlPoint: startControlPoint, endControlPoint: endControlPoint)
    }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points given as points.
    public init(startControlPoint: CGPoint, endControlPoint: CGPoint) {
        self = .bezier(startControlPoint: UnitPoint(x: startControlPoint.x, y: startControlPoint.y),
                       endControlPoint: UnitPoint(x: endControlPoint.x, y: endControlPoint.y))
    }

    /// Constant speed: (0, 0)–(1, 1).
    public static let linear = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Slow start: (0.42, 0)–(1, 1).
    public static let easeIn = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Slow end: (0, 0)–(0.58, 1).
    public static let easeOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow start and end: (0.42, 0)–(0.58, 1).
    public static let easeInOut = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// A quarter circle, slow start: 1 − √(1 − x²).
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle, slow end: √(1 − (1 − x)²).
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Two quarter circles, slow start and end.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)

    /// The eased progress at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let x = UnitCurve.clamp(progress)
        switch function {
        case .bezier(let solver, _, _): return solver.value(at: x)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : (1 + ((3 - 2 * x) * (2 * x - 1)).squareRoot()) / 2
        case .circularEaseOutIn:
            return x < 0.5 ? (1 - (1 - 2 * x) * (1 - 2 * x)).squareRoot() / 2 : 1 - (1 - (2 * x - 1) * (2 * x - 1)).squareRoot() / 2
        }
    }

    /// The rate of change of the eased progress with respect to progress, at `progress`.
    public func velocity(at progress: Double) -> Double {
        let x = UnitCurve.clamp(progress)
        switch function {
        case .bezier(let solver, _, _): return solver.velocity(at: x)
        case .circularEaseIn: return x / max((1 - x * x).squareRoot(), 1e-12)
        case .circularEaseOut: return (1 - x) / max(((2 - x) * x).squareRoot(), 1e-12)
        case .circularEaseInOut:
            if x < 0.5 { return 2 * x / max((1 - 4 * x * x).squareRoot(), 1e-12) }
            return (2 - 2 * x) / max(((3 - 2 * x) * (2 * x - 1)).squareRoot(), 1e-12)
        case .circularEaseOutIn:
            let u = x < 0.5 ? 1 - 2 * x : 2 * x - 1   // distance from the middle, scaled to 0…1
            return u / max((1 - u * u).squareRoot(), 1e-12)
        }
    }

    /// The curve with x and y swapped: `inverse.value(at: value(at: x)) == x`.
    public var inverse: UnitCurve {
        switch function {
        case .bezier(_, let p1, let p2):
            return .bezier(startControlPoint: UnitPoint(x: p1.y, y: p1.x), endControlPoint: UnitPoint(x: p2.y, y: p2.x))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(.circularEaseOutIn)
        case .circularEaseOutIn: return .circularEaseInOut
        }
    }

    /// The Bézier solver, for curves that are Bézier curves.
    var cubicSolver: CubicSolver? {
        if case .bezier(let solver, _, _) = function { return solver }
        return nil
    }

    static func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
}
