import Foundation

extension Path {
    /// Calls `body` with each element, in order.
    ///
    ///     path.forEach { element in if case .line(let p) = element { print(p) } }
    public func forEach(_ body: (Path.Element) -> Void) {
        for e in elements { body(e) }
    }

    /// The length of every segment together (curves measured within about a tenth of a point; a closed
    /// subpath counts its closing line).
    var length: CGFloat {
        subpaths.reduce(0) { $0 + $1.segments.reduce(0) { $0 + $1.length } }
    }

    /// The part of the path between two fractions of its whole length, 0…1 — what `trim(from:to:)` draws.
    ///
    /// Curves are cut at the exact points, not flattened. A closed subpath kept whole stays closed;
    /// `from >= to` gives an empty path.
    ///
    ///     Path(ellipseIn: rect).trimmedPath(from: 0, to: 0.25)   // the quarter from 3 to 6 o'clock
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = from.isNaN ? 0 : min(max(from, 0), 1), to = to.isNaN ? 0 : min(max(to, 0), 1)
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        let parts = subpaths
        let tables = parts.map { $0.segments.map(\.lengthTable) }
        let total = tables.reduce(0) { $0 + $1.reduce(0) { $0 + ($1.last?.length ?? 0) } }
        guard total > 0 else { return Path() }
        let (begin, finish) = (from * total, to * total)
        var result = Path()
        var position: CGFloat = 0
        for (s, subpath) in parts.enumerated() {
            let lengths = tables[s].map { $0.last?.length ?? 0 }
            let subLength = lengths.reduce(0, +)
            // A closed subpath inside the range stays whole and closed.
            if subpath.closed, begin <= position, finish >= position + subLength, subLength > 0 {
                result.move(to: subpath.start)
                let kept = subpath.endsWithClosingLine ? subpath.segments.dropLast() : subpath.segments[...]
                for segment in kept { result.addElement(segment.element) }
                result.closeSubpath()
                position += subLength
                continue
            }
            var open = false
            for (i, segment) in subpath.segments.enumerated() {
                let (a, b) = (position, position + lengths[i])
                position = b
                guard b > begin, a < finish, lengths[i] > 0 else { continue }
                let t0 = PathSegment.parameter(at: begin - a, in: tables[s][i])
                let t1 = PathSegment.parameter(at: finish - a, in: tables[s][i])
                let piece = segment.piece(from: t0, to: t1)
                if !open || t0 > 0 { result.move(to: piece.start) }
                result.addElement(piece.element)
                open = t1 >= 1
            }
        }
        return result
    }

    /// Whether `point` is inside the path filled with the non-zero (or even-odd) rule.
    ///
    ///     Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5))   // true
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        for polygon in flattenedSubpaths() {
            let pts = polygon.points
            guard pts.count > 2 else { continue }
            for i in 0..<pts.count {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Each subpath as the points that draw it (curves flattened), with whether it is closed.
    func flattenedSubpaths() -> [(points: [CGPoint], closed: Bool)] {
        subpaths.map { subpath in
            var points = [subpath.start]
            let drawn = subpath.endsWithClosingLine ? subpath.segments.dropLast() : subpath.segments[...]
            for segment in drawn { points += segment.flattened() }
            if subpath.closed, points.count > 1, points.last == points.first { points.removeLast() }
            return (points, subpath.closed)
        }
    }

    /// Whether every point of the path is finite (a path with a NaN or infinite point draws nothing).
    public var hasFiniteGeometry: Bool {
        elements.allSatisfy { e in
            switch e {
            case .move(let p), .line(let p): return p.isFinite
            case .quadCurve(let p, let c): return p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: return true
            }
        }
    }

    /// The smallest rectangle containing every segment of the path (control points outside the curve
    /// do not count), as SwiftUI's `boundingRect`.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for subpath in subpaths {
            add(subpath.start)
            for segment in subpath.segments {
                add(segment.end)
                for t in segment.extremaParameters { add(segment.point(at: t)) }
            }
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Appends one element (a segment's drawing command).
    mutating func addElement(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}
