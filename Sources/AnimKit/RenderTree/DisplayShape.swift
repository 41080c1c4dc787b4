import Foundation

/// The geometry of a filled or stroked item: a primitive the rasterizer draws natively, or any `Path`.
public enum DisplayShape: Hashable, Sendable, CustomStringConvertible {
    case rect(CGRect)
    case roundedRect(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
    /// An ellipse inscribed in the rectangle (a circle when it is square).
    case ellipse(CGRect)
    /// A rounded rectangle whose corner radius is half its shorter side.
    case capsule(CGRect)
    case path(Path)

    /// A circle of `radius` around `center`.
    public static func circle(center: CGPoint, radius: CGFloat) -> DisplayShape {
        .ellipse(CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// The shape as a path.
    public var path: Path {
        switch self {
        case .rect(let r): return Path(r)
        case .roundedRect(let r, let size, let style): return Path(roundedRect: r, cornerSize: size, style: style)
        case .ellipse(let r): return Path(ellipseIn: r)
        case .capsule(let r):
            let radius = min(r.width, r.height) / 2
            return Path(roundedRect: r, cornerRadius: radius, style: .circular)
        case .path(let p): return p
        }
    }

    /// Whether every coordinate of the shape is finite (a NaN or infinite one draws nothing).
    public var hasFiniteGeometry: Bool {
        switch self {
        case .rect(let r), .ellipse(let r), .capsule(let r): return r.isFinite
        case .roundedRect(let r, let size, _): return r.isFinite && size.width.isFinite && size.height.isFinite
        case .path(let p): return p.hasFiniteGeometry
        }
    }

    /// The rectangle the shape occupies.
    public var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _, _), .ellipse(let r), .capsule(let r): return r.finite.standardized
        case .path(let p): return p.boundingRect
        }
    }

    public var description: String {
        let f = TreeFormat.rect
        switch self {
        case .rect(let r): return "rect \(f(r))"
        case .roundedRect(let r, let s, let style):
            let radius = s.width == s.height ? TreeFormat.number(s.width)
                : "\(TreeFormat.number(s.width))x\(TreeFormat.number(s.height))"
            return "roundedRect \(f(r)) r=\(radius)\(style == .continuous ? " continuous" : "")"
        case .ellipse(let r): return r.width == r.height ? "circle \(f(r))" : "ellipse \(f(r))"
        case .capsule(let r): return "capsule \(f(r))"
        case .path(let p): return "path \(p)"
        }
    }
}
