import Foundation

/// Several frames of a clip tiled into one image, each labelled with its time: a still overview of motion.
///
/// Frames are taken at evenly spaced frame times from the first to the last frame, laid out in rows
/// of at most four, each with a caption like `t = 0.50 s` under it.
public struct Filmstrip {
    public let loop: FrameLoop
    /// Number of frames to tile (1…24).
    public let count: Int

    static let gap: CGFloat = 8
    static let caption: CGFloat = 20

    /// Prepares a filmstrip of `count` frames.
    public init(loop: FrameLoop, count: Int) throws {
        guard (1...24).contains(count) else {
            throw AnimKitError(.invalidArgument, "filmstrip frame count \(count) is out of range (1...24)")
        }
        self.loop = loop
        self.count = count
    }

    /// The frame indices shown.
    public var frameIndices: [Int] {
        let last = loop.clock.frameCount - 1
        guard count > 1 else { return [0] }
        return (0..<count).map { Int((Double($0) * Double(last) / Double(count - 1)).rounded()) }
    }

    /// Renders the strip (at the loop's scale).
    public func render() throws -> FrameBuffer {
        let wanted = frameIndices
        var frames: [Int: FrameBuffer] = [:]
        try loop.forEachFrame { frame in
            if wanted.contains(frame.index) { frames[frame.index] = frame.buffer }
        }
        let columns = min(count, 4), rows = (count + columns - 1) / columns
        let tile = loop.size
        let width = Self.gap + CGFloat(columns) * (tile.width + Self.gap)
        let height = Self.gap + CGFloat(rows) * (tile.height + Self.caption + Self.gap)
        var list = DisplayList()
        for (i, index) in wanted.enumerated() {
            guard let image = frames[index] else { continue }
            let x = Self.gap + CGFloat(i % columns) * (tile.width + Self.gap)
            let y = Self.gap + CGFloat(i / columns) * (tile.height + Self.caption + Self.gap)
            let rect = CGRect(x: x, y: y, width: tile.width, height: tile.height)
            list.append(.image(ImageItem(image: image, rect: rect)))
            list.append(.stroke(.rect(rect.insetBy(dx: -0.5, dy: -0.5)), Color(white: 0.8)))
            let label = String(format: "t = %.2f s", loop.clock.time(ofFrame: index))
            list.append(.text(TextRun(label, font: ResolvedFont(size: 12, weight: .medium), color: Color(white: 0.3),
                                      origin: CGPoint(x: x, y: y + tile.height + 3), width: tile.width, alignment: .center)))
        }
        let raster = try CairoRasterizer(size: CGSize(width: width, height: height), scale: loop.scale,
                                         background: Color(white: 0.96))
        return try raster.render(list)
    }
}
