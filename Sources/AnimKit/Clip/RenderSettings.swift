import Foundation

/// Overrides for one render: frame rate, canvas size, scale and duration (nil = the clip's own).
///
///     let settings = RenderSettings(fps: 30, scale: 2)   // 30 fps at two pixels per point
///     try ClipRenderer(clip: card, format: .mp4, settings: settings).render(to: URL(fileURLWithPath: "card.mp4"))
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

    /// The frame rates a render accepts.
    public static let fpsRange = 1...240
    /// The scales a render accepts.
    public static let scaleRange = 1...4
    /// The longest side of a canvas, in points.
    public static let maxSide: CGFloat = 8192
    /// The longest clip, and the latest time a snapshot, a log or a still frame may ask for: an hour.
    public static let maxDuration: Double = 3600

    /// Throws a one-line `.invalidArgument` error for a value out of range.
    public func validate() throws {
        if let fps { try RenderSettings.check(fps: fps) }
        if !RenderSettings.scaleRange.contains(scale) {
            throw AnimKitError(.invalidArgument, "scale \(scale) is out of range (1...4)")
        }
        if let size { try RenderSettings.check(size: size) }
        if let duration { try RenderSettings.check(duration: duration) }
    }

    static func check(fps: Int) throws {
        guard fpsRange.contains(fps) else { throw AnimKitError(.invalidArgument, "fps \(fps) is out of range (1...240)") }
    }

    static func check(size: CGSize) throws {
        guard size.width >= 1 && size.width <= maxSide && size.height >= 1 && size.height <= maxSide else {
            throw AnimKitError(.invalidArgument, "size \(TreeFormat.number(size.width))x\(TreeFormat.number(size.height)) is out of range (1...8192 points a side)")
        }
    }

    /// The most pixels a frame may have a side, and in all: what libav accepts for a picture
    /// (`av_image_check_size`: (w + 128) × (h + 128) under 2³¹ / 8), so that no size reaches it only to be refused there.
    public static let maxPixelSide = 16384
    public static let maxPixels = (Int(Int32.max) / 8)

    /// Throws one line when `size` points at `scale` make a frame larger than libav and memory allow.
    static func check(pixels size: CGSize, scale: Int) throws {
        let w = Int((size.width * CGFloat(scale)).rounded()), h = Int((size.height * CGFloat(scale)).rounded())
        guard w <= maxPixelSide, h <= maxPixelSide, (w + 128) * (h + 128) < maxPixels else {
            throw AnimKitError(.invalidArgument, "a frame of \(TreeFormat.number(size.width))x\(TreeFormat.number(size.height)) points at scale "
                               + "\(scale) is \(w)x\(h) pixels, more than AnimKit draws (\(maxPixelSide) pixels a side, about "
                               + "\(maxPixels / 1_000_000) million in all); lower --scale or --size")
        }
    }

    static func check(duration: Double) throws {
        guard duration > 0 && duration <= maxDuration else {
            throw AnimKitError(.invalidArgument, "duration \(duration) is out of range (more than 0, at most 3600 seconds)")
        }
    }

    /// Throws when `time` is not a time a run may reach: a number from 0 to an hour.
    static func check(time: Double, what: String = "time") throws {
        guard time >= 0 && time <= maxDuration else {
            let shown = abs(time) < 1e6 ? TreeFormat.number(time) : "\(time)"
            throw AnimKitError(.invalidArgument, "\(what) \(shown) is out of range (0...3600 seconds)")
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
