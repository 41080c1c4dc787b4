import Foundation

/// How part of a text is styled beyond its font and colour: slant, lines, spacing, design, link look.
/// Unset values (nil) take the text's, then the environment's.
struct TextStyling: Hashable, Sendable {
    var font: Font?
    var weight: Font.Weight?
    var color: Color?
    var italic: Bool?
    var design: Font.Design?
    var underline: Text.LineStyle??
    var strikethrough: Text.LineStyle??
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var background: Color?
    /// A Markdown or attributed link: drawn in the tint colour.
    var isLink = false
    /// Values for a `TextRenderer` (`customAttribute(_:)`).
    var attributes = TextAttributeValues()

    /// Whether nothing is set.
    var isEmpty: Bool { self == TextStyling() }

    /// These values, with `outer`'s where these have none.
    func over(_ outer: TextStyling) -> TextStyling {
        TextStyling(font: font ?? outer.font, weight: weight ?? outer.weight, color: color ?? outer.color,
                    italic: italic ?? outer.italic, design: design ?? outer.design,
                    underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough,
                    kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
                    baselineOffset: baselineOffset ?? outer.baselineOffset, background: background ?? outer.background,
                    isLink: isLink || outer.isLink, attributes: attributes.over(outer.attributes))
    }
}

/// A run of a text's characters with its own styling (a concatenated `Text`, a Markdown word).
struct TextPart: Hashable, Sendable {
    var string: String
    var styling: TextStyling
    /// A date the part shows counting on the clip's clock (`"\(date, style: .relative)"` in a literal).
    var live: LiveDate? = nil
}

extension Text {
    /// A line under or through text: its pattern and colour — SwiftUI's `Text.LineStyle`.
    ///
    ///     Text("Sale").underline(pattern: .dash, color: .red)
    ///
    /// Dotted and dashed lines are drawn as Core Text draws them: dots three line-thicknesses long with equal
    /// gaps, dashes ten long with gaps of five, and dash-dot patterns of ten and threes.
    public struct LineStyle: Hashable, Sendable {
        /// The line's pattern.
        public var pattern: Pattern
        /// The line's colour (nil: the text's colour).
        public var color: Color?

        /// A line with `pattern` in `color`.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// The patterns of a line.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }

        var mark: TextLineMark { TextLineMark(color: color, pattern: pattern.name) }
    }

    /// Letter case applied to text — SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }

    private func styled(_ change: (inout TextStyling) -> Void) -> Text {
        var t = self
        change(&t.styling)
        return t
    }

    /// The text slanted (`false` turns it off).
    ///
    ///     Text("Note").italic()
    public func italic(_ isActive: Bool = true) -> Text { styled { $0.italic = isActive } }

    /// The text bold (`false` turns it off).
    public func bold(_ isActive: Bool) -> Text { fontWeight(isActive ? .bold : .regular) }

    /// The text with a line under it.
    ///
    ///     Text("Terms").underline(color: .blue)
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.underline = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// The text with a line through it.
    ///
    ///     Text("$40").strikethrough(color: .red)
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.strikethrough = .some(isActive ? LineStyle(pattern: pattern, color: color) : nil) }
    }

    /// The space between characters widened (or narrowed, negative) by `kerning` points.
    public func kerning(_ kerning: CGFloat) -> Text { styled { $0.kerning = kerning } }

    /// `tracking` points added after each character.
    ///
    ///     Text("TITLE").tracking(2)
    public func tracking(_ tracking: CGFloat) -> Text { styled { $0.tracking = tracking } }

    /// The text raised (or lowered, negative) by `offset` points from the baseline.
    ///
    ///     Text("2").baselineOffset(6).font(.caption)
    public func baselineOffset(_ offset: CGFloat) -> Text { styled { $0.baselineOffset = offset } }

    /// The text in a type design (`.rounded`, `.serif`, `.monospaced`).
    public func fontDesign(_ design: Font.Design?) -> Text { styled { $0.design = design } }

    /// The text in the monospaced design (`false` turns it off).
    public func monospaced(_ isActive: Bool = true) -> Text { styled { $0.design = isActive ? .monospaced : .default } }
}

private struct TextEnvironmentStylingKey: EnvironmentKey { static let defaultValue = TextStyling() }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// Text styling set on a container for the text inside (`.italic()`, `.underline()`, `.kerning(_:)`, …).
    var textStyling: TextStyling {
        get { self[TextEnvironmentStylingKey.self] }
        set { self[TextEnvironmentStylingKey.self] = newValue }
    }

    /// The letter case of text inside (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

/// Sets one styling value for the text inside; the innermost setting wins.
private struct TextStylingModifier: PrimitiveModifier {
    let change: TextStyling

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.textStyling = change.over(environment.textStyling)
    }
    var writesEnvironment: Bool { true }
}

nonisolated extension View {
    private func textStyling(_ change: TextStyling) -> some View { modifier(TextStylingModifier(change: change)) }

    /// Text inside slanted.
    ///
    ///     VStack { Text("a"); Text("b") }.italic()
    public func italic(_ isActive: Bool = true) -> some View { textStyling(TextStyling(italic: isActive)) }

    /// Text inside bold.
    public func bold(_ isActive: Bool = true) -> some View { fontWeight(isActive ? .bold : nil) }

    /// Text inside underlined.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyling(TextStyling(underline: .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)))
    }

    /// Text inside struck through.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        textStyling(TextStyling(strikethrough: .some(isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)))
    }

    /// Text inside with `kerning` points between characters.
    public func kerning(_ kerning: CGFloat) -> some View { textStyling(TextStyling(kerning: kerning)) }

    /// Text inside with `tracking` points after each character.
    ///
    ///     HStack { Text("A"); Text("B") }.tracking(3)
    public func tracking(_ tracking: CGFloat) -> some View { textStyling(TextStyling(tracking: tracking)) }

    /// Text inside raised by `offset` points.
    public func baselineOffset(_ offset: CGFloat) -> some View { textStyling(TextStyling(baselineOffset: offset)) }

    /// Text inside in a type design.
    ///
    ///     content.fontDesign(.rounded)
    public func fontDesign(_ design: Font.Design?) -> some View { textStyling(TextStyling(design: design)) }

    /// Text inside in the monospaced design.
    public func monospaced(_ isActive: Bool = true) -> some View {
        textStyling(TextStyling(design: isActive ? .monospaced : .default))
    }

    /// Text inside in upper or lower case (nil: as written).
    ///
    ///     Text("Section").textCase(.uppercase)
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
}
