import Foundation
import Testing
@testable import AnimKit

/// SF Symbols AnimKit has no drawing of: a Material Icons glyph of the same meaning at the symbol's size; a name
/// SF Symbols does not define: nothing.
@Suite struct SymbolFallbackTests {
    @Test func theNamesSFSymbolsDefinesAreKnown() {
        #expect(SymbolNames.all.count > 9000)
        for name in ["heart.fill", "figure.walk.motion", "suit.heart.fill", "scribble.variable", "newspaper", "0.circle.ar"] {
            #expect(SymbolNames.isValid(name), "\(name)")
        }
        for name in ["no.such.symbol", "heart.fil", "Heart", ""] { #expect(!SymbolNames.isValid(name), "\(name)") }
    }

    @Test(arguments: [
        ("newspaper", "newspaper"), ("figure.walk.motion", "directions_walk"), ("figure.open.water.swim", "pool"),
        ("suit.heart.fill", "favorite"), ("suit.heart", "favorite_outline"), ("arrowshape.backward.fill", "arrow_back"),
        ("scribble.variable", "gesture"), ("person.crop.circle.badge.xmark", "person_off"), ("safari", "explore"),
        ("arrow.2.squarepath", "sync"), ("server.rack", "dns"), ("mic.slash", "mic_off"), ("play.circle", "play_circle_outline"),
        ("arrow.down.right.and.arrow.up.left", "close_fullscreen"), ("character.book.closed.ja", "menu_book"),
    ])
    func eachNameTakesTheGlyphOfItsMeaning(_ name: String, _ glyph: String) {
        #expect(SymbolFallback.materialName(for: name, in: Set(SymbolFallback.codepoints.keys)) == glyph)
    }

    @Test func theIconFontIsInstalled() {
        // scripts/install-deps.sh installs fonts-material-design-icons-iconfont: its code point list is read.
        #expect(SymbolFallback.codepoints.count > 2000)
        #expect(SymbolFallback.codepoints["newspaper"] == 0xEB81)
    }

    nonisolated struct Row: View {
        var body: some View {
            HStack(spacing: 10) {
                Image(systemName: "newspaper")
                Image(systemName: "figure.walk.motion").foregroundStyle(.red)
                Image(systemName: "no.such.symbol")
                Text("News")
            }
            .font(.system(size: 30))
        }
    }

    @Test func aSymbolWithoutADrawingShowsItsGlyphAtTheSymbolsSizeAndAnUnknownNameNothing() throws {
        let clip = Clip("fallback", size: CGSize(width: 300, height: 60)) { Row() }
        let snapshot = try clip.snapshot(at: 0)
        let news = try #require(snapshot.view(labelled: "newspaper"))
        let walk = try #require(snapshot.view(labelled: "figure.walk.motion"))
        let unknown = try #require(snapshot.view(labelled: "no.such.symbol"))
        // As tall as the 30-point font, in the foreground colour; the unknown name takes no space.
        #expect(news.frame.height == 30 && walk.frame.height == 30)
        #expect(news.frame.width >= 15 && news.frame.width <= 48)
        #expect(walk.fillColor == .red)
        #expect(unknown.frame.size == .zero)
        // The glyphs are ink, not a name in a box: the newspaper's box is partly dark, the walker's partly red.
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        let s = CGFloat(frame.width) / 300
        func inked(_ rect: CGRect, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Double {
            var hits = 0, all = 0
            for y in Int(rect.minY * s)..<Int(rect.maxY * s) {
                for x in Int(rect.minX * s)..<Int(rect.maxX * s) {
                    all += 1
                    if test(frame.pixel(x: x, y: y)) { hits += 1 }
                }
            }
            return Double(hits) / Double(max(all, 1))
        }
        let dark = inked(news.frame) { $0.r < 80 && $0.g < 80 && $0.b < 80 }
        let red = inked(walk.frame) { $0.r > 200 && $0.g < 90 && $0.b < 90 }
        #expect(dark > 0.2 && dark < 0.9, "\(dark)")
        #expect(red > 0.1 && red < 0.9, "\(red)")
    }
}
