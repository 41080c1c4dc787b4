import Foundation
import Testing

/// The rough edges of round 4, run as a user would: every refusal one line that says why, data outputs that fail
/// loudly when they cannot be written, articles from pipes, and limits checked before libav sees them.
@Suite(.serialized) struct OneLineTests {
    typealias R = AnimRenderProcess

    @Test func pathsThatCannotBeReachedSayWhyInOneLine() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let long = String(repeating: "a", count: 300)
        let tooLong = try R.run(["render", "spinning-square", "-o", "\(long)/x.png"], in: dir)
        #expect(tooLong.status == 1 && tooLong.errorLines.count == 1 && tooLong.stderr.contains("File name too long"), "\(tooLong.stderr)")
        // The 300-character name is shortened in the middle of the line.
        #expect(tooLong.stderr.contains("characters)…") && tooLong.stderr.count < 700, "\(tooLong.stderr)")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("loop1").path, withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("loop2").path, withDestinationPath: "loop1")
        let loop = try R.run(["render", "spinning-square", "-o", "loop1/x.png"], in: dir)
        #expect(loop.status == 1 && loop.stderr.contains("Too many levels of symbolic links"), "\(loop.stderr)")
        let escape = try R.run(["render", "spinning-square", "-o", "a\u{1B}[2Jb/x.png"], in: dir)
        #expect(escape.status == 1 && escape.errorLines.count == 1 && escape.stderr.contains("a\\x1B[2Jb") && !escape.stderr.contains("\u{1B}"),
                "\(escape.stderr.debugDescription)")
        let times = (0..<10_000).map { _ in "0.1" }.joined(separator: ",")
        let many = try R.run(["render", "spinning-square", "-o", "f.png", "--format", "filmstrip", "--times", times], in: dir)
        #expect(many.status == 64 && many.errorLines.count == 1 && many.stderr.count < 1000, "\(many.stderr.count)")
        let file = dir.appendingPathComponent("afile")
        try Data().write(to: file)
        let tmp = try R.run(executable: R.binary, ["render", "spinning-square", "-o", "-", "--format", "png"], in: dir,
                            environment: ["TMPDIR": file.path])
        #expect(tmp.status == 1 && tmp.stderr.contains("is not a folder") && !tmp.stderr.contains("NSCocoaErrorDomain"), "\(tmp.stderr)")
    }

    @Test func helpVersionCompletionAndLogFailOnAClosedOrFullOutput() throws {
        for args in [["--version"], ["--help"], ["--generate-completion-script", "bash"], ["log", "implicit-animation"]] {
            let closed = try R.run(args, closedStdout: true)
            #expect(closed.status == 1 && closed.errorLines.count == 1, "\(args) closed: \(closed.status) \(closed.stderr)")
            let full = try R.run(after: "exec > /dev/full", args)
            #expect(full.status == 1 && full.stderr.contains("No space left on device"), "\(args) full: \(full.status) \(full.stderr)")
        }
        #expect(try R.run(["--version"]).status == 0)
    }

    @Test func completionScriptsNeverCarryAClipNameAsCode() throws {
        let hostile = "x'; touch /tmp/animkit-pwned; echo '"
        for shell in ["bash", "zsh", "fish"] {
            let r = try R.run(executable: R.fixtures, ["--generate-completion-script", shell], environment: ["ANIMKIT_FIXTURE_NAME": hostile])
            #expect(r.status == 0)
            #expect(!r.text.contains("animkit-pwned"), "\(shell)")
            #expect(r.text.contains("---completion"), "\(shell): the names are asked for, not written")
        }
        // Plain names are written into the script, as before.
        let plain = try R.run(["--generate-completion-script", "fish"])
        #expect(plain.text.contains("spinning-square"))
    }

    @Test func docsReadsStandardInputAndPipesAndTakesAScale() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let piped = try R.run(executable: URL(fileURLWithPath: "/bin/sh"),
                              ["-c", "printf 'Hi <!-- animkit: spinning-square at=0.2 -->\\n' | \"$0\" docs - -o post.md --media media --scale 1",
                               R.binary.path], in: dir)
        #expect(piped.status == 0, "\(piped.stderr)")
        let post = try String(contentsOf: dir.appendingPathComponent("post.md"), encoding: .utf8)
        #expect(post.hasPrefix("Hi <img src=\"media/spinning-square-at0.2.png\""), "\(post)")
        // At scale 1 the PNG is the clip's point size.
        let png = try Data(contentsOf: dir.appendingPathComponent("media/spinning-square-at0.2.png"))
        #expect(png.count > 24 && png[16..<24] == Data([0, 0, 0, 240, 0, 0, 0, 160]))
        let fromPipe = try R.run(executable: URL(fileURLWithPath: "/bin/bash"),
                                 ["-c", "\"$0\" docs <(printf 'A <!-- animkit: spinning-square at=0.1 -->\\n') -o p2.md --media media",
                                  R.binary.path], in: dir)
        #expect(fromPipe.status == 0, "\(fromPipe.stderr)")
        let unnamed = try R.run(executable: URL(fileURLWithPath: "/bin/sh"), ["-c", "echo x | \"$0\" docs - -o out --media media", R.binary.path], in: dir)
        #expect(unnamed.status == 64 && unnamed.stderr.contains("give the output file with -o NAME.md"), "\(unnamed.stderr)")
        let folder = try R.run(["docs", "media", "-o", "x.md", "--media", "m2"], in: dir)
        #expect(folder.status == 1 && folder.stderr.contains("it is a folder"), "\(folder.stderr)")
    }

    @Test func aFrameTooLargeForLibavIsRefusedBeforeIt() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try R.run(["render", "primitives", "-o", "s.gif", "--scale", "4", "--size", "8192x8192"], in: dir)
        #expect(r.status == 1 && r.errorLines.count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("is 32768x32768 pixels, more than AnimKit draws") && !r.stderr.contains("IMGUTILS"), "\(r.stderr)")
        #expect(R.names(dir).isEmpty)
    }

    @Test func aClipsBadFrameRateIsNamedWithTheClipByEveryCommand() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for args in [["render", "odd-fps", "-o", "x.gif"], ["hash", "odd-fps"], ["inspect", "odd-fps", "--at", "0.1"],
                     ["log", "odd-fps"], ["batch", "-o", "media", "odd-fps"]] {
            let r = try R.run(executable: R.fixtures, args, in: dir, environment: ["ANIMKIT_FIXTURE_FPS": "0"])
            #expect(r.status == 1, "\(args): \(r.status) \(r.stderr)")
            #expect(r.stderr.contains("clip 'odd-fps'") && r.stderr.contains("fps 0 is out of range"), "\(args): \(r.stderr)")
        }
    }

    /// `ulimit -u`: the kernel holds only other users than root to it, so the run switches to `nobody` (as root, with
    /// setpriv); elsewhere the test has nothing to check.
    @Test func aProcessLimitTooSmallIsOneLineAndABatchFitsItsWorkersToIt() throws {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        chmod(dir.path, 0o777)
        // A copy of the tool in the test's folder: the build folder may be out of nobody's reach (a fresh clone in a
        // private temporary folder).
        let tool = dir.appendingPathComponent("animrender-copy")
        try FileManager.default.copyItem(at: R.binary, to: tool)
        chmod(tool.path, 0o755)
        func asNobody(_ limit: Int, _ args: [String]) throws -> R.Run {
            try R.run(executable: URL(fileURLWithPath: "/usr/bin/setpriv"),
                      ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/bash", "-c",
                       "ulimit -u \(limit); exec \"$0\" \"$@\"", tool.path] + args, in: dir)
        }
        // Nothing to check where nobody cannot run it at all (the Swift runtime's folder out of reach, say).
        guard try asNobody(4096, ["--version"]).status == 0 else { return }
        let small = try asNobody(8, ["render", "spinning-square", "-o", "s.png"])
        #expect(small.status == 1 && small.errorLines.count == 1 && small.stderr.contains("(ulimit -u)"), "\(small.stderr)")
        #expect(!small.stderr.contains("GLib"))
        // 40: room for two workers, whatever --jobs asks.
        let batch = try asNobody(40, ["batch", "-o", "media", "spinning-square", "toggle-sketch", "--duration", "0.2", "--jobs", "8"])
        #expect(batch.status == 0, "\(batch.stderr)")
    }
}
