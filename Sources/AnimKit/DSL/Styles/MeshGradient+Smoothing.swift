import Foundation

/// `smoothsColors`: colours blended with cubic (Catmull-Rom) curves across the whole grid, as the points are, not
/// only between each cell's corners.
extension MeshPaint {
    /// How many patches each cell is cut into along each side when its colours are smoothed.
    static let smoothingSteps = 8

    /// This mesh cut into `steps` × `steps` patches per cell: each new point on the cell's surface (its Coons patch),
    /// with control points along the surface's tangents, and a colour from a bicubic Catmull-Rom blend of the
    /// grid's colours (clamped at the edges), so colour flows smoothly across the grid lines.
    func smoothed(steps k: Int = MeshPaint.smoothingSteps) -> MeshPaint {
        guard width >= 2, height >= 2, vertices.count >= width * height, colors.count >= width * height, k > 1 else { return self }
        let fineWidth = (width - 1) * k + 1, fineHeight = (height - 1) * k + 1
        var fine: [Vertex] = [], fineColors: [Color] = []
        fine.reserveCapacity(fineWidth * fineHeight)
        fineColors.reserveCapacity(fineWidth * fineHeight)
        let lights = colors.prefix(width * height).map { $0.resolved(for: .light) }
        let darks = colors.prefix(width * height).map { $0.resolved(for: .dark) }
        let adapts = colors.contains { $0.adapts }
        for j in 0..<fineHeight {
            for i in 0..<fineWidth {
                // The cell on each side of the point (the same one inside a cell).
                let (cellBefore, u0) = MeshPaint.cell(i, k: k, count: width, preferBefore: true)
                let (cellAfter, u1) = MeshPaint.cell(i, k: k, count: width, preferBefore: false)
                let (rowBefore, v0) = MeshPaint.cell(j, k: k, count: height, preferBefore: true)
                let (rowAfter, v1) = MeshPaint.cell(j, k: k, count: height, preferBefore: false)
                let surface = patch(cellAfter, rowAfter)
                let point = surface.point(u1, v1)
                let backU = patch(cellBefore, rowAfter).du(u0, v1), foreU = surface.du(u1, v1)
                let backV = patch(cellAfter, rowBefore).dv(u1, v0), foreV = surface.dv(u1, v1)
                let s = 1 / (3 * CGFloat(k))
                fine.append(Vertex(position: point,
                                   leading: CGPoint(x: point.x - backU.x * s, y: point.y - backU.y * s),
                                   top: CGPoint(x: point.x - backV.x * s, y: point.y - backV.y * s),
                                   trailing: CGPoint(x: point.x + foreU.x * s, y: point.y + foreU.y * s),
                                   bottom: CGPoint(x: point.x + foreV.x * s, y: point.y + foreV.y * s)))
                let x = Double(i) / Double(k), y = Double(j) / Double(k)
                let light = MeshPaint.bicubic(lights, width: width, height: height, x: x, y: y)
                fineColors.append(adapts ? Color(light: light, dark: MeshPaint.bicubic(darks, width: width, height: height, x: x, y: y)) : light)
            }
        }
        return MeshPaint(width: fineWidth, height: fineHeight, vertices: fine, colors: fineColors, background: background)
    }

    /// The cell a fine index falls in, and the parameter within it: on a grid line, the cell before it or after it.
    private static func cell(_ index: Int, k: Int, count: Int, preferBefore: Bool) -> (Int, CGFloat) {
        var c = index / k
        if preferBefore, index % k == 0, c > 0 { c -= 1 }
        c = min(c, count - 2)
        return (c, CGFloat(index - c * k) / CGFloat(k))
    }

    /// The Coons patch of cell (`c`, `r`): its four cubic edges from the corner points and their control points.
    private func patch(_ c: Int, _ r: Int) -> CoonsPatch {
        let p00 = vertices[r * width + c], p10 = vertices[r * width + c + 1]
        let p01 = vertices[(r + 1) * width + c], p11 = vertices[(r + 1) * width + c + 1]
        return CoonsPatch(top: [p00.position, p00.trailing, p10.leading, p10.position],
                          bottom: [p01.position, p01.trailing, p11.leading, p11.position],
                          left: [p00.position, p00.bottom, p01.top, p01.position],
                          right: [p10.position, p10.bottom, p11.top, p11.position])
    }

