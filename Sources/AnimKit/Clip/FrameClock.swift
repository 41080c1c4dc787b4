import Foundation

/// The virtual clock of a render: frame k is at exactly k / fps seconds; nothing reads the wall clock.
public struct FrameClock: Sendable, Equatable {
    /// Frames per second.
    public let fps: Int
    /// Number of frames.
    public let frameCount: Int

    /// A clock of `duration` seconds at `fps` (at least one frame).
    public init(fps: Int, duration: Double) {
        self.fps = fps
        frameCount = max(1, Int((duration * Double(fps)).rounded()))
    }

    /// The time of frame `k`.
    public func time(ofFrame k: Int) -> Double { Double(k) / Double(fps) }

    /// The frame showing at time `t` (the last one at or before it, clamped to the clip).
    public func frame(at t: Double) -> Int {
        // Compared as a Double first: a time far past the end (1e18 s) must not overflow Int.
        let k = (t * Double(fps) + 1e-9).rounded(.down)
        guard k < Double(frameCount - 1) else { return frameCount - 1 }
        return k > 0 ? Int(k) : 0
    }

    /// The duration the frames cover.
    public var duration: Double { Double(frameCount) / Double(fps) }
}
