import Foundation
import Testing
@testable import AnimKit

/// `redacted(reason:)`, `unredacted()`, `privacySensitive()` and `\.redactionReasons`.
@Suite struct RedactionTests {
    /// The darkest pixel (lowest red) in `rect` (points) of a frame drawn at `scale`, and how many pixels there
    /// are lighter than white.
    private func ink(_ frame: FrameBuffer, _ rect: CGRect) -> (darkest: Int, tinted: Int) {
        let s = CGFloat(frame.width) / 300
        var darkest = 255, tinted = 0
        for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
            for x in Int(rect.minX * s)..<Int(rect.maxX * s) {
                let r = Int(frame.pixel(x: x, y: y).r)
                darkest = min(darkest, r)
                if r < 250 { tinted += 1 }
            }
        }
        return (darkest, tinted)
    }

    nonisolated struct Card: View {
        let reasons: RedactionReasons
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Headline").font(.title).frame(height: 40)
                Text("Always shown").unredacted().frame(height: 30)
                Text("Balance 42").privacySensitive().frame(height: 30)
                Image(systemName: "star.fill").font(.system(size: 30)).frame(height: 40)
                ReasonReader()
            }
            .frame(width: 300, height: 200, alignment: .topLeading)
            .background(Color.white)
            .redacted(reason: reasons)
        }
    }

    nonisolated struct ReasonReader: View {
        @Environment(\.redactionReasons) private var reasons
        var body: some View { Text(reasons.contains(.placeholder) ? "reads placeholder" : "reads none").unredacted() }
    }

    @Test func placeholdersDrawBarsAndBlocksInPlaceOfTextAndSymbols() throws {
        let clip = Clip("redacted", size: CGSize(width: 300, height: 200)) { Card(reasons: .placeholder) }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        // The headline: a light bar (the primary colour at 16 %: about 214), no glyph ink.
        let headline = ink(frame, CGRect(x: 0, y: 0, width: 150, height: 40))
        #expect(headline.darkest > 200 && headline.darkest < 225 && headline.tinted > 500)
        // Unredacted text keeps its glyphs (dark pixels).
        #expect(ink(frame, CGRect(x: 0, y: 40, width: 150, height: 30)).darkest < 80)
        // Not private here: the sensitive text is a bar too (placeholder redacts everything).
        #expect(ink(frame, CGRect(x: 0, y: 70, width: 150, height: 30)).darkest > 200)
        // The star: a solid rounded block, light all over.
        let star = ink(frame, CGRect(x: 0, y: 100, width: 40, height: 40))
        #expect(star.darkest > 200 && star.tinted > 600)
        #expect(try clip.snapshot(at: 0).views(labelled: "reads placeholder").count == 1)
    }

    @Test func privacyRedactsOnlySensitiveViews() throws {
        let frame = try FrameLoop(clip: Clip("private", size: CGSize(width: 300, height: 200)) { Card(reasons: .privacy) }).frame(at: 0)
        #expect(ink(frame, CGRect(x: 0, y: 0, width: 150, height: 40)).darkest < 80)
        #expect(ink(frame, CGRect(x: 0, y: 70, width: 150, height: 30)).darkest > 200)
        #expect(ink(frame, CGRect(x: 0, y: 100, width: 40, height: 40)).darkest < 80)
        // No reasons: everything as itself.
        let plain = try FrameLoop(clip: Clip("plain", size: CGSize(width: 300, height: 200)) { Card(reasons: []) }).frame(at: 0)
        #expect(ink(plain, CGRect(x: 0, y: 70, width: 150, height: 30)).darkest < 80)
    }
}
