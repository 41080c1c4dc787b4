import Foundation

extension TextStyling {
    /// The styling Markdown gives a run: bold, italic, struck, code in the monospaced design, links tinted.
    init(markdown style: InlineMarkdown.Style) {
        self.init()
        if style.bold { weight = .bold }
        if style.italic { italic = true }
        if style.strikethrough { strikethrough = .some(.single) }
        if style.code { design = .monospaced }
        if style.link != nil { isLink = true }
    }
}

/// A text's characters as drawn: the string (letter case applied) and the spans styled apart from the run.
struct StyledString: Hashable {
    var string: String
    var spans: [TextSpan]
    /// The custom attributes by character range (`customAttribute(_:)`), for a `TextRenderer`.
    var attributes: [TextAttributeRange] = []

    /// Where a renderer's runs must break: every span's and attribute range's ends.
    var runBreaks: [Int] {
        Set(spans.flatMap { [$0.range.lowerBound, $0.range.upperBound] } + attributes.flatMap { [$0.range.lowerBound, $0.range.upperBound] })
            .sorted()
    }
}

extension Text {
    init(parts: [TextPart]) { self.parts = parts.isEmpty ? [TextPart(string: "", styling: TextStyling())] : parts }

    /// Joins two texts into one that wraps as one: each side keeps its own styling, and modifiers on the
    /// result style the parts that did not set their own.
    ///
    ///     Text("Hello, ").foregroundStyle(.secondary) + Text("World").bold()
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(parts: lhs.flattenedParts + rhs.flattenedParts)
    }

    /// Styling set on the whole text, font and colour included.
    var wholeStyling: TextStyling {
        var whole = styling
        whole.font = font
        whole.weight = weight
        whole.color = color
        return whole
    }

    /// The parts with the whole text's styling under each part's own (what concatenation keeps).
    var flattenedParts: [TextPart] {
        let whole = wholeStyling
        guard !whole.isEmpty else { return parts }
        return parts.map { TextPart(string: $0.string, styling: $0.styling.over(whole)) }
    }

    /// The characters to draw and their spans for the run font `base`, which is the text's own font scaled
    /// by `scale` (a minimum scale factor shrinks every part alike).
    func styled(base: ResolvedFont, scale: CGFloat, in context: LeafContext) -> StyledString {
        let environment = context.environment
        let outer = environment.textStyling
        let textCase = environment.textCase
        if parts.count == 1, parts[0].styling.isEmpty, styling.isEmpty, outer.isEmpty, textCase == nil {
            return StyledString(string: parts[0].string, spans: [])
        }
        var string = "", spans: [TextSpan] = [], attributes: [TextAttributeRange] = []
        for part in parts {
            var characters = part.string
            switch textCase {
            case .uppercase?: characters = characters.uppercased()
            case .lowercase?: characters = characters.lowercased()
            case nil: break
            }
            let start = string.utf8.count
            string += characters
            let range = start..<string.utf8.count
            guard !range.isEmpty else { continue }
            let own = part.styling
            let effective = own.over(styling).over(outer)
            var span = TextSpan(range: range)
            if own.font != nil || own.weight != nil || own.italic != nil || own.design != nil {
                var f = own.font ?? font ?? environment.font ?? .body
                if let w = own.weight ?? weight ?? environment.fontWeight { f = f.weight(w) }
                var resolved = Text.apply(effective, to: f).resolved(at: environment.dynamicTypeSize)
                resolved.size *= scale
                resolved.monospacedDigits = base.monospacedDigits
                if resolved != base { span.font = resolved }
            }
            span.color = own.color ?? (own.isLink ? environment.tint ?? .accentColor : nil)
            span.background = effective.background
            span.underline = effective.underline.flatMap { $0 }.map(\.mark)
            span.strikethrough = effective.strikethrough.flatMap { $0 }.map(\.mark)
            span.spacing = (effective.kerning ?? 0) + (effective.tracking ?? 0)
            span.baselineOffset = effective.baselineOffset ?? 0
            if !span.isPlain { spans.append(span) }
            if !effective.attributes.values.isEmpty { attributes.append(TextAttributeRange(range: range, values: effective.attributes)) }
        }
        return StyledString(string: string, spans: spans, attributes: attributes)
    }

    /// `font` with the slant and design of `styling`.
    static func apply(_ styling: TextStyling, to font: Font) -> Font {
        var f = font
        if let italic = styling.italic { f.isItalic = italic }
        if let design = styling.design { f.design = design }
        return f
    }
}
