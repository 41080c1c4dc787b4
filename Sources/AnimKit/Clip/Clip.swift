import Foundation

/// A named, renderable animation: a canvas, a frame rate, and a source of display lists over time.
///
/// The low-level form draws a `DisplayList` as a function of time:
///
///     let clip = Clip("pulse", description: "A pulsing dot", size: CGSize(width: 200, height: 200), duration: 1) { t in
///         DisplayList([.fill(.circle(center: CGPoint(x: 100, y: 100), radius: 40 + 20 * sin(2 * .pi * t)), .blue)])
///     }
///
/// Later layers (views and scripts) build clips from a root view; the frame loop only sees the source.
public struct Clip: Sendable {
    /// The clip's identifier, used on the command line.
    public let name: String
    /// A one-line description, for the `list` command and the gallery.
    public let description: String
    /// What a viewer should watch for, in a sentence or two (the gallery's "What to notice").
    public let notice: String
    /// Where the clip is declared, so the gallery can show its code.
    public let origin: ClipOrigin
    /// The canvas size in points.
    public let size: CGSize
    /// The default frame rate (60; GIF output uses at most 50).
    public let fps: Int
    /// The length in seconds, when fixed; otherwise the source's natural duration decides.
    public let duration: Double?
    /// The colour under every frame (for view clips by default the system background: white, or black in the
    /// dark appearance).
    public let background: Color
    /// The appearance the clip's views are drawn in (`Clip(…, colorScheme: .dark)`); light by default.
    public internal(set) var colorScheme = ColorScheme.light
    private let makeSource: @Sendable () -> any FrameSource

    /// Creates a clip from any frame source factory (called once per render pass).
    public init(_ name: String, description: String, notice: String = "", size: CGSize, fps: Int = 60,
                duration: Double? = nil, background: Color = .white, file: String = #filePath, line: Int = #line,
                source: @escaping @Sendable () -> any FrameSource) {
        self.name = name
        self.description = description
        self.notice = notice
        origin = ClipOrigin(file: file, line: line)
        self.size = size
        self.fps = fps
        self.duration = duration
        self.background = background
        makeSource = source
    }

    /// Creates a clip that draws `body(t)` at every frame time `t`.
    public init(_ name: String, description: String, notice: String = "", size: CGSize, fps: Int = 60,
                duration: Double, background: Color = .white, file: String = #filePath, line: Int = #line,
                _ body: @escaping @Sendable (Double) -> DisplayList) {
        self.init(name, description: description, notice: notice, size: size, fps: fps, duration: duration,
                  background: background, file: file, line: line) {
            ClosureFrameSource(duration: duration, body)
        }
    }

    /// A fresh source for one render pass.
    public func source() -> any FrameSource { makeSource() }

    /// Throws a one-line error when the clip's own frame rate, size or duration (those `settings` do not
    /// override) is out of range: a NaN or infinite size or duration is refused, not drawn.
    public func validate(_ settings: RenderSettings = RenderSettings()) throws {
        do {
            if settings.fps == nil { try RenderSettings.check(fps: fps) }
            if settings.size == nil { try RenderSettings.check(size: size) }
            if settings.duration == nil, let duration { try RenderSettings.check(duration: duration) }
            try RenderSettings.check(pixels: settings.size ?? size, scale: settings.scale)
        } catch let error as AnimKitError {
            throw error.context(clip: name)
        }
    }
}
