import CCairo
import Foundation

extension CairoRasterizer {
    /// Draws a group with a perspective: its content is drawn flat into a layer, and pixman (Cairo's pixel
    /// library, which samples projective transforms) maps the layer onto the projected quad.
    ///
    /// Nothing is drawn when part of the content would lie behind the viewer (`w ≤ 0`).
    func drawProjectedGroup(_ g: DisplayGroup, _ projection: ProjectionTransform, on cr: CairoContext) {
        let flat = g.flattened
        let m = cr.matrix
        let toDevice = projection.concatenating(ProjectionTransform(m))
        // A transparent margin round the content: bilinear samples at its edges fade out, and the quad painted
        // (see below) stays inside the layer.
        let margin: CGFloat = 4
        guard let content = deviceBounds(of: [.group(flat)], transform: .identity)?.integral, !content.isEmpty,
              case let local = content.insetBy(dx: -margin, dy: -margin),
              let area = CairoRasterizer.projectedArea(of: local, toDevice, within: deviceClip(of: cr)) else { return }
        // The layer keeps the device's resolution, finer where the perspective enlarges the content.
        let enlargement = CairoRasterizer.largestScale(of: local, toDevice)
        let scale = min(max(1, enlargement), 4096 / max(local.width, local.height))
        guard let layer = try? CairoSurface(width: max(1, Int((local.width * scale).rounded(.up))),
                                            height: max(1, Int((local.height * scale).rounded(.up)))),
              let lcr = try? CairoContext(surface: layer),
              let warped = try? CairoSurface(width: Int(area.width), height: Int(area.height)) else { return }
        lcr.matrix = CGAffineTransform(translationX: -local.minX, y: -local.minY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        draw(.group(flat), on: lcr)
        cairo_surface_flush(layer.pointer)
        // Layer pixel → local point → device point → warped-surface pixel.
        let layerToWarped = ProjectionTransform(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)
            .concatenating(CGAffineTransform(translationX: local.minX, y: local.minY)))
            .concatenating(toDevice)
            .concatenating(ProjectionTransform(CGAffineTransform(translationX: -area.minX, y: -area.minY)))
        guard CairoRasterizer.warp(layer, into: warped, by: layerToWarped) else { return }
        // pixman's projective sampling computes source positions left of or above the layer wrongly (it
        // divides them as unsigned numbers), so stray pixels can appear outside the quad: paint only inside it,
        // half a point into the margin.
        let quad = local.insetBy(dx: margin - 0.5, dy: margin - 0.5)
        let corners = [CGPoint(x: quad.minX, y: quad.minY), CGPoint(x: quad.maxX, y: quad.minY),
                       CGPoint(x: quad.maxX, y: quad.maxY), CGPoint(x: quad.minX, y: quad.maxY)].map { $0.applying(toDevice) }
        cr.saved {
            cairo_identity_matrix(cr.pointer)
            cairo_new_path(cr.pointer)
            cairo_move_to(cr.pointer, corners[0].x, corners[0].y)
            for p in corners.dropFirst() { cairo_line_to(cr.pointer, p.x, p.y) }
            cairo_close_path(cr.pointer)
            cairo_clip(cr.pointer)
            cairo_set_source_surface(cr.pointer, warped.pointer, area.minX, area.minY)
            cairo_paint(cr.pointer)
        }
    }

    /// The device-space rectangle `cr` may draw into.
    private func deviceClip(of cr: CairoContext) -> CGRect {
        cr.saved {
            cairo_identity_matrix(cr.pointer)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cr.pointer, &x1, &y1, &x2, &y2)
            return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
    }

    /// The whole-pixel device rectangle the projected `rect` covers within `clip`, or nil when it is empty or
    /// reaches behind the viewer.
    static func projectedArea(of rect: CGRect, _ t: ProjectionTransform, within clip: CGRect) -> CGRect? {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        guard corners.allSatisfy({ t.weight(of: $0) > 1e-6 }) else { return nil }
        let mapped = corners.map { $0.applying(t) }
        let xs = mapped.map(\.x), ys = mapped.map(\.y)
        let quad = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        let area = quad.intersection(clip).integral
        guard !area.isNull, area.width >= 1, area.height >= 1, area.width <= 16384, area.height <= 16384 else { return nil }
        return area
    }

    /// How much `t` enlarges `rect` at its most (the longest projected edge over its length).
    static func largestScale(of rect: CGRect, _ t: ProjectionTransform) -> CGFloat {
        let a = CGPoint(x: rect.minX, y: rect.minY).applying(t), b = CGPoint(x: rect.maxX, y: rect.minY).applying(t)
        let c = CGPoint(x: rect.minX, y: rect.maxY).applying(t), d = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
        func length(_ p: CGPoint, _ q: CGPoint) -> CGFloat { ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot() }
        let w = max(length(a, b), length(c, d)) / max(rect.width, 1), h = max(length(a, c), length(b, d)) / max(rect.height, 1)
        return max(w, h)
    }

    /// Fills `destination` with `source` mapped by `t` (source pixels → destination pixels), bilinear.
    static func warp(_ source: CairoSurface, into destination: CairoSurface, by t: ProjectionTransform) -> Bool {
        var inverse = t
        guard inverse.invert() else { return false }
        // pixman holds the matrix in 16.16 fixed point and each homogeneous coordinate must stay below 2^15:
        // scale the (scale-free) matrix so its largest coordinate over the destination reaches 2^14.
        let w = CGFloat(destination.width), h = CGFloat(destination.height)
        var largest: CGFloat = 0
        for (x, y) in [(0, 0), (w, 0), (0, h), (w, h)] as [(CGFloat, CGFloat)] {
            let u = x * inverse.m11 + y * inverse.m21 + inverse.m31
            let v = x * inverse.m12 + y * inverse.m22 + inverse.m32
            let q = x * inverse.m13 + y * inverse.m23 + inverse.m33
            largest = max(largest, abs(u), abs(v), abs(q))
        }
        guard largest > 0, largest.isFinite else { return false }
        let k = 16384 / largest
        func fixed(_ x: CGFloat) -> pixman_fixed_t { pixman_fixed_t((x * k * 65536).rounded()) }
        // pixman multiplies column vectors: its rows are this transform's columns.
        var matrix = pixman_transform(matrix: (
            (fixed(inverse.m11), fixed(inverse.m21), fixed(inverse.m31)),
            (fixed(inverse.m12), fixed(inverse.m22), fixed(inverse.m32)),
            (fixed(inverse.m13), fixed(inverse.m23), fixed(inverse.m33))))
        return source.withPixels { src, sstride in
            destination.withPixels { dst, dstride in
                guard let s = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                                                       UnsafeMutableRawPointer(src).assumingMemoryBound(to: UInt32.self), Int32(sstride)),
                      let d = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(destination.width), Int32(destination.height),
                                                       UnsafeMutableRawPointer(dst).assumingMemoryBound(to: UInt32.self), Int32(dstride))
                else { return false }
                defer { pixman_image_unref(s); pixman_image_unref(d) }
                guard pixman_image_set_transform(s, &matrix) != 0 else { return false }
                _ = pixman_image_set_filter(s, PIXMAN_FILTER_BILINEAR, nil, 0)
                pixman_image_set_repeat(s, PIXMAN_REPEAT_NONE)
                pixman_image_composite32(PIXMAN_OP_SRC, s, nil, d, 0, 0, 0, 0, 0, 0,
                                         Int32(destination.width), Int32(destination.height))
                return true
            }
        }
    }
}
