import CCairo
import Foundation

/// Owns one `cairo_t` drawing into a `CairoSurface`.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: CairoSurface

    /// Creates a context on `surface`.
    init(surface: CairoSurface) throws {
        let cr = cairo_create(surface.pointer)!
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw AnimKitError(.raster, "cairo: \(String(cString: cairo_status_to_string(status)))")
        }
        pointer = cr
        self.surface = surface
    }

    deinit { cairo_destroy(pointer) }

    /// Throws if the context has entered an error state.
    func check() throws {
        let status = cairo_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw AnimKitError(.raster, "cairo: \(String(cString: cairo_status_to_string(status)))")
        }
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    func saved<R>(_ body: () throws -> R) rethrows -> R {
        cairo_save(pointer)
        defer { cairo_restore(pointer) }
        return try body()
    }

    /// The current transformation matrix.
    var matrix: CGAffineTransform {
        get {
            var m = cairo_matrix_t()
            cairo_get_matrix(pointer, &m)
            return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        }
        set {
            var m = cairo_matrix_t(xx: newValue.a, yx: newValue.b, xy: newValue.c, yy: newValue.d,
                                   x0: newValue.tx, y0: newValue.ty)
            cairo_set_matrix(pointer, &m)
        }
    }

    /// Multiplies `t` onto the current matrix (so `t` applies first to drawn coordinates).
    func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(pointer, &m)
    }

    /// Replaces the current path with `shape`.
    func setPath(_ shape: DisplayShape) {
        let cr = pointer
        cairo_new_path(cr)
        switch shape {
        case .rect(let r):
            let c = CairoContext.coordinate
            cairo_rectangle(cr, c(r.minX), c(r.minY), c(r.width), c(r.height))
        default:
            appendPath(shape.path)
        }
    }

    /// Limits drawing to `shape` (non-zero winding, or even-odd).
    func clip(to shape: DisplayShape, evenOdd: Bool, antialiased: Bool = true) {
        setPath(shape)
        cairo_set_fill_rule(pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        let before = cairo_get_antialias(pointer)
        if !antialiased { cairo_set_antialias(pointer, CAIRO_ANTIALIAS_NONE) }
        cairo_clip(pointer)
        cairo_set_antialias(pointer, before)
    }

    /// Appends the elements of `path` to the current path.
    func appendPath(_ path: Path) {
        let cr = pointer
        var current = CGPoint.zero
        for element in path.elements {
            let e = CairoContext.clamped(element)
            switch e {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                // Degree-elevate the quadratic to a cubic.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    /// A user-space coordinate cairo can hold: within ±1e6 (cairo's fixed-point numbers wrap past about ±8e6
    /// device pixels), so a finite but huge coordinate from clip code is drawn far outside the canvas instead
    /// of wrapping onto it.
    static func coordinate(_ v: CGFloat) -> CGFloat { Swift.min(Swift.max(v, -1e6), 1e6) }

    private static func clamped(_ e: Path.Element) -> Path.Element {
        func c(_ p: CGPoint) -> CGPoint { CGPoint(x: coordinate(p.x), y: coordinate(p.y)) }
        switch e {
        case .move(let p): return .move(to: c(p))
        case .line(let p): return .line(to: c(p))
        case .quadCurve(let p, let q): return .quadCurve(to: c(p), control: c(q))
        case .curve(let p, let c1, let c2): return .curve(to: c(p), control1: c(c1), control2: c(c2))
        case .closeSubpath: return .closeSubpath
        }
    }

    /// Sets the source to a colour or gradient (a conic gradient covers the current path: set the path and the
    /// stroke first).
    func setSource(_ paint: Paint) {
        let cr = pointer
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let g, let s, let e):
            let p = cairo_pattern_create_linear(s.x, s.y, e.x, e.y)!
            addStops(g, to: p)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        case .radialGradient(let g, let c, let r0, let r1):
            let p = cairo_pattern_create_radial(c.x, c.y, r0, c.x, c.y, r1)!
            addStops(g, to: p)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        case .ellipticalGradient(let g, let c, let radii, let r0, let r1):
            guard radii.width > 0, radii.height > 0 else {
                let last = g.stops.last?.color ?? .clear
                cairo_set_source_rgba(cr, last.red, last.green, last.blue, last.alpha)
                return
            }
            // A unit-circle gradient; the pattern matrix maps user space into it.
            let p = cairo_pattern_create_radial(0, 0, r0, 0, 0, r1)!
            addStops(g, to: p)
            var m = cairo_matrix_t()
            cairo_matrix_init_scale(&m, 1 / radii.width, 1 / radii.height)
            cairo_matrix_translate(&m, -c.x, -c.y)
            cairo_pattern_set_matrix(p, &m)
            cairo_set_source(cr, p)
            cairo_pattern_destroy(p)
        case .angularGradient(let g, let c, let a0, let a1):
            setConicSource(g, center: c, startAngle: a0, endAngle: a1)
        case .material(let m):
            // The tint; the rasterizer draws the blurred backdrop under it first (`drawBackdrop`).
            cairo_set_source_rgba(cr, m.tint.red, m.tint.green, m.tint.blue, m.tint.alpha)
        case .meshGradient(let m):
            setMeshSource(m)
        }
    }

    /// Sets a mesh gradient: Cairo's mesh pattern (a Coons patch per cell, colours blended between the corners)
    /// over the background colour, flattened into one pattern that covers the current path.
    private func setMeshSource(_ m: MeshPaint) {
        let cr = pointer
        guard m.width >= 2, m.height >= 2, m.vertices.count == m.width * m.height, m.colors.count == m.vertices.count,
              let mesh = cairo_pattern_create_mesh() else {
            cairo_set_source_rgba(cr, m.background.red, m.background.green, m.background.blue, m.background.alpha)
            return
        }
        defer { cairo_pattern_destroy(mesh) }
        func vertex(_ column: Int, _ row: Int) -> (MeshPaint.Vertex, Color) {
            (m.vertices[row * m.width + column], m.colors[row * m.width + column])
        }
        for row in 0..<(m.height - 1) {
            for column in 0..<(m.width - 1) {
                let (tl, c0) = vertex(column, row), (tr, c1) = vertex(column + 1, row)
                let (br, c2) = vertex(column + 1, row + 1), (bl, c3) = vertex(column, row + 1)
                cairo_mesh_pattern_begin_patch(mesh)
                cairo_mesh_pattern_move_to(mesh, tl.position.x, tl.position.y)
                cairo_mesh_pattern_curve_to(mesh, tl.trailing.x, tl.trailing.y, tr.leading.x, tr.leading.y, tr.position.x, tr.position.y)
                cairo_mesh_pattern_curve_to(mesh, tr.bottom.x, tr.bottom.y, br.top.x, br.top.y, br.position.x, br.position.y)
                cairo_mesh_pattern_curve_to(mesh, br.leading.x, br.leading.y, bl.trailing.x, bl.trailing.y, bl.position.x, bl.position.y)
                cairo_mesh_pattern_curve_to(mesh, bl.top.x, bl.top.y, tl.bottom.x, tl.bottom.y, tl.position.x, tl.position.y)
                for (corner, c) in [c0, c1, c2, c3].enumerated() {
                    cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
                }
                cairo_mesh_pattern_end_patch(mesh)
            }
        }
        guard m.background.alpha > 0 else {
            cairo_set_source(cr, mesh)
            return
        }
        // The background under the mesh: both drawn into a group, which becomes the source.
        cairo_save(cr)
        cairo_push_group(cr)
        cairo_set_source_rgba(cr, m.background.red, m.background.green, m.background.blue, m.background.alpha)
        cairo_paint(cr)
        cairo_set_source(cr, mesh)
        cairo_paint(cr)
        let group = cairo_pop_group(cr)
        cairo_restore(cr)
        if let group {
            cairo_set_source(cr, group)
            cairo_pattern_destroy(group)
        }
    }

    /// Sets a conic gradient covering the current path (the first stop's colour if it cannot be drawn).
    private func setConicSource(_ g: Gradient, center: CGPoint, startAngle: Double, endAngle: Double) {
        if let conic = ConicGradientPattern(g, center: center, startAngle: startAngle, endAngle: endAngle, on: pointer) {
            cairo_set_source(pointer, conic.pointer)
        } else {
            let first = g.stops.first?.color ?? .clear
            cairo_set_source_rgba(pointer, first.red, first.green, first.blue, first.alpha)
        }
    }

    private func addStops(_ g: Gradient, to p: OpaquePointer) {
        for s in g.stops {
            cairo_pattern_add_color_stop_rgba(p, s.location, s.color.red, s.color.green, s.color.blue, s.color.alpha)
        }
    }

    /// Applies a stroke style.
    func setStroke(_ s: StrokeStyle) {
        let cr = pointer
        cairo_set_line_width(cr, s.lineWidth)
        cairo_set_line_cap(cr, cairo_line_cap_t(UInt32(s.lineCap.rawValue)))
        cairo_set_line_join(cr, cairo_line_join_t(UInt32(s.lineJoin.rawValue)))
        cairo_set_miter_limit(cr, s.miterLimit)
        if s.dash.isEmpty {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            cairo_set_dash(cr, s.dash.map { Double($0) }, Int32(s.dash.count), s.dashPhase)
        }
    }
}
