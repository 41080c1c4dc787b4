import Foundation
import Testing
@testable import AnimKit

/// Emoji are drawn in colour from the colour emoji font (Noto Color Emoji), as Apple's are on iOS.
@Suite struct EmojiTests {
    private func frame(_ text: String) throws -> FrameBuffer {
        try FrameLoop(clip: Clip("emoji", size: CGSize(width: 200, height: 100)) {
            Text(verbatim: text).font(.system(size: 48))
        }).frame(at: 0)
    }

    /// The pixels whose channels differ by more than 60: colour, not grey or black.
    private func colourful(_ f: FrameBuffer) -> Int {
        var n = 0
        for y in 0..<f.height {
            for x in 0..<f.width {
                let p = f.pixel(x: x, y: y)
                let values = [Int(p.r), Int(p.g), Int(p.b)]
                if values.max()! - values.min()! > 60 { n += 1 }
            }
        }
        return n
    }

    @Test func emojiAreDrawnInColour() throws {
        // 😇 is a yellow face: thousands of coloured pixels at 48 points; a black outline would have none.
        let angel = try frame("😇")
        #expect(colourful(angel) > 2000, "\(colourful(angel))")
        // The letters beside them stay black.
        #expect(colourful(try frame("AB")) == 0)
    }

    @Test func emojiMeasureAsWideAsTheyDraw() throws {
        let measurer = try CairoTextMeasurer()
        let font = Font.system(size: 48).resolved
        let one = measurer.size(of: "👻", font: font, maxWidth: nil)
        // An emoji is about as wide as the line is tall (Apple Color Emoji sets them square).
        #expect(one.width > 40 && one.width < 70, "\(one)")
    }
}
