import Foundation
import Testing
@testable import AnimKit

/// A square moved by `.offset`: "Go" moves it `step` further with `animation`, "Back" returns it with
/// `animation`, "Jump" puts it back to 0 without animation.
private nonisolated struct Mover: View {
    let animation: Animation?
    var step: CGFloat = 200
    @State private var x: CGFloat = 0
    var body: some View {
        VStack {
            Rectangle()
                .frame(width: 20, height: 20)
                .offset(x: x)
            HStack {
                Button("Go") { withAnimation(animation) { x += step } }
                Button("Back") { withAnimation(animation) { x = 0 } }
                Button("Jump") { x = 0 }
            }
        }
    }
}

/// How far the square has moved from where it started.
private func travel(_ clip: Clip, at times: [Double]) throws -> [Double] {
    let shots = try clip.snapshots(at: [0] + times)
    let start = try #require(shots[0].views(ofType: "Rectangle").first).frame.minX
    return try shots.dropFirst().map { try #require($0.views(ofType: "Rectangle").first).frame.minX - start }
}

private func mover(_ animation: Animation?, step: CGFloat = 200, @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep]) -> Clip {
    Clip("mover", size: CGSize(width: 500, height: 200), content: { Mover(animation: animation, step: step) }, script: script)
}

@Suite struct AnimatedAttributeTests {
    @Test func linearMovesHalfWayAtHalfTime() throws {
        let clip = mover(.linear) { Tap("Go", at: 0.5) }
        let x = try travel(clip, at: [0.5, 0.5 + 0.175, 0.5 + 0.35, 1.0])
        #expect(abs(x[0]) < 1e-9)
        #expect(abs(x[1] - 100) < 1e-6)
        #expect(x[2] == 200 && x[3] == 200)
    }

    @Test func easeInOutMovesAnEighthAtAQuarter() throws {
        let clip = mover(.easeInOut) { Tap("Go", at: 0.5) }
        let x = try travel(clip, at: [0.5 + 0.35 / 4])
        // 200 × 0.12916 (the easeInOut curve's value a quarter of the way through).
        #expect(abs(x[0] - 25.83) < 0.01)
    }

    @Test func smoothNeverOvershootsAndBouncyDoes() throws {
        let times = stride(from: 0.5, through: 2.5, by: 1.0 / 120).map { $0 }
        let smooth = try travel(mover(.smooth) { Tap("Go", at: 0.5) }, at: times)
        let bouncy = try travel(mover(.bouncy) { Tap("Go", at: 0.5) }, at: times)
        #expect(smooth.max()! <= 200 + 1e-9)
        #expect(smooth.last! == 200)
        #expect(bouncy.max()! > 205)
        #expect(abs(bouncy.last! - 200) < 0.5)
    }

    @Test func aChangeWithoutAnimationJumpsAndDropsTheRunningOne() throws {
        let clip = mover(.linear(duration: 1)) {
            Tap("Go", at: 0.5)
            Tap("Jump", at: 0.9)
        }
        let x = try travel(clip, at: [0.85, 0.9, 1.0, 1.6])
        #expect(abs(x[0] - 200 * 0.35) < 1e-3, "\(x[0])")   // linear: 0.35 of the second
        #expect(x[1] == 0 && x[2] == 0 && x[3] == 0)
    }

    @Test func timingCurvesAddUp() throws {
        // linear(1 s) 0→100 at T, then →200 at T+0.5 with another linear(1 s): at T+0.75 the first stands
        // at 75 and the second has done a quarter of the way from there to 200: 75 + 125 × 0.25 = 106.25.
        let clip = mover(.linear(duration: 1), step: 100) {
            Tap("Go", at: 0.5)
            Tap("Go", at: 1.0)
        }
        let x = try travel(clip, at: [0.99, 1.0, 1.25, 1.5, 2.0])
        // Curve values land on SwiftUI's 2⁻²⁰ grid: within 100 × 2⁻²⁰ of the exact line.
        #expect(abs(x[0] - 49) < 1e-4 && abs(x[1] - 50) < 1e-6)
        #expect(abs(x[2] - 106.25) < 1e-6)
        #expect(abs(x[3] - 150) < 1e-6)
        #expect(x[4] == 200)
    }

    @Test func aRetargetedSpringKeepsItsVelocity() throws {
        let clip = mover(.spring) {
            Tap("Go", at: 0.5)
            Tap("Back", at: 0.65)
        }
        let h = 0.001
        let x = try travel(clip, at: [0.65 - h, 0.65, 0.65 + h, 0.7, 3])
        let before = (x[1] - x[0]) / h, after = (x[2] - x[1]) / h
        // Moving right fast when turned around; the spring carries that speed on (no restart from rest).
        #expect(before > 300)
        #expect(abs(after - before) < 0.1 * before)
        #expect(x[3] > x[1] - 5)
        #expect(abs(x[4]) < 0.01)
    }

    @Test func theNaturalDurationWaitsForAnimationsToFinish() throws {
        let slow = mover(.linear(duration: 3)) { Tap("Go", at: 0.5) }
        let d = try #require(slow.source().naturalDuration)
        #expect(abs(d - 4.0) <= 1.0 / 60 + 1e-9)
        // A repeating animation never finishes: the clip needs a duration.
        let forever = mover(.linear.repeatForever()) { Tap("Go", at: 0.5) }
        #expect(forever.source().naturalDuration == nil)
        #expect(throws: AnimKitError.self) { try FrameLoop(clip: forever) }
    }
}
