import CCairo
import Foundation

/// Owns a Pango font map and context: lays out, measures and draws text with pinned font options.
///
/// Font options are fixed (grey antialiasing, no hinting, no hinted metrics) so text looks and
/// measures the same whatever the host's fontconfig says, and measurement matches drawing at any scale.
/// Not thread-safe: give each thread its own engine (`CairoTextMeasurer` wraps one behind a lock).
final class PangoTextEngine {
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    /// A context that is never given a drawing's matrix, for font metrics in points.
    let metricsContext: OpaquePointer
    /// Where each font's underline and strikeout lie (PangoTextEngine+Lines.swift), read once per font.
    var lineMetrics: [ResolvedFont: LineMetrics] = [:]
    private let options: OpaquePointer
    let fonts: FontChoice
    /// How much larger than asked the stand-in system font is drawn, to SF Pro's cap height (about 0.97 for Inter).
    let capScale: CGFloat
    /// The stand-in system font's advances, in em, by character and style (PangoTextEngine+SystemFont.swift).
    var standInAdvances: [StandInKey: CGFloat] = [:]
    /// The spacing after each character of the texts laid out so far (PangoTextEngine+SystemFont.swift).
    var spacings: [SpacingKey: [(range: Range<Int>, spacing: CGFloat)]] = [:]
    /// Device pixels per point of the surfaces drawn on: text is shaped at this scale whatever transform it is drawn with.
    let deviceScale: Double
    /// The context text is drawn with, its matrix the device's scale once it drew (before, none, as `context`), and the
    /// layouts shaped in it (ShapingContext.swift). Layouts are measured in it too, as they are drawn.
    private let drawing: ShapingContext
    /// The kind of surface `drawing` was last updated to (`prepareDrawing`), nil before the first drawing.
    private var preparedSurface: cairo_surface_type_t?
    /// The sizes `runSize(of:)` measured in `drawing` as it is now (emptied when it changes).
    private var runSizes: [ShapingContext.LayoutKey: CGSize] = [:]

