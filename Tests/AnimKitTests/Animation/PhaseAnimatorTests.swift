import Foundation
import Testing
@testable import AnimKit

/// Phase animators: through the phases in turn, each with its own animation, looping or once per trigger.
@Suite struct PhaseAnimatorTests {
    private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func aLoopingAnimatorMovesToEachPhaseWithItsAnimation() throws {
        // 0 → 100 over 1 s (linear), then back to 0 over 0.5 s, and again.
        let clip = Clip("phases", size: CGSize(width: 300, height: 100), duration: 4) {
            PhaseAnimator([0.0, 100.0]) { x in
                Rectangle().frame(width: 10, height: 10).offset(x: x)
            } animation: { phase in phase == 100 ? .linear(duration: 1) : .linear(duration: 0.5) }
        }
        let xs = try clip.snapshots(at: [0, 0.5, 1.0, 1.25, 1.5, 2.0]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        let moved = xs.map { $0 - xs[0] }
        // Each next phase starts at the frame after the previous animation completes (1/60 s later).
        let frame = 1.0 / 60
        #expect(near(moved[1], 50) && near(moved[2], 100))
        #expect(near(moved[3], 100 - (0.25 - frame) / 0.5 * 100, 1e-4) && near(moved[4], 100 - (0.5 - frame) / 0.5 * 100, 1e-4))
        #expect(near(moved[5], (2.0 - (1.5 + 2 * frame)) * 100, 1e-4))
    }

    /// A bar that goes 0 → 40 → 80 → back to 0 (each 0.2 s linear) when tapped.
    nonisolated struct Stepper: View {
        @State private var taps = 0
        var body: some View {
            VStack {
                Rectangle().frame(width: 10, height: 10)
                    .phaseAnimator([0.0, 40, 80], trigger: taps) { view, x in view.offset(x: x) } animation: { _ in .linear(duration: 0.2) }
                Button("Go") { taps += 1 }
            }
        }
    }

    @Test func aTriggeredAnimatorRunsOnceAndReturns() throws {
        let clip = Clip("steps", size: CGSize(width: 300, height: 100), duration: 2, content: { Stepper() }, script: { Tap("Go", at: 0.5) })
        let xs = try clip.snapshots(at: [0.4, 0.6, 0.7, 0.8, 0.9, 1.0, 1.5]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        let moved = xs.map { $0 - xs[0] }
        // Phase 1 (40) from 0.5 to 0.7; phase 2 (80) from the next frame; back to the first from the frame after it ends.
        let frame = 1.0 / 60
        #expect(near(moved[1], 20) && near(moved[2], 40))
        #expect(near(moved[3], 40 + (0.8 - 0.7 - frame) / 0.2 * 40, 1e-4) && near(moved[4], 40 + (0.9 - 0.7 - frame) / 0.2 * 40, 1e-4))
        #expect(near(moved[5], 80 - (1.0 - 0.9 - 2 * frame) / 0.2 * 80, 1e-4) && near(moved[6], 0))
    }
}
