import Foundation

/// Several frames of a clip tiled into one image, each labelled with its time: a still overview of motion.
///
/// Frames are taken at evenly spaced frame times from the first to the last frame, or at chosen times, laid
/// out in rows of at most four, each with a caption like `t = 0.50 s` under it.
///
///     let strip = try Filmstrip(loop: FrameLoop(clip: card), times: [0.5, 0.6, 0.8]).render()
public struct Filmstrip {
    public let loop: FrameLoop
    /// The frames shown, in order (for chosen times: the frame at or just before each).
    public let frameIndices: [Int]
    /// The chosen times, drawn exactly at those instants; nil for evenly spaced frames.
    public let times: [Double]?
    /// Number of frames to tile (1…24).
    public var count: Int { frameIndices.count }

    static let gap: CGFloat = 8
    static let caption: CGFloat = 20

    /// Prepares a filmstrip of `count` evenly spaced frames, the first and the last among them.
    public init(loop: FrameLoop, count: Int) throws {
        guard (1...24).contains(count) else {
            throw AnimKitError(.invalidArgument, "filmstrip frame count \(count) is out of range (1...24)")
        }
        self.loop = loop
        times = nil
        let last = loop.clock.frameCount - 1
        frameIndices = count == 1 ? [0] : (0..<count).map { Int((Double($0) * Double(last) / Double(count - 1)).rounded()) }
    }

    /// Prepares a filmstrip of the clip at `times` (seconds), each drawn at exactly that instant and captioned with
    /// it; a time past the end shows the clip as it ends.
    public init(loop: FrameLoop, times: [Double]) throws {
        guard (1...24).contains(times.count) else {
            throw AnimKitError(.invalidArgument, "a filmstrip shows 1 to 24 times, not \(times.count)")
        }
        if let bad = times.first(where: { !($0 >= 0 && $0.isFinite) }) {
            throw AnimKitError(.invalidArgument, "filmstrip time \(bad) must be 0 or more seconds")
        }
        self.loop = loop
        self.times = times
        frameIndices = times.map { loop.clock.frame(at: $0) }
    }

    /// Renders the strip (at the loop's scale).
    public func render() throws -> FrameBuffer {
        var images: [FrameBuffer] = []
        var captions: [Double] = []
        if let times {
            // Each time runs the clip from the start: what the views print shows once, from the run to the
            // latest time, which passes every state change the others do.
            let latest = times.indices.max { times[$0] < times[$1] }
            images = try times.indices.map { try loop.frame(at: times[$0], mutingViewPrints: $0 != latest) }
            captions = times
        } else {
            let wanted = frameIndices
            var frames: [Int: FrameBuffer] = [:]
            try loop.forEachFrame { frame in
                if wanted.contains(frame.index) { frames[frame.index] = frame.buffer }
            }
            images = wanted.compactMap { frames[$0] }
            captions = wanted.map { loop.clock.time(ofFrame: $0) }
        }
        let columns = min(count, 4), rows = (count + columns - 1) / columns
        let tile = loop.size
        let width = Self.gap + CGFloat(columns) * (tile.width + Self.gap)
        let height = Self.gap + CGFloat(rows) * (tile.height + Self.caption + Self.gap)
        var list = DisplayList()
        for (i, image) in images.enumerated() {
            let x = Self.gap + CGFloat(i % columns) * (tile.width + Self.gap)
            let y = Self.gap + CGFloat(i / columns) * (tile.height + Self.caption + Self.gap)
            let rect = CGRect(x: x, y: y, width: tile.width, height: tile.height)
            list.append(.image(ImageItem(image: image, rect: rect)))
            list.append(.stroke(.rect(rect.insetBy(dx: -0.5, dy: -0.5)), Color(white: 0.8)))
            let label = String(format: "t = %.2f s", captions[i])
            list.append(.text(TextRun(label, font: ResolvedFont(size: 12, weight: .medium), color: Color(white: 0.3),
                                      origin: CGPoint(x: x, y: y + tile.height + 3), width: tile.width, alignment: .center)))
        }
        let raster = try CairoRasterizer(size: CGSize(width: width, height: height), scale: loop.scale,
                                         background: Color(white: 0.96))
        return try raster.render(list)
    }
}
