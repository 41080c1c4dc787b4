import Foundation

extension Path {
    /// A rounded rectangle with its own radius at each corner.
    ///
    ///     Path(roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 16, topTrailing: 16))
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// A closed rectangle subpath mapped through `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(rect), transform: transform)
    }

    /// A closed rectangle subpath for each of `rects`.
    ///
    ///     path.addRects([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10)])
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addPath(Path(rect), transform: transform) }
    }

    /// A closed ellipse subpath inscribed in `rect`, mapped through `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// A closed rounded-rectangle subpath mapped through `transform`.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    /// A circular arc mapped through `transform` (see `addArc(center:radius:startAngle:endAngle:clockwise:)`).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform) {
        guard !transform.isIdentity else {
            addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
            return
        }
        var arc = Path()
        if let p = currentPoint?.applying(transform.inverted()) { arc.move(to: p) }
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        appendContinuing(arc.applying(transform))
    }

    /// An arc of `delta` from `startAngle` (positive: with increasing angle, clockwise on screen).
    ///
    ///     path.addRelativeArc(center: c, radius: 40, startAngle: .degrees(-90), delta: .degrees(270))
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta,
               clockwise: delta.radians < 0, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the line
    /// from `tangent1End` to `tangent2End`; a straight line joins the current point to the arc's start.
    ///
    ///     path.move(to: CGPoint(x: 0, y: 0))
    ///     path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let inverse = transform.isIdentity ? transform : transform.inverted()
        guard let p0 = currentPoint?.applying(inverse) else { return }
        var arc = Path()
        arc.move(to: p0)
        let d0 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), d2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l0 = hypot(d0.x, d0.y), l2 = hypot(d2.x, d2.y)
        let cross = d0.x * d2.y - d0.y * d2.x
        if l0 == 0 || l2 == 0 || abs(cross) < 1e-12 || radius <= 0 {
            // Collinear or degenerate: a straight line to the corner.
            arc.addLine(to: p1)
        } else {
            let u0 = CGPoint(x: d0.x / l0, y: d0.y / l0), u2 = CGPoint(x: d2.x / l2, y: d2.y / l2)
            let angle = acos(max(-1, min(1, u0.x * u2.x + u0.y * u2.y)))
            let distance = radius / tan(angle / 2)
            let start = CGPoint(x: p1.x + u0.x * distance, y: p1.y + u0.y * distance)
            let end = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
            let bisector = CGPoint(x: u0.x + u2.x, y: u0.y + u2.y)
            let bl = hypot(bisector.x, bisector.y)
            let centreDistance = radius / sin(angle / 2)
            let center = CGPoint(x: p1.x + bisector.x / bl * centreDistance, y: p1.y + bisector.y / bl * centreDistance)
            let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
            // The short way round: with decreasing angle when d0 × d2 > 0.
            arc.addArc(center: center, radius: radius, startAngle: .radians(a0), endAngle: .radians(a1), clockwise: cross > 0)
        }
        appendContinuing(arc.applying(transform))
    }

    /// Appends `other`, whose first element is a move to this path's current point, without that move.
    private mutating func appendContinuing(_ other: Path) {
        var drop = currentPoint != nil && elements.last != .closeSubpath
        for e in other.elements {
            if drop, case .move = e { drop = false; continue }
            drop = false
            addElement(e)
        }
    }
}
