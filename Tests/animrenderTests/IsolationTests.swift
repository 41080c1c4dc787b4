import Foundation
import Testing

/// A user's tool (`clipfixtures`) whose clips misbehave, run as a user would: a clip name that is a path stops every
/// command in one line and writes nothing; a clip that crashes, overflows its stack or loops for ever fails alone in
/// its worker; signals take the workers down with the batch; a file-size limit is one line; temporaries of dead
/// processes go.
@Suite(.serialized) struct IsolationTests {
    typealias R = AnimRenderProcess

    static let badNames = ["../escape", "a/../../x", "/tmp/abs", "a\nb", ".hidden", "..", "x\u{202E}fig.gif", "tab\there", "a\\b"]

    @Test func aClipNameThatIsAPathStopsEveryCommandInOneLine() throws {
        for name in Self.badNames {
            let dir = R.folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let site = dir.appendingPathComponent("site")
            try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
            try Data("<!-- animkit: ok-before -->\n".utf8).write(to: site.appendingPathComponent("draft.md"))
            for command in [["batch", "-o", "site/media"], ["list"], ["render", "ok-before", "-o", "site/a.gif"],
                            ["docs", "site/draft.md", "-o", "site/post.md", "--media", "site/media"],
                            ["gallery", "-o", "site/g.md", "--media", "site/media"], ["watch", "-o", "site/media", "--rounds", "1"]] {
                let r = try R.run(executable: R.fixtures, command, in: dir, timeout: 120, environment: ["ANIMKIT_FIXTURE_NAME": name])
                #expect(r.status == 1, "\(command) with \(name.debugDescription): \(r.status)")
                #expect(r.errorLines.count == 1 && r.stderr.contains("cannot be a file name"), "\(command): \(r.stderr)")
                #expect(r.stdout.isEmpty, "\(command)")
                // Nothing anywhere: the site holds only the draft, and nothing appeared beside it or above it.
                #expect(R.names(site) == ["draft.md"], "\(command) with \(name.debugDescription): \(R.names(site))")
                #expect(R.names(dir) == ["site"], "\(command): \(R.names(dir))")
            }
        }
    }

