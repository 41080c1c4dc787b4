import Foundation
import Testing
@testable import AnimKit

private nonisolated struct Shrinking: View {
    @State var rows = [1, 2, 3]
    var body: some View {
        VStack {
            List {
                ForEach(rows, id: \.self) { _ in Color.red.frame(height: 30) }
            }
            Button("Remove") { withAnimation(.linear(duration: 1)) { _ = rows.removeLast() } }
        }
    }
}

/// A row leaving a List is cut off by the shrinking card, as a table's cells are.
struct ListClipTests {
    @Test func aLeavingRowIsClippedByTheCard() throws {
        let clip = Clip("list-clip", size: CGSize(width: 300, height: 400), showsTouches: false) {
            Shrinking()
        } script: {
            Tap("Remove", at: 0.5)
        }
        let before = try clip.snapshot(at: 0.4)
        let colours = before.views.filter { $0.type == "Color" }
        #expect(colours.count == 3)
        let last = try #require(colours.last)
        // Half way through the linear second the card has shrunk by half a row (22 pt): the lower part of the
        // leaving row's block lies outside it and shows the grouped background, not a faded red.
        let frame = try FrameLoop(clip: clip).frame(at: 1.0)
        let x = Int(last.frame.midX), y = Int(last.frame.maxY) - 3
        let i = (y * frame.width + x) * 4
        #expect(Array(frame.bytes[i..<i + 4]) == [242, 242, 247, 255])
        // The upper part, still inside the card, shows the fading row.
        let yIn = Int(last.frame.minY) + 3
        let j = (yIn * frame.width + x) * 4
        let px = Array(frame.bytes[j..<j + 4])
        #expect(px[0] == 255 && px[1] > 59 && px[1] < 255, "\(px)")
    }
}

