import Foundation

/// What fills or strokes a shape: a solid colour or a gradient (in the item's coordinates).
public enum Paint: Hashable, Sendable, CustomStringConvertible {
    case color(Color)
    case linearGradient(Gradient, start: CGPoint, end: CGPoint)
    case radialGradient(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// A radial gradient stretched to an ellipse: radius 1 reaches `radii` from `center` on each axis.
    case ellipticalGradient(Gradient, center: CGPoint, radii: CGSize, startRadius: CGFloat, endRadius: CGFloat)
    /// A conic gradient about `center` sweeping clockwise from `startAngle` to `endAngle` (radians, 0 trailing).
    case angularGradient(Gradient, center: CGPoint, startAngle: Double, endAngle: Double)
    /// A material: what is already drawn under the shape, blurred and saturated, under a tint.
    case material(MaterialRecipe)
    /// A mesh gradient: colours blended across a grid of curved patches, over a background colour.
    case meshGradient(MeshPaint)

    public var description: String {
        func stops(_ g: Gradient) -> String {
            g.stops.map { "\($0.color.treeText)@\(TreeFormat.number($0.location))" }.joined(separator: " ")
        }
        switch self {
        case .color(let c): return c.treeText
        case .linearGradient(let g, let s, let e):
            return "linear(\(TreeFormat.point(s))->\(TreeFormat.point(e)): \(stops(g)))"
        case .radialGradient(let g, let c, let r0, let r1):
            return "radial(\(TreeFormat.point(c)) \(TreeFormat.number(r0))->\(TreeFormat.number(r1)): \(stops(g)))"
        case .ellipticalGradient(let g, let c, let radii, let r0, let r1):
            return "elliptical(\(TreeFormat.point(c)) \(TreeFormat.number(radii.width))x\(TreeFormat.number(radii.height)) "
                + "\(TreeFormat.number(r0))->\(TreeFormat.number(r1)): \(stops(g)))"
        case .angularGradient(let g, let c, let a0, let a1):
            return "angular(\(TreeFormat.point(c)) \(TreeFormat.number(a0 * 180 / .pi))°->\(TreeFormat.number(a1 * 180 / .pi))°: \(stops(g)))"
        case .material(let m):
            if m.contrasting { return "contrasting-ink" }
            return "material(blur \(TreeFormat.number(m.blur)) saturation \(TreeFormat.number(m.saturation)) \(m.tint.treeText))"
        case .meshGradient(let m):
            let points = m.vertices.map { TreeFormat.point($0.position) }.joined(separator: " ")
            return "mesh(\(m.width)x\(m.height) \(points): \(m.colors.map(\.treeText).joined(separator: " ")))"
        }
    }
}

/// How a material draws: the content under it blurred by `blur` (a Gaussian's standard deviation, in points),
/// its saturation multiplied by `saturation`, and `tint` over it.
public struct MaterialRecipe: Hashable, Sendable {
    public var blur: CGFloat
    public var saturation: Double
    public var tint: Color
    /// Ink that stands out from what is under it instead of a blur: black over light content, white over dark
    /// (iOS's home indicator).
    public var contrasting = false

    /// A recipe.
    public init(blur: CGFloat, saturation: Double, tint: Color) {
        self.blur = blur
        self.saturation = saturation
        self.tint = tint
    }

    /// Black over light content and white over dark, decided by the mean luminance of the pixels under the shape.
    ///
    ///     .fill(.capsule(indicator), .material(.contrastingInk))
    public static let contrastingInk: MaterialRecipe = {
        var recipe = MaterialRecipe(blur: 0, saturation: 1, tint: .clear)
        recipe.contrasting = true
        return recipe
    }()
}

/// A mesh gradient's paint: a grid of `width` × `height` points, each with the control points of the curves to
/// its neighbours, and a colour per point; `background` fills the rest of the shape (in the item's coordinates).
public struct MeshPaint: Hashable, Sendable {
    /// One point of the mesh and the control points of its four edges.
    public struct Vertex: Hashable, Sendable {
        public var position: CGPoint
        public var leading: CGPoint
        public var top: CGPoint
        public var trailing: CGPoint
        public var bottom: CGPoint
    }

    public var width: Int
    public var height: Int
    /// Row by row, `width` × `height` of them.
    public var vertices: [Vertex]
    /// One per vertex.
    public var colors: [Color]
    public var background: Color
}
