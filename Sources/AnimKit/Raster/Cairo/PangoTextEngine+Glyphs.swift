import CCairo
import Foundation

extension PangoTextEngine {
    /// Where Pango places `run`'s characters, as `draw(_:on:)` sets them: each line, each run of the line (split
    /// again at `offsets`), and each cluster of glyphs with its advance. A cut line's "…" is a cluster covering
    /// the characters it hides.
    func glyphLayout(of run: TextRun, breakingAt offsets: [Int]) -> TextGlyphLayout {
        let layout = makeLayout(run.string, font: run.font, width: run.width, alignment: run.alignment, fit: run.fit, spans: run.spans)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let bytes = Array(run.string.utf8)
        let isCut = pango_layout_is_ellipsized(layout) != 0
        let breaks = Set(offsets)
        let scale = CGFloat(PANGO_SCALE)
        var lines: [TextGlyphLayout.Line] = []
        guard let iter = pango_layout_get_iter(layout) else { return TextGlyphLayout(lines: [], isTruncated: isCut) }
        defer { pango_layout_iter_free(iter) }
        var currentLine: UnsafeMutablePointer<PangoLayoutLine>?
        repeat {
            let line = pango_layout_iter_get_line_readonly(iter)
            if line != currentLine {
                currentLine = line
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                let baseline = CGFloat(pango_layout_iter_get_baseline(iter)) / scale
                let top = CGFloat(logical.y) / scale, height = CGFloat(logical.height) / scale
                lines.append(TextGlyphLayout.Line(x: CGFloat(logical.x) / scale, baseline: baseline, width: CGFloat(logical.width) / scale,
                                                  ascent: baseline - top, descent: top + height - baseline, runs: []))
            }
            guard let glyphRun = pango_layout_iter_get_run_readonly(iter) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_run_extents(iter, nil, &logical)
            let baseline = lines[lines.count - 1].baseline
            let top = CGFloat(logical.y) / scale, height = CGFloat(logical.height) / scale
            let item = glyphRun.pointee.item.pointee
            let start = Int(item.offset), end = min(bytes.count, start + Int(item.length))
            let glyphs = glyphRun.pointee.glyphs.pointee
            var clusters = Self.clusters(of: glyphs, itemStart: start, itemEnd: end, left: CGFloat(logical.x) / scale, scale: scale)
            // Pango's "…" stands for the characters it hides, as one cluster.
            if isCut, clusters.count == 1, String(decoding: bytes[start..<end], as: UTF8.self).count > 1 {
                clusters[0].shown = "…"
            }
            let rtl = item.analysis.level % 2 == 1
            let own = ownBaseline(of: run, range: start..<end)
            // Split at the offsets asked for (a custom attribute or a style changing inside Pango's run).
            var piece: [TextGlyphLayout.Cluster] = []
            func flush() {
                guard let first = piece.map(\.range.lowerBound).min(), let last = piece.map(\.range.upperBound).max() else { return }
                lines[lines.count - 1].runs.append(TextGlyphLayout.Run(range: first..<last, ascent: baseline - top,
                                                                       descent: top + height - baseline, isRightToLeft: rtl,
                                                                       ownBaseline: own, clusters: piece))
                piece = []
            }
            for cluster in clusters {
                if !piece.isEmpty, breaks.contains(cluster.range.lowerBound) { flush() }
                piece.append(cluster)
            }
            flush()
        } while pango_layout_iter_next_run(iter) != 0
        return TextGlyphLayout(lines: lines, isTruncated: isCut)
    }

    /// The clusters of a shaped run in logical order: glyphs sharing a cluster start are one cluster, which ends
    /// where the next cluster (in the text) starts.
    private static func clusters(of glyphs: PangoGlyphString, itemStart: Int, itemEnd: Int, left: CGFloat,
                                 scale: CGFloat) -> [TextGlyphLayout.Cluster] {
        var byStart: [Int: (x: CGFloat, width: CGFloat)] = [:]
        var x = left
        for i in 0..<Int(glyphs.num_glyphs) {
            let start = itemStart + Int(glyphs.log_clusters[i])
            let width = CGFloat(glyphs.glyphs[i].geometry.width) / scale
            if let known = byStart[start] {
                byStart[start] = (min(known.x, x), known.width + width)
            } else {
                byStart[start] = (x, width)
            }
            x += width
        }
        let starts = byStart.keys.sorted()
        return starts.enumerated().map { index, start in
            let end = index + 1 < starts.count ? starts[index + 1] : itemEnd
            let placed = byStart[start]!
            return TextGlyphLayout.Cluster(range: start..<max(start, end), x: placed.x, width: placed.width)
        }
    }

    /// The baseline of the characters at `range` set on their own in `run`'s font and spans.
    private func ownBaseline(of run: TextRun, range: Range<Int>) -> CGFloat {
        let bytes = Array(run.string.utf8)
        let piece = String(decoding: bytes[range], as: UTF8.self)
        let spans = run.spans.compactMap { span -> TextSpan? in
            let lower = max(span.range.lowerBound, range.lowerBound), upper = min(span.range.upperBound, range.upperBound)
            guard lower < upper else { return nil }
            var moved = span
            moved.range = (lower - range.lowerBound)..<(upper - range.lowerBound)
            return moved
        }
        let layout = makeLayout(piece, font: run.font, width: nil, alignment: .leading, spans: spans)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
    }
}
