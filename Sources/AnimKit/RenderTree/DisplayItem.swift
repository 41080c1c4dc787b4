import Foundation

/// How a shape is painted: filled (non-zero or even-odd) or stroked.
public enum DrawMode: Hashable, Sendable, CustomStringConvertible {
    case fill(eoFill: Bool = false)
    case stroke(StrokeStyle)

    public var description: String {
        switch self {
        case .fill(let eo): return eo ? "fill(eo)" : "fill"
        case .stroke(let s):
            var d = "stroke(\(TreeFormat.number(s.lineWidth))"
            if s.lineCap != .butt { d += " cap=\(s.lineCap)" }
            if s.lineJoin != .miter { d += " join=\(s.lineJoin)" }
            if !s.dash.isEmpty { d += " dash=\(s.dash.map { TreeFormat.number($0) }.joined(separator: ","))" }
            return d + ")"
        }
    }
}

/// A bitmap drawn scaled into a rectangle (used for filmstrips and images).
public struct ImageItem: Equatable, Sendable, CustomStringConvertible {
    public var image: FrameBuffer
    public var rect: CGRect

    /// Creates an image item.
    public init(image: FrameBuffer, rect: CGRect) {
        self.image = image
        self.rect = rect
    }

    public var description: String {
        "image \(image.width)x\(image.height)px in \(TreeFormat.rect(rect)) #\(StableHash.hex(StableHash.xxh64(image.bytes)))"
    }
}

/// One thing to draw.
public indirect enum DisplayItem: Equatable, Sendable {
    /// A filled or stroked shape.
    case shape(DisplayShape, DrawMode, Paint)
    /// Laid-out text.
    case text(TextRun)
    /// A bitmap.
    case image(ImageItem)
    /// Children drawn with a transform, clip, opacity, blur or shadow.
    case group(DisplayGroup)

    /// Whether the item's own geometry is finite: a shape's coordinates, a text's origin and width, an image's
    /// rectangle, a group's clip (its transform is checked where it is drawn).
    public var hasFiniteGeometry: Bool {
        switch self {
        case .shape(let shape, _, _): return shape.hasFiniteGeometry
        case .text(let run): return run.origin.isFinite && (run.width?.isFinite ?? true)
        case .image(let item): return item.rect.isFinite
        case .group(let group): return group.clip?.hasFiniteGeometry ?? true
        }
    }

    /// A filled shape.
    public static func fill(_ shape: DisplayShape, _ color: Color) -> DisplayItem {
        .shape(shape, .fill(), .color(color))
    }

    /// A stroked shape.
    public static func stroke(_ shape: DisplayShape, _ color: Color, lineWidth: CGFloat = 1) -> DisplayItem {
        .shape(shape, .stroke(StrokeStyle(lineWidth: lineWidth)), .color(color))
    }
}
