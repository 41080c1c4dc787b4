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
                                   .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0.9), endControlPoint: UnitPoint(x: 0.3, y: 1.2)),
                                   UnitCurve.circularEaseInOut.inverse]
        for curve in curves {
            for x in [0.1, 0.3, 0.45, 0.6, 0.8] {
                let h = 1e-6
                let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
                #expect(close(curve.velocity(at: x), numeric, 1e-3), "\(curve) at \(x)")
            }
        }
    }

    @Test func inverseUndoesTheCurve() {
        for curve in [UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
                      UnitCurve(startControlPoint: CGPoint(x: 0.2, y: 0), endControlPoint: CGPoint(x: 0.8, y: 1))] {
            for x in [0.05, 0.2, 0.5, 0.7, 0.95] {
                #expect(close(curve.inverse.value(at: curve.value(at: x)), x, 1e-4), "\(curve) at \(x)")
            }
            #expect(curve.inverse.inverse == curve)
        }
    }
}
