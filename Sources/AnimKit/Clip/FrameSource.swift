import Foundation

/// Anything that can say what to draw at a time `t`: the input of the frame loop.
///
/// Times are asked in increasing order, one render pass at a time; a source may keep state
/// between calls (a view graph does), so each pass gets a fresh source from its `Clip`.
public protocol FrameSource: AnyObject {
    /// The display list at `t` seconds.
    func displayList(at t: Double) throws -> DisplayList
    /// The natural length of the clip in seconds, when the source knows it.
    var naturalDuration: Double? { get }
}

/// A frame source made of a pure function of time.
public final class ClosureFrameSource: FrameSource {
    private let body: @Sendable (Double) -> DisplayList
    public let naturalDuration: Double?

    /// Creates a source that calls `body` for every frame.
    public init(duration: Double?, _ body: @escaping @Sendable (Double) -> DisplayList) {
        self.body = body
        naturalDuration = duration
    }

    public func displayList(at t: Double) throws -> DisplayList { body(t) }
}
