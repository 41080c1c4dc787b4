import AnimKitExamples
import Foundation
import Testing

/// The compile test of the article code: `examples/` builds (in Swift 5 mode, as the articles were
/// written) and must contain every code block of the articles verbatim — only indentation may differ
/// (the samples sit in namespaces because the articles reuse type names), `import SwiftUI` becomes
/// `import AnimKit` and `@main` goes (a clip is rendered, not launched).
///
/// The blocks live in `ArticleCode/*.txt`, extracted from the articles. Left out: `UIViewRepresentable`
/// (UIKit, not on Linux) and the `FetchRequest` snippets (Core Data, not on Linux).
@Suite struct ArticleCodeTests {
    /// Where the article itself is broken, the fix the example applies (exact line → replacement).
    static let repairs = [
        // 000, "move animation modifier" snippet: the article lost the closing parenthesis.
        ".scaleEffect(scale ? 1.5 : 1.0": ".scaleEffect(scale ? 1.5 : 1.0)",
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Lines without indentation, blank lines and the lines the port drops.
    static func normalized(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "@main" && $0 != "import SwiftUI" }
            .map { repairs[$0] ?? $0 }
    }

    /// The blocks of one article file: (where, lines).
    static func blocks(in file: String) throws -> [(String, [String])] {
        let text = try String(contentsOf: root.appendingPathComponent("ArticleCode/\(file)"), encoding: .utf8)
        return text.components(separatedBy: "\n// ---- ").dropFirst().map { chunk in
            let lines = chunk.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            return (String(lines[0]), normalized(lines.count > 1 ? String(lines[1]) : ""))
        }
    }

    /// Every line of the examples' Swift sources, normalised.
    static func exampleLines() throws -> [String] {
        let dir = root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples")
        let files = FileManager.default.enumerator(at: dir, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path } ?? []
        return try files.flatMap { normalized(try String(contentsOf: $0, encoding: .utf8)) }
    }

    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if Array(haystack[start..<start + needle.count]) == needle { return true }
        }
        return false
    }

    @Test(arguments: ["000-transactions.txt", "002-objc-transactions.txt"])
    func everyArticleBlockIsInTheExamples(file: String) throws {
        let examples = try ArticleCodeTests.exampleLines()
        let blocks = try ArticleCodeTests.blocks(in: file)
        #expect(blocks.count >= 8)
        for (place, lines) in blocks {
            let found = ArticleCodeTests.contains(examples, lines)
            #expect(found, "article block at \(place) is not in examples/ verbatim")
        }
    }

    @Test func aChangedLineIsCaught() {
        // The check itself: a block with one line altered is not found.
        let examples = ["struct A: View {", "var body: some View {", "Text(\"a\")", "}", "}"]
        #expect(ArticleCodeTests.contains(examples, ["var body: some View {", "Text(\"a\")"]))
        #expect(!ArticleCodeTests.contains(examples, ["var body: some View {", "Text(\"b\")"]))
    }
}
