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

    final class Seen: @unchecked Sendable { var events: [String] = [] }

    struct Rows: View {
        let seen: Seen
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20) { i in
                        Text("Row \(i)").frame(height: 50)
                            .onScrollVisibilityChange(threshold: 0.5) { visible in seen.events.append("\(i) \(visible)") }
                    }
                }
            }
        }
    }

    @Test func rowsReportWhenTheyComeIntoAndGoOutOfSight() throws {
        let seen = Seen()
        let clip = Clip("rows", size: CGSize(width: 200, height: 200), duration: 2) { Rows(seen: seen) } script: {
            Scroll(at: CGPoint(x: 100, y: 150), by: 100, at: 0.2, duration: 1)   // slowly: no glide after
        }
        let shots = try clip.snapshots(at: stride(from: 0.0, through: 1.9, by: 1.0 / 60).map { $0 })
        // First the four rows that show at least half (0…3).
        #expect(Array(seen.events.prefix(4)).sorted() == ["0 true", "1 true", "2 true", "3 true"], "\(seen.events)")
        // At the end each row's last report says whether at least half of it shows in the 200-point viewport.
        var last: [Int: Bool] = [:]
        for event in seen.events {
            let parts = event.split(separator: " ")
            last[Int(parts[0])!] = parts[1] == "true"
        }
        let final = try #require(shots.last)
        for i in 0..<8 {
            guard let row = final.views(labelled: "Row \(i)").first(where: { $0.type == "Text" }) else { continue }
            let top = row.frame.midY - 25, shown = min(top + 50, 200) - max(top, 0)
            #expect((last[i] ?? false) == (shown >= 25), "row \(i): \(shown) \(seen.events)")
        }
        #expect(seen.events.contains("0 false") && seen.events.contains("4 true"))
    }
}
