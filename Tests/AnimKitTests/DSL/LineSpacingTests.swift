import Foundation
import Testing
@testable import AnimKit

/// `lineSpacing(_:)`: extra points between the lines of text, not above the first or below the last.
struct LineSpacingTests {
    private let line: CGFloat = 20.287109375   // a body line, SF Pro's height

    @Test func linesAreTheGivenDistanceApart() throws {
        let clip = Clip("spacing", size: CGSize(width: 300, height: 300), duration: 0.5) {
            VStack(alignment: .leading, spacing: 0) {
                Text("One\nTwo\nThree").lineSpacing(10)
                Text("One\nTwo\nThree").lineSpacing(10).lineLimit(2)
                Text("One\nTwo\nThree")
            }
        }
        let texts = try clip.snapshot(at: 0.1).views(ofType: "Text")
        try #require(texts.count == 3)
        #expect(abs(texts[0].frame.height - (3 * line + 2 * 10)) < 0.01)
        #expect(abs(texts[1].frame.height - (2 * line + 10)) < 0.01)
        #expect(abs(texts[2].frame.height - 3 * line) < 0.01)
    }

    @Test func aHeightKeepsTheLinesThatFitWithTheirSpacing() throws {
        let measurer = try CairoTextMeasurer()
        let body = ResolvedFont(size: 17)
        // Two spaced lines need 2 × 20.287 + 10 = 50.57 points: 50.6 keeps two, 50.5 one.
        let two = measurer.size(of: "One\nTwo\nThree", font: body, maxWidth: 200, fit: TextFit(maxHeight: 50.6, lineSpacing: 10))
        let one = measurer.size(of: "One\nTwo\nThree", font: body, maxWidth: 200, fit: TextFit(maxHeight: 50.5, lineSpacing: 10))
        #expect(abs(two.height - (2 * line + 10)) < 0.01)
        #expect(abs(one.height - line) < 0.01)
        #expect(TextFit(lineSpacing: 10).description == "spacing 10")
    }
}
