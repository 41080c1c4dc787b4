import AnimKit
import AnimKitExamples
import Foundation
import Testing

/// How the transaction articles' clips move between their start and end states (CLIPS.md "expected"):
/// which attributes animate, with which animation, and which jump. The first tap is released at T = 0.5.
@Suite struct ArticleClipMotionTests {
    private let tap = 0.5

    private func only(_ type: String, in s: ClipSnapshot) throws -> ViewSnapshot {
        let views = s.views(ofType: type)
        try #require(views.count == 1, "expected one \(type), found \(views.count)")
        return views[0]
    }

    /// Whether `c` lies strictly between `a` and `b` (on the way, in linear RGB, not at either end).
    private func strictlyBetween(_ c: Color?, _ a: Color, _ b: Color) -> Bool {
        guard let c, c != a, c != b else { return false }
        let (x, p, q) = (c.resolve(), a.resolve(), b.resolve())
        let pairs: [(Float, Float, Float)] = [(x.linearRed, p.linearRed, q.linearRed), (x.linearGreen, p.linearGreen, q.linearGreen),
                                              (x.linearBlue, p.linearBlue, q.linearBlue)]
        return pairs.allSatisfy { v, lo, hi in v >= min(lo, hi) - 1e-4 && v <= max(lo, hi) + 1e-4 }
    }

