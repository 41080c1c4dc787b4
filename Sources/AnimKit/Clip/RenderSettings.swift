import Foundation

/// Overrides for one render: frame rate, canvas size, scale and duration (nil = the clip's own).
public struct RenderSettings: Sendable, Equatable {
    /// Frames per second, 1…240.
    public var fps: Int?
    /// Canvas size in points (each side 1…8192).
    public var size: CGSize?
    /// Device pixels per point, 1…4.
    public var scale: Int
    /// Length in seconds, more than 0 and at most 3600.
    public var duration: Double?

    /// Creates settings.
    public init(fps: Int? = nil, size: CGSize? = nil, scale: Int = 1, duration: Double? = nil) {
        self.fps = fps
        self.size = size
        self.scale = scale
        self.duration = duration
    }

    /// Throws a one-line `.invalidArgument` error for a value out of range.
    public func validate() throws {
        if let fps, !(1...240).contains(fps) {
            throw AnimKitError(.invalidArgument, "fps \(fps) is out of range (1...240)")
        }
        if !(1...4).contains(scale) {
            throw AnimKitError(.invalidArgument, "scale \(scale) is out of range (1...4)")
        }
        if let size, !(size.width >= 1 && size.width <= 8192 && size.height >= 1 && size.height <= 8192) {
            throw AnimKitError(.invalidArgument, "size \(TreeFormat.number(size.width))x\(TreeFormat.number(size.height)) is out of range (1...8192 points a side)")
        }
        if let duration, !(duration > 0 && duration <= 3600) {
            throw AnimKitError(.invalidArgument, "duration \(duration) is out of range (more than 0, at most 3600 seconds)")
        }
    }

    /// Parses `WxH` (e.g. `640x360`).
    public static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite else {
            throw AnimKitError(.invalidArgument, "size '\(text)' is not WIDTHxHEIGHT (e.g. 640x360)")
        }
        return CGSize(width: w, height: h)
    }
}
