import Foundation
import Testing

/// Standard output carries only the data asked for; bad values, a closed stdout and signals end with
/// one line and nothing half-written.
@Suite(.serialized) struct StreamAndSignalTests {
    typealias R = AnimRenderProcess

    @Test func rawFramesOnStdoutAreOnlyFrames() throws {
        // explicit-animation's views print their transactions at the tap (0.5 s).
        let r = try R.run(["render", "explicit-animation", "-o", "-", "--format", "raw", "--duration", "1",
                           "--fps", "10", "--size", "100x80"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.count == 10 * 100 * 80 * 4)
        #expect(r.stderr.contains("FluidSpringAnimation"))
    }

    @Test func hashLinesAreOnlyHashLines() throws {
        let r = try R.run(["hash", "explicit-animation", "--duration", "1", "--fps", "10"])
        #expect(r.status == 0)
        let lines = r.text.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.dropLast().allSatisfy { $0.split(separator: " ").count == 3 && $0.hasSuffix(String($0.suffix(16))) })
        #expect(lines.last?.hasPrefix("digest ") == true)
        #expect(!r.text.contains("FluidSpringAnimation") && r.stderr.contains("FluidSpringAnimation"))
    }

    @Test func dashIsStandardOutputForEveryFileFormat() throws {
        let dir = R.folder()
        let curve = try R.run(["curve", "easeInOut", "-o", "-"], in: dir)
        #expect(curve.status == 0 && curve.stdout.starts(with: [0x89, 0x50, 0x4e, 0x47]), "\(curve.stderr)")
        let gif = try R.run(["render", "spinning-square", "-o", "-", "--format", "gif", "--duration", "0.1"], in: dir)
        #expect(gif.status == 0 && gif.stdout.starts(with: Array("GIF89a".utf8)))
        let png = try R.run(["render", "spinning-square", "-o", "-", "--format", "png", "--at", "0.5"], in: dir)
        #expect(png.status == 0 && png.stdout.starts(with: [0x89, 0x50, 0x4e, 0x47]))
        #expect(R.names(dir).isEmpty)
    }

    @Test func aClosedStdoutIsOneLine() throws {
        for args in [["render", "spinning-square", "-o", "-", "--format", "gif", "--duration", "0.1"],
                     ["render", "spinning-square", "-o", "-", "--duration", "0.1"],
                     ["hash", "spinning-square", "--duration", "0.1"]] {
            let r = try R.run(args, closedStdout: true)
            #expect(r.status == 1, "\(args)")
            #expect(r.errorLines == ["animrender: error: clip 'spinning-square': standard output is closed; give a file with -o"]
                    || r.errorLines == ["animrender: error: standard output is closed; give a file with -o"], "\(r.stderr)")
        }
    }

    @Test func aReaderThatGoesAwayEndsTheRenderCleanly() throws {
        let p = Process()
        p.executableURL = R.binary
        p.arguments = ["render", "spinning-square", "-o", "-", "--format", "raw", "--duration", "5"]
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        _ = try out.fileHandleForReading.read(upToCount: 1000)
        try out.fileHandleForReading.close()
        let e = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        #expect(p.terminationStatus == 1)
        #expect(e == "animrender: error: clip 'spinning-square': cannot write to standard output: it was closed by the reader (broken pipe)\n")
    }

    @Test func absurdTimesAndSpansAreOneLineAtOnce() throws {
        for args in [["render", "spinning-square", "-o", "x.png", "--at", "1e18"],
                     ["render", "spinning-square", "-o", "x.png", "--at", "1e308"],
                     ["inspect", "explicit-animation", "--at", "1e18"],
                     ["log", "explicit-animation", "--until", "1e18"],
                     ["curve", "linear", "-o", "x.png", "--duration", "1e9"],
                     ["render", "spinning-square", "-o", "x.mp4", "--preset", "bogus"],
                     ["help", "bogus"]] {
            // (A run that hung would be killed by `R.run`'s watchdog and fail on its status.)
            let r = try R.run(args, in: R.folder(), timeout: 120)
            #expect(r.status != 0 && r.status != 137, "\(args)")
            #expect(r.errorLines.count == 1 && r.stderr.hasPrefix("animrender: error: "), "\(args): \(r.stderr)")
        }
        // A time past the clip's end is its last frame.
        let dir = R.folder()
        #expect(try R.run(["render", "spinning-square", "-o", "late.png", "--at", "3000"], in: dir).status == 0)
        #expect(try R.run(["render", "spinning-square", "-o", "end.png", "--at", "1.999"], in: dir).status == 0)
        #expect(try Data(contentsOf: dir.appendingPathComponent("late.png")) == Data(contentsOf: dir.appendingPathComponent("end.png")))
    }

    /// Starts a long render, waits until its temporary output is there, sends `signal`, and checks that
    /// nothing is left behind.
    private func interrupt(_ arguments: [String], signal: Int32, temporaryPrefix: String) throws {
        let dir = R.folder()
        let p = try R.start(arguments, in: dir)
        let started = R.wait(60) {
            guard let temp = R.names(dir).first(where: { $0.hasPrefix(temporaryPrefix) }) else { return false }
            let url = dir.appendingPathComponent(temp)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            // A file exists from the start (empty until the encoder writes); a folder gets a few frames.
            return !isFolder.boolValue || R.names(url).count > 5
        }
        #expect(started, "\(arguments): no temporary output appeared")
        // Only a running child is signalled (a finished one's pid may already belong to someone else); one that
        // ended before the signal (a 60-second render cannot) fails the test.
        try #require(p.isRunning && p.processIdentifier > 0, "\(arguments): ended before it was interrupted (status \(p.isRunning ? 0 : p.terminationStatus))")
        kill(p.processIdentifier, signal)
        p.waitUntilExit()
        #expect(p.terminationStatus == 128 + signal, "\(arguments)")
        #expect(R.names(dir).filter { $0 != "out" }.isEmpty, "\(arguments): left \(R.names(dir))")
        #expect(R.names(dir.appendingPathComponent("out")).filter { $0.contains("animkit") && $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func interruptsLeaveNothingBehind() throws {
        try interrupt(["render", "spinning-square", "-o", "pf/", "--duration", "60"], signal: SIGINT, temporaryPrefix: ".pf.animkit-")
        try interrupt(["render", "spinning-square", "-o", "a.gif", "--duration", "60", "--fps", "50"], signal: SIGHUP, temporaryPrefix: ".a.gif.animkit-")
        try interrupt(["render", "spinning-square", "-o", "a.mp4", "--duration", "60"], signal: SIGTERM, temporaryPrefix: ".a.mp4.animkit-")
    }

    @Test func anInterruptedBatchOfFramesLeavesNothingBehind() throws {
        let dir = R.folder()
        let p = try R.start(["batch", "-o", "out", "--format", "frames", "--duration", "60", "spinning-square"], in: dir)
        let out = dir.appendingPathComponent("out")
        let started = R.wait(60) {
            R.names(out).contains { $0.hasPrefix(".spinning-square.animkit-") && R.names(out.appendingPathComponent($0)).count > 5 }
        }
        #expect(started)
        try #require(p.isRunning && p.processIdentifier > 0, "the batch ended before it was interrupted")
        kill(p.processIdentifier, SIGINT)
        p.waitUntilExit()
        #expect(p.terminationStatus == 130)
        #expect(R.names(out).isEmpty, "left \(R.names(out))")
    }
}