    /// Creates an engine that draws on surfaces of `deviceScale` pixels per point, and resolves the fonts to use.
    init(deviceScale: Double = 1) throws {
        self.deviceScale = deviceScale
        fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)!
        metricsContext = pango_font_map_create_context(fontMap)!
        options = cairo_font_options_create()!
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        for c in [context, metricsContext] {
            pango_cairo_context_set_font_options(c, options)
            // Glyphs sit at their fractional advances, as Core Text sets them, not on whole points.
            pango_context_set_round_glyph_positions(c, 0)
        }
        drawing = ShapingContext(fontMap: fontMap, options: options)
        fonts = try FontChoice.resolve(fontMap: fontMap, context: context)
        capScale = Self.measureCapScale(fontMap: fontMap, context: metricsContext, family: fonts.system)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(metricsContext))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        cairo_font_options_destroy(options)
    }

    /// A new layout for `string` in `font`, wrapped to `width` when given and cut to the lines `fit`
    /// allows, shaped in `shaping` (by default the drawing context). The caller unrefs it.
    ///
    /// Lines break at word boundaries and inside a word only when it is longer than the line, never
    /// with a hyphen (as SwiftUI). When `fit` allows fewer lines than the text has, the layout keeps that
    /// many and Pango ends the last one with "…" (at the head, middle or tail).
    func makeLayout(_ string: String, font: ResolvedFont, width: CGFloat?, alignment: TextAlignment,
                    fit: TextFit = .unlimited, spans: [TextSpan] = [], in shaping: OpaquePointer? = nil) -> OpaquePointer {
        let layout = pango_layout_new(shaping ?? drawing.pointer)!
        let desc = description(of: font)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if let features = fontFeatures(font) { pango_attr_list_insert(attributes, pango_attr_font_features_new(features)) }
        for span in spans { insert(span, into: attributes) }
        for run in characterSpacing(string, font: font, spans: spans) where run.spacing != 0 {
            let attribute = pango_attr_letter_spacing_new(Int32((run.spacing * CGFloat(PANGO_SCALE)).rounded()))!
            attribute.pointee.start_index = UInt32(run.range.lowerBound)
            attribute.pointee.end_index = UInt32(run.range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        if let height = systemLineHeight(font: font, spans: spans) {
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32((height * CGFloat(PANGO_SCALE)).rounded())))
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_text(layout, string, -1)
        if fit.lineSpacing != 0 { pango_layout_set_spacing(layout, Int32((fit.lineSpacing * CGFloat(PANGO_SCALE)).rounded())) }
        if let width, width.isFinite, width > 0 { wrap(layout, to: width) }
        switch alignment {
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if fit.limitsLines { cut(layout, to: fit) }
        return layout
    }

    /// A new Pango font description for `font`; the caller frees it.
    func description(of font: ResolvedFont) -> OpaquePointer {
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, fonts.family(for: font, fontMap: fontMap, context: context))
        let size = drawsAsSystemFont(font) ? standInSize(max(font.size, 0.1)) : max(font.size, 0.1)
        pango_font_description_set_absolute_size(desc, Double(size) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(UInt32(font.weight.rawValue)))
        pango_font_description_set_style(desc, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }

    /// Adds the Pango attributes of `span` to `list` (the list owns them).
    private func insert(_ span: TextSpan, into list: OpaquePointer) {
        let start = UInt32(max(0, span.range.lowerBound)), end = UInt32(max(0, span.range.upperBound))
        func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
        func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
        if let font = span.font {
            let desc = description(of: font)
            add(pango_attr_font_desc_new(desc))
            pango_font_description_free(desc)
            if let features = fontFeatures(font) { add(pango_attr_font_features_new(features)) }
        }
        if let color = span.color {
            add(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))))
        }
        if let color = span.background {
            add(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
            add(pango_attr_background_alpha_new(max(1, channel(color.alpha))))
        }
        // Underlines and strikethroughs are drawn after the text (`drawLines`), not by Pango: Pango reads their
        // place from fonts scaled for the device, so at 2× its lines sit half as far from the baseline.
        // A span's tracking is set per character with the system font's spacing (`characterSpacing`).
        if span.baselineOffset != 0, span.baselineOffset.isFinite {
            add(pango_attr_rise_new(Int32(max(-1000, min(1000, span.baselineOffset)) * CGFloat(PANGO_SCALE))))
        }
    }

    private func wrap(_ layout: OpaquePointer, to width: CGFloat) {
        pango_layout_set_width(layout, Int32(min(width * CGFloat(PANGO_SCALE), CGFloat(Int32.max)).rounded(.up)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }

    /// Keeps the lines `fit` allows, the last ending in "…", when the layout has more.
    private func cut(_ layout: OpaquePointer, to fit: TextFit) {
        let lines = Int(pango_layout_get_line_count(layout))
        let extents = logicalExtents(layout)
        // One line's height: the layout's, less the spacing between its lines.
        let lineHeight = (extents.height - CGFloat(lines - 1) * fit.lineSpacing) / CGFloat(max(lines, 1))
        guard lines > 0, let kept = fit.lineCount(lineHeight: lineHeight), kept < lines else { return }
        // Pango cuts only a layout with a width: give an unwrapped one its own.
        if pango_layout_get_width(layout) < 0 { wrap(layout, to: max(extents.width, 1)) }
        switch fit.truncation {
        case .head: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
        case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
        case .tail: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
        // A positive height counts across paragraphs; half a line of slack keeps exactly `kept` lines.
        let height = (CGFloat(kept) + 0.5) * lineHeight + CGFloat(kept - 1) * fit.lineSpacing
        pango_layout_set_height(layout, Int32(min(height * CGFloat(PANGO_SCALE), CGFloat(Int32.max))))
    }

    private func logicalExtents(_ layout: OpaquePointer) -> CGSize {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        return CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    }

    /// The logical size of text in points (at least the lines `fit` reserves).
    func size(of string: String, spans: [TextSpan] = [], font: ResolvedFont, maxWidth: CGFloat?, fit: TextFit = .unlimited) -> CGSize {
        let layout = makeLayout(string, font: font, width: maxWidth, alignment: .leading, fit: fit, spans: spans)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var size = logicalExtents(layout)
        // SwiftUI's spacing follows every character, the first and last too; Pango gives each character half its
        // spacing on either side and none at the ends of a line.
        let spacing = characterSpacing(string, font: font, spans: spans)
        if let first = spacing.first, let last = spacing.last {
            size.width = max(0, size.width + (first.spacing + last.spacing) / 2)
        }
        // A line cut with "…" fills the width it was set in; the spacing, rounded to Pango's units, must not leave
        // it a hair short of that.
        if let maxWidth, pango_layout_is_ellipsized(layout) != 0, abs(size.width - maxWidth) < 0.01 { size.width = maxWidth }
        if fit.reservedLines > 0 {
            let lines = max(1, CGFloat(pango_layout_get_line_count(layout)))
            let line = (size.height - (lines - 1) * fit.lineSpacing) / lines
            size.height = max(size.height, line * CGFloat(fit.reservedLines) + CGFloat(fit.reservedLines - 1) * fit.lineSpacing)
        }
        return size
    }

    /// `size(of:…)` of the run's text as it is set, measured once per context: the rasterizer asks it of every
    /// text it bounds (a layer's extent), frame after frame.
    func runSize(of run: TextRun) -> CGSize {
        let key = ShapingContext.LayoutKey(run)
        if let known = runSizes[key] { return known }
        let size = size(of: run.string, spans: run.spans, font: run.font, maxWidth: run.width, fit: run.fit)
        // Room for every text of a long list; past it, start again.
        if runSizes.count >= 1 << 14 { runSizes.removeAll(keepingCapacity: true) }
        runSizes[key] = size
        return size
    }

    /// The text of each line Pango sets for `run` (before any "…": a cut line holds the rest of the text).
    func lines(of run: TextRun) -> [String] {
        let layout = makeLayout(run.string, font: run.font, width: run.width, alignment: run.alignment, fit: run.fit, spans: run.spans)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let bytes = Array(run.string.utf8)
        return (0..<pango_layout_get_line_count(layout)).compactMap { i in
            guard let line = pango_layout_get_line_readonly(layout, i)?.pointee else { return nil }
            let start = Int(line.start_index), end = min(bytes.count, start + Int(line.length))
            return String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
        }
    }

    /// Draws a text run on `cr` (in the context's current user space).
    ///
    /// The run is shaped at its own size on the device, once, and kept: drawn again (wherever it moves), it
    /// is not shaped again. A scale or rotation over it transforms the shaped text, as SwiftUI draws a scaled
    /// `Text`: its glyphs are drawn at the new size, their positions are the layout's (not shaped anew at
    /// every scale of an animation, which would load fonts for each).
    func draw(_ run: TextRun, on cr: CairoContext) {
        prepareDrawing(on: cr)
        let layout = drawing.layout(for: ShapingContext.LayoutKey(run)) {
            makeLayout(run.string, font: run.font, width: run.width, alignment: run.alignment, fit: run.fit,
                       spans: run.spans, in: $0)
        }
        if run.isRedacted { return drawPlaceholder(of: run, layout: layout, on: cr) }
        cairo_set_source_rgba(cr.pointer, run.color.red, run.color.green, run.color.blue, run.color.alpha)
        cairo_move_to(cr.pointer, run.origin.x, run.origin.y)
        pango_cairo_show_layout(cr.pointer, layout)
        drawLines(of: run, layout: layout, on: cr)
    }

    /// Updates the drawing context to `cr`'s surface (its font options) with the device's scale as its matrix.
    ///
    /// Only the first time, and again for a surface of another kind: Pango counts every update as a change of
    /// context (even to the same matrix and options), and a changed context lays every layout out again when it
    /// is next drawn. Every surface drawn on here is an image surface at the device's scale, with the same font
    /// options, so after the first update there is nothing to change.
    private func prepareDrawing(on cr: CairoContext) {
        let kind = cairo_surface_get_type(cairo_get_target(cr.pointer))
        if preparedSurface == kind { return }
        preparedSurface = kind
        runSizes.removeAll()
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr.pointer, &matrix)
        if matrix.xx == deviceScale, matrix.yy == deviceScale, matrix.xy == 0, matrix.yx == 0 {
            pango_cairo_update_context(cr.pointer, drawing.pointer)
            return
        }
        // Pango reads the matrix from `cr`: show it the device's scale (translation does not matter) for the update.
        cairo_save(cr.pointer)
        defer { cairo_restore(cr.pointer) }
        (matrix.xx, matrix.yx, matrix.xy, matrix.yy) = (deviceScale, 0, 0, deviceScale)
        cairo_set_matrix(cr.pointer, &matrix)
        pango_cairo_update_context(cr.pointer, drawing.pointer)
    }
}
