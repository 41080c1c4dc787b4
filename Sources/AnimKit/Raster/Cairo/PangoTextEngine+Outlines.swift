import CCairo
import Foundation

extension PangoTextEngine {
    /// The outline of `text` set in `family` at 100 points, its origin at the layout's top-left; nil when fontconfig
    /// has no font of that family (another family's glyphs would stand in) or the text draws nothing.
    func outline(of text: String, family: String) -> Path? {
        guard FontChoice.loadedFamily(family, fontMap: fontMap, context: metricsContext) == family else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        let layout = pango_layout_new(metricsContext)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, 100 * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, text, -1)
        pango_cairo_layout_path(cr, layout)
        guard let copied = cairo_copy_path(cr) else { return nil }
        defer { cairo_path_destroy(copied) }
        guard copied.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var path = Path()
        var i = 0
        let count = Int(copied.pointee.num_data)
        while i < count {
            let header = copied.pointee.data[i].header
            let point = { (k: Int) in CGPoint(x: copied.pointee.data[i + k].point.x, y: copied.pointee.data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
            case CAIRO_PATH_LINE_TO: path.addLine(to: point(1))
            case CAIRO_PATH_CURVE_TO: path.addCurve(to: point(3), control1: point(1), control2: point(2))
            case CAIRO_PATH_CLOSE_PATH: path.closeSubpath()
            default: break
            }
            i += Int(header.length)
        }
        return path.isEmpty ? nil : path
    }
}
