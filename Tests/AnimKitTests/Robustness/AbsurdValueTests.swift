import Foundation
import Testing
@testable import AnimKit

/// Absurd numbers given to the library: each gives a clear error or a sensible answer, in bounded time.
struct AbsurdValueTests {
    @Test(arguments: [1e300, Double.infinity, 1e18, -Double.infinity, Double.nan])
    func repeatForeverAtAnyTime(time: Double) {
        for animation in [Animation.linear.repeatForever(), .linear.repeatForever(autoreverses: false),
                          .easeInOut(duration: 0.3).repeatCount(3), .spring.repeatForever()] {
            var context = AnimationContext<Double>()
            let v = animation.animate(value: 1.0, time: time, context: &context)
            #expect(v == nil || v!.isFinite, "\(animation) at \(time): \(String(describing: v))")
        }
    }

    @Test func repeatForeverFarAwayKeepsItsPhase() {
        // 1e6 s is a whole number of 0.35 s periods plus 0.05: the same place as 0.05 s (or as 0.3 s,
        // going back, on odd iterations).
        var context = AnimationContext<Double>()
        let far = Animation.linear(duration: 0.5).repeatForever(autoreverses: false).animate(value: 1.0, time: 1_000_000.1, context: &context)
        #expect(abs((far ?? -1) - 0.2) < 1e-6)
    }

    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan, 1e300])
    func interpolatingSpringWithAbsurdVelocity(velocity: Double) {
        let spring = Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: velocity)
        var context = AnimationContext<Double>()
        let v = spring.animate(value: 1.0, time: 0.5, context: &context)
        #expect(v.map(\.isFinite) ?? true)
        // A velocity that is not a number counts as 0: the spring settles as one from rest does.
        if !velocity.isFinite { #expect(spring.finishTime(value: 1.0, limit: 60) < 60) }
    }

    @Test func unitCurveWithNaNControlPoints() {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: .nan, y: .nan), endControlPoint: UnitPoint(x: 0.58, y: .infinity))
        for p in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(curve.value(at: p).isFinite, "at \(p)")
        }
        #expect(curve.value(at: 0) == 0 && abs(curve.value(at: 1) - 1) < 1e-9)
        var context = AnimationContext<Double>()
        let half = Animation.timingCurve(curve, duration: 1).animate(value: 100.0, time: 0.5, context: &context)
        #expect(half.map(\.isFinite) == true)
    }

    @Test func clipWithAbsurdSizeOrDurationIsRefused() throws {
        let sizes = [CGSize(width: CGFloat.nan, height: 100), CGSize(width: 100, height: CGFloat.infinity), CGSize(width: 1e9, height: 10), CGSize(width: 0, height: 10)]
        for size in sizes {
            let clip = Clip("absurd", description: "", size: size, duration: 1) { _ in DisplayList() }
            #expect(throws: AnimKitError.self) { try FrameLoop(clip: clip) }
        }
        for duration in [Double.nan, .infinity, -1, 0, 1e9] {
            let clip = Clip("absurd", description: "", size: CGSize(width: 10, height: 10), duration: duration) { _ in DisplayList() }
            #expect(throws: AnimKitError.self) { try FrameLoop(clip: clip) }
        }
        let viewClip = Clip("absurd-view", size: CGSize(width: CGFloat.nan, height: 10)) { Text("x") }
        #expect(throws: AnimKitError.self) { try viewClip.snapshot(at: 0.5) }
        let zeroFPS = Clip("absurd-fps", fps: 0) { Text("x") }
        #expect(throws: AnimKitError.self) { try zeroFPS.snapshot(at: 0.5) }
    }

    @Test func timesFarPastTheEnd() throws {
        let clip = Clip("late", size: CGSize(width: 40, height: 40)) { Text("x") }
        // Past an hour: refused with the bound, at once.
        for t in [1e18, 1e308, Double.infinity] {
            #expect(throws: AnimKitError.self) { try clip.snapshot(at: t) }
            #expect(throws: AnimKitError.self) { try clip.runScript(until: t) { _, _ in } }
        }
        // A time past the clip's end shows its last frame.
        let loop = try FrameLoop(clip: TestClips.redThenMoving)
        #expect(loop.clock.frame(at: 1e18) == loop.clock.frameCount - 1)
        #expect(loop.clock.frame(at: .infinity) == loop.clock.frameCount - 1)
        #expect(try loop.frame(at: 1e300).bytes == loop.frame(at: 2).bytes)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-late-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: png) }
        try ClipRenderer(clip: TestClips.redThenMoving, format: .png, time: 1e300).render(to: png)
        #expect(FileManager.default.fileExists(atPath: png.path))
    }

    @Test func aLateSnapshotOfAnIdleClipIsQuick() throws {
        // An idle clip is not stepped frame by frame to a late time: its view is built once and the snapshot is
        // taken at that time (a hang here would be caught by the test run's own limit, not a clock in the test).
        final class Count: @unchecked Sendable { var bodies = 0 }
        nonisolated struct Idle: View {
            let count: Count
            var body: some View {
                count.bodies += 1
                return Text("x")
            }
        }
        let count = Count()
        let clip = Clip("idle", size: CGSize(width: 40, height: 40)) { Idle(count: count) }
        let s = try clip.snapshot(at: 3000)
        #expect(s.time == 3000 && s.views(ofType: "Text").first?.label == "x")
        #expect(count.bodies == 1, "\(count.bodies)")
    }
}
