import Foundation
import Testing
@testable import AnimKit

/// Clips take a text measurer from the process's pool for their life: clips alive at once measure with their own,
/// and a measurer given back is the next one taken.
@Suite struct TextMeasurerPoolTests {
    /// The measurer a view clip's source lays its text out with.
    private func measurer(of source: FrameSource) -> CairoTextMeasurer? {
        (source as? ViewFrameSource)?.measurer
    }

    @Test func clipsAliveAtOnceMeasureWithTheirOwn() throws {
        let clip = Clip("pool", size: CGSize(width: 120, height: 60)) { Text("Hello") }
        let first = clip.source(), second = clip.source()
        let a = try #require(measurer(of: first)), b = try #require(measurer(of: second))
        // (Other tests' clips take and give measurers meanwhile; none is handed out while a clip holds it.)
        #expect(a !== b)
    }

    @Test func aMeasurerMeasuresTheSameWhicheverClipAsks() throws {
        let pool = TextMeasurerPool()
        let a = try pool.take(), b = try pool.take()
        #expect(a !== b)
        for text in ["Hello", "A longer line of text that wraps", "12:34"] {
            #expect(a.size(of: text, font: .body, maxWidth: 80, fit: .unlimited) == b.size(of: text, font: .body, maxWidth: 80, fit: .unlimited))
        }
        pool.give(a)
        #expect(try pool.take() === a)
    }
}
