import CCairo
import Foundation

extension PangoTextEngine {
    /// Strokes the underlines and strikethroughs of `run` — solid, dotted or dashed — at the position and
    /// thickness the span's font gives, across each line the span covers.
    func drawLines(of run: TextRun, layout: OpaquePointer, on cr: CairoContext) {
        let marked = run.spans.filter { $0.underline != nil || $0.strikethrough != nil }
        guard !marked.isEmpty, let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE)
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
            let lineStart = Int(line.pointee.start_index), lineEnd = lineStart + Int(line.pointee.length)
            for span in marked {
                let start = max(span.range.lowerBound, lineStart), end = min(span.range.upperBound, lineEnd)
                guard start < end else { continue }
                let metrics = self.metrics(of: span.font ?? run.font)
                var ranges: UnsafeMutablePointer<Int32>?
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(line, Int32(start), Int32(end), &ranges, &count)
                defer { g_free(ranges) }
                guard let ranges, count > 0 else { continue }
                let xs = (0..<Int(count)).map { (Double(ranges[2 * $0]) / scale, Double(ranges[2 * $0 + 1]) / scale) }
                let marks: [(TextLineMark, top: Double, thickness: Double)] = [
                    span.underline.map { ($0, metrics.underline, metrics.underlineThickness) },
                    span.strikethrough.map { ($0, metrics.strikethrough, metrics.strikethroughThickness) },
                ].compactMap { $0 }
                for (mark, top, thickness) in marks {
                    let color = mark.color ?? span.color ?? run.color
                    let y = run.origin.y + baseline - top + thickness / 2
                    stroke(xs.map { (run.origin.x + $0.0, run.origin.x + $0.1) }, y: y, thickness: thickness,
                           dashes: mark.dashes(thickness: thickness), color: color, on: cr)
                }
            }
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// A redacted run: each line a rounded bar as wide as its text, about as tall as its capitals (0.8 of the
    /// font size, centred on them), in the text's colour at 16 % — AnimKit's estimate of SwiftUI's placeholder.
    func drawPlaceholder(of run: TextRun, layout: OpaquePointer, on cr: CairoContext) {
        guard let iter = pango_layout_get_iter(layout) else { return }
        defer { pango_layout_iter_free(iter) }
        let scale = Double(PANGO_SCALE), size = Double(run.font.size)
        let height = 0.8 * size, radius = min(0.2 * size, height / 2)
        cairo_set_source_rgba(cr.pointer, run.color.red, run.color.green, run.color.blue, run.color.alpha * 0.16)
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let width = Double(logical.width) / scale
            guard width > 0 else { continue }
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / scale
            let bar = CGRect(x: run.origin.x + Double(logical.x) / scale, y: run.origin.y + baseline - 0.35 * size - height / 2,
                             width: width, height: height)
            cr.setPath(.roundedRect(bar, cornerSize: CGSize(width: radius, height: radius), style: .continuous))
            cairo_fill(cr.pointer)
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// Where a font's lines sit: the top of the underline and the top of the strikethrough above the baseline
    /// (the underline's is negative, below it), and their thicknesses, in points.
    struct LineMetrics {
        var underline, strikethrough, underlineThickness, strikethroughThickness: Double
    }

    /// The line metrics of `font`, read once. They come from a context with no drawing matrix: the drawing
    /// context's fonts are scaled for the device and report scaled metrics.
    private func metrics(of font: ResolvedFont) -> LineMetrics {
        if let known = lineMetrics[font] { return known }
        let desc = description(of: font)
        defer { pango_font_description_free(desc) }
        let size = Double(font.size), scale = Double(PANGO_SCALE)
        var found = LineMetrics(underline: -0.1 * size, strikethrough: 0.3 * size,
                                underlineThickness: max(0.5, 0.06 * size), strikethroughThickness: max(0.5, 0.06 * size))
        if let metrics = pango_context_get_metrics(metricsContext, desc, nil) {
            found = LineMetrics(underline: Double(pango_font_metrics_get_underline_position(metrics)) / scale,
                                strikethrough: Double(pango_font_metrics_get_strikethrough_position(metrics)) / scale,
                                underlineThickness: max(Double(pango_font_metrics_get_underline_thickness(metrics)) / scale, 0.5),
                                strikethroughThickness: max(Double(pango_font_metrics_get_strikethrough_thickness(metrics)) / scale, 0.5))
            pango_font_metrics_unref(metrics)
        }
        lineMetrics[font] = found
        return found
    }

    private func stroke(_ xs: [(Double, Double)], y: Double, thickness: Double, dashes: [Double], color: Color, on cr: CairoContext) {
        let c = cr.pointer
        cairo_save(c)
        defer { cairo_restore(c) }
        cairo_set_source_rgba(c, color.red, color.green, color.blue, color.alpha)
        cairo_set_line_width(c, thickness)
        cairo_set_line_cap(c, CAIRO_LINE_CAP_BUTT)
        if !dashes.isEmpty { cairo_set_dash(c, dashes, Int32(dashes.count), 0) }
        for (from, to) in xs {
            cairo_move_to(c, from, y)
            cairo_line_to(c, to, y)
        }
        cairo_stroke(c)
    }
}
