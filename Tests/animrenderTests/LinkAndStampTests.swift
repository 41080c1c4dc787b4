import Foundation
import Testing

/// Round three of "never touch what AnimKit did not write", on the built binary: stamps, media and pages that are
/// symbolic links or FIFOs, standard output however it is spelled, frames folders holding look-alike subfolders,
/// address-space limits, and `docs` inputs that collide. Each test is a case that once broke.
@Suite(.serialized) struct LinkAndStampTests {
    typealias R = AnimRenderProcess

    private func write(_ text: String, _ url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    private func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    private func isLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    @Test func aBatchStampThatIsALinkIsNeverWrittenThrough() throws {
        let dir = R.folder()
        try write("mine\n", dir.appendingPathComponent("outside.txt"))
        let media = dir.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        let stamp = media.appendingPathComponent(".spinning-square.gif.animkit")
        try FileManager.default.createSymbolicLink(atPath: stamp.path, withDestinationPath: "../outside.txt")
        for _ in 0..<2 {
            let r = try R.run(["batch", "-o", "media", "spinning-square", "--duration", "0.1", "--quiet"], in: dir)
            #expect(r.status == 1 && r.text.contains("failed") && r.text.contains("symbolic link"), "\(r.text) \(r.stderr)")
            #expect(read(dir.appendingPathComponent("outside.txt")) == "mine\n")
            #expect(isLink(stamp))
            // Refused before any work: no medium either.
            #expect(R.names(media) == [".spinning-square.gif.animkit"])
        }
    }

    @Test func aMediumThatIsALinkToAFileIsRefusedAndItsTargetKept() throws {
        let dir = R.folder()
        try write("mine\n", dir.appendingPathComponent("outside.gif"))
        let media = dir.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: media.appendingPathComponent("spinning-square.gif").path,
                                                   withDestinationPath: "../outside.gif")
        for _ in 0..<2 {
            let r = try R.run(["batch", "-o", "media", "spinning-square", "toggle-sketch", "--duration", "0.1", "--quiet"], in: dir)
            #expect(r.status == 1 && r.text.contains("symbolic link") && !r.text.contains("cannot read back"), "\(r.text)")
            #expect(read(dir.appendingPathComponent("outside.gif")) == "mine\n")
            // The other clip is rendered.
            #expect(R.names(media).contains("toggle-sketch.gif"))
        }
        let single = try R.run(["render", "spinning-square", "-o", "media/spinning-square.gif", "--duration", "0.1"], in: dir)
        #expect(single.status == 1 && single.errorLines.count == 1 && single.stderr.contains("symbolic link"))
        #expect(read(dir.appendingPathComponent("outside.gif")) == "mine\n")
        // A dangling link is refused too (the file would be created where it points).
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("dangling.png").path, withDestinationPath: "nowhere/x.png")
        let dangling = try R.run(["render", "spinning-square", "-o", "dangling.png", "--format", "png"], in: dir)
        #expect(dangling.status == 1 && dangling.stderr.contains("symbolic link"), "\(dangling.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("nowhere").path))
    }

    @Test func aPageStampThatIsALinkIsRefusedBeforeAnyWork() throws {
        let dir = R.folder()
        try write("mine\n", dir.appendingPathComponent("outside.txt"))
        try write("# Post\n\n<!-- animkit: spinning-square at=0.5 scale=1 -->\n", dir.appendingPathComponent("src/post.md"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("site"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("site/.post.md.animkit").path,
                                                   withDestinationPath: "../outside.txt")
        let r = try R.run(["docs", "src/post.md", "-o", "site", "--media", "site/media"], in: dir)
        #expect(r.status == 1 && r.errorLines.count == 1 && r.stderr.contains("symbolic link"), "\(r.stderr)")
        #expect(read(dir.appendingPathComponent("outside.txt")) == "mine\n")
        #expect(R.names(dir.appendingPathComponent("site")) == [".post.md.animkit"])
        // The gallery's page stamp: the same rule.
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent(".clips.md.animkit").path,
                                                   withDestinationPath: "outside.txt")
        let gallery = try R.run(["batch", "-o", "g", "spinning-square", "--duration", "0.1", "--gallery", "clips.md", "--quiet"], in: dir)
        #expect(gallery.status == 1 && gallery.stderr.contains("symbolic link"), "\(gallery.stderr)")
        #expect(read(dir.appendingPathComponent("outside.txt")) == "mine\n")
    }

    @Test func aFIFOAtAStampIsRefusedBeforeAnyWorkAndNothingHangs() throws {
        let dir = R.folder()
        try write("<!-- animkit: spinning-square at=0.5 scale=1 -->\n", dir.appendingPathComponent("post.md"))
        let media = dir.appendingPathComponent("media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        #expect(mkfifo(media.appendingPathComponent(".spinning-square-at0.5@1x.png.animkit").path, 0o644) == 0)
        let r = try R.run(["docs", "post.md", "-o", "out.md", "--media", "media"], in: dir, timeout: 120)
        #expect(r.status == 1 && r.errorLines.count == 1 && r.stderr.contains("FIFO"), "\(r.stderr)")
        #expect(R.names(media) == [".spinning-square-at0.5@1x.png.animkit"] && !R.names(dir).contains("out.md"))
        // A page stamp that is a FIFO, and a batch stamp: refused the same way, in bounded time.
        #expect(mkfifo(dir.appendingPathComponent(".page.md.animkit").path, 0o644) == 0)
        let page = try R.run(["docs", "post.md", "-o", "page.md", "--media", "m2"], in: dir, timeout: 120)
        #expect(page.status == 1 && page.stderr.contains("FIFO") && !R.names(dir).contains("m2"), "\(page.stderr)")
        #expect(mkfifo(media.appendingPathComponent(".toggle-sketch.gif.animkit").path, 0o644) == 0)
        let batch = try R.run(["batch", "-o", "media", "toggle-sketch", "--duration", "0.1", "--quiet"], in: dir, timeout: 120)
        #expect(batch.status == 1 && batch.text.contains("FIFO") && !R.names(media).contains("toggle-sketch.gif"), "\(batch.text)")
    }

    @Test(arguments: ["/dev/./stdout", "//dev/stdout", "/proc/self/fd//1", "/dev/fd/./1", "/proc/self/../self/fd/1"])
    func standardOutputIsKnownByWhatThePathIsNotHowItIsSpelled(path: String) throws {
        let r = try R.run(["render", "spinning-square", "-o", path, "--format", "png", "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.starts(with: [0x89, 0x50, 0x4e, 0x47]), "\(path): \(r.stdout.count) bytes on stdout")
        #expect(!r.stderr.contains("PNG"), "\(path): the image went to standard error")
    }

    @Test func aFileThatIsStandardOutputIsWrittenThroughIt() throws {
        // `render … -o out.png > out.png`: the file standard output is open on gets the image through the descriptor.
        let dir = R.folder()
        let r = try R.run(executable: URL(fileURLWithPath: "/bin/sh"),
                          ["-c", "exec \"$0\" render spinning-square -o out.png --format png --quiet > out.png", R.binary.path], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let data = try Data(contentsOf: dir.appendingPathComponent("out.png"))
        #expect(data.starts(with: [0x89, 0x50, 0x4e, 0x47]) && R.names(dir) == ["out.png"])
    }

    @Test func aFramesFolderHoldingASubfolderNamedLikeAFrameIsLeftAlone() throws {
        let dir = R.folder()
        let first = try R.run(["render", "spinning-square", "-o", "pf/", "--duration", "0.05"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let pf = dir.appendingPathComponent("pf")
        try FileManager.default.removeItem(at: pf.appendingPathComponent("frame-00001.png"))
        try write("precious\n", pf.appendingPathComponent("frame-00001.png/keep.txt"))
        let r = try R.run(["render", "spinning-square", "-o", "pf/", "--duration", "0.05"], in: dir)
        #expect(r.status == 1 && r.errorLines.count == 1 && r.stderr.contains("frame-00001.png"), "\(r.stderr)")
        #expect(read(pf.appendingPathComponent("frame-00001.png/keep.txt")) == "precious\n")
        #expect(R.names(dir) == ["pf"], "nothing moved aside: \(R.names(dir))")
    }

    @Test func aBatchUnderAnAddressSpaceLimitRendersOrSaysWhyInOneLine() throws {
        let dir = R.folder()
        let clips = ["spinning-square", "toggle-sketch", "primitives", "implicit-animation"]
        let r = try R.run(after: "ulimit -v 3000000", ["batch", "-o", "media", "--jobs", "4", "--duration", "0.2", "--quiet"] + clips,
                          in: dir, timeout: 600)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Set(R.names(dir.appendingPathComponent("media")).filter { $0.hasSuffix(".gif") }) == Set(clips.map { "\($0).gif" }))
        let tiny = try R.run(after: "ulimit -v 600000", ["batch", "-o", "tiny", "--jobs", "4", "spinning-square"], in: dir, timeout: 120)
        #expect(tiny.status == 1 && tiny.errorLines.count == 1 && tiny.stderr.contains("ulimit -v"), "\(tiny.stderr)")
    }

    @Test func twoArticlesWritingOneOutputAreRefusedBeforeAnything() throws {
        let dir = R.folder()
        try write("first <!-- animkit: spinning-square at=0.5 scale=1 -->\n", dir.appendingPathComponent("a/p.md"))
        try write("second\n", dir.appendingPathComponent("b/p.md"))
        let r = try R.run(["docs", "a/p.md", "b/p.md", "-o", "out", "--media", "out/media"], in: dir)
        #expect(r.status == 1 && r.errorLines.count == 1 && r.stderr.contains("would both be written to"), "\(r.stderr)")
        #expect(!R.names(dir).contains("out"))
        // An article whose output would replace another article given.
        try write("third\n", dir.appendingPathComponent("out/p.md"))
        let over = try R.run(["docs", "a/p.md", "out/p.md", "-o", "out", "--media", "m"], in: dir)
        #expect(over.status == 1 && over.stderr.contains("is another article given"), "\(over.stderr)")
        #expect(read(dir.appendingPathComponent("out/p.md")) == "third\n")
    }

    @Test func docsAnswersTheMinorCasesInOneLine() throws {
        let dir = R.folder()
        // A byte order mark is kept, like every other byte.
        let bom = "\u{FEFF}# Post\n\n<!-- animkit: spinning-square at=0.5 scale=1 -->\n"
        try write(bom, dir.appendingPathComponent("bom.md"))
        let r = try R.run(["docs", "bom.md", "-o", "out.md", "--media", "m", "--quiet"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let written = try Data(contentsOf: dir.appendingPathComponent("out.md"))
        #expect(written.starts(with: [0xEF, 0xBB, 0xBF, 0x23]) && String(decoding: written, as: UTF8.self).contains("<img src="))
        // An empty media folder name would write into the current folder.
        let empty = try R.run(["docs", "bom.md", "-o", "out2.md", "--media", ""], in: dir)
        #expect(empty.status == 64 && empty.errorLines.count == 1 && !R.names(dir).contains("out2.md"), "\(empty.stderr)")
        // Times past the one-hour limit are refused when the marker is read.
        for marker in ["times=0.5,4000", "at=3600.5", "times=inf", "times=0.5,,1"] {
            try write("<!-- animkit: spinning-square \(marker) -->\n", dir.appendingPathComponent("late.md"))
            let late = try R.run(["docs", "late.md", "-o", "late-out.md", "--media", "late-media"], in: dir)
            #expect(late.status == 1 && late.stderr.contains("late.md:1:") && late.errorLines.count == 1, "\(marker): \(late.stderr)")
            #expect(!R.names(dir).contains("late-media"))
        }
        // A marker in an indented code block is shown, not replaced; one in a list item's paragraph is replaced.
        let indented = "Intro.\n\n    <!-- animkit: spinning-square at=0.5 scale=1 -->\n\n- item\n\n    <!-- animkit: toggle-sketch at=0.5 scale=1 -->\n"
        try write(indented, dir.appendingPathComponent("code.md"))
        let code = try R.run(["docs", "code.md", "-o", "code-out.md", "--media", "cm", "--quiet"], in: dir)
        #expect(code.status == 0, "\(code.stderr)")
        let out = read(dir.appendingPathComponent("code-out.md")) ?? ""
        #expect(out.contains("    <!-- animkit: spinning-square at=0.5 scale=1 -->") && out.contains("<img src=\"cm/toggle-sketch-at0.5@1x.png\""), "\(out)")
        #expect(R.names(dir.appendingPathComponent("cm")).filter { !$0.hasPrefix(".") } == ["toggle-sketch-at0.5@1x.png"])
    }

    @Test(arguments: ["gif", "mp4"])
    func aHugeCanvasIsOneLineWithoutLibavChatter(format: String) throws {
        let dir = R.folder()
        let r = try R.run(["render", "spinning-square", "-o", "big.\(format)", "--size", "8192x20", "--scale", "4", "--duration", "0.04"], in: dir)
        #expect(r.status == 1 && r.errorLines.count == 1, "\(r.stderr)")
        #expect(R.names(dir).isEmpty)
    }
}
