import Foundation

/// XXH64, the 64-bit xxHash by Yann Collet: a fast, stable, documented non-cryptographic hash.
///
/// Frame hashes (`animrender hash`) are XXH64 with seed 0 over a frame's straight-alpha RGBA bytes,
/// printed as 16 lowercase hex digits; any xxHash implementation reproduces them
/// (`xxh64sum` on a raw frame dump gives the same value).
///
///     StableHash.xxh64([UInt8]("abc".utf8))  // 0x44bc2cf5ad770999
///
/// - Complexity: O(n), about 8 bytes per multiply; several GB/s in release builds.
public enum StableHash {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9
    static let p4: UInt64 = 0x85EB_CA77_C2B2_AE63
    static let p5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// XXH64 of `bytes`.
    public static func xxh64(_ bytes: [UInt8], seed: UInt64 = 0) -> UInt64 {
        bytes.withUnsafeBytes { xxh64($0, seed: seed) }
    }

    /// XXH64 of the UTF-8 bytes of `string`.
    public static func xxh64(_ string: String, seed: UInt64 = 0) -> UInt64 {
        xxh64(Array(string.utf8), seed: seed)
    }

    /// XXH64 of a raw buffer.
    public static func xxh64(_ buf: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let n = buf.count
        var i = 0
        var h: UInt64
        @inline(__always) func r64(_ o: Int) -> UInt64 { UInt64(littleEndian: buf.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
        if n >= 32 {
            var v1 = seed &+ p1 &+ p2, v2 = seed &+ p2, v3 = seed, v4 = seed &- p1
            let limit = n - 32
            while i <= limit {
                v1 = round(v1, r64(i)); v2 = round(v2, r64(i + 8))
                v3 = round(v3, r64(i + 16)); v4 = round(v4, r64(i + 24))
                i += 32
            }
            h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
            h = merge(h, v1); h = merge(h, v2); h = merge(h, v3); h = merge(h, v4)
        } else {
            h = seed &+ p5
        }
        h = h &+ UInt64(n)
        return finish(h, buf, from: i)
    }

    /// XXH64 over bytes given in pieces: the same value as `xxh64` over the pieces joined, without joining them.
    ///
    ///     var stream = StableHash.Stream()
    ///     stream.update("ab"); stream.update("c")
    ///     stream.value   // StableHash.xxh64([UInt8]("abc".utf8))
    struct Stream {
        private let seed: UInt64
        private var v1: UInt64, v2: UInt64, v3: UInt64, v4: UInt64
        /// The bytes of a stripe not complete yet (fewer than 32), and how many bytes came in all.
        private var pending: [UInt8] = []
        private var total = 0

        init(seed: UInt64 = 0) {
            self.seed = seed
            (v1, v2, v3, v4) = (seed &+ p1 &+ p2, seed &+ p2, seed, seed &- p1)
            pending.reserveCapacity(32)
        }

        /// Adds the UTF-8 bytes of `string`.
        mutating func update(_ string: String) {
            var string = string
            string.withUTF8 { update(UnsafeRawBufferPointer($0)) }
        }

        /// Adds `bytes`.
        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            total += bytes.count
            var i = 0
            if !pending.isEmpty {
                let take = min(32 - pending.count, bytes.count)
                pending.append(contentsOf: bytes[0..<take])
                i = take
                guard pending.count == 32 else { return }
                pending.withUnsafeBytes { stripe($0, at: 0) }
                pending.removeAll(keepingCapacity: true)
            }
            while i + 32 <= bytes.count {
                stripe(bytes, at: i)
                i += 32
            }
            pending.append(contentsOf: bytes[i...])
        }

        private mutating func stripe(_ buf: UnsafeRawBufferPointer, at o: Int) {
            @inline(__always) func r64(_ o: Int) -> UInt64 { UInt64(littleEndian: buf.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
            v1 = round(v1, r64(o)); v2 = round(v2, r64(o + 8))
            v3 = round(v3, r64(o + 16)); v4 = round(v4, r64(o + 24))
        }

        /// The hash of every byte added so far.
        var value: UInt64 {
            var h: UInt64
            if total >= 32 {
                h = rotl(v1, 1) &+ rotl(v2, 7) &+ rotl(v3, 12) &+ rotl(v4, 18)
                h = merge(h, v1); h = merge(h, v2); h = merge(h, v3); h = merge(h, v4)
            } else {
                h = seed &+ p5
            }
            h = h &+ UInt64(total)
            return pending.withUnsafeBytes { StableHash.finish(h, $0, from: 0) }
        }
    }

    /// The last steps of XXH64: the bytes of `buf` from `i` (fewer than 32) mixed into `h`, then the avalanche.
    static func finish(_ h: UInt64, _ buf: UnsafeRawBufferPointer, from start: Int) -> UInt64 {
        var h = h, i = start
        let n = buf.count
        @inline(__always) func r64(_ o: Int) -> UInt64 { UInt64(littleEndian: buf.loadUnaligned(fromByteOffset: o, as: UInt64.self)) }
        @inline(__always) func r32(_ o: Int) -> UInt64 { UInt64(UInt32(littleEndian: buf.loadUnaligned(fromByteOffset: o, as: UInt32.self))) }
        while i + 8 <= n {
            h ^= round(0, r64(i))
            h = rotl(h, 27) &* p1 &+ p4
            i += 8
        }
        if i + 4 <= n {
            h ^= r32(i) &* p1
            h = rotl(h, 23) &* p2 &+ p3
            i += 4
        }
        while i < n {
            h ^= UInt64(buf[i]) &* p5
            h = rotl(h, 11) &* p1
            i += 1
        }
        h ^= h >> 33; h = h &* p2
        h ^= h >> 29; h = h &* p3
        h ^= h >> 32
        return h
    }

    /// 16 lowercase hex digits.
    public static func hex(_ h: UInt64) -> String {
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }

    @inline(__always) static func rotl(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }
    @inline(__always) static func round(_ acc: UInt64, _ input: UInt64) -> UInt64 {
        rotl(acc &+ input &* p2, 31) &* p1
    }
    @inline(__always) static func merge(_ acc: UInt64, _ v: UInt64) -> UInt64 {
        (acc ^ round(0, v)) &* p1 &+ p4
    }
}
