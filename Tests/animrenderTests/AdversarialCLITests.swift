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
}
