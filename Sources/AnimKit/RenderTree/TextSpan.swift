import Foundation

/// A line drawn under or through text: its colour (nil: the text's colour) and pattern.
///
/// AnimKit strokes every line itself after the text, at the position and thickness the font gives (its
/// underline and strikeout metrics), whatever the drawing's scale.
public struct TextLineMark: Hashable, Sendable, CustomStringConvertible {
    /// The line's colour, or nil for the text's own colour.
    public var color: Color?
    /// The pattern asked for (`solid`, `dot`, `dash`, `dashDot`, `dashDotDot`).
    public var pattern: String

    /// A line in `color` with `pattern`.
    public init(color: Color? = nil, pattern: String = "solid") {
        self.color = color
        self.pattern = pattern
    }

    public var description: String { pattern + (color.map { " \($0.treeText)" } ?? "") }

    /// The dash lengths of the pattern for a line `thickness` thick (empty: solid), as Core Text draws them:
    /// dots 3 thicknesses long with equal gaps, dashes 10 with gaps of 5, dash-dot patterns 10 and 3s.
    func dashes(thickness t: Double) -> [Double] {
        switch pattern {
        case "dot": return [3 * t, 3 * t]
        case "dash": return [10 * t, 5 * t]
        case "dashDot": return [10 * t, 3 * t, 3 * t, 3 * t]
        case "dashDotDot": return [10 * t, 3 * t, 3 * t, 3 * t, 3 * t, 3 * t]
        default: return []
        }
    }
}

/// The styling of part of a text run: the characters in `range` (UTF-8 offsets into the run's string)
/// set in another font, colour, with lines, extra spacing or a raised baseline.
///
///     TextSpan(range: 0..<4, font: ResolvedFont(size: 17, weight: .bold))
public struct TextSpan: Hashable, Sendable, CustomStringConvertible {
    /// The UTF-8 offsets the span covers.
    public var range: Range<Int>
    /// The span's font, when not the run's.
    public var font: ResolvedFont?
    /// The span's colour, when not the run's.
    public var color: Color?
    /// A colour behind the span's characters.
    public var background: Color?
    /// A line under the characters.
    public var underline: TextLineMark?
    /// A line through the characters.
    public var strikethrough: TextLineMark?
    /// Extra space after each character, in points (SwiftUI's `kerning` and `tracking`).
    public var spacing: CGFloat
    /// How far the characters sit above the baseline, in points.
    public var baselineOffset: CGFloat

    /// A span over `range` with the given styling.
    public init(range: Range<Int>, font: ResolvedFont? = nil, color: Color? = nil, background: Color? = nil,
                underline: TextLineMark? = nil, strikethrough: TextLineMark? = nil, spacing: CGFloat = 0,
                baselineOffset: CGFloat = 0) {
        self.range = range
        self.font = font
        self.color = color
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
        self.spacing = spacing
        self.baselineOffset = baselineOffset
    }

    /// Whether the span changes nothing.
    var isPlain: Bool {
        font == nil && color == nil && background == nil && underline == nil && strikethrough == nil
            && spacing == 0 && baselineOffset == 0
    }

    public var description: String {
        var parts = ["\(range.lowerBound)..<\(range.upperBound)"]
        if let font { parts.append("\(font)") }
        if let color { parts.append(color.treeText) }
        if let background { parts.append("on \(background)") }
        if let underline { parts.append("underline \(underline)") }
        if let strikethrough { parts.append("strikethrough \(strikethrough)") }
        if spacing != 0 { parts.append("spacing \(TreeFormat.number(spacing))") }
        if baselineOffset != 0 { parts.append("baseline \(TreeFormat.number(baselineOffset))") }
        return "[" + parts.joined(separator: " ") + "]"
    }
}
