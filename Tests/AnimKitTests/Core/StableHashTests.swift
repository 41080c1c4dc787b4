import Testing
@testable import AnimKit

@Suite struct StableHashTests {
    @Test func matchesReferenceXXH64Vectors() {
        // Reference values from the xxHash project's own implementation (python-xxhash).
        #expect(StableHash.xxh64([]) == 0xEF46_DB37_51D8_E999)
        #expect(StableHash.xxh64("abc") == 0x44BC_2CF5_AD77_0999)
        #expect(StableHash.xxh64(Array(repeating: UInt8(ascii: "a"), count: 33) + Array("xyz12".utf8)) == 0xBD41_FD21_5223_CAAA)
        let bytes = (0..<5).flatMap { _ in (0...255).map(UInt8.init) }
        #expect(StableHash.xxh64(bytes) == 0xAFC1_84AD_7938_A354)
    }

    /// The hash of pieces added one by one is the hash of the pieces joined, wherever they are cut (a piece may end
    /// inside a 32-byte stripe, fill one exactly, or span several).
    @Test func streamingGivesTheOneShotHash() {
        // SplitMix64 with a fixed seed: the same bytes and cuts every run.
        var state: UInt64 = 38
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for length in [0, 1, 3, 31, 32, 33, 63, 64, 65, 100, 1000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: next()) }
            for _ in 0..<20 {
                var stream = StableHash.Stream(seed: 7)
                var at = 0
                while at < bytes.count {
                    let piece = min(bytes.count - at, Int(next() % 70))
                    bytes[at..<(at + piece)].withUnsafeBytes { stream.update($0) }
                    at += piece
                }
                #expect(stream.value == StableHash.xxh64(bytes, seed: 7), "\(length) bytes")
            }
        }
        var text = StableHash.Stream()
        text.update("ab")
        text.update("c")
        #expect(text.value == 0x44BC_2CF5_AD77_0999)
    }

    @Test func hexIsSixteenDigits() {
        #expect(StableHash.hex(0x1F) == "000000000000001f")
    }
}
