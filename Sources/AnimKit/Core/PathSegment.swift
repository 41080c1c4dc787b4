import Foundation

/// One piece of a path between two points — a line, a quadratic or a cubic Bézier — with its length,
/// points along it and the piece between two of its parameters (for trimming and stroking).
struct PathSegment: Equatable {
    enum Kind: Equatable {
        case line
        case quad(CGPoint)
        case cubic(CGPoint, CGPoint)
    }

    var start: CGPoint
    var end: CGPoint
    var kind: Kind

    /// The point at parameter `t` in 0…1.
    func point(at t: CGFloat) -> CGPoint {
        let u = 1 - t
        switch kind {
        case .line:
            return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        case .quad(let c):
            return CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * end.x,
                           y: u * u * start.y + 2 * u * t * c.y + t * t * end.y)
        case .cubic(let c1, let c2):
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                           y: a * start.y + b * c1.y + c * c2.y + d * end.y)
        }
    }

    /// The piece between parameters `t0` and `t1` (de Casteljau), of the same kind.
    func piece(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if t0 <= 0 && t1 >= 1 { return self }
        switch kind {
        case .line:
            return PathSegment(start: point(at: t0), end: point(at: t1), kind: .line)
        case .quad(let c):
            // Raise to a cubic to split both ends with one routine, then drop back exactly.
            let c1 = CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y))
            let c2 = CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y))
            let cubic = PathSegment(start: start, end: end, kind: .cubic(c1, c2)).piece(from: t0, to: t1)
            guard case .cubic(let d1, _) = cubic.kind else { return cubic }
            let control = CGPoint(x: cubic.start.x + 1.5 * (d1.x - cubic.start.x), y: cubic.start.y + 1.5 * (d1.y - cubic.start.y))
            return PathSegment(start: cubic.start, end: cubic.end, kind: .quad(control))
        case .cubic:
            let right = t0 > 0 ? split(at: t0).1 : self
            guard t1 < 1 else { return right }
            let local = t0 > 0 ? (t1 - t0) / (1 - t0) : t1
            return right.split(at: local).0
        }
    }

    /// A cubic split at `t` into the two cubics that draw it.
    private func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        guard case .cubic(let c1, let c2) = kind else { return (self, self) }
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        let p01 = lerp(start, c1), p12 = lerp(c1, c2), p23 = lerp(c2, end)
        let p012 = lerp(p01, p12), p123 = lerp(p12, p23), mid = lerp(p012, p123)
        return (PathSegment(start: start, end: mid, kind: .cubic(p01, p012)),
                PathSegment(start: mid, end: end, kind: .cubic(p123, p23)))
    }

    /// The element that draws the segment from its start.
    var element: Path.Element {
        switch kind {
        case .line: return .line(to: end)
        case .quad(let c): return .quadCurve(to: end, control: c)
        case .cubic(let c1, let c2): return .curve(to: end, control1: c1, control2: c2)
        }
    }

    /// How many straight pieces draw the curve within about a tenth of a point.
    var flatteningSteps: Int {
        switch kind {
        case .line: return 1
        case .quad(let c): return Self.steps(hull: start.distance(to: c) + c.distance(to: end))
        case .cubic(let c1, let c2): return Self.steps(hull: start.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: end))
        }
    }

    private static func steps(hull: CGFloat) -> Int {
        guard hull.isFinite else { return 1 }
        return Int(min(512, max(8, (hull / 1.5).rounded(.up))))
    }

    /// Parameters and cumulative lengths at the flattening points, from (0, 0) to (1, length).
    var lengthTable: [(t: CGFloat, length: CGFloat)] {
        if case .line = kind { return [(0, 0), (1, start.distance(to: end))] }
        let n = flatteningSteps
        var table: [(t: CGFloat, length: CGFloat)] = [(0, 0)]
        table.reserveCapacity(n + 1)
        var previous = start, total: CGFloat = 0
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n)
            let p = point(at: t)
            total += previous.distance(to: p)
            table.append((t, total))
            previous = p
        }
        return table
    }

    /// The segment's length.
    var length: CGFloat { lengthTable.last?.length ?? 0 }

    /// The parameter at `distance` along the segment, from a length table.
    static func parameter(at distance: CGFloat, in table: [(t: CGFloat, length: CGFloat)]) -> CGFloat {
        guard let last = table.last, last.length > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= last.length { return 1 }
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid].length < distance { low = mid } else { high = mid }
        }
        let (a, b) = (table[low], table[high])
        let f = b.length > a.length ? (distance - a.length) / (b.length - a.length) : 0
        return a.t + (b.t - a.t) * f
    }

    /// The points that draw the segment after its start, within about a tenth of a point.
    func flattened() -> [CGPoint] {
        if case .line = kind { return [end] }
        let n = flatteningSteps
        return (1...n).map { point(at: CGFloat($0) / CGFloat(n)) }
    }

    /// The parameters in 0…1 where the segment turns in x or y (curve extrema), for tight bounds.
    var extremaParameters: [CGFloat] {
        switch kind {
        case .line: return []
        case .quad(let c):
            return [(start.x, c.x, end.x), (start.y, c.y, end.y)].compactMap { a, b, d in
                let den = a - 2 * b + d
                guard abs(den) > 1e-12 else { return nil }
                let t = (a - b) / den
                return t > 0 && t < 1 ? t : nil
            }
        case .cubic(let c1, let c2):
            var result: [CGFloat] = []
            for (p0, p1, p2, p3) in [(start.x, c1.x, c2.x, end.x), (start.y, c1.y, c2.y, end.y)] {
                // Derivative /3: a t² + b t + c.
                let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
                if abs(a) < 1e-12 {
                    if abs(b) > 1e-12 { result.append(-c / b) }
                } else {
                    let disc = b * b - 4 * a * c
                    if disc >= 0 {
                        let r = disc.squareRoot()
                        result += [(-b + r) / (2 * a), (-b - r) / (2 * a)]
                    }
                }
            }
            return result.filter { $0 > 0 && $0 < 1 }
        }
    }
}

