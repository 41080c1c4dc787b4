@testable import AnimKit
import Foundation
import Testing
@testable import AnimKitPublish

/// Pages and their stamps as one commit, stamps read with a cap, fences and code spans as CommonMark reads them, and
/// every name AnimKit puts in a page escaped.
@Suite struct PageCommitTests {
    static func folder() -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pagecommit-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aPageStoppedAnywhereInItsWriteIsStillAnimKitsOwn() throws {
        let dir = Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("clips.md")
        let stamp = BatchStamp.url(beside: page)
        try GeneratedPage.write("# One\n", to: page)
        let one = try #require(BatchStamp.describe(page))
        let two = BatchStamp.describe(bytes: Data("# Two\n".utf8))
        // The write's first step: the stamp vouches for the page there and the one on its way.
        try GeneratedPage.write("# Two\n", to: page)
        #expect(BatchStamp.read(stamp)?.outputs == [two], "a finished write leaves one output")
        // Stopped after the first step (the page still the old one) or after the rename (the stamp not yet rewritten):
        // both are states the next run must carry on from.
        for (content, outputs) in [("# One\n", [one, two]), ("# Two\n", [one, two])] {
            try BatchStamp(fingerprint: "page", outputs: outputs).write(to: stamp)
            try Data(content.utf8).write(to: page)
            try GeneratedPage.write("# Three\n", to: page)
            #expect(try String(contentsOf: page, encoding: .utf8) == "# Three\n")
        }
        // A hand edit matches neither: refused, and left as it is.
        try BatchStamp(fingerprint: "page", outputs: [one, two]).write(to: stamp)
        try Data("# Two, edited\n".utf8).write(to: page)
        #expect(throws: AnimKitError.self) { try GeneratedPage.write("# Four\n", to: page) }
        #expect(try String(contentsOf: page, encoding: .utf8) == "# Two, edited\n")
    }

    @Test func aHugeFileAtAStampsPathIsNeitherReadNorReplaced() throws {
        let dir = Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let stamp = dir.appendingPathComponent(".card.gif.animkit")
        // 4 GB, sparse: it costs no disk, and reading it whole would cost 8 GB of memory.
        let fd = open(stamp.path, O_WRONLY | O_CREAT, 0o644)
        #expect(ftruncate(fd, 4 << 30) == 0)
        close(fd)
        let started = Date()
        #expect(BatchStamp.read(stamp) == nil)
        #expect(throws: AnimKitError.self) { try BatchRenderer.checkOwnable(dir.appendingPathComponent("card.gif"), format: .gif) }
        #expect(Date().timeIntervalSince(started) < 1)
        var info = stat()
        #expect(stat(stamp.path, &info) == 0 && info.st_size == 4 << 30)
        // One byte past the cap is not a stamp either; a stamp AnimKit wrote is far below it.
        try Data(repeating: 0x61, count: BatchStamp.maximumBytes + 1).write(to: stamp)
        #expect(BatchStamp.read(stamp) == nil)
        try BatchStamp(fingerprint: "f", output: "1 00").write(to: stamp)
        #expect(BatchStamp.read(stamp)?.output == "1 00")
    }
}

@Suite struct FenceAndSpanTests {
    static func clips(_ text: String) throws -> [String] { try MarkdownArticle(text: text, file: "p.md").markers.map(\.clip) }

    @Test func fencesCloseOnlyOnTheSameCharacterAtLeastAsLongWithNothingAfter() throws {
        let m = "<!-- animkit: inside -->"
        #expect(try Self.clips("````\n```\n\(m)\n````\n<!-- animkit: out -->\n") == ["out"])
        #expect(try Self.clips("~~~~\n~~~\n\(m)\n~~~~\n<!-- animkit: out -->\n") == ["out"])
        #expect(try Self.clips("```\n~~~\n\(m)\n```\n<!-- animkit: out -->\n") == ["out"])
        #expect(try Self.clips("```swift\n``` not a close\n\(m)\n```   \n<!-- animkit: out -->\n") == ["out"])
        // A backtick fence's info string has no backtick: that line is text with a code span, not a fence.
        #expect(try Self.clips("``` a ` b\n<!-- animkit: out -->\n") == ["out"])
    }

    @Test func fencesInBlockquotesAndListItems() throws {
        let m = "<!-- animkit: inside -->"
        #expect(try Self.clips("> ```\n> \(m)\n> ```\n\n<!-- animkit: out -->\n") == ["out"])
        #expect(try Self.clips("> > ~~~\n> > \(m)\n> > ~~~\n<!-- animkit: out -->\n") == ["out"])
        // The blockquote ends, and so does the fence it held.
        #expect(try Self.clips("> ```\n> \(m)\n\n<!-- animkit: out -->\n") == ["out"])
        #expect(try Self.clips("- ```\n  \(m)\n  ```\n- <!-- animkit: out -->\n") == ["out"])
    }

