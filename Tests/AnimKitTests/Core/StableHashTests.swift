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

    @Test func hexIsSixteenDigits() {
        #expect(StableHash.hex(0x1F) == "000000000000001f")
    }
}