/// One subpath: where it starts, its segments (a closed one ends with the closing line, if any) and
/// whether it is closed.
struct PathSubpath: Equatable {
    var start: CGPoint
    var segments: [PathSegment]
    var closed: Bool
    /// Whether the last segment is the implicit line back to the start that `closeSubpath` adds.
    var endsWithClosingLine: Bool
}

extension CGPoint {
    /// The straight-line distance to `other`.
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}

extension Path {
    /// The path as subpaths of segments (a `closeSubpath` adds the line back to the start when needed).
    var subpaths: [PathSubpath] {
        var result: [PathSubpath] = []
        var current: PathSubpath?
        var point = CGPoint.zero
        func finish() {
            if let c = current { result.append(c) }
            current = nil
        }
        for e in elements {
            switch e {
            case .move(let p):
                finish()
                current = PathSubpath(start: p, segments: [], closed: false, endsWithClosingLine: false)
                point = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if current == nil { current = PathSubpath(start: point, segments: [], closed: false, endsWithClosingLine: false) }
                let kind: PathSegment.Kind
                switch e {
                case .quadCurve(_, let c): kind = .quad(c)
                case .curve(_, let c1, let c2): kind = .cubic(c1, c2)
                default: kind = .line
                }
                current?.segments.append(PathSegment(start: point, end: p, kind: kind))
                point = p
            case .closeSubpath:
                guard var c = current else { continue }
                if point != c.start {
                    c.segments.append(PathSegment(start: point, end: c.start, kind: .line))
                    c.endsWithClosingLine = true
                }
                c.closed = true
                point = c.start
                current = c
                finish()
            }
        }
        finish()
        return result
    }
}
