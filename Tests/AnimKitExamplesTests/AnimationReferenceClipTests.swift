import AnimKit
import AnimKitExamples
import Foundation
import Testing

/// The animation reference's clips (CLIPS.md, 004): their "expected" column on inspected values.
/// The first tap is released at T = 0.5.
@Suite struct AnimationReferenceClipTests {
    private let tap = 0.5

    private func only(_ type: String, in s: ClipSnapshot) throws -> ViewSnapshot {
        let views = s.views(ofType: type)
        try #require(views.count == 1, "expected one \(type), found \(views.count)")
        return views[0]
    }

    private func frames(_ from: Double, _ to: Double, step: Double = 1.0 / 60) -> [Double] {
        stride(from: from, through: to, by: step).map { $0 }
    }

    /// The horizontal centre of the view with accessibility identifier `id` at each time.
    private func centres(_ clip: Clip, _ id: String, at times: [Double]) throws -> [Double] {
        try clip.snapshots(at: times).map { s in try #require(s.views.first { $0.identifier == id }).frame.midX }
    }

    @Test func animatableNumberCountsThroughIntermediateValues() throws {
        let shots = try Examples.animatableNumber.snapshots(at: frames(tap, tap + 1))
        let numbers = try shots.map { s in
            let label = try #require(s.views(ofType: "Text").first?.label)
            return try #require(Int(label))
        }
        #expect(Set(numbers).count > 20)
        #expect(numbers.first == 0 && numbers.last == 100)
        #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func countersJumpWhateverTheirType() throws {
        let s = try Examples.counterIntVsFloat.snapshot(at: tap)
        #expect(s.views(ofType: "Text").prefix(2).map(\.label) == ["100", "100"])
    }

    @Test func scaleEffectPassesThroughIntermediateValues() throws {
        let s = try Examples.scaleEffect.snapshots(at: [0.3, tap + 0.1])
        let k = try only("Circle", in: s[1]).frame.width / only("Circle", in: s[0]).frame.width
        #expect(k > 1.0 && k < 1.5)
    }

    @Test func scaleEffectModifierInterpolatesScaleAndAnchorTogether() throws {
        // linear(1 s) from 1× about the top-leading corner to 2× about the centre: half way, 1.5× about
        // (0.25, 0.25), so the 80-pt square's left edge sits 80 × 0.25 × (1.5 − 1) = 10 pt further left.
        let s = try Examples.scaleEffectModifier.snapshots(at: [0.3, tap + 0.5])
        let r0 = try only("Rectangle", in: s[0]).frame, r1 = try only("Rectangle", in: s[1]).frame
        #expect(abs(r1.width - 120) < 1e-6)
        #expect(abs(r1.minX - (r0.minX - 10)) < 1e-6 && abs(r1.minY - (r0.minY - 10)) < 1e-6)
    }

    @Test func radialLayoutMovesEveryViewAlongTheCircle() throws {
        for t in [tap + 0.25, tap + 0.5, tap + 0.75] {
            let circles = try Examples.radialLayout.snapshot(at: t).views(ofType: "Circle")
            try #require(circles.count == 6)
            let cx = circles.map(\.frame.midX).reduce(0, +) / 6, cy = circles.map(\.frame.midY).reduce(0, +) / 6
            for c in circles {
                #expect(abs(hypot(c.frame.midX - cx, c.frame.midY - cy) - 100) < 1e-6)
            }
        }
        // Half way through the easeInOut, the layout has turned by a quarter: the first view is below the centre.
        let mid = try Examples.radialLayout.snapshot(at: tap + 0.5).views(ofType: "Circle")
        let cx = mid.map(\.frame.midX).reduce(0, +) / 6
        #expect(abs(mid[0].frame.midX - cx) < 1e-6)
    }

    @Test func timingCurvesFollowTheirCurves() throws {
        let lanes: [(String, UnitCurve, Double)] = [
            (".linear", .linear, 0.35), (".easeIn", .easeIn, 0.35), (".easeOut", .easeOut, 0.35),
            (".easeInOut", .easeInOut, 0.35),
            (".timingCurve", .bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0.8, y: 1)), 0.5),
        ]
        let times = [0.3, tap + 0.05, tap + 0.1, tap + 0.2, tap + 0.3]
        for (id, curve, duration) in lanes {
            let x = try centres(Examples.timingCurves, id, at: times)
            for (t, position) in zip(times.dropFirst(), x.dropFirst()) {
                #expect(abs(position - x[0] - 260 * curve.value(at: (t - tap) / duration)) < 1e-6, "\(id) at \(t)")
            }
        }
    }

    @Test func springsOvershootByTheirBounce() throws {
        let times = [0.3] + frames(tap, tap + 1.4)
        func overshoot(_ id: String) throws -> Double {
            let x = try centres(Examples.springs, id, at: times)
            return x.dropFirst().map { $0 - x[0] - 260 }.max()!
        }
        let smooth = try overshoot(".smooth"), snappy = try overshoot(".snappy"), bouncy = try overshoot(".bouncy")
        #expect(smooth <= 1e-9)
        #expect(snappy > 0.5 && snappy < bouncy)
        #expect(try overshoot(".spring(0.6, 0.3)") > snappy)
    }

    @Test func animationModifiersDelayRepeatAndChangeSpeed() throws {
        let clip = Examples.animationModifiers
        let delay = try centres(clip, ".delay(0.5)", at: [0.3, tap + 0.45, tap + 0.6])
        #expect(delay[1] == delay[0] && delay[2] > delay[0])
        let legs = try centres(clip, ".repeatCount(3)", at: [0.3, tap + 0.35, tap + 0.7, tap + 1.05, tap + 2])
        #expect(abs(legs[1] - legs[0] - 260) < 1e-6 && abs(legs[2] - legs[0]) < 1e-6)
        #expect(abs(legs[3] - legs[0] - 260) < 1e-6 && legs[4] == legs[3])
        let forever = try centres(clip, ".repeatForever", at: [0.3, 3.4, 3.5])
        #expect(forever[2] != forever[1] && forever[2] > forever[0] && forever[2] < forever[0] + 260)
        // speed(2) at T+t stands where speed(0.5) stands at T+4t.
        let offsets = [0.05, 0.1, 0.2, 0.3]
        let fast = try centres(clip, ".speed(2.0)", at: offsets.map { tap + $0 })
        let slow = try centres(clip, ".speed(0.5)", at: offsets.map { tap + 4 * $0 })
        for (f, s) in zip(fast, slow) { #expect(abs(f - s) < 1e-6) }
    }

    @Test func withAnimationAnimatesByDefaultAndJumpsWithNil() throws {
        let clip = Examples.withAnimationDefault
        let s = try clip.snapshots(at: [0.3, tap + 0.1, 3.0])
        let dots = s.map { $0.views(ofType: "Circle").map(\.frame.midX) }
        #expect(dots[1][0] > dots[0][0] + 1 && dots[1][0] < dots[0][0] + 199)   // default: on its way
        #expect(dots[2][2] == dots[0][2] + 200)                                    // nil: there at once
        let spring = try clip.snapshots(at: frames(1.5, 2.9)).map { $0.views(ofType: "Circle")[1].frame.midX }
        #expect(spring.max()! > dots[0][1] + 200 + 1)                               // bounce 0.4 overshoots
    }

    @Test func scopedAvatarAnimatesOnlyTheScale() throws {
        let s = try Examples.scopedAvatar.snapshots(at: [0.3, tap + 0.1])
        let before = s[0].views(ofType: "Image"), mid = s[1].views(ofType: "Image")
        try #require(before.count == 2 && mid.count == 2)
        // Both scales are on their way.
        for i in 0..<2 {
            let k = mid[i].frame.width / before[i].frame.width
            #expect(k > 1.0 && k < 1.5)
        }
        // The colour animates (by accident) in the first, and changes at once in the scoped one.
        #expect(mid[0].fillColor != .orange && mid[0].fillColor != .gray)
        #expect(mid[1].fillColor == .orange)
    }

    @Test func transactionKeyPicksBouncyForTheAvatarAndSmoothForTheButton() throws {
        let clip = Examples.transactionKeyAvatar
        let widths = try clip.snapshots(at: [0.3] + frames(tap, 3.9)).map { try only("Image", in: $0).frame.width }
        let base = widths[0], afterButton = frames(tap, 3.9).map { $0 >= 2.0 }
        let selecting = zip(widths.dropFirst(), afterButton).filter { !$1 }.map { $0.0 / base }
        let deselecting = zip(widths.dropFirst(), afterButton).filter { $1 }.map { $0.0 / base }
        #expect(selecting.max()! > 1.5 + 0.01)                        // bouncy overshoots
        #expect(deselecting.min()! >= 1.0 - 1e-9)                     // smooth does not
        #expect(abs(deselecting.last! - 1.0) < 1e-9)
    }

    @Test func customLinearAnimationIsHalfWayAtHalfTime() throws {
        let x = try Examples.customAnimation.snapshots(at: [0.3, tap + 0.5, tap + 1]).map { try only("Circle", in: $0).frame.midX }
        #expect(abs(x[1] - (x[0] + 100)) < 1e-6)
        #expect(x[2] == x[0] + 200)
    }

    @Test func aSpringMergesAndATimingCurveAddsUp() throws {
        let clip = Examples.springMergeVsAdditive
        let times = [0.3, 0.7 - 0.001, 0.7, 0.7 + 0.001, 0.8, 0.9, 1.0]
        let spring = try centres(clip, "spring", at: times), curve = try centres(clip, "easeInOut", at: times)
        // What AnimatedValue (the library's merge and additive rules) gives for the same two changes.
        func expected(_ animation: Animation) -> [Double] {
            var v = AnimatedValue(-120.0)
            v.set(120, animation: animation, at: 0.5)
            v.set(-120, animation: animation, at: 0.7)
            return times.dropFirst(4).map { t in v.update(to: t); return v.presented }
        }
        for (x, e) in [(spring, expected(.spring)), (curve, expected(.easeInOut(duration: 0.5)))] {
            let origin = x[0] + 120
            for (got, want) in zip(x.dropFirst(4), e) { #expect(abs(got - origin - want) < 1e-6) }
        }
        // The spring turns round with the velocity it had; both stay continuous where they were called back.
        let before = (spring[2] - spring[1]) / 0.001, after = (spring[3] - spring[2]) / 0.001
        #expect(before > 300 && abs(after - before) < 0.1 * before)
        #expect(abs(curve[3] - curve[2]) < 1)
    }

    @Test func theBeadFollowsTheFingerAndKeepsItsVelocityOnRelease() throws {
        let clip = Examples.draggableBead
        let h = 1.0 / 60
        let s = try clip.snapshots(at: [tap + 0.4, 1.0 - h, 1.0, 1.0 + h, 2.5])
        let beads = try s.map { try only("Circle", in: $0).frame }
        // During the drag the interactive spring keeps the bead near the finger.
        let finger = CGPoint(x: 60 + 140 * 0.8, y: 100 + 120 * 0.8)
        #expect(hypot(beads[0].midX - finger.x, beads[0].midY - finger.y) < 30)
        // On release the spring to the target starts from the bead's velocity (280 pt/s to the right).
        let vBefore = (beads[2].midX - beads[1].midX) / h, vAfter = (beads[3].midX - beads[2].midX) / h
        #expect(vBefore > 150)
        #expect(vAfter > vBefore * 0.8)
        #expect(abs(beads[4].midX - 320) < 0.01 && abs(beads[4].midY - 100) < 0.01)
    }

    @Test func theSecondAnimationStartsWhenTheFirstIsLogicallyComplete() throws {
        let clip = Examples.animationCompletion
        let times = [0.3] + frames(tap, tap + 1.5)
        let shots = try clip.snapshots(at: times).map { try only("Circle", in: $0).frame }
        let x0 = shots[0].midX, y0 = shots[0].midY
        let start = try #require(shots.firstIndex { $0.midY != y0 })
        // Nothing moves down while the first animation is well under way…
        #expect(shots[start - 1].midX - x0 > 190)
        #expect(times[start] > tap + 0.3)
        // …and the second starts before the first has fully settled (logically complete, not removed).
        #expect(shots[start].midX - x0 < 200)
        #expect(abs(shots.last!.midY - y0 - 120) < 0.01)
    }
}
