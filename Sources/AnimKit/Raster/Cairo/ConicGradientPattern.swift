import CCairo
import Foundation

/// A conic gradient for Cairo, which has none: pixman (Cairo's pixel library) draws it into an image the size
/// of what is being painted, at device resolution, and Cairo paints from that image.
///
///     if let pattern = ConicGradientPattern(gradient, center: c, startAngle: 0, endAngle: 0, on: cr) { … }
final class ConicGradientPattern {
    /// The `cairo_pattern_t`, owned here.
    let pointer: OpaquePointer

    /// The largest image side drawn, in pixels.
    private static let maxSide = 4096.0

    /// A pattern covering the current path of `cr` (padded by the line width, within the clip); nil when nothing
    /// of it is visible or pixman refuses.
    init?(_ gradient: Gradient, center: CGPoint, startAngle: Double, endAngle: Double, on cr: OpaquePointer) {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_path_extents(cr, &x1, &y1, &x2, &y2)
        let pad = cairo_get_line_width(cr) + 1
        var cx1 = 0.0, cy1 = 0.0, cx2 = 0.0, cy2 = 0.0
        cairo_clip_extents(cr, &cx1, &cy1, &cx2, &cy2)
        let area = CGRect(x: x1 - pad, y: y1 - pad, width: x2 - x1 + 2 * pad, height: y2 - y1 + 2 * pad)
            .intersection(CGRect(x: cx1, y: cy1, width: cx2 - cx1, height: cy2 - cy1))
        guard !area.isNull, area.width > 0, area.height > 0 else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        var scale = max(abs(m.xx * m.yy - m.xy * m.yx).squareRoot(), 0.01)
        scale = min(scale, Self.maxSide / max(area.width, area.height))
        let width = Int32((area.width * scale).rounded(.up)) + 1, height = Int32((area.height * scale).rounded(.up)) + 1
        let (origin, stops) = Gradient.conicStops(gradient, start: startAngle, end: endAngle)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        // pixman's parameter runs anticlockwise from its angle: the stops go in reversed, from 1 - location.
        func fixed(_ x: Double) -> pixman_fixed_t { pixman_fixed_t((x * 65536).rounded()) }
        func channel(_ x: Double) -> UInt16 { UInt16((min(max(x, 0), 1) * 65535).rounded()) }
        let reversed = stops.reversed().map { stop in
            pixman_gradient_stop_t(x: fixed(1 - Double(stop.location)),
                                   color: pixman_color_t(red: channel(stop.color.red), green: channel(stop.color.green),
                                                         blue: channel(stop.color.blue), alpha: channel(stop.color.alpha)))
        }
        var middle = pixman_point_fixed_t(x: fixed((center.x - area.minX) * scale), y: fixed((center.y - area.minY) * scale))
        let drawn = reversed.withUnsafeBufferPointer { buffer -> Bool in
            guard let conic = pixman_image_create_conical_gradient(&middle, fixed(-origin * 180 / .pi), buffer.baseAddress, Int32(buffer.count)),
                  let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, width, height, UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                       cairo_image_surface_get_stride(surface))
            else { return false }
            defer { pixman_image_unref(conic); pixman_image_unref(image) }
            pixman_image_composite32(PIXMAN_OP_SRC, conic, nil, image, 0, 0, 0, 0, 0, 0, width, height)
            return true
        }
        guard drawn else { return nil }
        cairo_surface_mark_dirty(surface)
        guard let pattern = cairo_pattern_create_for_surface(surface) else { return nil }
        var map = cairo_matrix_t()
        cairo_matrix_init_scale(&map, scale, scale)
        cairo_matrix_translate(&map, -area.minX, -area.minY)
        cairo_pattern_set_matrix(pattern, &map)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        pointer = pattern
    }

    deinit { cairo_pattern_destroy(pointer) }
}
