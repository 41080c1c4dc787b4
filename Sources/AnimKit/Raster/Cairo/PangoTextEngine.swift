import CCairo
import Foundation

/// Owns a Pango font map and context: lays out, measures and draws text with pinned font options.
///
/// Font options are fixed (grey antialiasing, no hinting, no hinted metrics) so text looks and
/// measures the same whatever the host's fontconfig says, and measurement matches drawing at any scale.
/// Not thread-safe: give each thread its own engine (`CairoTextMeasurer` wraps one behind a lock).
final class PangoTextEngine {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private let options: OpaquePointer
    let fonts: FontChoice

    /// Creates an engine and resolves the fonts to use.
    init() throws {
        fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)!
        options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        fonts = try FontChoice.resolve(fontMap: fontMap, context: context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_font_options_destroy(options)
    }

    /// A new layout for `string` in `font`, wrapped to `width` when given. The caller unrefs it.
    func makeLayout(_ string: String, font: ResolvedFont, width: CGFloat?, alignment: TextAlignment) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, fonts.family(for: font))
        pango_font_description_set_absolute_size(desc, Double(max(font.size, 0.1)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(UInt32(font.weight.rawValue)))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        pango_layout_set_text(layout, string, -1)
        if let width, width.isFinite, width > 0 {
            pango_layout_set_width(layout, Int32((width * CGFloat(PANGO_SCALE)).rounded(.up)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        return layout
    }

    /// The logical size of text in points.
    func size(of string: String, font: ResolvedFont, maxWidth: CGFloat?) -> CGSize {
        let layout = makeLayout(string, font: font, width: maxWidth, alignment: .leading)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    }

    /// Draws a text run on `cr` (in the context's current user space).
    func draw(_ run: TextRun, on cr: CairoContext) {
        pango_cairo_update_context(cr.pointer, context)
        let layout = makeLayout(run.string, font: run.font, width: run.width, alignment: run.alignment)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_set_source_rgba(cr.pointer, run.color.red, run.color.green, run.color.blue, run.color.alpha)
        cairo_move_to(cr.pointer, run.origin.x, run.origin.y)
        pango_cairo_show_layout(cr.pointer, layout)
    }
}
