import Foundation

/// One frame handed to a sink: the pixels, where it sits on the timeline, and whether it repeats
/// the previous frame exactly (so an encoder can merge it or skip re-converting it).
public struct Frame: Sendable {
    public let buffer: FrameBuffer
    /// The frame's index, 0-based.
    public let index: Int
    /// The frame's time in seconds (`index / fps`).
    public let time: Double
    /// True when the pixels are identical to the previous frame's.
    public let repeatsPrevious: Bool
    /// What the sink's `preparer` made of the pixels on the drawing thread (nil for repeated frames).
    public let prepared: (any Sendable)?

    /// Creates a frame.
    public init(buffer: FrameBuffer, index: Int, time: Double, repeatsPrevious: Bool, prepared: (any Sendable)? = nil) {
        self.buffer = buffer
        self.index = index
        self.time = time
        self.repeatsPrevious = repeatsPrevious
        self.prepared = prepared
    }
}

/// The shape of a frame sequence: pixel size, rate and length.
public struct VideoGeometry: Equatable, Sendable {
    /// Width in device pixels.
    public var width: Int
    /// Height in device pixels.
    public var height: Int
    /// Frames per second.
    public var fps: Int
    /// Number of frames.
    public var frameCount: Int

    /// Creates a geometry.
    public init(width: Int, height: Int, fps: Int, frameCount: Int) {
        self.width = width
        self.height = height
        self.fps = fps
        self.frameCount = frameCount
    }

    /// Throws when a frame's pixel size differs from this geometry's.
    public func check(_ frame: Frame) throws {
        guard frame.buffer.width == width, frame.buffer.height == height else {
            throw AnimKitError(.encoder, "frame \(frame.index) is \(frame.buffer.width)x\(frame.buffer.height) pixels; the video is \(width)x\(height)")
        }
    }

    /// The duration of the sequence in seconds.
    public var duration: Double { Double(frameCount) / Double(fps) }
}

/// Per-frame work a sink hands to the drawing thread, ahead of `consume` (e.g. colour conversion).
public typealias FramePreparer = @Sendable (FrameBuffer) -> any Sendable

/// Receives frames one at a time and writes them somewhere.
///
/// Frames stream: a sink keeps at most a few frames, so memory does not grow with clip length.
/// A sink that needs to see every frame before writing (a GIF's palette) asks for more than one
/// pass; the frame loop then renders the clip again, which is deterministic and cheap.
/// `finish()` completes the output (renaming a temporary file into place); `cancel()` removes
/// anything written. Exactly one of the two ends a sink's life.
public protocol FrameSink: AnyObject {
    /// How many times the frame loop must send the whole sequence (1 for most formats).
    var passCount: Int { get }
    /// Called before each pass, 0-based.
    func beginPass(_ pass: Int) throws
    /// Work to run on each newly drawn frame on the drawing thread, overlapping `consume` of earlier
    /// frames; its result arrives as `Frame.prepared`. Nil (the default) for none.
    var preparer: FramePreparer? { get }
    /// Takes one frame of the current pass.
    func consume(_ frame: Frame) throws
    /// Completes the output.
    func finish() throws
    /// Abandons the output, removing temporary files; never throws.
    func cancel()
}

extension FrameSink {
    public var passCount: Int { 1 }
    public func beginPass(_ pass: Int) throws {}
    public var preparer: FramePreparer? { nil }
}
