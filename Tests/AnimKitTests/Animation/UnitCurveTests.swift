import Foundation
import Testing
@testable import AnimKit

struct UnitCurveTests {
    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-5) -> Bool { abs(a - b) <= tolerance }

    @Test func bezierPresetsMatchSwiftUIsNumbers() {
        #expect(close(UnitCurve.easeInOut.value(at: 0.25), 0.12916))
        #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5))
        #expect(close(UnitCurve.easeInOut.value(at: 0.75), 0.87084))
        #expect(close(UnitCurve.easeIn.value(at: 0.5), 0.31536))
        #expect(close(UnitCurve.easeIn.value(at: 0.25), 0.09346))
        #expect(close(UnitCurve.easeOut.value(at: 0.25), 0.37814))
        #expect(close(UnitCurve.easeOut.value(at: 0.5), 0.68464))
        for x in stride(from: 0.0, through: 1.0, by: 0.1) { #expect(close(UnitCurve.linear.value(at: x), x)) }
        // Progress outside 0…1 is clamped.
        #expect(UnitCurve.easeIn.value(at: -1) == 0 && UnitCurve.easeIn.value(at: 2) == 1)
        #expect(UnitCurve.easeIn.value(at: .nan) == 0)
    }

    @Test func solverCoefficientsFollowSwiftUI() {
        let s = UnitCurve.linear.cubicSolver!
        #expect(s.cx == 0 && s.bx == 3 && s.ax == -2)
        let e = UnitCurve.easeInOut.cubicSolver!
        #expect(close(e.cx, 1.26) && close(e.bx, 3 * (0.58 - 0.42) - 1.26) && close(e.ax, 1 - 1.26 - (3 * 0.16 - 1.26)))
        #expect(String(describing: s) == "CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0)")
    }

    @Test func circularCurves() {
        #expect(close(UnitCurve.circularEaseIn.value(at: 0.5), 1 - (0.75).squareRoot()))
        #expect(close(UnitCurve.circularEaseOut.value(at: 0.5), (0.75).squareRoot()))
        #expect(close(UnitCurve.circularEaseInOut.value(at: 0.5), 0.5))
        #expect(close(UnitCurve.circularEaseInOut.value(at: 0.25), (1 - (0.75).squareRoot()) / 2))
        #expect(close(UnitCurve.circularEaseInOut.value(at: 1), 1) && UnitCurve.circularEaseInOut.value(at: 0) == 0)
    }

    @Test func velocityIsTheDerivative() {
        let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
                                   .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1.2))]
        for curve in curves {
            for x in [0.1, 0.3, 0.45, 0.6, 0.8] {
                // Values sit on a 2⁻²⁰ grid: a wide central difference.
                let h = 1e-3
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(close(curve.velocity(at: x), numeric, 5e-3), "\(curve) at \(x)")
            }
        }
    }

    @Test func inverseUndoesTheCurve() {
        // As in SwiftUI: circularEaseInOut is its own inverse (so it is no round trip), linear too.
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut && UnitCurve.linear.inverse == .linear)
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
                      UnitCurve(startControlPoint: CGPoint(x: 0.2, y: 0), endControlPoint: CGPoint(x: 0.8, y: 1))] {
            for x in [0.05, 0.2, 0.5, 0.7, 0.95] {
                #expect(close(curve.inverse.value(at: curve.value(at: x)), x, 1e-4), "\(curve) at \(x)")
            }
            #expect(curve.inverse.inverse == curve)
        }
    }

    /// SwiftUI's numbers (SWIFTUI-FACTS.md §3).
    @Test func swiftUIsGridAndVelocityRules() {
        #expect(UnitCurve.linear.value(at: 0.25) == 0.25)
        for p in [-0.5, 0, 0.3, 1, 1.5] { #expect(UnitCurve.linear.velocity(at: p) == 1, "\(p)") }
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)           // 0/0
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(abs(UnitCurve.easeIn.velocity(at: 0.5) - 1.07398) < 1e-5)
        #expect(abs(UnitCurve.easeInOut.velocity(at: 0.5) - 1.72414) < 1e-5)
        let b = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(abs(b.velocity(at: 0.5) - 1.2) < 1e-6)
        // x of a control point is clamped, y is not: this curve runs backwards in the middle.
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(wild.velocity(at: 0.5) == -1)
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0 && UnitCurve.easeInOut.value(at: 1.5) == 1)
        #expect(UnitCurve.easeInOut.velocity(at: 1000) == 0 && UnitCurve.easeInOut.velocity(at: -1000) == 0)
        // Vertical tangents of the circular curves are infinite.
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
        for (curve, expected) in [(UnitCurve.circularEaseIn, [0.032, 0.134, 0.339]), (.circularEaseOut, [0.661, 0.866, 0.968]),
                                  (.circularEaseInOut, [0.067, 0.5, 0.933])] {
            for (p, v) in zip([0.25, 0.5, 0.75], expected) { #expect(abs(curve.value(at: p) - v) < 1e-3, "\(curve) \(p)") }
        }
        // Values land on the 2⁻²⁰ grid.
        let v = UnitCurve.easeInOut.value(at: 0.3)
        #expect(v * 1_048_576 == (v * 1_048_576).rounded())
    }
}
