import Foundation

/// The shape of corners of rounded rectangles.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle corners.
    case circular
    /// Smoothly continuous corners (iOS's squircle): curvature grows from zero where the straight edge
    /// ends, so the corner starts further along the edge than a quarter circle of the same radius.
    case continuous
}

/// An outline of a 2D shape: subpaths of lines, quadratic and cubic Bézier curves.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic curves, so a path is always a plain
/// list of `Element`s that prints and compares exactly.
///
///     var p = Path()
///     p.move(to: CGPoint(x: 0, y: 0))
///     p.addLine(to: CGPoint(x: 100, y: 0))
///     p.addArc(center: .zero, radius: 100, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
///     p.closeSubpath()
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One drawing command.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path from ready-made elements.
    public init(elements: [Element]) {
        for e in elements { append(e) }
    }

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, if any.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        case .closeSubpath?: return subpathStart
        case nil: return nil
        }
    }

    private mutating func append(_ e: Element) {
        if case .move(let p) = e { subpathStart = p }
        elements.append(e)
    }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: CGPoint) { append(.move(to: p)) }

    /// A straight line to `p` (starting a subpath at `p` if there is none).
    public mutating func addLine(to p: CGPoint) {
        if elements.isEmpty { move(to: p) } else { append(.line(to: p)) }
    }

    /// Straight lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// A quadratic Bézier curve to `p`.
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: control) }
        append(.quadCurve(to: p, control: control))
    }

    /// A cubic Bézier curve to `p`.
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: control1) }
        append(.curve(to: p, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        if !elements.isEmpty { append(.closeSubpath) }
    }

    /// A closed rectangle subpath.
    public mutating func addRect(_ r: CGRect) {
        let r = r.finite.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// A closed ellipse subpath inscribed in `r`, as four cubic curves, starting at the trailing middle.
    public mutating func addEllipse(in r: CGRect) {
        let r = r.finite.standardized
        let k = 0.5522847498307936
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
                 control2: CGPoint(x: cx + rx * k, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
                 control2: CGPoint(x: cx - rx, y: cy + ry * k))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
                 control2: CGPoint(x: cx - rx * k, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
                 control2: CGPoint(x: cx + rx, y: cy - ry * k))
        closeSubpath()
    }

    /// A closed rounded-rectangle subpath; corner sizes are clamped to half the rectangle.
    ///
    /// `.circular` corners are quarter ellipses. `.continuous` corners are two cubic curves each whose
    /// curvature is zero where they leave the straight edge (no visible kink) and `1/radius` at the 45°
    /// point, which lies where a circular corner's would; each corner reaches `1.528665 × radius` along
    /// its edges, shortened (towards 1 × radius) when the side is too short.
    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = r.finite.standardized
        let rx = max(0, min(cornerSize.width, r.width / 2)), ry = max(0, min(cornerSize.height, r.height / 2))
        guard rx > 0, ry > 0 else { addRect(r); return }
        addCorners(of: r, radii: Array(repeating: CGSize(width: rx, height: ry), count: 4), style: style)
    }

    /// A closed rounded-rectangle subpath with its own radius at each corner (each clamped to half the
    /// shorter side) — what `UnevenRoundedRectangle` draws.
    ///
    ///     path.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 20))
    public mutating func addRoundedRect(in r: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        let r = r.finite.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGSize {
            let c = v.isFinite ? max(0, min(v, limit)) : 0
            return CGSize(width: c, height: c)
        }
        var corners = Path()
        corners.addCorners(of: r, radii: [clamp(cornerRadii.topTrailing), clamp(cornerRadii.bottomTrailing),
                                           clamp(cornerRadii.bottomLeading), clamp(cornerRadii.topLeading)], style: style)
        addPath(corners, transform: transform)
    }

    /// The four corners clockwise from the top right, each with its radii; a zero radius is a sharp corner.
    private mutating func addCorners(of r: CGRect, radii: [CGSize], style: RoundedCornerStyle) {
        let points = [CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.minY)]
        // The unit directions back along the incoming edge and along the outgoing one.
        let back: [CGSize] = [CGSize(width: -1, height: 0), CGSize(width: 0, height: -1), CGSize(width: 1, height: 0), CGSize(width: 0, height: 1)]
        let out: [CGSize] = [CGSize(width: 0, height: 1), CGSize(width: -1, height: 0), CGSize(width: 0, height: -1), CGSize(width: 1, height: 0)]
        for i in 0..<4 {
            let k = points[i], (rx, ry) = (radii[i].width, radii[i].height)
            // A point `s` radii back along the incoming edge and `t` radii along the outgoing one.
            func at(_ s: CGFloat, _ t: CGFloat) -> CGPoint {
                let (a, b) = i % 2 == 0 ? (rx, ry) : (ry, rx)
                return CGPoint(x: k.x + back[i].width * s * a + out[i].width * t * b,
                               y: k.y + back[i].height * s * a + out[i].height * t * b)
            }
            guard rx > 0, ry > 0 else {
                if i == 0 { move(to: k) } else { addLine(to: k) }
                continue
            }
            // Extent of a corner along its edges, in radii (1 for circular corners).
            let reach = style == .continuous ? min(1.528665, r.width / 2 / rx, r.height / 2 / ry) : 1
            if i == 0 { move(to: at(reach, 0)) } else { addLine(to: at(reach, 0)) }
            switch style {
            case .circular:
                let c = 1 - 0.5522847498307936
                addCurve(to: at(0, 1), control1: at(c, 0), control2: at(0, c))
            case .continuous:
                // Midpoint m on the diagonal (a circle's), control points on the edges: zero curvature at
                // the ends, curvature 1 at the midpoint (x1 = 2m + 3√2·m² solves the end-curvature formula).
                let m = 1 - 1 / 2.0.squareRoot(), x1 = 2 * m + 3 * 2.0.squareRoot() * m * m
                addCurve(to: at(m, m), control1: at(x1, 0), control2: at(2 * m, 0))
                addCurve(to: at(0, reach), control1: at(0, 2 * m), control2: at(0, x1))
            }
        }
        closeSubpath()
    }

    /// A circular arc, as cubic curves of at most 90° each.
    ///
    /// Angles are measured from +x towards +y (clockwise on screen, as in SwiftUI's flipped space).
    /// `clockwise: false` sweeps with increasing angle; `clockwise: true` with decreasing angle.
    /// A line joins the current point to the arc's start; with no current point the arc starts a subpath.
    /// Angles a whole turn or more apart make the whole circle (in either direction); an arc sweeps at most one
    /// full turn; a NaN or infinite angle, radius or centre adds nothing.
    ///
    ///     path.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .zero, endAngle: .degrees(270), clockwise: false)
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let a0 = startAngle.radians
        // Geometry that is not a number (NaN, ±∞ angles, radius or centre) adds nothing: there is no arc to draw.
        guard a0.isFinite, endAngle.radians.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        var sweep = endAngle.radians - a0
        let full = 2 * Double.pi
        if abs(sweep) >= full {
            // Angles a whole turn or more apart make the whole circle, in the direction asked (as Core Graphics
            // and SwiftUI draw `startAngle: .zero, endAngle: .degrees(360), clockwise: true`).
            sweep = clockwise ? -full : full
        } else if clockwise {
            if sweep > 0 { sweep -= full }
        } else {
            if sweep < 0 { sweep += full }
        }
        let start = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        if elements.isEmpty || elements.last == .closeSubpath { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<segments {
            let b = a + step
            let p0 = CGPoint(x: cos(a), y: sin(a)), p3 = CGPoint(x: cos(b), y: sin(b))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func map(_ u: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * u.x, y: center.y + radius * u.y) }
            addCurve(to: map(p3), control1: map(c1), control2: map(c2))
            a = b
        }
    }

    /// Appends another path's elements.
    public mutating func addPath(_ other: Path, transform: CGAffineTransform = .identity) {
        for e in other.applying(transform).elements { append(e) }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> Path {
        if t.isIdentity { return self }
        return Path(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(to: p.applying(t))
            case .line(let p): return .line(to: p.applying(t))
            case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: return .closeSubpath
            }
        })
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The elements as `M x y L x y Q cx cy x y C … Z`.
    public var description: String {
        var text = ""
        func add(_ letter: String) {
            if !text.isEmpty { text += " " }
            text += letter
        }
        func add(_ p: CGPoint) {
            text += " "
            text += TreeFormat.number(p.x)
            text += " "
            text += TreeFormat.number(p.y)
        }
        for e in elements {
            switch e {
            case .move(let p): add("M"); add(p)
            case .line(let p): add("L"); add(p)
            case .quadCurve(let p, let c): add("Q"); add(c); add(p)
            case .curve(let p, let c1, let c2): add("C"); add(c1); add(c2); add(p)
            case .closeSubpath: add("Z")
            }
        }
        return text
    }
}
