import AnimKit
import Foundation
import Testing

/// Runs the built `animrender` binary, as a user would.
@Suite(.serialized) struct CLITests {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `animrender` binary next to the test bundle.
    static var binary: URL { AnimRenderProcess.binary }

    func run(_ args: String...) throws -> Run { try run(args) }

    func run(_ args: [String]) throws -> Run {
        let r = try AnimRenderProcess.run(executable: CLITests.binary, args)
        return Run(status: r.status, stdout: r.text, stderr: r.stderr)
    }

    func tempDir() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("animrender-cli-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func listNamesTheClips() throws {
        let r = try run("list")
        #expect(r.status == 0)
        #expect(r.stdout.contains("spinning-square"))
        #expect(r.stdout.split(separator: "\n").allSatisfy { $0.split(separator: " ").count >= 2 })
    }

    @Test func helpDescribesTheCommands() throws {
        let r = try run("--help")
        #expect(r.status == 0)
        for word in ["list", "render", "hash", "batch", "doctor"] { #expect(r.stdout.contains(word)) }
        let render = try run("render", "--help")
        #expect(render.stdout.contains("--format") && render.stdout.contains("--fps") && render.stdout.contains("--quality"))
    }

    @Test func unknownClipSuggestsCloseNames() throws {
        let r = try run("render", "spinning-sqare", "-o", tempDir().appendingPathComponent("x.gif").path)
        #expect(r.status == 1)
        #expect(r.stderr == "animrender: error: unknown clip 'spinning-sqare'; did you mean 'spinning-square'?\n")
    }

    /// `--version`, a mistyped command, completion scripts with the clip names, and what `--at`/`--times` did.
    @Test func theCommandLineHelpsAMistypingNewcomer() throws {
        let version = try run("--version")
        #expect(version.status == 0 && version.stdout == "AnimKit \(LibraryVersions.animKit) (render \(RenderRevision.sourceDigest))\n")
        let typo = try run("rendr", "spinning-square")
        #expect(typo.status == 64 && typo.stderr == "animrender: error: unknown command 'rendr'; did you mean 'render'?\n")
        let unknown = try run("frobnicate")
        #expect(unknown.status == 64 && unknown.stderr.hasPrefix("animrender: error: unknown command 'frobnicate'; commands: list, render,"))
        let bash = try run("--generate-completion-script", "bash")
        #expect(bash.status == 0 && bash.stdout.contains("spinning-square") && bash.stdout.contains("filmstrip"))
        let dir = tempDir()
        let late = try run("render", "spinning-square", "-o", dir.appendingPathComponent("late.png").path, "--at", "50")
        #expect(late.status == 0 && late.stderr.contains("animrender: note: --at 50 is past the clip's end: wrote its last frame (t = 1.98 s)"), "\(late.stderr)")
        let moving = try run("render", "spinning-square", "-o", dir.appendingPathComponent("m.gif").path, "--at", "1", "--quiet")
        #expect(moving.status == 0 && moving.stderr.isEmpty)
        let said = try run("render", "spinning-square", "-o", dir.appendingPathComponent("m.gif").path, "--at", "1")
        #expect(said.stderr.hasPrefix("animrender: note: --at applies to png stills; the gif has every frame from the start\n"))
        let strip = try run("render", "spinning-square", "-o", dir.appendingPathComponent("s.png").path, "--format", "filmstrip", "--times", "0.5,9")
        #expect(strip.stderr.contains("note: --times past the clip's end show its last frame (t = 1.98 s)"), "\(strip.stderr)")
        // animbench prints its help rather than running the whole benchmark.
        let bench = AnimRenderProcess.binary.deletingLastPathComponent().appendingPathComponent("animbench")
        let help = try AnimRenderProcess.run(executable: bench, ["--help"])
        #expect(help.status == 0 && help.text.hasPrefix("animbench: the release-mode benchmark") && help.text.contains("--drawing"))
        let wrong = try AnimRenderProcess.run(executable: bench, ["--fast"])
        #expect(wrong.status == 64 && wrong.stderr == "animbench: error: unknown option '--fast'; see animbench --help\n")
    }

    /// What views print shows once per state change, as in SwiftUI, however often AnimKit runs them: a GIF's
    /// two passes, a filmstrip's times, a batch's fingerprint before the render.
    @Test func viewsPrintOncePerStateChange() throws {
        let dir = tempDir()
        func count(_ r: Run) -> Int { r.stderr.components(separatedBy: "Transaction(").count - 1 }
        let log = try run("log", "circle-transaction-print")
        let expected = log.stdout.components(separatedBy: "Transaction(").count - 1
        #expect(expected == 4, "\(log.stdout)")
        #expect(count(try run("render", "circle-transaction-print", "-o", dir.appendingPathComponent("a.gif").path)) == expected)
        #expect(count(try run("render", "circle-transaction-print", "-o", dir.appendingPathComponent("s.png").path,
                              "--format", "filmstrip", "--times", "0.5,1,2")) == expected)
        #expect(count(try run("batch", "-o", dir.appendingPathComponent("media").path, "circle-transaction-print")) == expected)
    }

    /// `docs` names every bad marker of every article in one run, in file and line order, and writes nothing.
    @Test func docsReportsEveryBadMarkerAtOnce() throws {
        let dir = tempDir()
        let a = dir.appendingPathComponent("a.md"), b = dir.appendingPathComponent("b.md")
        try "<!-- animkit: spinning-square -->\n<!-- animkit: nope -->\n<!-- animkit: spinning-square fps=3 -->\n".write(to: a, atomically: true, encoding: .utf8)
        try "<!-- animkit: spinning-squar -->\n".write(to: b, atomically: true, encoding: .utf8)
        let r = try run("docs", a.path, b.path, "-o", dir.appendingPathComponent("out").path, "--media", dir.appendingPathComponent("media").path)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(r.status == 1 && lines.count == 3, "\(r.stderr)")
        #expect(lines.count == 3 && lines[0].hasPrefix("animrender: error: \(a.path):2: unknown clip 'nope'")
                && lines[1].hasPrefix("animrender: error: \(a.path):3: unknown key 'fps'")
                && lines[2] == "animrender: error: \(b.path):1: unknown clip 'spinning-squar'; did you mean 'spinning-square'? (3 bad markers; nothing was rendered or written)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("media").path))
    }

    @Test func badArgumentsGiveOneLine() throws {
        let out = tempDir().appendingPathComponent("x.gif").path
        for args in [["render", "spinning-square", "-o", out, "--fps", "0"],
                     ["render", "spinning-square", "-o", out, "--size", "10by10"],
                     ["render", "spinning-square", "-o", out, "--scale", "9"],
                     ["render", "spinning-square", "-o", out, "--duration", "-1"],
                     ["render", "spinning-square", "-o", out, "--format", "avi"],
                     ["render", "spinning-square", "-o", tempDir().appendingPathComponent("x.avi").path]] {
            let p = Process()
            p.executableURL = CLITests.binary
            p.arguments = args
            let err = Pipe()
            p.standardError = err
            p.standardOutput = Pipe()
            try p.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationStatus != 0, "\(args)")
            #expect(text.hasPrefix("animrender: error: "), "\(args): \(text)")
            #expect(text.split(separator: "\n").count == 1, "\(args): \(text)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func unwritablePathFailsCleanly() throws {
        let r = try run("render", "spinning-square", "-o", "/nonexistent-dir/out.gif")
        #expect(r.status == 1)
        #expect(r.stderr.contains("cannot write /nonexistent-dir/out.gif"))
    }

    @Test func renderWritesAGifAndKeepsNoTemporaries() throws {
        let dir = tempDir()
        let r = try run("render", "toggle-sketch", "-o", dir.appendingPathComponent("t.gif").path, "--quiet")
        #expect(r.status == 0 && r.stderr.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["t.gif"])
        let data = try Data(contentsOf: dir.appendingPathComponent("t.gif"))
        #expect(data.starts(with: Data("GIF89a".utf8)))
    }

    @Test func hashPrintsAFramePerLineAndADigest() throws {
        let r = try run("hash", "toggle-sketch", "--fps", "10")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 26)   // 2.5 s at 10 fps, then the digest
        #expect(lines[5].hasPrefix("5 0.500 "))
        #expect(lines.last!.hasPrefix("digest "))
        let again = try run("hash", "toggle-sketch", "--fps", "10")
        #expect(again.stdout == r.stdout)
    }

    @Test func batchRendersAndThenSkips() throws {
        let dir = tempDir()
        let first = try run("batch", "-o", dir.path, "--quiet", "toggle-sketch", "spinning-square")
        #expect(first.status == 0)
        #expect(first.stdout.contains("2 rendered"))
        let second = try run("batch", "-o", dir.path, "--quiet", "toggle-sketch", "spinning-square")
        #expect(second.stdout.contains("0 rendered, 2 up to date, 0 failed"))
        let bad = try run("batch", "-o", dir.path, "--quiet", "no-such-clip")
        #expect(bad.status == 1)
    }

    /// `--gallery` writes a page beside the GIFs; what views print goes to stderr, never into the table.
    @Test func batchWritesAGalleryPage() throws {
        let dir = tempDir()
        let page = dir.appendingPathComponent("docs/clips.md")
        let r = try run("batch", "-o", dir.appendingPathComponent("docs/media").path, "--gallery", page.path, "--quiet",
                        "circle-transaction-print", "toggle-sketch")
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("clip ") && r.stdout.contains("2 rendered"))
        #expect(!r.stdout.contains("inner Transaction") && r.stderr.contains("inner Transaction"))
        let md = try String(contentsOf: page, encoding: .utf8)
        #expect(md.contains("## AnimKit's own examples") && md.contains("## Transactions and Animations"))
        // At the clip's point size (the GIF is 2x), with its description as the alt text.
        #expect(md.contains("<img src=\"media/circle-transaction-print.gif\" width=\"200\" height=\"200\" alt=\"Printing the transaction inside and outside .animation\">"))
        #expect(md.contains("enum CircleTransactionPrintSample {"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("docs/media/toggle-sketch.gif").path))
        let frames = try run("batch", "-o", dir.path, "--gallery", page.path, "--format", "frames", "toggle-sketch")
        #expect(frames.status != 0 && frames.stderr.contains("--gallery needs a file per clip"))
    }

    /// The width and height a PNG's header states.
    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url).prefix(24))
        func be(_ i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    /// Images are 2x unless --scale says otherwise; a filmstrip shows chosen times.
    @Test func imagesAreTwiceAsSharpByDefaultAndFilmstripsTakeTimes() throws {
        let dir = tempDir()
        // spinning-square is 240 x 160 points.
        let sharp = dir.appendingPathComponent("sharp.png"), plain = dir.appendingPathComponent("plain.png")
        #expect(try run("render", "spinning-square", "-o", sharp.path, "--quiet").status == 0)
        #expect(try run("render", "spinning-square", "-o", plain.path, "--scale", "1", "--quiet").status == 0)
        #expect(try pngSize(sharp) == (480, 320) && pngSize(plain) == (240, 160))
        // Three times: one row of three 240 x 160 tiles with 8-point gaps, 20-point captions, at 1x.
        let strip = dir.appendingPathComponent("strip.png")
        let r = try run("render", "spinning-square", "-o", strip.path, "--format", "filmstrip", "--times", "0.5,0.6,0.8", "--scale", "1")
        #expect(r.status == 0 && r.stderr.contains("3 frames"))
        #expect(try pngSize(strip) == (8 + 3 * 248, 8 + 160 + 20 + 8))
        let bad = try run("render", "spinning-square", "-o", strip.path, "--format", "filmstrip", "--times", "0.5,x")
        #expect(bad.status != 0 && bad.stderr.contains("--times '0.5,x'"))
    }

    /// `docs` replaces markers with media, keeps the rest of each article, renders only what changed, and names
    /// the file and line of a marker whose clip does not exist.
    @Test func docsReplacesMarkersWithMedia() throws {
        let dir = tempDir()
        let article = dir.appendingPathComponent("src/post.md"), other = dir.appendingPathComponent("src/other.md")
        try FileManager.default.createDirectory(at: article.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# Post\n\nThe square spins:\n\n<!-- animkit: spinning-square at=0.5 scale=1 -->\n\nDone.\n".write(to: article, atomically: true, encoding: .utf8)
        try "<!-- animkit: toggle-sketch format=filmstrip times=0.2,1.2 -->\n".write(to: other, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("site")
        let r = try run("docs", article.path, other.path, "-o", out.path, "--media", dir.appendingPathComponent("site/media").path)
        #expect(r.status == 0)
        let post = try String(contentsOf: out.appendingPathComponent("post.md"), encoding: .utf8)
        #expect(post == "# Post\n\nThe square spins:\n\n<img src=\"media/spinning-square-at0.5@1x.png\" width=\"240\" height=\"160\" alt=\"Low-level DisplayList example: a rounded square turns once a second while its colour cycles\">\n\nDone.\n")
        #expect(try pngSize(dir.appendingPathComponent("site/media/spinning-square-at0.5@1x.png")) == (240, 160))
        let strip = try String(contentsOf: out.appendingPathComponent("other.md"), encoding: .utf8)
        #expect(strip.contains("](media/toggle-sketch-filmstrip-0.2-1.2.png)"))
        #expect(r.stderr.contains("2 articles: 2 media rendered, 0 up to date"))
        // Again: nothing is rendered.
        let again = try run("docs", article.path, other.path, "-o", out.path, "--media", dir.appendingPathComponent("site/media").path)
        #expect(again.stderr.contains("0 media rendered, 2 up to date"))
        // A single article may be written to a named file.
        let single = dir.appendingPathComponent("single.md")
        #expect(try run("docs", article.path, "-o", single.path, "--media", dir.appendingPathComponent("m").path, "--quiet").status == 0)
        #expect(try String(contentsOf: single, encoding: .utf8).contains("<img src=\"m/spinning-square-at0.5@1x.png\""))
        // A hand-written file where the article would go is never replaced, and nothing is rendered for it.
        let mine = dir.appendingPathComponent("mine.md")
        try "my own notes\n".write(to: mine, atomically: true, encoding: .utf8)
        let refused = try run("docs", article.path, "-o", mine.path, "--media", dir.appendingPathComponent("m2").path)
        #expect(refused.status == 1 && refused.stderr.contains("mine.md exists and is not a page AnimKit wrote"))
        #expect(try String(contentsOf: mine, encoding: .utf8) == "my own notes\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("m2").path))
        // An unknown clip: file and line, nothing written.
        try "one\ntwo\n<!-- animkit: spinning-sqare -->\n".write(to: article, atomically: true, encoding: .utf8)
        let bad = try run("docs", article.path, "-o", dir.appendingPathComponent("bad").path, "--media", dir.appendingPathComponent("bad/m").path)
        #expect(bad.status == 1 && bad.stderr.contains("post.md:3: unknown clip 'spinning-sqare'; did you mean 'spinning-square'?"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad").path))
    }

    /// Shards render disjoint parts of the clips named; the gallery composed from their outputs is the page one
    /// batch writes; a title and an introduction file replace the defaults.
    @Test func shardsAndTheGalleryCommandMakeTheSamePageAsOneBatch() throws {
        let dir = tempDir()
        let names = ["toggle-sketch", "spinning-square", "primitives", "symbols"]
        let intro = dir.appendingPathComponent("intro.md")
        try "My clips, rendered in CI.\n".write(to: intro, atomically: true, encoding: .utf8)
        let whole = try run(["batch", "-o", dir.appendingPathComponent("one/media").path, "--format", "png", "--quiet",
                             "--gallery", dir.appendingPathComponent("one/clips.md").path, "--title", "My gallery",
                             "--intro", intro.path] + names)
        #expect(whole.status == 0)
        var rendered: [String] = []
        for k in 1...2 {
            let r = try run(["batch", "-o", dir.appendingPathComponent("two/media").path, "--format", "png", "--quiet",
                             "--shard", "\(k)/2"] + names)
            #expect(r.status == 0)
            rendered += r.stdout.split(separator: "\n").filter { $0.contains(" rendered ") }.map { String($0.split(separator: " ")[0]) }
        }
        #expect(rendered.sorted() == names.sorted())
        let gallery = try run(["gallery", "-o", dir.appendingPathComponent("two/clips.md").path, "--media",
                               dir.appendingPathComponent("two/media").path, "--format", "png", "--title", "My gallery",
                               "--intro", intro.path] + names)
        #expect(gallery.status == 0)
        let one = try String(contentsOf: dir.appendingPathComponent("one/clips.md"), encoding: .utf8)
        let two = try String(contentsOf: dir.appendingPathComponent("two/clips.md"), encoding: .utf8)
        #expect(one == two && one.hasPrefix("# My gallery\n\nMy clips, rendered in CI.\n\n"))
        // A hand-written page of the same name is refused; the gallery's own page is replaced.
        try "mine\n".write(to: dir.appendingPathComponent("two/mine.md"), atomically: true, encoding: .utf8)
        let refused = try run(["gallery", "-o", dir.appendingPathComponent("two/mine.md").path, "--media",
                               dir.appendingPathComponent("two/media").path, "--format", "png"] + names)
        #expect(refused.status == 1 && refused.stderr.contains("is not a page AnimKit wrote"))
        #expect(try String(contentsOf: dir.appendingPathComponent("two/mine.md"), encoding: .utf8) == "mine\n")
        #expect(try run(["gallery", "-o", dir.appendingPathComponent("two/clips.md").path, "--media",
                         dir.appendingPathComponent("two/media").path, "--format", "png"] + names).status == 0)
        // A clip without output is named.
        let missing = try run("gallery", "-o", dir.appendingPathComponent("x.md").path, "--media", dir.path, "toggle-sketch")
        #expect(missing.status == 1 && missing.stderr.contains("have no output") && missing.stderr.contains("toggle-sketch"))
        #expect(try run("batch", "-o", dir.path, "--shard", "3/2").stderr.contains("--shard 3/2 is not K/N"))
    }

    /// toggle-sketch is idle between its flips: by default the MP4 holds still frames, with
    /// --constant-frame-rate it encodes all of them; both last the clip's 2.5 seconds.
    @Test func constantFrameRateEncodesEveryFrame() throws {
        let dir = tempDir()
        let held = dir.appendingPathComponent("held.mp4"), every = dir.appendingPathComponent("every.mp4")
        #expect(try run("render", "toggle-sketch", "-o", held.path, "--fps", "30", "--quiet").status == 0)
        #expect(try run("render", "toggle-sketch", "-o", every.path, "--fps", "30", "--constant-frame-rate", "--quiet").status == 0)
        func probe(_ url: URL) throws -> (frames: Int, duration: Double) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            p.arguments = ["ffprobe", "-v", "error", "-count_frames", "-show_entries", "stream=nb_read_frames:format=duration",
                           "-of", "default=noprint_wrappers=1:nokey=1", url.path]
            let out = Pipe()
            p.standardOutput = out
            try p.run()
            let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            let values = text.split(separator: "\n").map(String.init)
            return (Int(values.first ?? "") ?? -1, Double(values.last ?? "") ?? -1)
        }
        let a = try probe(held), b = try probe(every)
        #expect(b.frames == 75)
        #expect(a.frames > 0 && a.frames < 50)
        #expect(abs(a.duration - 2.5) < 0.05 && abs(b.duration - 2.5) < 0.05)
    }

    @Test func curveWritesAPNGAndRejectsBadExpressions() throws {
        let dir = tempDir()
        let png = dir.appendingPathComponent("c.png")
        let ok = try run("curve", "easeInOut,bouncy,.spring(duration: 0.6, bounce: 0.3)", "-o", png.path)
        #expect(ok.status == 0 && ok.stderr.isEmpty)
        #expect(try Data(contentsOf: png).starts(with: Data([0x89, 0x50, 0x4E, 0x47])))
        let bad = try run("curve", "wobbly", "-o", dir.appendingPathComponent("d.png").path)
        #expect(bad.status != 0)
        #expect(bad.stderr == "animrender: error: cannot read animation 'wobbly': unknown animation 'wobbly' (known: default, linear, easeIn, easeOut, easeInOut, timingCurve, spring, smooth, snappy, bouncy, interactiveSpring, interpolatingSpring)\n")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("d.png").path))
    }

    @Test func doctorReportsLibrariesAndFont() throws {
        let r = try run("doctor")
        #expect(r.status == 0)
        #expect(r.stdout.contains("cairo     1."))
        #expect(r.stdout.contains("libx264: available"))
        #expect(r.stdout.contains("font      Inter") || r.stdout.contains("font      DejaVu Sans"))
    }

    @Test func inspectListsViewsAsTextOrJSON() throws {
        let text = try run("inspect", "explicit-animation", "--at", "0.2")
        #expect(text.status == 0)
        // Before the tap: the 300x200 rectangle centred in the 400x560 canvas.
        #expect(text.stdout.contains("  Rectangle frame 50,"))
        #expect(text.stdout.contains(" 300x200 fill #32ADE6"))
        #expect(text.stdout.hasPrefix("t=0.200 canvas 400x560\n"))

        let json = try run("inspect", "explicit-animation", "--at", "1.9", "--json")
        #expect(json.status == 0)
        // stdout holds only the JSON; what the views print (the transaction monitors) goes to stderr.
        let snapshot = try JSONDecoder().decode(Snapshot.self, from: Data(json.stdout.utf8))
        #expect(snapshot.canvas == [400, 560])
        let rect = try #require(snapshot.views.first { $0.type == "Rectangle" })
        #expect(rect.frame[2] == 300 && rect.frame[3] == 400)
        #expect(rect.path == "VStack/Rectangle[0]")
        #expect(json.stderr.contains("Rectangle: FluidSpringAnimation"))
    }

    @Test func inspectRejectsBadTimesAndNonViewClips() throws {
        let negative = try run("inspect", "explicit-animation", "--at=-1")
        #expect(negative.status == 1)
        #expect(negative.stderr == "animrender: error: clip 'explicit-animation': time -1 is out of range (0...3600 seconds)\n")
        let drawn = try run("inspect", "primitives", "--at", "1")
        #expect(drawn.status == 1)
        #expect(drawn.stderr == "animrender: error: clip 'primitives' is not made of views: it has nothing to inspect\n")
    }

    /// The parts of the inspection JSON the tests read.
    struct Snapshot: Decodable {
        struct View: Decodable { let path: String; let type: String; let frame: [Double] }
        let canvas: [Double]
        let views: [View]
    }

    @Test func logPrintsWhatViewsPrintWithAHeaderPerCycle() throws {
        let r = try run("log", "implicit-animation")
        #expect(r.status == 0)
        #expect(r.stderr == "--- t=0.500 Tap \"Active\"\n--- t=2.000 Tap \"Active\"\n")
        // Three monitor lines per tap, nothing else on stdout.
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines.filter { $0.hasPrefix("inner: FluidSpringAnimation(response: 0.5") }.count == 2)
        let early = try run("log", "implicit-animation", "--until", "1")
        #expect(early.stdout.split(separator: "\n").count == 3)
        let drawn = try run("log", "primitives")
        #expect(drawn.status == 1)
        #expect(drawn.stderr == "animrender: error: clip 'primitives' is not made of views: it has no script to run\n")
    }

    /// The first tap's transaction log as the article printed it (SwiftUI's type names made AnimKit's).
    static let articleLogs: [String: [String]] = [
        "implicit-animation": [
            "VStack: BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))",
            "outer: BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))",
            "inner: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
        ],
        "explicit-animation": [
            "App: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
            "VStack: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
            "SubView: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
            "Rectangle: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
            "Hello World: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
        ],
        "explicit-animation-spacer": [
            "App: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
            "VStack: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
            "SubView: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
            "Rectangle: FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)",
        ],
    ]

    @Test(arguments: ["implicit-animation", "explicit-animation", "explicit-animation-spacer"])
    func firstTapLogMatchesTheArticle(clip: String) throws {
        // The article's "after" lines (`VStack: nil`…) are SwiftUI resetting transactions; AnimKit's log
        // holds the lines of the state change itself. Order may differ.
        let r = try run("log", clip, "--until", "1")
        #expect(r.status == 0)
        let expected = CLITests.articleLogs[clip]!.map { $0.replacingOccurrences(of: "SwiftUI.", with: "AnimKit.") }
        #expect(r.stdout.split(separator: "\n").map(String.init).sorted() == expected.sorted())
    }
}
