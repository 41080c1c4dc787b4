import Foundation
import Testing
@testable import AnimKit

/// A view leaving a lazy grid keeps where it was while its transition runs and takes no cell: the other cells
/// stay put (as in stacks), so an `if`/`else` swapping a cell's content does not reflow the grid.
@Suite struct LazyGridLeavingTests {
    nonisolated struct Cards: View {
        @State private var selected: Int?
        var body: some View {
            VStack {
                LazyVGrid(columns: [GridItem(.fixed(80)), GridItem(.fixed(80))], spacing: 10) {
                    ForEach(0..<4, id: \.self) { i in
                        if selected == i {
                            Color.blue.frame(height: 50).accessibilityIdentifier("placeholder\(i)")
                        } else {
                            Color.red.frame(height: 50).accessibilityIdentifier("card\(i)")
                        }
                    }
                }
                Button("Pick") { withAnimation(.linear(duration: 1)) { selected = 1 } }
            }
        }
    }

    @Test func theOtherCellsStayPutWhileACellsContentIsSwapped() throws {
        let clip = Clip("grid", size: CGSize(width: 300, height: 300), duration: 2.5, content: { Cards() },
                        script: { Tap("Pick", at: 0.5) })
        let shots = try clip.snapshots(at: [0.4, 1.0, 2.0])
        let before = try (0..<4).map { try #require(shots[0].view(identifier: "card\($0)")).frame }
        // Half way: card 1 fading out and its placeholder fading in, both in card 1's cell; the others unmoved.
        let mid = shots[1]
        for i in [0, 2, 3] { #expect(try #require(mid.view(identifier: "card\(i)")).frame == before[i], "card \(i)") }
        let leaving = try #require(mid.view(identifier: "card1")), entering = try #require(mid.view(identifier: "placeholder1"))
        #expect(leaving.frame == before[1] && entering.frame == before[1], "\(leaving.frame) \(entering.frame)")
        #expect(abs(leaving.opacity - 0.5) < 0.01 && abs(entering.opacity - 0.5) < 0.01)
        // Done: the placeholder alone in the cell.
        #expect(shots[2].view(identifier: "card1") == nil)
        #expect(try #require(shots[2].view(identifier: "placeholder1")).frame == before[1])
    }
}
