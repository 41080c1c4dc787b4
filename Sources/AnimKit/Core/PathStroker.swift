import Foundation

/// Outlines a stroke: the area a `StrokeStyle` paints along a path, as a path that fills (non-zero rule)
/// to the same pixels — what `Path.strokedPath(_:)` returns.
///
/// Curves are flattened to within about a tenth of a point; dashes are cut along the flattened lines
/// (each subpath starts the pattern again at `dashPhase`). Every piece — a quad per segment, a wedge or
/// disc per join, a cap per open end — is wound the same way, so overlaps add up instead of cancelling.
///
///     let ring = Path(ellipseIn: rect).strokedPath(StrokeStyle(lineWidth: 4))
struct PathStroker {
    let style: StrokeStyle
    private var half: CGFloat { style.lineWidth / 2 }

    /// The outline of `path` stroked with the style.
    func outline(_ path: Path) -> Path {
        var result = Path()
        guard style.lineWidth > 0, style.lineWidth.isFinite else { return result }
        for (points, closed) in path.flattenedSubpaths() {
            let line = Self.deduplicated(points)
            for (piece, pieceClosed) in dashed(line, closed: closed) {
                stroke(piece, closed: pieceClosed, into: &result)
            }
        }
        return result
    }

    private static func deduplicated(_ points: [CGPoint]) -> [CGPoint] {
        var out: [CGPoint] = []
        for p in points where out.last.map({ $0.distance(to: p) > 1e-9 }) ?? true { out.append(p) }
        return out
    }

    /// The polyline cut into dashes (or whole, without a dash pattern).
    private func dashed(_ points: [CGPoint], closed: Bool) -> [([CGPoint], Bool)] {
        let pattern = style.dash.map { max(0, $0.isFinite ? $0 : 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0, points.count > 1 else { return [(points, closed)] }
        var line = points
        if closed, let first = points.first { line.append(first) }
        // Where in the pattern the line starts.
        var offset = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: period) : 0
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
        var remaining = pattern[index] - offset
        var on = index % 2 == 0
        var pieces: [([CGPoint], Bool)] = []
        var current: [CGPoint] = on ? [line[0]] : []
        for i in 1..<line.count {
            var a = line[i - 1]
            let b = line[i]
            var left = a.distance(to: b)
            while left > remaining {
                let f = remaining / left
                let cut = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
                if on { current.append(cut); pieces.append((current, false)); current = [] } else { current = [cut] }
                left -= remaining
                a = cut
                on.toggle()
                index = (index + 1) % pattern.count
                remaining = pattern[index]
            }
            remaining -= left
            if on { current.append(b) }
        }
        if on, current.count > 1 { pieces.append((current, false)) }
        return pieces
    }

    private func stroke(_ points: [CGPoint], closed: Bool, into out: inout Path) {
        guard let first = points.first else { return }
        if points.count == 1 {
            // A zero-length subpath draws a dot only with round or square caps.
            switch style.lineCap {
            case .round: disc(at: first, into: &out)
            case .square: polygon([CGPoint(x: first.x - half, y: first.y - half), CGPoint(x: first.x + half, y: first.y - half),
                                   CGPoint(x: first.x + half, y: first.y + half), CGPoint(x: first.x - half, y: first.y + half)], into: &out)
            case .butt: break
            }
            return
        }
        let count = points.count
        let segments = closed ? count : count - 1
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % count]
            let n = normal(a, b)
            polygon([a + n * half, b + n * half, b - n * half, a - n * half], into: &out)
        }
        // Joins between consecutive segments (all around for a closed line).
        let joins = closed ? 0..<count : 1..<(count - 1)
        for i in joins {
            let prev = points[(i - 1 + count) % count], p = points[i], next = points[(i + 1) % count]
            join(prev, p, next, into: &out)
        }
        if !closed {
            cap(at: points[0], from: points[1], into: &out)
            cap(at: points[count - 1], from: points[count - 2], into: &out)
        }
    }

    private func join(_ prev: CGPoint, _ p: CGPoint, _ next: CGPoint, into out: inout Path) {
        let n0 = normal(prev, p), n1 = normal(p, next)
        let d0 = direction(prev, p), d1 = direction(p, next)
        let turn = d0.x * d1.y - d0.y * d1.x
        guard abs(turn) > 1e-12 || d0.x * d1.x + d0.y * d1.y < 0 else { return }
        if style.lineJoin == .round { disc(at: p, into: &out); return }
        // The outer side is opposite the turn.
        let side: CGFloat = turn > 0 ? -1 : 1
        let o0 = p + n0 * (half * side), o1 = p + n1 * (half * side)
        let cosine = max(-1, min(1, -(d0.x * d1.x + d0.y * d1.y)))   // cos of the angle between the segments
        let angle = acos(cosine)
        let ratio = 1 / max(sin(angle / 2), 1e-12)
        if style.lineJoin == .miter, ratio <= style.miterLimit {
            // The tip: along the bisector of the outer normals, half / cos(half the turn) from p.
            let bisector = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
            let length = hypot(bisector.x, bisector.y)
            if length > 1e-12 {
                let tip = p + CGPoint(x: bisector.x / length, y: bisector.y / length) * (half * ratio * side)
                polygon([p, o0, tip, o1], into: &out)
                return
            }
        }
        polygon([p, o0, o1], into: &out)
    }

    private func cap(at end: CGPoint, from before: CGPoint, into out: inout Path) {
        switch style.lineCap {
        case .butt: break
        case .round: disc(at: end, into: &out)
        case .square:
            let d = direction(before, end), n = normal(before, end)
            let far = end + d * half
            polygon([end + n * half, far + n * half, far - n * half, end - n * half], into: &out)
        }
    }

    private func disc(at center: CGPoint, into out: inout Path) {
        let steps = max(16, min(128, Int((half * 2).rounded(.up))))
        polygon((0..<steps).map { i in
            let a = 2 * Double.pi * Double(i) / Double(steps)
            return CGPoint(x: center.x + half * cos(a), y: center.y + half * sin(a))
        }, into: &out)
    }

    /// Adds a closed polygon wound positively (so every piece adds under the non-zero rule).
    private func polygon(_ points: [CGPoint], into out: inout Path) {
        var area: CGFloat = 0
        for i in 0..<points.count {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? points : points.reversed()
        out.move(to: ordered[0])
        for p in ordered.dropFirst() { out.addLine(to: p) }
        out.closeSubpath()
    }

    private func direction(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let d = a.distance(to: b)
        return d > 0 ? CGPoint(x: (b.x - a.x) / d, y: (b.y - a.y) / d) : .zero
    }

    private func normal(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
        let d = direction(a, b)
        return CGPoint(x: -d.y, y: d.x)
    }
}

private func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
private func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
private func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }

extension Path {
    /// The outline of this path stroked with `style`: a path that, filled, covers what the stroke paints.
    ///
    ///     Path(ellipseIn: rect).strokedPath(StrokeStyle(lineWidth: 4, dash: [6, 3]))
    public func strokedPath(_ style: StrokeStyle) -> Path { PathStroker(style: style).outline(self) }
}