    /// A colour blended from the grid at fractional position (`x`, `y`) by Catmull-Rom curves in both directions.
    private static func bicubic(_ grid: [Color], width: Int, height: Int, x: Double, y: Double) -> Color {
        func at(_ c: Int, _ r: Int) -> Color { grid[min(max(r, 0), height - 1) * width + min(max(c, 0), width - 1)] }
        let c = min(Int(x), width - 2), r = min(Int(y), height - 2)
        let tx = x - Double(c), ty = y - Double(r)
        // Each channel through the four colours of a row along x, then through the four rows along y (plain values:
        // this runs for every sample of the mesh, every frame).
        func row(_ rr: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
            let p0 = at(c - 1, rr), p1 = at(c, rr), p2 = at(c + 1, rr), p3 = at(c + 2, rr)
            return (catmullRom(p0.red, p1.red, p2.red, p3.red, tx), catmullRom(p0.green, p1.green, p2.green, p3.green, tx),
                    catmullRom(p0.blue, p1.blue, p2.blue, p3.blue, tx), catmullRom(p0.alpha, p1.alpha, p2.alpha, p3.alpha, tx))
        }
        let r0 = row(r - 1), r1 = row(r), r2 = row(r + 1), r3 = row(r + 2)
        func down(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) -> Double { min(1, max(0, catmullRom(v0, v1, v2, v3, ty))) }
        return Color(red: down(r0.red, r1.red, r2.red, r3.red), green: down(r0.green, r1.green, r2.green, r3.green),
                     blue: down(r0.blue, r1.blue, r2.blue, r3.blue), opacity: down(r0.alpha, r1.alpha, r2.alpha, r3.alpha))
    }

    /// The Catmull-Rom curve through `b` (t = 0) and `c` (t = 1), its tangents from the neighbours `a` and `d`.
    private static func catmullRom(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
        let t2 = t * t, t3 = t2 * t
        return 0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3)
    }
}

/// A Coons patch bounded by four cubic Bézier curves (each given as its four points).
private struct CoonsPatch {
    let top, bottom, left, right: [CGPoint]

    private static func bezier(_ p: [CGPoint], _ t: CGFloat) -> CGPoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return CGPoint(x: a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x, y: a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y)
    }

    private static func derivative(_ p: [CGPoint], _ t: CGFloat) -> CGPoint {
        let s = 1 - t
        let a = 3 * s * s, b = 6 * s * t, c = 3 * t * t
        return CGPoint(x: a * (p[1].x - p[0].x) + b * (p[2].x - p[1].x) + c * (p[3].x - p[2].x),
                       y: a * (p[1].y - p[0].y) + b * (p[2].y - p[1].y) + c * (p[3].y - p[2].y))
    }

    /// S(u, v) = (1−v)·top(u) + v·bottom(u) + (1−u)·left(v) + u·right(v) − the bilinear blend of the corners.
    func point(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
        let t = CoonsPatch.bezier(top, u), b = CoonsPatch.bezier(bottom, u)
        let l = CoonsPatch.bezier(left, v), r = CoonsPatch.bezier(right, v)
        let p00 = top[0], p10 = top[3], p01 = bottom[0], p11 = bottom[3]
        func blend(_ k: KeyPath<CGPoint, CGFloat>) -> CGFloat {
            (1 - v) * t[keyPath: k] + v * b[keyPath: k] + (1 - u) * l[keyPath: k] + u * r[keyPath: k]
                - ((1 - u) * (1 - v) * p00[keyPath: k] + u * (1 - v) * p10[keyPath: k] + (1 - u) * v * p01[keyPath: k] + u * v * p11[keyPath: k])
        }
        return CGPoint(x: blend(\.x), y: blend(\.y))
    }

    /// ∂S/∂u.
    func du(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
        let t = CoonsPatch.derivative(top, u), b = CoonsPatch.derivative(bottom, u)
        let l = CoonsPatch.bezier(left, v), r = CoonsPatch.bezier(right, v)
        let p00 = top[0], p10 = top[3], p01 = bottom[0], p11 = bottom[3]
        func blend(_ k: KeyPath<CGPoint, CGFloat>) -> CGFloat {
            (1 - v) * t[keyPath: k] + v * b[keyPath: k] - l[keyPath: k] + r[keyPath: k]
                - (-(1 - v) * p00[keyPath: k] + (1 - v) * p10[keyPath: k] - v * p01[keyPath: k] + v * p11[keyPath: k])
        }
        return CGPoint(x: blend(\.x), y: blend(\.y))
    }

    /// ∂S/∂v.
    func dv(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
        let t = CoonsPatch.bezier(top, u), b = CoonsPatch.bezier(bottom, u)
        let l = CoonsPatch.derivative(left, v), r = CoonsPatch.derivative(right, v)
        let p00 = top[0], p10 = top[3], p01 = bottom[0], p11 = bottom[3]
        func blend(_ k: KeyPath<CGPoint, CGFloat>) -> CGFloat {
            -t[keyPath: k] + b[keyPath: k] + (1 - u) * l[keyPath: k] + u * r[keyPath: k]
                - (-(1 - u) * p00[keyPath: k] - u * p10[keyPath: k] + (1 - u) * p01[keyPath: k] + u * p11[keyPath: k])
        }
        return CGPoint(x: blend(\.x), y: blend(\.y))
    }
}
