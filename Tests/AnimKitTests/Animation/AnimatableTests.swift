import Foundation
import Testing
@testable import AnimKit

struct AnimatableTests {
    @Test func vectorArithmetic() {
        let a = AnimatablePair(3.0, AnimatablePair(Float(1), CGFloat(2)))
        let b = AnimatablePair(1.0, AnimatablePair(Float(1), CGFloat(-2)))
        #expect(a + b == AnimatablePair(4.0, AnimatablePair(Float(2), CGFloat(0))))
        #expect(a - b == AnimatablePair(2.0, AnimatablePair(Float(0), CGFloat(4))))
        #expect(a.scaled(by: 2) == AnimatablePair(6.0, AnimatablePair(Float(2), CGFloat(4))))
        #expect(a.magnitudeSquared == 9 + 1 + 4)
        #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0, 0))
        #expect(EmptyAnimatableData().scaled(by: 5).magnitudeSquared == 0)
        #expect((2.0).interpolated(towards: 4, amount: 0.25) == 2.5)
    }

    @Test func geometryAnimatableData() {
        var r = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(r.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        r.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(r == CGRect(x: 5, y: 6, width: 7, height: 8))
        var angle = Angle.degrees(90)
        #expect(abs(angle.animatableData - .pi / 2 * 128) < 1e-9)   // radians × 128, as SwiftUI
        angle.animatableData = 128 * .pi
        #expect(abs(angle.degrees - 180) < 1e-9)
        // UnitPoint and Color.Resolved are scaled by 128 as SwiftUI scales them.
        #expect(UnitPoint(x: 0.25, y: 0.75).animatableData == AnimatablePair(32, 96))
        var u = UnitPoint.center
        u.animatableData = AnimatablePair(128, 0)
        #expect(u == .topTrailing)
        var c = Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 0.5)
        #expect(c.animatableData.first == 128 && c.animatableData.second.second.second == 64)
        #expect(abs(c.animatableData.second.first - 0.21404114 * 128) < 1e-3)   // linear light of 0.5
        c.animatableData = c.animatableData.scaled(by: 0.5)
        #expect(abs(c.linearRed - 0.5) < 1e-6 && abs(c.opacity - 0.25) < 1e-6)
        var e = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(e.animatableData.second.second.second == 4)
        e.animatableData = e.animatableData.scaled(by: 2)
        #expect(e == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    }

    @Test func resolvedColoursAnimateInLinearLight() {
        let blue = Color.blue.resolve()
        #expect(abs(blue.linearBlue - 1) < 1e-6 && abs(blue.linearGreen - 0.19462) < 1e-4)
        var c = blue
        c.animatableData = blue.animatableData
        #expect(abs(c.green - blue.green) < 1e-6)
        #expect(Color(Color.Resolved(linearRed: 0.5, linearGreen: 0, linearBlue: 0)).rgba8.r == 188)
    }

    @Test func nonAnimatableTypesGetEmptyData() {
        struct Plain: Animatable { var n = 3 }
        var p = Plain()
        #expect(p.animatableData == EmptyAnimatableData())
        p.animatableData = EmptyAnimatableData()
        #expect(p.n == 3)
        struct Scalar: Animatable { var animatableData: Double }
        #expect(Scalar(animatableData: 2).animatableData == 2)
    }
}
