import Foundation

/// Outlines a stroke: the area a `StrokeStyle` paints along a path, as a path that fills (non-zero rule)
/// to the same pixels — what `Path.strokedPath(_:)` returns.
///
/// Curves are flattened to within about a tenth of a point; dashes are cut along the flattened lines
/// (each subpath starts the pattern again at `dashPhase`). Each piece of line becomes one contour around it (a closed
/// one, its two sides), joins and caps included, wound so that overlaps add up under the non-zero rule.
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
            let line = Self.simplified(Self.deduplicated(points))
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

    /// The polyline without the points that lie within a fiftieth of a point of the line between their neighbours (a
    /// flattened curve's many near-collinear points; a stroked outline's): the outline is the same to the eye, and
    /// stroking it again grows with its corners, not with every step of its curves.
    private static func simplified(_ points: [CGPoint]) -> [CGPoint] {
        guard points.count > 2 else { return points }
        var out = [points[0]]
        for i in 1..<(points.count - 1) {
            let a = out[out.count - 1], p = points[i], b = points[i + 1]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = hypot(dx, dy)
            // Kept when off the line from the last kept point to the next one, or when the line doubles back.
            let off = length > 1e-9 ? abs(dx * (p.y - a.y) - dy * (p.x - a.x)) / length : p.distance(to: a)
            let between = (p.x - a.x) * dx + (p.y - a.y) * dy >= 0 && (b.x - p.x) * dx + (b.y - p.y) * dy >= 0
            if off > 0.02 || !between { out.append(p) }
        }
        out.append(points[points.count - 1])
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

    /// Adds the outline of one polyline: for an open one a single contour (its left side out, the end cap, its right
    /// side back, the start cap); for a closed one its two sides, in opposite directions. Inner joins pass through the
    /// vertex (as Skia's stroker does), so a side that folds over itself adds rather than cancels under the non-zero
    /// rule. Stroking an outline again therefore grows with its points, not with its pieces.
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
        if closed && points.count > 2 {
            contour(side(points, closed: true), into: &out)
            contour(side(points.reversed(), closed: true), into: &out)
            return
        }
        let line = closed ? points + [first] : points
        var loop = side(line, closed: false)
        cap(at: line[line.count - 1], from: line[line.count - 2], into: &loop)
        let back = Array(line.reversed())
        loop += side(back, closed: false)
        cap(at: back[back.count - 1], from: back[back.count - 2], into: &loop)
        contour(loop, into: &out)
    }

    /// The points of the offset of `points` on its left (`normal`'s side), with the joins between its segments; for a
    /// closed line all the way round.
    private func side(_ points: [CGPoint], closed: Bool) -> [CGPoint] {
        let count = points.count
        let segments = closed ? count : count - 1
        var out: [CGPoint] = []
        out.reserveCapacity(segments * 2 + 8)
        // A gentle turn (under about 20°, between segments longer than the stroke is wide) meets at the point where the
        // two offset lines cross — one point, the same on either side and for every join style to within a thousandth of
        // a point.
        func meets(_ i: Int) -> CGPoint? {
            guard closed || (i > 0 && i < count - 1) else { return nil }
            let prev = points[(i - 1 + count) % count], p = points[i], next = points[(i + 1) % count]
            let d0 = direction(prev, p), d1 = direction(p, next)
            let dot = d0.x * d1.x + d0.y * d1.y
            guard dot > 0.94, prev.distance(to: p) > half * 2, p.distance(to: next) > half * 2 else { return nil }
            let n0 = normal(prev, p), n1 = normal(p, next)
            let bisector = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
            let length = hypot(bisector.x, bisector.y)
            return p + CGPoint(x: bisector.x / length, y: bisector.y / length) * (half * 2 / length)
        }
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % count]
            let n = normal(a, b)
            if let start = meets(i) { if i == 0 || out.isEmpty { out.append(start) } } else { out.append(a + n * half) }
            if let end = meets((i + 1) % count) {
                if !(closed && (i + 1) % count == 0) { out.append(end) }
                continue
            }
            out.append(b + n * half)
            // The join at b, towards the next segment.
            guard closed || i + 1 < segments else { continue }
            let next = points[(i + 2) % count]
            join(a, b, next, into: &out)
        }
        return out
    }

    /// The join at `p` between `prev`→`p` and `p`→`next` on the left side, after the first segment's end: on the outer
    /// side a miter tip, an arc or nothing (bevel); on the inner side the way goes through `p`.
    private func join(_ prev: CGPoint, _ p: CGPoint, _ next: CGPoint, into out: inout [CGPoint]) {
        let d0 = direction(prev, p), d1 = direction(p, next)
        let n0 = normal(prev, p), n1 = normal(p, next)
        let turn = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(turn) <= 1e-12 && dot > 0 { return }   // straight on
        let outer = turn < 0 || (abs(turn) <= 1e-12 && dot < 0)
        guard outer else {
            out.append(p)
            return
        }
        switch style.lineJoin {
        case .round:
            arc(around: p, from: n0, to: n1, into: &out)
        case .miter:
            let cosine = max(-1, min(1, -dot))
            let ratio = 1 / max(sin(acos(cosine) / 2), 1e-12)
            let bisector = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
            let length = hypot(bisector.x, bisector.y)
            if ratio <= style.miterLimit, length > 1e-12 {
                out.append(p + CGPoint(x: bisector.x / length, y: bisector.y / length) * (half * ratio))
            }
        case .bevel:
            break
        }
    }

    /// Points on the circle of radius `half` around `center`, from the direction `from` to `to` (unit normals), turning
    /// the short way round (the outer side of a join), within about a tenth of a point.
    private func arc(around center: CGPoint, from: CGPoint, to: CGPoint, into out: inout [CGPoint]) {
        let a0 = atan2(from.y, from.x)
        var sweep = atan2(to.y, to.x) - a0
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        let step = 2 * acos(max(-1, min(1, 1 - 0.1 / max(half, 0.1))))
        let steps = max(1, min(64, Int((abs(sweep) / max(step, 1e-3)).rounded(.up))))
        for k in 1..<steps {
            let a = a0 + sweep * CGFloat(k) / CGFloat(steps)
            out.append(CGPoint(x: center.x + half * cos(a), y: center.y + half * sin(a)))
        }
    }

    /// The cap at `end` (reached from `before`), from the left side's last point to the right side's first.
    private func cap(at end: CGPoint, from before: CGPoint, into out: inout [CGPoint]) {
        let d = direction(before, end), n = normal(before, end)
        switch style.lineCap {
        case .butt: break
        case .round: arc(around: end, from: n, to: d, into: &out); out.append(end + d * half); arc(around: end, from: d, to: n * -1, into: &out)
        case .square:
            let far = end + d * half
            out.append(far + n * half)
            out.append(far - n * half)
        }
    }

    /// Adds `points` as one closed subpath.
    private func contour(_ points: [CGPoint], into out: inout Path) {
        guard points.count > 2 else { return }
        out.move(to: points[0])
        for p in points.dropFirst() { out.addLine(to: p) }
        out.closeSubpath()
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