    /// SwiftUI's spring of `response` (seconds) and `bounce` (0…1) from 0 to 1, `t` seconds in (the documented
    /// model: damping ratio 1 − bounce, angular frequency 2π/response), written out here so the tests check the
    /// values against the formula, not against AnimKit's animation code.
    static func spring(_ t: Double, response: Double = 0.5, bounce: Double = 0) -> Double {
        let w = 2 * Double.pi / response, zeta = 1 - bounce
        if zeta >= 1 { return 1 - (1 + w * t) * exp(-w * t) }
        let wd = w * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w * t) * (cos(wd * t) + zeta * w / wd * sin(wd * t))
    }

    /// `.smooth` (response 0.5, no bounce) and `.bouncy` (response 0.5, bounce 0.3).
    static func smooth(_ t: Double) -> Double { spring(t) }
    static func bouncy(_ t: Double) -> Double { spring(t, bounce: 0.3) }

    /// The rectangle's drawn width over its unscaled 200: its scale.
    private func scale(_ s: ClipSnapshot) throws -> Double { try only("Rectangle", in: s).frame.width / 200 }

    @Test func implicitAnimationSlidesHelloSmoothlyAndTheKnobLinearly() throws {
        let clip = Examples.implicitAnimation
        let times = [0.3] + stride(from: tap, through: tap + 1.5, by: 1.0 / 60).map { $0 } + [tap + 0.175, tap + 0.35]
        let shots = try clip.snapshots(at: times.sorted())
        let x0 = try #require(shots[0].view(labelled: "Hello")).frame.minX
        let xs = try shots.map { try #require($0.view(labelled: "Hello")).frame.minX - x0 }
        #expect(xs.max()! <= 200 + 1e-9)                         // smooth: no overshoot
        let mid = try clip.snapshots(at: [0.3, tap + 0.1, tap + 0.175, tap + 0.35])
        let hello = try mid.map { try #require($0.view(labelled: "Hello")).frame.minX - x0 }
        #expect(abs(hello[1] - 200 * Self.smooth(0.1)) < 0.5, "\(hello[1])")   // 71.5: a smooth spring, not linear (40)
        #expect(mid.map { $0.view(labelled: "World")?.frame } == Array(repeating: mid[0].view(labelled: "World")?.frame, count: 4))
        // The toggle follows .linear (0.35 s): half-way coloured at T+0.175, on at T+0.35.
        let off = Color(rgb8: 120, 120, 128, opacity: 0.16)
        #expect(strictlyBetween(try only("Toggle", in: mid[2]).fillColor, off, .green))
        #expect(try only("Toggle", in: mid[3]).fillColor == .green)
    }

    @Test func myAnimationModifierMovesLikeTheImplicitAnimation() throws {
        let times = [0.3, tap + 0.1, tap + 0.2, tap + 0.4]
        let a = try Examples.implicitAnimation.snapshots(at: times), b = try Examples.myAnimationModifier.snapshots(at: times)
        #expect(a.map { $0.view(labelled: "Hello")?.frame } == b.map { $0.view(labelled: "Hello")?.frame })
    }

    @Test func implicitBug1AnimatesFillAndScale() throws {
        let s = try Examples.implicitBug1.snapshot(at: tap + 0.15)
        #expect(strictlyBetween(try only("Rectangle", in: s).fillColor, .blue, .red))
        let k = try scale(s)
        #expect(abs(k - (1 + 0.5 * Self.smooth(0.15))) < 0.005, "\(k)")
    }

    @Test func implicitBug2AnimatesOnlyTheFill() throws {
        let s = try Examples.implicitBug2.snapshot(at: tap + 0.15)
        #expect(strictlyBetween(try only("Rectangle", in: s).fillColor, .blue, .red))
        #expect(abs(try scale(s) - 1.5) < 1e-9)
    }

    @Test func implicitBug3SplitsAQuickFillFromABouncyScale() throws {
        let times = stride(from: tap, through: tap + 2.5, by: 1.0 / 60).map { $0 }
        let shots = try Examples.implicitBug3.snapshots(at: times + [tap + 3.0])
        #expect(try only("Rectangle", in: Examples.implicitBug3.snapshot(at: tap + 0.4)).fillColor == .red)
        let scales = try shots.map(scale)
        #expect(scales.max()! > 1.5 + 0.01)                       // bouncy overshoots
        let atOne = scales[times.firstIndex { $0 >= tap + 1.0 }!]
        #expect(abs(atOne - 1.5) > 1e-3)                            // still moving at T+1.0
        #expect(abs(scales.last! - 1.5) < 1e-3)
    }

    @Test func implicitBug4AnimatesTheFillAndJumpsTheOffset() throws {
        let clip = Examples.implicitBug4
        let s = try clip.snapshots(at: [0.3, tap, tap + 0.1])
        let x0 = try only("Rectangle", in: s[0]).frame.minX
        #expect(try only("Rectangle", in: s[1]).frame.minX - x0 == 200)
        #expect(strictlyBetween(try only("Rectangle", in: s[2]).fillColor, .blue, .red))
    }

    @Test func scopedAnimationAnimatesTheColourAndJumpsTheScale() throws {
        let s = try Examples.scopedAnimation.snapshot(at: tap + 0.1)
        #expect(strictlyBetween(try only("Rectangle", in: s).fillColor, .blue, .red))
        #expect(abs(try scale(s) - 1.5) < 1e-9)
    }

    /// The rectangle's height and the text's rise (from their start) at each time.
    private func layoutMotion(_ clip: Clip, _ times: [Double]) throws -> (heights: [CGFloat], rises: [CGFloat]) {
        let shots = try clip.snapshots(at: [0.3] + times)
        let y0 = try #require(shots[0].view(labelled: "Hello World")).frame.minY
        let heights = try shots.dropFirst().map { try only("Rectangle", in: $0).frame.height }
        let rises = try shots.dropFirst().map { y0 - (try #require($0.view(labelled: "Hello World")).frame.minY) }
        return (heights, rises)
    }

    private var frames: [Double] { stride(from: tap, through: tap + 1.4, by: 1.0 / 60).map { $0 } }

    @Test func explicitAnimationMovesEverythingWithTheSmoothSpring() throws {
        let m = try layoutMotion(Examples.explicitAnimation, frames)
        #expect(m.heights.max()! <= 400 + 1e-9 && m.rises.max()! <= 100 + 1e-9)
        let i = frames.firstIndex { $0 >= tap + 0.1 }!, t = frames[i] - tap
        #expect(abs(m.heights[i] - (200 + 200 * Self.smooth(t))) < 0.5, "\(m.heights[i])")
        #expect(abs(m.rises[i] - 100 * Self.smooth(t)) < 0.5, "\(m.rises[i])")
        #expect(m.heights.last! == 400 && abs(m.rises.last! - 100) < 1e-6)
    }

    @Test func explicitWithImplicitOvershootsTheRectangleOnly() throws {
        let m = try layoutMotion(Examples.explicitWithImplicit, frames)
        #expect(m.heights.max()! > 400 + 1)                         // bouncy
        #expect(m.rises.max()! <= 100 + 1e-9)                       // smooth
    }

    @Test func implicitLayoutBugJumpsTheTextAndBouncesTheRectangle() throws {
        let m = try layoutMotion(Examples.implicitLayoutBug, [tap, tap + 0.1])
        #expect(abs(m.rises[0] - 100) < 1e-9)
        #expect(abs(m.heights[1] - (200 + 200 * Self.bouncy(0.1))) < 0.5, "\(m.heights[1])")
    }

    @Test func implicitLayoutFixedMovesTheTextWithBouncy() throws {
        let m = try layoutMotion(Examples.implicitLayoutFixed, [tap + 0.1])
        #expect(abs(m.rises[0] - 100 * Self.bouncy(0.1)) < 0.5, "\(m.rises[0])")
    }

    @Test func explicitCoverImplicitChangesTheFillAtOnce() throws {
        let s = try Examples.explicitCoverImplicit.snapshot(at: tap)
        #expect(try only("Rectangle", in: s).fillColor == .red)
    }

    @Test func transactionKeyAnimatesFromRootOnlyOverThreeSeconds() throws {
        let clip = Examples.transactionKey
        let s = try clip.snapshots(at: [tap + 1.5, 6.0])
        #expect(strictlyBetween(try only("Rectangle", in: s[0]).fillColor, .cyan, .orange))
        #expect(try only("Rectangle", in: s[1]).fillColor == .cyan)
    }

    @Test(arguments: [Examples.circleImplicit, Examples.circleImplicitValue, Examples.circleExplicit,
                      Examples.circleWithTransaction, Examples.circleTransactionPrint])
    func circleFillAnimates(clip: Clip) throws {
        let s = try clip.snapshot(at: tap + 0.1)
        #expect(strictlyBetween(try only("Circle", in: s).fillColor, .red, .green))
    }

    @Test func withTransactionDrawsTheSameFramesAsWithAnimation() throws {
        let times = stride(from: tap, through: tap + 1, by: 0.05).map { $0 }
        let a = try Examples.circleExplicit.snapshots(at: times), b = try Examples.circleWithTransaction.snapshots(at: times)
        #expect(a.map { $0.views(ofType: "Circle").first?.fillColor } == b.map { $0.views(ofType: "Circle").first?.fillColor })
    }

    @Test func disablesAnimationsLeavesTheLinearTwoSecondsHalfWayAtOne() throws {
        let s = try Examples.circleDisablesAnimations.snapshot(at: tap + 1.0)
        let c = try #require(try only("Circle", in: s).fillColor).resolve()
        let r = Color.red.resolve(), g = Color.green.resolve()
        #expect(abs(c.linearRed - (r.linearRed + g.linearRed) / 2) < 2e-3)
        #expect(abs(c.linearGreen - (r.linearGreen + g.linearGreen) / 2) < 2e-3)
        #expect(abs(c.linearBlue - (r.linearBlue + g.linearBlue) / 2) < 2e-3)
    }

    @Test func reimplementedAnimationAnimatesTheLeftAndForcesTheRightToJump() throws {
        let clip = Examples.circleReimplementedAnimation
        // Tapping the left circle: its own `_animation(.default)` animates it; the right one has none.
        let first = try clip.snapshot(at: tap + 0.1).views(ofType: "Circle")
        #expect(strictlyBetween(first[0].fillColor, .red, .green) && first[1].fillColor == .green)
        // Tapping the right one (at 2.0) runs withAnimation(.default), but forceAnimation(nil) sits above it.
        let second = try clip.snapshot(at: 2.05).views(ofType: "Circle")
        #expect(strictlyBetween(second[0].fillColor, .green, .red) && second[1].fillColor == .red)
    }
}
