import Foundation
import Testing
@testable import AnimKit
@testable import AnimKitPublish

/// `<!-- animkit: … -->` markers: what they ask for, where they are, and the article around them kept byte for byte.
@Suite struct MarkdownArticleTests {
    static let article = """
    # Cards\r
    Intro with a marker inline: <!-- animkit: card --> and more.
    <!--animkit:card format=mp4-->
    <!-- animkit: card at=1.2 alt="The card, half open" -->
    <!-- animkit: card times=0.5,0.6,0.8 scale=1 -->
    <!-- animkit: card frames=8 -->
    <!-- not ours -->
    ```markdown
    <!-- animkit: shown-as-code -->
    ```
    Inline: `<!-- animkit: also-code -->` stays.

    """

    @Test func markersSayWhatTheyWant() throws {
        let a = try MarkdownArticle(text: Self.article, file: "cards.md")
        #expect(a.markers.map(\.line) == [2, 3, 4, 5, 6])
        #expect(a.markers.map(\.format) == [.gif, .mp4, .png, .filmstrip, .filmstrip])
        #expect(a.markers.map(\.fileName) == ["card.gif", "card.mp4", "card-at1.2.png", "card-filmstrip-0.5-0.6-0.8@1x.png",
                                             "card-filmstrip-8.png"])
        #expect(a.markers[2].alt == "The card, half open" && a.markers[2].at == 1.2)
        #expect(a.markers[3].times == [0.5, 0.6, 0.8] && a.markers[3].settings.scale == 1)
        #expect(a.markers[0].settings.scale == 2 && a.markers[1].settings.scale == 1)
    }

    @Test func everythingButTheMarkersIsKeptByteForByte() throws {
        let a = try MarkdownArticle(text: Self.article, file: "cards.md")
        let out = a.replacing { "[\($0.fileName)]" }
        #expect(out == """
        # Cards\r
        Intro with a marker inline: [card.gif] and more.
        [card.mp4]
        [card-at1.2.png]
        [card-filmstrip-0.5-0.6-0.8@1x.png]
        [card-filmstrip-8.png]
        <!-- not ours -->
        ```markdown
        <!-- animkit: shown-as-code -->
        ```
        Inline: `<!-- animkit: also-code -->` stays.

        """)
        #expect(a.markers[1].markup(path: "m/card.mp4", description: "A card") == "<video src=\"m/card.mp4\" autoplay loop muted playsinline title=\"A card\"></video>")
        #expect(a.markers[2].markup(path: "m/x.png", description: "A card") == "![The card, half open](m/x.png)")
    }

    @Test func aBadMarkerNamesItsFileAndLine() {
        for (text, reason) in [("ok\n<!-- animkit: card speed=2 -->", "cards.md:2: unknown key 'speed'"),
                               ("<!-- animkit: at=1 -->", "cards.md:1: the animkit marker names no clip"),
                               ("<!-- animkit: card format=raw -->", "cards.md:1: format=raw is not one of"),
                               ("<!-- animkit: card times=1,x -->", "cards.md:1: times=1,x is not"),
                               ("<!-- animkit: card alt=\"open -->", "cards.md:1: a quote is not closed")] {
            do {
                _ = try MarkdownArticle(text: text, file: "cards.md")
                Issue.record("no error for \(text)")
            } catch {
                #expect("\(error)".contains(reason), "\(error)")
            }
        }
    }
}
