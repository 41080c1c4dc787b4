import Foundation
import PropertyBased
import Testing
@testable import AnimKit
@testable import AnimKitPublish

/// The adversarial suite's generators for clip names and Markdown fences (fixed seed, `Fuzz`): whatever the name, it
/// is refused or names a file directly inside the folder given; whatever the fences, a marker inside a code block is
/// never read and one outside is.
@Suite struct NameAndFenceAdversarialTests {
    /// Pieces a careless or hostile clip name is made of.
    static let pieces = ["..", ".", "/", "\\", "\0", "\n", "\r", "\t", "\u{1B}[2J", "\u{202E}", "\u{2028}", "\u{85}", "a", "Card",
                         "é", " ", "-", "_", "~", "%2F", "😀", "?", "#", "\"", "'", "$(x)", "`", "<", ">", "&", ":", "*"]

    static let names = Generator<String, Shrink.None<String>> { rng in
        (0..<Int.random(in: 0...6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    }

    @Test func careless_clip_names_are_refused_or_name_a_file_inside_the_folder() {
        let folder = URL(fileURLWithPath: "/srv/site/media", isDirectory: true)
        Fuzz.check("clip name", Self.names, count: 2000) { name in
            let clip = Clip(name) { Color.red }
            let catalog = ClipCatalog([clip])
            let batch = BatchRenderer(clips: [clip], directory: folder, format: .gif)
            guard let url = try? batch.output(for: clip) else {
                #expect(ClipName.problem(with: name) != nil && catalog.problem != nil, "\(name.debugDescription)")
                #expect(catalog.problem.map { !$0.message.contains("\n") && !$0.message.contains("\u{1B}") } ?? false)
                return
            }
            #expect(catalog.problem == nil)
            // One component, directly in the folder, not hidden, and nothing a terminal or a line reader trips on.
            #expect(url.deletingLastPathComponent().path == folder.path, "\(name.debugDescription) → \(url.path)")
            #expect(url.standardizedFileURL.path == url.path)
            #expect(!url.lastPathComponent.hasPrefix(".") && url.lastPathComponent == name + ".gif")
            #expect(!name.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            // As a docs marker (when it has no space or quote, so that it is one word): the same answer.
            if !name.contains(" "), !name.contains("\""), !name.contains("-->"), !name.isEmpty, !name.contains("=") {
                let article = try? MarkdownArticle(text: "x\n\n<!-- animkit: \(name) -->\n", file: "p.md")
                #expect(article?.markers.first.map { !$0.fileName.contains("/") && !$0.fileName.hasPrefix(".") } ?? true, "\(name.debugDescription)")
            }
        }
    }

    /// A document of code blocks and paragraphs, and which of its markers are outside code (those named `out`).
    static let documents = Generator<(String, Int), Shrink.None<(String, Int)>> { rng in
        var text = "", outside = 0
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let quote = String(repeating: "> ", count: Int.random(in: 0...2, using: &rng))
            let char = Bool.random(using: &rng) ? "`" : "~"
            let length = Int.random(in: 3...6, using: &rng)
            let info = Bool.random(using: &rng) ? "swift" : ""
            text += "\(quote)\(String(repeating: char, count: length))\(info)\n"
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: text += "\(quote)\(String(repeating: char, count: length - 1))\n"                // too short to close
                case 1: text += "\(quote)\(String(repeating: char == "`" ? "~" : "`", count: length + 1))\n"   // the other character
                case 2: text += "\(quote)\(String(repeating: char, count: length)) text\n"            // something after it
                default: text += "\(quote)<!-- animkit: in -->\n"
                }
            }
            if Bool.random(using: &rng) || quote.isEmpty {
                text += "\(quote)\(String(repeating: char, count: length + Int.random(in: 0...2, using: &rng)))  \n"
            }
            // A blank line ends a blockquote (and with it an unclosed fence inside it); at the top level a fence left open
            // would run to the end, so it was closed above.
            text += "\n<!-- animkit: out -->\n\n"
            outside += 1
        }
        return (text, outside)
    }

    @Test func careless_fences_never_let_a_marker_in_code_be_read() {
        Fuzz.check("fences", Self.documents, count: 500) { text, outside in
            let article = try MarkdownArticle(text: text, file: "p.md")
            #expect(article.markers.map(\.clip) == Array(repeating: "out", count: outside), "\(text)")
        }
    }
}
