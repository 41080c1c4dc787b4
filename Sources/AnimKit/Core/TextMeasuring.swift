import Foundation

/// Measures laid-out text; implemented by the rasterizer so layout and drawing agree to the pixel.
///
/// Layout asks for the size a string takes in a font, optionally wrapped to `maxWidth` and cut to
/// the lines `fit` allows. Sizes are in points (scale-independent).
///
///     let size = measurer.size(of: "Weekly summary", font: .body, maxWidth: 80, fit: TextFit(lineLimit: 1))
public protocol TextMeasuring: Sendable {
    /// The size of `string` set in `font`, wrapped to `maxWidth` when given (at word boundaries; a word
    /// longer than the line is broken between characters, never hyphenated), showing the lines `fit`
    /// allows (the last one cut with "…").
    ///
    /// - Complexity: one Pango layout per call; callers should cache per (string, font, width, fit).
    func size(of string: String, font: ResolvedFont, maxWidth: CGFloat?, fit: TextFit) -> CGSize

    /// The size of `string` set in `font` with parts of it styled by `spans` (other fonts, spacing), wrapped
    /// and cut as `size(of:font:maxWidth:fit:)` does.
    func size(of string: String, spans: [TextSpan], font: ResolvedFont, maxWidth: CGFloat?, fit: TextFit) -> CGSize

    /// Where `run`'s characters are placed, as it is drawn: lines, runs (also split at each UTF-8 offset of
    /// `offsets`) and clusters. What `TextRenderer` reads.
    func glyphLayout(of run: TextRun, breakingAt offsets: [Int]) -> TextGlyphLayout

    /// The outline of `text` set in `family` at 100 points (its origin at the top-left of its line), or nil when
    /// that family is not installed. What symbols AnimKit has no drawing of are drawn with (an icon font's glyph).
    func outline(of text: String, family: String) -> Path?
}

extension TextMeasuring {
    /// The size of `string` set in `font`, wrapped to `maxWidth` when given, every line shown.
    ///
    ///     measurer.size(of: "Hello", font: .body, maxWidth: nil)
    public func size(of string: String, font: ResolvedFont, maxWidth: CGFloat?) -> CGSize {
        size(of: string, font: font, maxWidth: maxWidth, fit: .unlimited)
    }

    /// No outlines: a measurer without fonts of its own draws no icon-font glyphs.
    ///
    ///     measurer.outline(of: "\u{E87D}", family: "Material Icons")   // nil
    public func outline(of text: String, family: String) -> Path? { nil }
}

extension TextMeasuring {
    /// An estimate for measurers without a layout engine of their own: one line per paragraph, each character a
    /// cluster placed by measuring the text before it, the baseline at 80 % of the line.
    public func glyphLayout(of run: TextRun, breakingAt offsets: [Int]) -> TextGlyphLayout {
        var lines: [TextGlyphLayout.Line] = []
        var top: CGFloat = 0, offset = 0
        for paragraph in run.string.split(separator: "\n", omittingEmptySubsequences: false) {
            let height = size(of: paragraph.isEmpty ? " " : String(paragraph), font: run.font, maxWidth: nil).height
            var clusters: [TextGlyphLayout.Cluster] = [], x: CGFloat = 0, prefix = ""
            for character in paragraph {
                prefix.append(character)
                let right = size(of: prefix, font: run.font, maxWidth: nil).width
                let count = character.utf8.count
                clusters.append(TextGlyphLayout.Cluster(range: offset..<offset + count, x: x, width: right - x))
                (x, offset) = (right, offset + count)
            }
            let runs = TextGlyphLayout.Run(range: (clusters.first?.range.lowerBound ?? offset)..<offset, ascent: 0.8 * height,
                                           descent: 0.2 * height, isRightToLeft: false, ownBaseline: 0.8 * height, clusters: clusters)
            lines.append(TextGlyphLayout.Line(x: 0, baseline: top + 0.8 * height, width: x, ascent: 0.8 * height,
                                              descent: 0.2 * height, runs: clusters.isEmpty ? [] : [runs]))
            top += height
            offset += 1
        }
        return TextGlyphLayout(lines: lines, isTruncated: false)
    }
}
