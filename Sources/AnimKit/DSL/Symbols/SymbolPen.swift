import Foundation

/// Drawing helpers for AnimKit's symbol designs: paths in a box 100 units tall, y down, angles in degrees
/// increasing clockwise on screen.
enum SymbolPen {
    typealias Point = (CGFloat, CGFloat)

    /// Open polylines.
    static func lines(_ polylines: [[Point]]) -> Path {
        var p = Path()
        for line in polylines { p.addLines(line.map { CGPoint(x: $0.0, y: $0.1) }) }
        return p
    }

    /// One open polyline.
    static func line(_ points: Point...) -> Path { lines([points]) }

    /// A closed polygon.
    static func polygon(_ points: [Point]) -> Path {
        var p = lines([points])
        p.closeSubpath()
        return p
    }

    /// A closed polygon whose corners are rounded with `radius`.
    static func roundedPolygon(_ points: [Point], radius: CGFloat) -> Path {
        var p = Path()
        let n = points.count
        for i in 0...n {
            let a = points[(i + n - 1) % n], b = points[i % n], c = points[(i + 1) % n]
            let corner = CGPoint(x: b.0, y: b.1)
            let toA = unit(a.0 - b.0, a.1 - b.1), toC = unit(c.0 - b.0, c.1 - b.1)
            let start = CGPoint(x: corner.x + toA.0 * radius, y: corner.y + toA.1 * radius)
            let end = CGPoint(x: corner.x + toC.0 * radius, y: corner.y + toC.1 * radius)
            if i == 0 { p.move(to: end); continue }
            p.addLine(to: start)
            p.addQuadCurve(to: end, control: corner)
        }
        p.closeSubpath()
        return p
    }

    private static func unit(_ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat) {
        let length = max((x * x + y * y).squareRoot(), 0.0001)
        return (x / length, y / length)
    }

    /// The paths as one (each keeps its own subpaths).
    static func join(_ paths: Path...) -> Path {
        var joined = Path()
        for p in paths { joined.addPath(p) }
        return joined
    }

    /// A circle about (x, y).
    static func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
    }

    /// A rectangle with corners rounded by `r`.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, r: CGFloat = 0) -> Path {
        r > 0 ? Path(roundedRect: CGRect(x: x, y: y, width: w, height: h), cornerRadius: r, style: .continuous)
            : Path(CGRect(x: x, y: y, width: w, height: h))
    }

    /// An open arc about (x, y) from `from`° to `to`° (clockwise on screen when `to` > `from`).
    static func arc(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, from: Double, to: Double) -> Path {
        var p = Path()
        p.addArc(center: CGPoint(x: x, y: y), radius: r, startAngle: .degrees(from), endAngle: .degrees(to), clockwise: to < from)
        return p
    }

    /// The point at `degrees` on the circle of radius `r` about (x, y).
    static func point(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat, _ degrees: Double) -> CGPoint {
        CGPoint(x: x + r * CGFloat(cos(degrees * .pi / 180)), y: y + r * CGFloat(sin(degrees * .pi / 180)))
    }

    /// The outline of overlapping circles standing on a common bottom line (a cloud): their upper outline
    /// from the first circle's bottom to the last one's, closed along the bottom.
    static func bumps(_ circles: [(x: CGFloat, y: CGFloat, r: CGFloat)]) -> Path {
        func angle(_ c: (x: CGFloat, y: CGFloat, r: CGFloat), _ p: CGPoint) -> Double {
            atan2(Double(p.y - c.y), Double(p.x - c.x)) * 180 / .pi
        }
        var p = Path()
        var start = 90.0
        p.move(to: point(circles[0].x, circles[0].y, circles[0].r, 90))
        for (i, c) in circles.enumerated() {
            var end = 450.0
            if i + 1 < circles.count, let meet = upperIntersection(c, circles[i + 1]) {
                end = angle(c, meet)
                while end < start { end += 360 }
            }
            p.addArc(center: CGPoint(x: c.x, y: c.y), radius: c.r, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
            if i + 1 < circles.count, let meet = upperIntersection(c, circles[i + 1]) {
                start = angle(circles[i + 1], meet)
                while start < 90 { start += 360 }
                if start > 450 { start -= 360 }
            }
        }
        p.closeSubpath()
        return p
    }

    /// The upper of the two points where two circles cross.
    private static func upperIntersection(_ a: (x: CGFloat, y: CGFloat, r: CGFloat), _ b: (x: CGFloat, y: CGFloat, r: CGFloat)) -> CGPoint? {
        let dx = b.x - a.x, dy = b.y - a.y, d = (dx * dx + dy * dy).squareRoot()
        guard d > 0, d < a.r + b.r, d > abs(a.r - b.r) else { return nil }
        let along = (a.r * a.r - b.r * b.r + d * d) / (2 * d), h = (a.r * a.r - along * along).squareRoot()
        let mx = a.x + along * dx / d, my = a.y + along * dy / d
        let p1 = CGPoint(x: mx + h * dy / d, y: my - h * dx / d), p2 = CGPoint(x: mx - h * dy / d, y: my + h * dx / d)
        return p1.y < p2.y ? p1 : p2
    }

    /// `path` turned by `degrees` about (x, y).
    static func rotated(_ path: Path, _ degrees: Double, about x: CGFloat, _ y: CGFloat) -> Path {
        path.applying(CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(degrees * .pi / 180)))
            .concatenating(CGAffineTransform(translationX: x, y: y)))
    }

    /// `path` scaled by `s` about (x, y), then moved by (dx, dy).
    static func scaled(_ path: Path, _ s: CGFloat, about x: CGFloat, _ y: CGFloat, dx: CGFloat = 0, dy: CGFloat = 0) -> Path {
        path.applying(CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: x - s * x + dx, ty: y - s * y + dy))
    }

    /// `path` mirrored left to right within a box `width` wide.
    static func mirrored(_ path: Path, width: CGFloat) -> Path {
        path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0))
    }
}
