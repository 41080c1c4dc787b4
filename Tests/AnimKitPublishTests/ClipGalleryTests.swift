@testable import AnimKit
import Foundation
import Testing
@testable import AnimKitPublish
import AnimKitSwiftText

@Suite struct ClipGalleryTests {
    /// A sample file as the examples write them: helpers, two samples, the clip declarations.
    static let sample = """
    import AnimKit

    extension View {
        func glow(_ on: Bool) -> some View { opacity(on ? 1 : 0.5) }
    }

    /// Unused by the clip below.
    extension View {
        func unrelated() -> some View { self }
    }

    struct Palette {
        static let accent: Color = .orange // "}" in a comment { is ignored
    }

    /// The demo.
    enum DemoSample {
        struct Demo: View {
            @State private var on = false
            var body: some View {
                Text("brace } in a string \\(on ? "{" : "}")")
                    .foregroundStyle(Palette.accent)
                    .glow(on)
            }
        }
    }

    enum OtherSample {
        struct Demo: View {
            var body: some View { Text("other") }
        }
    }

    extension Examples {
        private static let canvas = CGSize(width: 200, height: 100)
        private static let unused = 3

        /// `demo`: the clip.
        public static let demo = Clip(
            "demo", description: "A demo",
            size: canvas
        ) {
            DemoSample.Demo()
        } script: {
            Tap("Go", at: 0.5)
        }
    }
    """

    /// The line of `public static let demo = Clip(` in the sample.
    static var clipLine: Int {
        sample.components(separatedBy: "\n").firstIndex { $0.contains("static let demo = Clip(") }! + 1
    }