    @Test func codeSpansRunOverLinesOfAParagraphAndAnUnclosedRunIsText() throws {
        #expect(try Self.clips("See `the\n<!-- animkit: inside --> marker` here.\n\n<!-- animkit: out -->\n") == ["out"])
        #expect(try Self.clips("Costs `5 <!-- animkit: out -->\n") == ["out"])
        #expect(try Self.clips("``a ` <!-- animkit: inside --> ``\n") == [])
        #expect(try Self.clips("\\`<!-- animkit: out -->`\n") == ["out"])
        // A span does not run out of a paragraph.
        #expect(try Self.clips("a `b\n\n<!-- animkit: out --> c`\n") == ["out"])
    }

    @Test func aMarkerSplitOverTwoLinesIsAWarning() throws {
        let a = try MarkdownArticle(text: "Text\n<!-- animkit: card\n-->\n", file: "p.md")
        #expect(a.markers.isEmpty)
        #expect(a.warnings.map(\.line) == [2])
        #expect(a.warnings.first?.error.message.hasPrefix("p.md:2: this animkit marker has no '-->' on its line") == true)
    }

    @Test func tenThousandMarkersOnOneLineAreReadInLinearTime() throws {
        let line = String(repeating: "`x` <!-- animkit: card --> ", count: 10_000)
        let started = Date()
        let a = try MarkdownArticle(text: line + "\n", file: "p.md")
        #expect(a.markers.count == 10_000)
        #expect(Date().timeIntervalSince(started) < 5)
    }

    @Test func aMarkerNamingAPathIsRefusedWithItsLine() {
        for name in ["../escape", "a/b", ".hidden"] {
            #expect(throws: AnimKitError.self) { try MarkdownArticle(text: "x\n\n<!-- animkit: \(name) -->\n", file: "p.md") }
            do { _ = try MarkdownArticle(text: "x\n\n<!-- animkit: \(name) -->\n", file: "p.md") } catch let e as AnimKitError {
                #expect(e.message.hasPrefix("p.md:3: the clip name") && e.message.contains("cannot be a file name"), "\(e.message)")
            } catch {}
        }
    }
}

@Suite struct NameAndEscapeTests {
    @Test func clipNamesThatCouldLeaveTheirFolderAreRefused() {
        for (name, why) in [("../x", "starts with '.'"), ("a/../../x", "'/'"), ("/etc/x", "'/'"), ("a\0b", "NUL"), ("a\nb", "line break"),
                            ("", "empty"), ("a\u{202E}b", "bidirectional"), ("a\u{7F}", "control"), (String(repeating: "é", count: 101), "bytes long")] {
            #expect(ClipName.problem(with: name)?.contains(why) == true, "\(name.debugDescription): \(ClipName.problem(with: name) ?? "accepted")")
        }
        for name in ["card-flip", "Card flip", "café ☕", "a..b", "q?x#y%20", "x\"y"] { #expect(ClipName.problem(with: name) == nil, "\(name)") }
        #expect(ClipName.shown("a\nb") == "'a\\x0Ab'")
    }

    @Test func aCatalogueWithABadOrRepeatedNameSaysSoInOneLine() {
        let bad = ClipCatalog([Clip("../escape") { Color.red }, Clip("ok") { Color.red }])
        #expect(bad.problem?.message.contains("the clip name '../escape' cannot be a file name") == true)
        let twice = ClipCatalog([Clip("ok") { Color.red }, Clip("ok") { Color.blue }])
        #expect(twice.problem?.message.contains("two clips are named 'ok'") == true)
        #expect(ClipCatalog([Clip("ok") { Color.red }]).problem == nil)
        let batch = BatchRenderer(clips: [], directory: URL(fileURLWithPath: "/tmp/media"))
        #expect(throws: AnimKitError.self) { try batch.output(for: Clip("../escape") { Color.red }) }
    }

    @Test func namesInPagesAreEscapedAndPathsPercentEncoded() {
        #expect(ClipGallery.urlPath("media/q?x#y%20.gif") == "media/q%3Fx%23y%2520.gif")
        #expect(ClipGallery.urlPath("a b\"c/é@2x.png") == "a%20b%22c/%C3%A9@2x.png")
        #expect(ClipGallery.codeSpan("a`b") == "``a`b``")
        #expect(ClipGallery.linkText("a]b<c") == "a\\]b&lt;c")
        let marker = ArticleMarker(clip: "x\"y", format: .gif, line: 1, range: "".startIndex..<"".startIndex)
        let html = marker.markup(path: "media/x\"y.gif", description: "say \"hi\"", size: CGSize(width: 10, height: 10))
        #expect(html == "<img src=\"media/x%22y.gif\" width=\"10\" height=\"10\" alt=\"say &quot;hi&quot;\">", "\(html)")
    }
}
