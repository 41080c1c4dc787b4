import Foundation
import Testing
@testable import AnimKit

/// `GroupBox`: iOS's card, its label and content, nesting, and `groupBoxStyle`.
@Suite struct GroupBoxTests {
    nonisolated struct Boxes: View {
        var body: some View {
            VStack(spacing: 20) {
                GroupBox("Today") {
                    Text("8,204 steps")
                    GroupBox { Text("Inner") }
                }
                GroupBox { Text("Styled") }.groupBoxStyle(Outlined())
            }
            .padding(20)
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    struct Outlined: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.content.padding(4).border(Color.red)
        }
    }

    @Test func aBoxIsAPaddedCardWithItsLabelAboveItsContent() throws {
        let clip = Clip("boxes", size: CGSize(width: 390, height: 400)) { Boxes() }
        let s = try clip.snapshot(at: 0)
        let title = try #require(s.views(labelled: "Today").first).frame
        let steps = try #require(s.views(labelled: "8,204 steps").first).frame
        // 16 points in from the card, which starts at the outer padding (20); the content 8 under the label.
        #expect(abs(title.minX - 36) < 0.01 && abs(title.minY - 36) < 0.01)
        #expect(abs(steps.minY - (title.maxY + 8)) < 0.01 && abs(steps.minX - 36) < 0.01)
        // The card fills the width offered, in the secondary system background; the inner box in the tertiary.
        let cards = s.views(ofType: "RoundedRectangle")
        #expect(cards.count == 2)
        #expect(abs(cards[0].frame.minX - 20) < 0.01 && abs(cards[0].frame.width - 350) < 0.01)
        #expect(cards[0].fill.map { abs($0[0] - 242.0 / 255) < 0.01 && abs($0[2] - 247.0 / 255) < 0.01 } == true)
        #expect(cards[1].fill.map { $0[0] > 0.99 && $0[2] > 0.99 } == true)
        let inner = try #require(s.views(labelled: "Inner").first).frame
        #expect(abs(inner.minX - (36 + 16)) < 0.01)
        // A style of your own draws its box: no card (the two above are the default boxes'), its own padding.
        let styled = try #require(s.views(labelled: "Styled").first).frame
        #expect(styled.minY > cards[0].frame.maxY + 20 + 4 - 0.01 && styled.minY < cards[0].frame.maxY + 20 + 4 + 0.01)
    }
}