    @Test func declarationsSkipBracketsInStringsAndComments() throws {
        let file = SwiftSourceFile(ClipGalleryTests.sample)
        #expect(file.declarations.map(\.header.trimmed) == [
            "extension View {", "extension View {", "struct Palette {", "enum DemoSample {", "enum OtherSample {",
            "extension Examples {",
        ])
        #expect(file.declarations[0].names == ["glow"])
        #expect(file.declarations[2].names == ["Palette"])
        // Leading doc comments belong to their declaration.
        #expect(file.declarations[3].text.hasPrefix("/// The demo.\nenum DemoSample {"))
        #expect(file.declarations[3].text.hasSuffix("}\n}"))
    }

    @Test func statementRunsToItsClosingBrace() throws {
        let file = SwiftSourceFile(ClipGalleryTests.sample)
        let statement = try #require(file.statement(startingAt: ClipGalleryTests.clipLine))
        let lines = statement.components(separatedBy: "\n")
        #expect(lines.first?.trimmed == "public static let demo = Clip(")
        #expect(lines.last?.trimmed == "}")
        #expect(lines.count == 8)
    }

    @Test func usedDeclarationsAreFollowedTransitively() throws {
        let file = SwiftSourceFile(ClipGalleryTests.sample)
        let container = file.declaration(containing: ClipGalleryTests.clipLine)
        #expect(container?.header.trimmed == "extension Examples {")
        let used = file.declarations(usedBy: "DemoSample.Demo()", excluding: container)
        // DemoSample uses glow (an extension member) and Palette; nothing uses unrelated() or OtherSample.
        #expect(used.map(\.header.trimmed) == ["extension View {", "struct Palette {", "enum DemoSample {"])
        #expect(used[0].names == ["glow"])
        let members = file.oneLineMembers(of: try #require(container), usedBy: "size: canvas")
        #expect(members.map(\.trimmed) == ["private static let canvas = CGSize(width: 200, height: 100)"])
    }

    @Test func pageShowsMediaNoticeAndCode() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        let src = dir.appendingPathComponent("examples/Demo.swift")
        try FileManager.default.createDirectory(at: src.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try ClipGalleryTests.sample.write(to: src, atomically: true, encoding: .utf8)
        let clip = Clip("demo", description: "A demo", notice: "The text glows.", size: CGSize(width: 200, height: 100),
                        duration: 1, file: src.path, line: ClipGalleryTests.clipLine) { _ in DisplayList([]) }
        let gallery = ClipGallery(sections: [ClipSection("Demos", summary: "Some demos.", clips: [clip]), ClipSection("Empty", clips: [])])
        let page = dir.appendingPathComponent("docs/clips.md")
        try gallery.write(to: page) { dir.appendingPathComponent("docs/clips/\($0.name).gif") }
        let md = try String(contentsOf: page, encoding: .utf8)
        #expect(md.hasPrefix("# Clip gallery\n\n\(ClipGallery.defaultIntro)\n\n"))
        // A white clip gets a hairline frame (a one-cell table).
        #expect(md.contains("## Demos\n\nSome demos.\n\n### `demo`\n\nA demo\n\n<table><tr><td><img src=\"clips/demo.gif\" width=\"200\" height=\"100\" alt=\"A demo\"></td></tr></table>\n\n**What to notice:** The text glows.\n"))
        #expect(!md.contains("## Empty"))
        #expect(md.contains("The code, from [`Demo.swift`](../examples/Demo.swift):"))
        let code = try #require(md.components(separatedBy: "```swift\n").last?.components(separatedBy: "\n```").first)
        #expect(code.hasPrefix("extension View {\n    func glow"))
        #expect(code.contains("struct Palette {") && code.contains("enum DemoSample {"))
        #expect(!code.contains("OtherSample") && !code.contains("unrelated") && !code.contains("unused"))
        #expect(code.hasSuffix("""
        extension Examples {
            private static let canvas = CGSize(width: 200, height: 100)
            public static let demo = Clip(
                "demo", description: "A demo",
                size: canvas
            ) {
                DemoSample.Demo()
            } script: {
                Tap("Go", at: 0.5)
            }
        }
        """))
    }

    @Test func viewCodeLeavesOutTheClipAndSectionsCanHavePagesOfTheirOwn() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        let src = dir.appendingPathComponent("examples/Demo.swift")
        try FileManager.default.createDirectory(at: src.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try ClipGalleryTests.sample.write(to: src, atomically: true, encoding: .utf8)
        func clip(_ name: String, background: Color = .white) -> Clip {
            Clip(name, description: "", notice: "", size: CGSize(width: 20, height: 10), duration: 1, background: background,
                 file: src.path, line: ClipGalleryTests.clipLine) { _ in DisplayList([]) }
        }
        var gallery = ClipGallery(title: "Cards", intro: "Mine.", sections: [ClipSection("First Steps", clips: [clip("a")]),
                                                                            ClipSection("More", clips: [clip("b", background: .black)])])
        gallery.showsClipDeclaration = false
        gallery.pagePerSection = true
        let page = dir.appendingPathComponent("docs/cards.md")
        try gallery.write(to: page) { dir.appendingPathComponent("docs/media/\($0.name).gif") }
        let index = try String(contentsOf: page, encoding: .utf8)
        #expect(index == """
        # Cards

        Mine.

        - **[First Steps](cards-first-steps.md)**: [`a`](cards-first-steps.md#a)
        - **[More](cards-more.md)**: [`b`](cards-more.md#b)

        """)
        let first = try String(contentsOf: dir.appendingPathComponent("docs/cards-first-steps.md"), encoding: .utf8)
        #expect(first.hasPrefix("# First Steps\n\n[← Cards](cards.md)\n\n### `a`\n\n<table><tr><td><img src=\"media/a.gif\""))
        let more = try String(contentsOf: dir.appendingPathComponent("docs/cards-more.md"), encoding: .utf8)
        // A dark clip has no frame; only the views' code is shown, without the Clip(…) declaration.
        #expect(more.contains("<img src=\"media/b.gif\" width=\"20\" height=\"10\" alt=\"b\">"))
        #expect(more.contains("enum DemoSample {") && !more.contains("Clip(") && !more.contains("extension Examples"))
    }

    /// A clip whose views live in other files of its target: their declarations follow, file by file; a name the
    /// clip's own file declares, and another file's private declarations, are not taken from elsewhere.
    @Test func theCodeFollowsTheViewsIntoOtherFilesOfTheTarget() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = [
            "Package.swift": "// swift-tools-version: 6.0\n",
            "Sources/myclips/Clips.swift": """
            import AnimKit
            private struct Badge: View { var body: some View { Text("mine") } }
            enum MyClips {
                static let card = Clip("card", description: "A card", size: CGSize(width: 90, height: 40)) {
                    Card(title: "Hello").overlay(Badge()).overlay(Ribbon())
                }
            }
            """,
            "Sources/myclips/Views/Card.swift": """
            import AnimKit
            struct Card: View {
                let title: String
                var body: some View { Text(title).foregroundStyle(Palette.ink).padding(Metrics.pad) }
            }
            private enum Metrics { static let pad = 8.0 }
            """,
            "Sources/myclips/Views/Palette.swift": """
            import AnimKit
            enum Palette { static let ink = Color.indigo }
            private struct Badge: View { var body: some View { Text("theirs") } }
            private enum Metrics { static let pad = 99.0 }
            """,
            // Another target: its Card is not the clip's (its own target has one), its Ribbon is (a library of views).
            "Sources/other/Unrelated.swift": "struct Card: View { var body: some View { EmptyView() } }\n",
            "Sources/other/Ribbon.swift": "public struct Ribbon: View { public var body: some View { Text(\"new\") } }\n",
        ]
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let src = dir.appendingPathComponent("Sources/myclips/Clips.swift")
        let long = String(repeating: "The card slides in and settles. ", count: 8)
        let clip = Clip("card", description: "A card", notice: long, size: CGSize(width: 90, height: 40), duration: 1,
                        file: src.path, line: 4) { _ in DisplayList([]) }
        let page = dir.appendingPathComponent("docs/clips.md")
        try ClipGallery(sections: [ClipSection("Cards", clips: [clip])]).write(to: page) { dir.appendingPathComponent("docs/media/\($0.name).gif") }
        let md = try String(contentsOf: page, encoding: .utf8)
        let blocks = md.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
        #expect(blocks.count == 4, "\(md)")
        #expect(md.contains("The code, from [`Clips.swift`](../Sources/myclips/Clips.swift):"))
        #expect(md.contains("From [`Card.swift`](../Sources/myclips/Views/Card.swift):"))
        #expect(md.contains("From [`Palette.swift`](../Sources/myclips/Views/Palette.swift):"))
        #expect(blocks[0].hasPrefix("private struct Badge: View") && blocks[0].contains("enum MyClips {"))
        #expect(blocks[1].hasPrefix("struct Card: View {") && blocks[1].contains("private enum Metrics { static let pad = 8.0 }"))
        #expect(blocks[2] == "enum Palette { static let ink = Color.indigo }")
        #expect(md.contains("From [`Ribbon.swift`](../Sources/other/Ribbon.swift):") && blocks[3].hasPrefix("public struct Ribbon"))
        #expect(!md.contains("theirs") && !md.contains("99.0") && !md.contains("EmptyView"))
        // Long lines of prose wrap; the image carries the clip's point size.
        #expect(md.contains("<img src=\"media/card.gif\" width=\"90\" height=\"40\" alt=\"A card\">"))
        let notice = try #require(md.components(separatedBy: "**What to notice:**").last?.components(separatedBy: "\n\n").first)
        #expect(notice.components(separatedBy: "\n").count == 3 && notice.components(separatedBy: "\n").allSatisfy { $0.count <= 118 })
    }

    @Test func shardsAreDisjointCompleteAndStable() {
        let clips = (0..<40).map { i in
            Clip("clip-\(i)", description: "", size: CGSize(width: 10, height: 10), duration: 1) { _ in DisplayList([]) }
        }
        let catalog = ClipCatalog(clips)
        let shards = (1...3).map { catalog.shard($0, of: 3).map(\.name) }
        #expect(Set(shards.flatMap { $0 }).count == 40 && shards.map(\.count).reduce(0, +) == 40)
        #expect(shards.allSatisfy { !$0.isEmpty })
        // Adding clips leaves every old clip in its shard.
        let grown = ClipCatalog(clips + [Clip("new", description: "", size: CGSize(width: 10, height: 10), duration: 1) { _ in DisplayList([]) }])
        for k in 1...3 { #expect(Set(grown.shard(k, of: 3).map(\.name)).subtracting(["new"]) == Set(shards[k - 1])) }
        #expect(catalog.shard(1, of: 1).count == 40)
    }

    @Test func unreadableSourceIsAOneLineError() throws {
        let clip = Clip("lost", description: "", size: CGSize(width: 10, height: 10), duration: 1,
                        file: "/nonexistent/Lost.swift", line: 1) { _ in DisplayList([]) }
        let gallery = ClipGallery(sections: [ClipSection("", clips: [clip])])
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString).md")
        #expect(throws: AnimKitError.self) { try gallery.write(to: page) { _ in page } }
        #expect(!FileManager.default.fileExists(atPath: page.path))
        do {
            _ = try gallery.markdown(page: page) { _ in page }
        } catch let e as AnimKitError {
            #expect(e.description.contains("cannot read the source of clip 'lost' (/nonexistent/Lost.swift)"))
            #expect(!e.description.contains("\n"))
        }
    }

    @Test func relativePathsAndAnchors() {
        let base = URL(fileURLWithPath: "/r/docs")
        #expect(ClipGallery.relativePath(from: base, to: URL(fileURLWithPath: "/r/docs/clips/a.gif")) == "clips/a.gif")
        #expect(ClipGallery.relativePath(from: base, to: URL(fileURLWithPath: "/r/examples/A.swift")) == "../examples/A.swift")
        #expect(ClipGallery.anchor("implicit-bug-4-split") == "implicit-bug-4-split")
        #expect(ClipGallery.anchor("AnimKit's own examples") == "animkits-own-examples")
    }
}

private extension String {
    var trimmed: String { trimmingCharacters(in: .whitespaces) }
}

/// The batch's one progress line: clips done of all, frames so far, time left at the pace so far.
@Suite struct BatchProgressTests {
    @Test func theLineCountsClipsAndFramesAndEstimatesTheRest() {
        // A GIF's two passes: the bar runs over both, the count is the clip's frames, once.
        let gif = ProgressBar.line(label: "card", progress: RenderProgress(done: 70, total: 100, drawn: 20, pass: 1, passes: 2),
                                   elapsed: 1, width: 10)
        #expect(gif.hasPrefix("card [=======   ] 20/50 frames (pass 2 of 2)"))
        #expect(ProgressBar.line(label: "dot", progress: RenderProgress(done: 3, total: 3, drawn: 3), elapsed: 1, width: 2)
                    .hasPrefix("dot [==] 3/3 frames "))
        let half = ProgressBar.batchLine(BatchRenderer.Progress(clipsDone: 5, clipsTotal: 10, frames: 1234), elapsed: 20, width: 10)
        #expect(half == "[=====     ] 5/10 clips  1234 frames  ETA 20s")
        let start = ProgressBar.batchLine(BatchRenderer.Progress(clipsDone: 0, clipsTotal: 4, frames: 12), elapsed: 1, width: 4)
        #expect(start == "[    ] 0/4 clips  12 frames  ETA …")
    }

    @Test func aBatchReportsEveryClipAndItsFrames() throws {
        let clips = (0..<3).map { i in
            Clip("p\(i)", description: "", size: CGSize(width: 8, height: 8), fps: 10, duration: 0.5) { _ in DisplayList([]) }
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        // A GIF draws its frames twice (palette, then frames): each is counted once.
        for format in [OutputFormat.apng, .gif] {
            let seen = Seen()
            _ = try BatchRenderer(clips: clips, directory: dir, format: format).run(onProgress: { seen.add($0) })
            let last = try #require(seen.all.last)
            #expect(last.clipsDone == 3 && last.clipsTotal == 3 && last.frames == 15, "\(format)")
        }
    }

    private final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [BatchRenderer.Progress] = []
        func add(_ p: BatchRenderer.Progress) { lock.lock(); items.append(p); lock.unlock() }
        var all: [BatchRenderer.Progress] { lock.lock(); defer { lock.unlock() }; return items }
    }
}

/// Generated pages replace only what AnimKit wrote and nobody edited since.
@Suite struct GeneratedPageTests {
    @Test func onlyAnUneditedPageOfAnimKitsIsReplaced() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("clips.md")
        try GeneratedPage.write("# One\n", to: page)
        try GeneratedPage.write("# Two\n", to: page)
        #expect(try String(contentsOf: page, encoding: .utf8) == "# Two\n")
        // Edited by hand: refused, left as it is.
        try "# Two, edited\n".write(to: page, atomically: true, encoding: .utf8)
        #expect(throws: AnimKitError.self) { try GeneratedPage.write("# Three\n", to: page) }
        #expect(try String(contentsOf: page, encoding: .utf8) == "# Two, edited\n")
        // A file AnimKit never wrote, and a folder, are refused.
        let other = dir.appendingPathComponent("notes.md")
        try "notes\n".write(to: other, atomically: true, encoding: .utf8)
        #expect(throws: AnimKitError.self) { try GeneratedPage.write("# X\n", to: other) }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("folder.md"), withIntermediateDirectories: true)
        #expect(throws: AnimKitError.self) { try GeneratedPage.write("# X\n", to: dir.appendingPathComponent("folder.md")) }
        #expect(try String(contentsOf: other, encoding: .utf8) == "notes\n")
    }
}

/// The source reader on the Swift that trips up a reader of lines and brackets.
@Suite struct SwiftSourceFileTests {
    @Test func tokensSkipCommentsAndKeepStringsWhole() {
        let tokens = SwiftTokenizer.tokens(of: "let a = \"}\" // {\n/* { /* nested } */ } */ b")
        #expect(tokens.map(\.text) == ["let", "a", "=", "\"}\"", "b"])
        #expect(tokens.map(\.line) == [1, 1, 1, 1, 2])
        // Raw and multi-line strings; an interpolation's names are kept with its string.
        let raw = SwiftTokenizer.tokens(of: "x(#\"a \"quoted\" } \\#(inner) \"#, \"\"\"\n  { \\(more(y)) \"\n  \"\"\")")
        #expect(raw.map(\.kind) == [.word, .open, .string, .punctuation, .string, .close])
        #expect(raw[2].innerWords == ["inner"])
        #expect(raw[4].innerWords == ["more", "y"])
        #expect(SwiftTokenizer.words(in: "a.b(`default`, $0) + #selector(c) @MainActor") == ["a", "b", "default", "$0", "c"])
    }

    @Test func declarationsAcrossAttributesDirectivesAndContinuations() {
        let file = SwiftSourceFile("""
        import AnimKit
        @MainActor
        struct Card: View, Equatable
        {
            var body: some View { Text("a") }
        }
        #if DEBUG
        let debugColor = Color.red,
            other = 2
        #endif
        func make() -> some View {
            Card()
                .padding()
        }
        let total = 1 +
            2
        Text("top-level code is not a declaration")
        """)
        #expect(file.declarations.map(\.header) == ["struct Card: View, Equatable", "let debugColor = Color.red,",
                                                    "func make() -> some View {", "let total = 1 +"])
        #expect(file.declarations.map(\.lines) == [3...6, 8...9, 11...14, 15...16])
        #expect(file.declarations[0].text.hasPrefix("@MainActor\nstruct Card"))
        #expect(file.declarations[1].names == ["debugColor", "other"])
        #expect(file.declarations[2].uses.isSuperset(of: ["Card", "padding"]))
    }

    @Test func aClipInAListEndsAtItsComma() throws {
        let file = SwiftSourceFile("""
        let clips = [
            Clip("a") {
                A()
            } script: {
                Tap("Go", at: 0.5)
            },
            Clip("b") { B() },
        ]
        """)
        let a = try #require(file.statement(startingAt: 2))
        #expect(a.components(separatedBy: "\n").count == 5)
        #expect(try #require(file.statement(startingAt: 7)).trimmingCharacters(in: .whitespaces) == "Clip(\"b\") { B() },")
    }
}
