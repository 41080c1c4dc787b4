import Foundation

/// Per-frame pixel hashes of a clip, for pinning an animation frame by frame in tests.
///
/// Each frame's hash is XXH64 (seed 0) of its straight-alpha RGBA bytes; the clip digest is
/// XXH64 of the frame hashes written as consecutive little-endian 64-bit integers.
/// `animrender hash` prints one `INDEX TIME HASH` line per frame, then `digest HASH`.
///
///     let digest = try FrameHasher(loop: FrameLoop(clip: card)).run { line in print(line.text) }
///     #expect(StableHash.hex(digest) == "9f2c41d07e5b8a13")   // pinned once, checked on every run
public struct FrameHasher {
    public let loop: FrameLoop

    /// One frame's hash.
    public struct Line: Sendable, Equatable {
        public let index: Int
        public let time: Double
        public let hash: UInt64
        /// `INDEX TIME HASH`, time with three decimals.
        public var text: String { "\(index) \(String(format: "%.3f", time)) \(StableHash.hex(hash))" }
    }

    /// Creates a hasher over a frame loop.
    public init(loop: FrameLoop) { self.loop = loop }

    /// Hashes every frame, calling `each` as they come; returns the clip digest.
    @discardableResult
    public func run(_ each: (Line) throws -> Void = { _ in }) throws -> UInt64 {
        var all: [UInt8] = []
        all.reserveCapacity(loop.clock.frameCount * 8)
        var last: UInt64 = 0
        try loop.forEachFrame { frame in
            if !frame.repeatsPrevious || frame.index == 0 { last = StableHash.xxh64(frame.buffer.bytes) }
            try each(Line(index: frame.index, time: frame.time, hash: last))
            withUnsafeBytes(of: last.littleEndian) { all += $0 }
        }
        return StableHash.xxh64(all)
    }
}
