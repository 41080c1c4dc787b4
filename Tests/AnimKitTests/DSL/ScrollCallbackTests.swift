import Foundation
import Testing
@testable import AnimKit

/// `onScrollGeometryChange` and `onScrollPhaseChange` follow a scroll view frame by frame.
@Suite struct ScrollCallbackTests {
    final class Log: @unchecked Sendable { var phases: [String] = [] }

    struct Feed: View {
        let log: Log
        @State private var offset: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("offset \(Int(offset.rounded()))").frame(height: 30)
                ScrollView {
                    VStack(spacing: 0) { ForEach(0..<40) { i in Text("Row \(i)").frame(height: 40) } }
                }
                .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
                .onScrollPhaseChange { old, new in log.phases.append("\(old)->\(new)") }
            }
        }
    }

    @Test func theOffsetAndThePhasesFollowAFlick() throws {
        let log = Log()
        let clip = Clip("feed", size: CGSize(width: 200, height: 300), duration: 6) { Feed(log: log) } script: {
            Scroll(at: CGPoint(x: 100, y: 200), by: 120, at: 0.5, duration: 0.2)
        }
        let times = stride(from: 0.0, through: 5.9, by: 1.0 / 60).map { $0 }
        let shots = try clip.snapshots(at: times)
        // The phases: the finger moves the content, it glides, it rests.
        #expect(log.phases == ["idle->interacting", "interacting->decelerating", "decelerating->idle"], "\(log.phases)")
        // The label shows the offset: while the finger moves, of the same frame (each move is a layout); while the
        // content glides, of the frame before (the action's change is drawn in the next frame).
        func offset(_ i: Int) throws -> Int {
            let row = try #require(shots[i].views(labelled: "Row 0").first { $0.type == "Text" })
            return Int((30 - (row.frame.midY - 20)).rounded())
        }
        func label(_ i: Int) -> String? { shots[i].views(ofType: "Text").first?.label }
        let dragging = try offset(40)
        #expect(label(40) == "offset \(dragging)", "\(String(describing: label(40)))")
        for i in [60, 100, 200, 300] {
            let before = try offset(i - 1)
            #expect(label(i) == "offset \(before)", "frame \(i): \(before) \(String(describing: label(i)))")
        }
    }
}
