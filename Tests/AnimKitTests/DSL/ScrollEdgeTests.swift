import Foundation
import Testing
@testable import AnimKit

/// A navigation bar follows the list at the top of its screen: the large title scrolls up with the rows and
/// the bar shrinks, the small title and the bar's background appear once content goes under the bar, and a
/// pull down brings the large title down with the rows.
@Suite struct ScrollEdgeTests {
    nonisolated struct Numbers: View {
        var body: some View {
            NavigationStack {
                List(0..<40) { Text("Number \($0)") }
                    .navigationTitle("Numbers")
            }
        }
    }

    private func clip(@ScriptBuilder _ script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let steps = script()
        return Clip("edge", size: CGSize(width: 390, height: 600), fps: 60, duration: 3, content: { Numbers() }, script: { steps })
    }

    private func titles(_ shot: ClipSnapshot) -> [CGRect] { shot.views(labelled: "Numbers").filter { $0.type == "Text" }.map(\.frame) }

    @Test func theLargeTitleGoesUpWithTheRowsThenTheBarTakesItsSmallTitleAndBackground() throws {
        // A slow drag up: the finger lifts 30 (then 100) points above where it landed, at 0.8.
        let up30 = clip { Drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 370), at: 0.5, duration: 0.3) }
        let s = try up30.snapshots(at: [0.4, 0.8])
        let large = try #require(titles(s[0]).first)
        #expect(titles(s[0]).count == 1 && large.minY > 44)
        let moved = try #require(titles(s[1]).first)
        #expect(abs(moved.minY - (large.minY - 30)) < 0.01)
        #expect(abs(try rowY("Number 0", s[1]) - (try rowY("Number 0", s[0]) - 30)) < 0.01)

        let up100 = clip { Drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), at: 0.5, duration: 1) }
        let loop = try FrameLoop(clip: up100)
        let under = try up100.snapshots(at: [1.5])[0]
        // The large title is gone; the small one is centred in the 44-point bar.
        let small = try #require(titles(under).first)
        #expect(titles(under).count == 1 && abs(small.midY - 22) < 0.5 && abs(small.midX - 195) < 0.5)
        // The bar's background (249 grey at 94 % over the list's 242) shows once rows are under it.
        func grey(_ f: FrameBuffer) -> UInt8 { f.bytes[(22 * f.width + 8) * 4] }
        #expect(grey(try loop.frame(at: 0.4)) == 242)
        let after = grey(try loop.frame(at: 1.5))
        #expect(after == 248 || after == 249, "\(after)")
    }

    @Test func aPullDownBringsTheLargeTitleDown() throws {
        let pull = clip { Drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400), at: 0.5, duration: 0.3) }
        let s = try pull.snapshots(at: [0.4, 0.8])
        let before = try #require(titles(s[0]).first), pulled = try #require(titles(s[1]).first)
        // The rows resist (rubber band); the title moves as far as they do.
        let rows = try rowY("Number 0", s[1]) - rowY("Number 0", s[0])
        #expect(rows > 10 && rows < 100)
        #expect(abs(pulled.minY - before.minY - rows) < 0.01)
    }

    private func rowY(_ label: String, _ shot: ClipSnapshot) throws -> CGFloat {
        try #require(shot.views(labelled: label).first { $0.type == "Text" }).frame.midY
    }
}