    @Test func aDocsMarkerNamingAPathIsRefusedWithItsLine() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data("# Post\n\nIntro.\n\n<!-- animkit: ../escape -->\n".utf8).write(to: dir.appendingPathComponent("draft.md"))
        let r = try R.run(["docs", "draft.md", "-o", "out/post.md", "--media", "out/media"], in: dir)
        #expect(r.status == 1)
        #expect(r.errorLines.count == 1 && r.stderr.contains("draft.md:5: the clip name '../escape' cannot be a file name"), "\(r.stderr)")
        #expect(R.names(dir) == ["draft.md"], "\(R.names(dir))")
    }

    @Test func oneClipsCrashOrEndlessLoopDoesNotTakeDownTheBatch() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try R.run(executable: R.fixtures, ["batch", "-o", "media", "--format", "png", "--timeout", "3"], in: dir, timeout: 120,
                          environment: ["ANIMKIT_FIXTURE_CLIPS": "ok-before,fatal,overflow,endless,talks,ok-after"])
        #expect(r.status == 1, "\(r.stderr)")
        let rows = Dictionary(uniqueKeysWithValues: r.text.split(separator: "\n").dropFirst().compactMap { line -> (String, String)? in
            let words = line.split(separator: " ", maxSplits: 1)
            return words.count == 2 ? (String(words[0]), String(words[1])) : nil
        })
        for ok in ["ok-before", "talks", "ok-after"] {
            #expect(rows[ok]?.hasPrefix(" rendered") == true || rows[ok]?.contains("rendered") == true, "\(ok): \(rows[ok] ?? "no row")")
        }
        #expect(rows["fatal"]?.contains("failed") == true && rows["fatal"]?.contains("crashed (SIGILL): Fatal error: the fixture's body gives up") == true,
                "\(rows["fatal"] ?? "no row")")
        #expect(rows["overflow"]?.contains("crashed (SIGSEGV") == true, "\(rows["overflow"] ?? "no row")")
        #expect(rows["endless"]?.contains("stopped after 3 s, the per-clip time limit (--timeout)") == true, "\(rows["endless"] ?? "no row")")
        #expect(r.text.contains("6 clips: 3 rendered, 0 up to date, 3 failed"), "\(r.text)")
        // No stack trace, no runtime crash report: one row each, and what a view printed.
        #expect(!r.stderr.contains("stack trace") && !r.stderr.contains("***") && !r.stderr.contains("libswiftCore"), "\(r.stderr)")
        #expect(r.stderr.contains("talks: hello from the body"))
        #expect(r.stderr.hasSuffix("clipfixtures: error: 3 of 6 clips failed\n"), "\(r.stderr)")
        let media = dir.appendingPathComponent("media")
        #expect(R.names(media) == [".ok-after.png.animkit", ".ok-before.png.animkit", ".talks.png.animkit",
                                   "ok-after.png", "ok-before.png", "talks.png"], "\(R.names(media))")
        // The same through docs: the article is not written while one of its media failed, and says which line.
        try Data("A <!-- animkit: ok-before -->\n\nB <!-- animkit: fatal -->\n".utf8).write(to: dir.appendingPathComponent("draft.md"))
        let docs = try R.run(executable: R.fixtures, ["docs", "draft.md", "-o", "post.md", "--media", "media", "--timeout", "3"], in: dir,
                             environment: ["ANIMKIT_FIXTURE_CLIPS": "ok-before,fatal"])
        #expect(docs.status == 1)
        #expect(docs.stderr.contains("draft.md:3: clip 'fatal': crashed (SIGILL)") && docs.stderr.contains("no article was written"), "\(docs.stderr)")
        #expect(!R.names(dir).contains("post.md"))
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalToABatchTakesItsWorkersDownAndLeavesNothing(signal: Int32) throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = Process()
        p.executableURL = R.fixtures
        p.arguments = ["batch", "-o", "media", "--timeout", "0", "--jobs", "2", "ok-before", "endless"]
        p.currentDirectoryURL = dir
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        var workers: [pid_t] = []
        let started = R.wait(60) {
            workers = IsolationTests.children(of: p.processIdentifier)
            return !workers.isEmpty && FileManager.default.fileExists(atPath: dir.appendingPathComponent("media/ok-before.gif").path)
        }
        try #require(started, "the workers did not start: \(workers)")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationStatus == 128 + signal)
        for worker in workers { #expect(kill(worker, 0) == -1 && errno == ESRCH, "worker \(worker) outlived the batch") }
        #expect(R.names(dir.appendingPathComponent("media")).allSatisfy { !$0.hasSuffix(".tmp") && !$0.hasPrefix("endless") })
    }

    @Test func aFileSizeLimitIsOneLineAndLeavesNoTemporary() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try R.run(after: "ulimit -f 2", ["render", "spinning-square", "-o", "s.png", "--scale", "4"], in: dir)
        #expect(r.status == 1)
        #expect(r.errorLines.count == 1 && r.stderr.contains("File too large"), "\(r.stderr)")
        #expect(R.names(dir).isEmpty, "\(R.names(dir))")
    }

    @Test func temporariesOfDeadProcessesAreRemovedByTheNextRun() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A PID that is not running: past the kernel's largest.
        let dead = "4194305"
        let live = "\(getpid())"
        let names = [".a.gif.animkit-\(dead)-1.tmp", ".b.mp4.animkit-\(live)-2.tmp", ".notes.animkit-draft.tmp", "keep.animkit-\(dead)-1.txt"]
        for name in names { try Data("x".utf8).write(to: dir.appendingPathComponent(name)) }
        let frames = dir.appendingPathComponent(".f.animkit-\(dead)-3.tmp")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        for name in [".animkit-frames", "frame-00000.png"] { try Data().write(to: frames.appendingPathComponent(name)) }
        let r = try R.run(["render", "spinning-square", "-o", "s.png", "--format", "png"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(R.names(dir) == [".b.mp4.animkit-\(live)-2.tmp", ".notes.animkit-draft.tmp", "keep.animkit-\(dead)-1.txt", "s.png"],
                "\(R.names(dir))")
    }

    @Test func aTaskResumedFromAThreadOutsideTheClipIsReportedOnce() throws {
        let dir = R.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try R.run(executable: R.fixtures, ["render", "foreign", "-o", "f.gif"], in: dir, timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        let warnings = r.stderr.components(separatedBy: "AnimKit: a clip's task was resumed from a thread outside the clip").count - 1
        #expect(warnings == 1, "\(r.stderr)")
    }

    /// The PIDs whose parent is `pid` (from /proc).
    static func children(of pid: pid_t) -> [pid_t] {
        R.names(URL(fileURLWithPath: "/proc")).compactMap { name -> pid_t? in
            guard let child = pid_t(name),
                  let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return nil }
            let fields = stat[close.upperBound...].split(separator: " ")
            return fields.count > 2 && pid_t(fields[1]) == pid ? child : nil
        }
    }
}

/// `watch` and the processes it starts: they go down with it, and `--rounds` says in its status what happened.
@Suite(.serialized) struct WatchChildrenTests {
    typealias R = AnimRenderProcess

    /// A folder that watch accepts as a package (it rebuilds nothing before its first round).
    static func package() throws -> URL {
        let dir = R.folder()
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: dir.appendingPathComponent("Package.swift"))
        return dir
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalToWatchTakesItsBatchAndWorkersDown(signal: Int32) throws {
        let dir = try Self.package()
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = Process()
        p.executableURL = R.fixtures
        p.arguments = ["watch", "-o", "media", "--timeout", "0", "endless"]
        p.currentDirectoryURL = dir
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        var batch: [pid_t] = [], workers: [pid_t] = []
        let started = R.wait(60) {
            batch = IsolationTests.children(of: p.processIdentifier)
            workers = batch.flatMap(IsolationTests.children(of:))
            return batch.count == 1 && workers.count == 1
        }
        try #require(started, "watch did not start its batch and worker: \(batch) \(workers)")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationStatus == 128 + signal)
        for pid in batch + workers { #expect(kill(pid, 0) == -1 && errno == ESRCH, "\(pid) outlived watch") }
        #expect(!R.names(dir.appendingPathComponent("media")).contains { $0.hasPrefix("endless") || $0.hasPrefix(".endless") })
    }

    @Test func roundsWhoseClipsFailedEndWithAFailingStatus() throws {
        let dir = try Self.package()
        defer { try? FileManager.default.removeItem(at: dir) }
        let failing = try R.run(executable: R.fixtures, ["watch", "-o", "media", "--rounds", "1", "ok-before", "fatal"], in: dir, timeout: 120)
        #expect(failing.status == 1, "\(failing.stderr)")
        #expect(failing.stderr.contains("1 of 1 round failed"), "\(failing.stderr)")
        let passing = try R.run(executable: R.fixtures, ["watch", "-o", "media", "--rounds", "1", "ok-before"], in: dir, timeout: 120)
        #expect(passing.status == 0, "\(passing.stderr)")
    }
}
