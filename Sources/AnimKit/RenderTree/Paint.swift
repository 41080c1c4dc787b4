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

    public var description: String {
        func stops(_ g: Gradient) -> String {
            g.stops.map { "\($0.color)@\(TreeFormat.number($0.location))" }.joined(separator: " ")
        }
        switch self {
        case .color(let c): return c.description
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
            return "material(blur \(TreeFormat.number(m.blur)) saturation \(TreeFormat.number(m.saturation)) \(m.tint))"
        }
    }
}

/// How a material draws: the content under it blurred by `blur` (a Gaussian's standard deviation, in points),
/// its saturation multiplied by `saturation`, and `tint` over it.
public struct MaterialRecipe: Hashable, Sendable {
    public var blur: CGFloat
    public var saturation: Double
    public var tint: Color

    /// A recipe.
    public init(blur: CGFloat, saturation: Double, tint: Color) {
        self.blur = blur
        self.saturation = saturation
        self.tint = tint
    }
}
