import Foundation

/// Horizontal alignment of wrapped lines of text.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A run of text to draw: the string, its font and colour, and the box it is laid out in.
///
/// `origin` is the top-leading corner of the layout box. When `width` is set, lines wrap at word
/// boundaries to that width and align within it; otherwise the text is one line per `\n`.
public struct TextRun: Hashable, Sendable, CustomStringConvertible {
    public var string: String
    public var font: ResolvedFont
    public var color: Color
    public var origin: CGPoint
    public var width: CGFloat?
    public var alignment: TextAlignment
    /// The lines shown (the last cut with "…" when the text has more).
    public var fit: TextFit
    /// Parts of the string styled differently from the run (bold words, links, underlines).
    public var spans: [TextSpan]
    /// Whether each line is drawn as a placeholder bar instead of its glyphs (`redacted(reason: .placeholder)`).
    public var isRedacted = false

    /// Creates a text run.
    public init(_ string: String, font: ResolvedFont = .body, color: Color = .primary,
                origin: CGPoint = .zero, width: CGFloat? = nil, alignment: TextAlignment = .leading,
                fit: TextFit = .unlimited, spans: [TextSpan] = []) {
        self.string = string
        self.font = font
        self.color = color
        self.origin = origin
        self.width = width
        self.alignment = alignment
        self.fit = fit
        self.spans = spans
    }

    public var description: String {
        var s = "text \(String(reflecting: string)) at \(TreeFormat.point(origin)) \(font) \(color.treeText)"
        if let width { s += " width=\(TreeFormat.number(width)) \(alignment.rawValue)" }
        if fit.limitsLines || fit.reservedLines > 0 { s += " \(fit)" }
        if !spans.isEmpty { s += " " + spans.map(\.description).joined(separator: " ") }
        if isRedacted { s += " redacted" }
        return s
    }
}
