import Foundation

/// A function from progress (0…1) to eased progress, with its derivative: the shape of a timing curve.
///
/// Bézier curves are solved like SwiftUI (and WebKit) do: x(t) is inverted with Newton's method,
/// falling back to bisection, then y(t) is evaluated and rounded to SwiftUI's 2⁻²⁰ grid. Progress outside 0…1 is
/// clamped for Bézier curves.
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

        /// SwiftUI's precision: the solver stops within 2⁻²⁰ and values land on the 2⁻²⁰ grid.
        static let epsilon = 1.0 / 1_048_576

        /// `x` rounded to the 2⁻²⁰ grid, as SwiftUI rounds values and velocities.
        static func onGrid(_ x: Double) -> Double { (x * 1_048_576).rounded() / 1_048_576 }

        /// The parameter t whose x(t) is `x` (within 2⁻²⁰): Newton's method, then bisection.
        func solveX(_ x: Double) -> Double {
            let epsilon = CubicSolver.epsilon
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

        /// y at progress `x` (in 0…1), on the 2⁻²⁰ grid.
        func value(at x: Double) -> Double { CubicSolver.onGrid(y(solveX(x))) }

        /// dy/dx at progress `x` (in 0…1), as SwiftUI answers it: 1 where dx/dt and dy/dt are equal (so 0/0
        /// at `.easeOut`'s start, and `.linear` everywhere), ±∞ where only dx/dt is 0, else the ratio on the
        /// 2⁻²⁰ grid.
        func velocity(at x: Double) -> Double {
            let t = solveX(x)
            let slopeX = dx(t), slopeY = dy(t)
            if slopeX == slopeY { return 1 }
            if slopeX == 0 { return slopeY < 0 ? -.infinity : .infinity }
            return CubicSolver.onGrid(slopeY / slopeX)
        }
    }

    enum Function: Hashable, Sendable {
        case bezier(CubicSolver, p1: UnitPoint, p2: UnitPoint)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }

    let function: Function

    init(_ function: Function) { self.function = function }

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points.
    ///
    /// As in SwiftUI, a control point's x is clamped to 0…1 when the curve is solved, and y is not (a y outside
    /// 0…1 overshoots). A NaN x counts as 0; a y that is NaN or infinite counts as 0, and a y beyond ±1000 is
    /// clamped there, so a curve made from bad numbers still runs from 0 to 1 with finite values on the way
    /// (its solver's coefficients never overflow) instead of making the view vanish.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let p1 = finite(startControlPoint), p2 = finite(endControlPoint)
        return UnitCurve(.bezier(CubicSolver(p1: clampedX(p1), p2: clampedX(p2)), p1: p1, p2: p2))
    }

    /// The point with a NaN x as 0, a non-finite y as 0 and y within ±`maxOvershoot` (an infinite x is
    /// clamped when solving).
    private static func finite(_ p: UnitPoint) -> UnitPoint {
        guard p.x.isNaN || !p.y.isFinite || abs(p.y) > maxOvershoot else { return p }
        return UnitPoint(x: p.x.isNaN ? 0 : p.x, y: p.y.isFinite ? min(max(p.y, -maxOvershoot), maxOvershoot) : 0)
    }

    /// The largest |y| of a control point: far past any real curve's overshoot, small enough for finite maths.
    static let maxOvershoot: Double = 1000

    /// The point with x clamped to 0…1.
    private static func clampedX(_ p: UnitPoint) -> UnitPoint { UnitPoint(x: min(1, max(0, p.x)), y: p.y) }

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

    /// The eased progress at `progress`: a Bézier curve clamps progress to 0…1 and answers on SwiftUI's 2⁻²⁰
    /// grid (`UnitCurve.linear.value(at: 0.25)` is exactly 0.25); the circular curves take progress as it is.
    public func value(at progress: Double) -> Double {
        let p = progress
        switch function {
        case .bezier(let solver, _, _): return solver.value(at: UnitCurve.clamp(p))
        case .circularEaseIn: return 1 - (1 - p * p).squareRoot()
        case .circularEaseOut: return (1 - (1 - p) * (1 - p)).squareRoot()
        case .circularEaseInOut:
            return p < 0.5 ? (1 - (1 - 4 * p * p).squareRoot()) / 2 : (((8 - 4 * p) * p - 3).squareRoot() + 1) / 2
        }
    }

    /// The rate of change of the eased progress with respect to progress, at `progress`, as SwiftUI answers it:
    /// `.linear` is 1 everywhere, a 0/0 point is 1 (`.easeOut` at 0), a vertical tangent is ±∞ (the circular
    /// curves at their steep ends: `circularEaseIn` at 1, `circularEaseOut` at 0, `circularEaseInOut` at 0.5).
    public func velocity(at progress: Double) -> Double {
        let p = progress
        switch function {
        case .bezier(let solver, _, _): return solver.velocity(at: UnitCurve.clamp(p))
        case .circularEaseIn: return abs(p / (1 - p * p).squareRoot())
        case .circularEaseOut: return abs((p - 1) / (-(p - 2) * p).squareRoot())
        case .circularEaseInOut:
            if p < 0.5 { return abs(2 * p / (1 - 4 * p * p).squareRoot()) }
            return abs((2 * p - 2) / ((8 - 4 * p) * p - 3).squareRoot())
        }
    }

    /// The curve with x and y swapped: `inverse.value(at: value(at: x)) == x`.
    public var inverse: UnitCurve {
        switch function {
        case .bezier(_, let p1, let p2):
            return .bezier(startControlPoint: UnitPoint(x: p1.y, y: p1.x), endControlPoint: UnitPoint(x: p2.y, y: p2.x))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return .circularEaseInOut   // as SwiftUI: its own inverse
        }
    }

    /// The Bézier solver, for curves that are Bézier curves.
    var cubicSolver: CubicSolver? {
        if case .bezier(let solver, _, _) = function { return solver }
        return nil
    }

    static func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
}
