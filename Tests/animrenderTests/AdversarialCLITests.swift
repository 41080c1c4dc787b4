import Foundation
import PropertyBased
import Testing

/// The adversarial suite's command-line half: careless option values given to the built binary, with a fixed
/// seed (`ANIMKIT_FUZZ_BUDGET`, `ANIMKIT_FUZZ_SEED` as in `Fuzz`). Whatever the values, the run ends in bounded
/// time with exit 0, 1 or 64, a refusal is exactly one line, nothing but the named output is created, and no
/// temporary is left.
@Suite(.serialized) struct AdversarialCLITests {
    typealias R = AnimRenderProcess

    static var budget: Int { ProcessInfo.processInfo.environment["ANIMKIT_FUZZ_BUDGET"].flatMap(Int.init) ?? 24 }
    static var seed: (UInt64, UInt64, UInt64, UInt64) {
        let parts = (ProcessInfo.processInfo.environment["ANIMKIT_FUZZ_SEED"] ?? "").split(separator: ",").compactMap { UInt64($0) }
        return parts.count == 4 ? (parts[0], parts[1], parts[2], parts[3]) : (7, 17, 27, 37)
    }

    static let values = ["0", "-1", "1", "2", "0.05", "nan", "inf", "-inf", "1e308", "3600", "3601", "240", "241", "8192x1",
                         "0x10", "12x", "x", "", "64x48", "1e3x1e3", "4", "5", "0.5,1e9", "0.1,0.2", ",", "abc", "-", "1/0"]
    static let options = ["--fps", "--size", "--scale", "--duration", "--at", "--frames", "--times", "--quality"]
    static let formats = ["gif", "png", "mp4", "filmstrip", "apng", "raw", "frames", "webm", "nope"]

    static let invocations = Generator<[String], Shrink.None<[String]>> { rng in
        var args = ["render", ["spinning-square", "toggle-sketch", "no-such-clip"].randomElement(using: &rng)!]
        let format = formats.randomElement(using: &rng)!
        args += ["-o", format == "frames" ? "out/" : "out.\(format == "nope" ? "xyz" : format)", "--format", format]
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            args += [options.randomElement(using: &rng)!, values.randomElement(using: &rng)!]
        }
        return args
    }

    @Test func careless_option_values_end_in_one_line_or_a_file() throws {
        var rng = Xoshiro(seed: Self.seed)
        for index in 0..<Self.budget {
            let args = Self.invocations.run(using: &rng)
            let dir = R.folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            let r = try R.run(args + ["--quiet"], in: dir, timeout: 120)
            let names = R.names(dir)
            #expect([0, 1, 64].contains(r.status), "case \(index) \(args): exit \(r.status) \(r.stderr)")
            if r.status == 0 {
                #expect(names.count == 1 && names[0].hasPrefix("out"), "case \(index) \(args): \(names)")
            } else {
                #expect(r.errorLines.count == 1 && r.stderr.hasPrefix("animrender: error: "), "case \(index) \(args): \(r.stderr)")
                #expect(names.isEmpty, "case \(index) \(args): left \(names)")
            }
            #expect(!names.contains { $0.contains(".tmp") })
        }
    }

    /// A signal, when to send it, and to which command: a batch, a docs run or a watch, each with a clip that never ends
    /// beside one that renders.
    static let interruptions = Generator<(Int32, Double, Int), Shrink.None<(Int32, Double, Int)>> { rng in
        ([SIGINT, SIGTERM, SIGHUP].randomElement(using: &rng)!, Double.random(in: 0...0.8, using: &rng), Int.random(in: 0..<3, using: &rng))
    }

    @Test func careless_signals_take_every_child_down_and_leave_nothing() throws {
        var rng = Xoshiro(seed: Self.seed)
        for index in 0..<max(1, Self.budget / 4) {
            let (signal, delay, command) = Self.interruptions.run(using: &rng)
            let dir = R.folder()
            defer { try? FileManager.default.removeItem(at: dir) }
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: dir.appendingPathComponent("Package.swift"))
            try Data("A <!-- animkit: ok-before -->\n\nB <!-- animkit: endless -->\n".utf8).write(to: dir.appendingPathComponent("draft.md"))
            let arguments = [["batch", "-o", "media", "--timeout", "0", "ok-before", "endless"],
                             ["docs", "draft.md", "-o", "post.md", "--media", "media", "--timeout", "0"],
                             ["watch", "-o", "media", "--timeout", "0", "ok-before", "endless"]][command]
            let p = Process()
            p.executableURL = R.fixtures
            p.arguments = arguments
            p.currentDirectoryURL = dir
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            // Every process under the tool, as they come.
            var seen = Set<pid_t>()
            func descendants() -> [pid_t] {
                var all: [pid_t] = [], next = [p.processIdentifier]
                while let pid = next.popLast() { let kids = IsolationTests.children(of: pid); all += kids; next += kids }
                return all
            }
            let started = R.wait(60) { seen.formUnion(descendants()); return !seen.isEmpty }
            #expect(started, "case \(index) \(arguments): no child started")
            let until = Date().addingTimeInterval(delay)
            while Date() < until { seen.formUnion(descendants()); usleep(20_000) }
            kill(p.processIdentifier, signal)
            p.waitUntilExit()
            #expect(p.terminationStatus == 128 + signal, "case \(index) \(arguments) signal \(signal): exit \(p.terminationStatus)")
            for pid in seen { #expect(kill(pid, 0) == -1 && errno == ESRCH, "case \(index) \(arguments): \(pid) outlived the tool") }
            let left = R.names(dir) + R.names(dir.appendingPathComponent("media"))
            #expect(!left.contains { $0.hasSuffix(".tmp") || $0.hasPrefix("endless") || $0 == "post.md" }, "case \(index): left \(left)")
        }
    }
}
