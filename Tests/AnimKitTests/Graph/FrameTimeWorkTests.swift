import Foundation
import Testing
@testable import AnimKit

/// Work a geometry effect schedules while a frame is drawn (`DispatchQueue.main.async` from `effectValue`, as
/// the well-known flip effect does) runs on the clip's clock at that frame's time, and every equal write it makes
/// afterwards changes nothing.
@Suite struct FrameTimeWorkTests {
    struct Reporter: GeometryEffect, @unchecked Sendable {   // (Swift 6 mode: the work closure is sent)
        @Binding var past: Bool
        var angle: Double
        var animatableData: Double {
            get { angle }
            set { angle = newValue }
        }
        func effectValue(size: CGSize) -> ProjectionTransform {
            let crossed = angle >= 90
            DispatchQueue.main.async { past = crossed }
            return ProjectionTransform(CGAffineTransform(rotationAngle: angle * .pi / 180))
        }
    }

    nonisolated struct Card: View {
        @State private var past = false
        @State private var angle = 0.0
        var body: some View {
            VStack {
                Text(past ? "back" : "front")
                Color.orange.frame(width: 60, height: 40).modifier(Reporter(past: $past, angle: angle))
                Button("Turn") { withAnimation(.linear(duration: 1)) { angle = 180 } }
            }
        }
    }

    @Test func workScheduledWhileDrawingRunsAtTheFramesTime() throws {
        let clip = Clip("reporter", size: CGSize(width: 300, height: 200), duration: 2.5, content: { Card() },
                        script: { Tap("Turn", at: 0.5) })
        // Linear from 0.5 s: 90° at 1.0 s. Frame by frame at 60 fps, the frame that draws the effect past 90°
        // schedules the write, and the next frame shows it (as SwiftUI's next run-loop turn) — and it stays.
        let times = (54...90).map { Double($0) / 60 }
        let labels = try clip.snapshots(at: times).map { $0.views(ofType: "Text").first?.label ?? "" }
        let first = try #require(labels.firstIndex(of: "back"), "\(labels)")
        #expect(abs(times[first] - (1.0 + 1.0 / 60)) < 1e-9, "first back at \(times[first])")
        #expect(labels[..<first].allSatisfy { $0 == "front" } && labels[first...].allSatisfy { $0 == "back" }, "\(labels)")
    }
}
