import Foundation

/// A font request: a text style (`.body`, `.largeTitle`, …) or a system font of a size — SwiftUI's `Font`.
///
/// Text styles map to iOS's default sizes in points (DESIGN.md §3.5): largeTitle 34, title 28,
/// title2 22, title3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13,
/// caption 12, caption2 11.
public struct Font: Hashable, Sendable {
    var size: CGFloat
    var weight: Weight
    var design: Design
    var isItalic: Bool = false
    /// A named family (`Font.custom`), nil for the system font.
    var family: String?
    /// Whether digits are all the same width.
    var hasMonospacedDigits = false

    /// Stroke weights.
    public struct Weight: Hashable, Sendable {
        let resolved: ResolvedFont.Weight
        public static let ultraLight = Weight(resolved: .ultraLight)
        public static let thin = Weight(resolved: .thin)
        public static let light = Weight(resolved: .light)
        public static let regular = Weight(resolved: .regular)
        public static let medium = Weight(resolved: .medium)
        public static let semibold = Weight(resolved: .semibold)
        public static let bold = Weight(resolved: .bold)
        public static let heavy = Weight(resolved: .heavy)
        public static let black = Weight(resolved: .black)
    }

    /// Type designs.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The text styles.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        var size: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    /// The system font in a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(size: style.size, weight: weight ?? (style == .headline ? .semibold : .regular), design: design ?? .default)
    }

    /// The system font at a size in points.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: size, weight: weight ?? .regular, design: design ?? .default)
    }

    /// The font family `name` at `size` points when fontconfig has it; otherwise the system font, so a missing
    /// font draws the same on every machine (`name` may be a family, "Georgia", not a PostScript name).
    ///
    ///     Text("Chapter 1").font(.custom("DejaVu Serif", size: 28))
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var font = Font.system(size: size)
        font.family = name
        return font
    }

    /// The font `name` at `size`, scaled with `textStyle` (AnimKit has no Dynamic Type: the size as given).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }

    /// The font `name` at exactly `fixedSize` points.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    /// This font with another weight.
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    /// This font, bold.
    public func bold() -> Font { weight(.bold) }
    /// This font, italic.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// This font with a monospaced design.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// This font with digits that all take the same width (numbers keep their width as they change).
    ///
    ///     Text("\(count)").font(.title.monospacedDigit())
    public func monospacedDigit() -> Font { var f = self; f.hasMonospacedDigits = true; return f }

    /// The concrete font drawn and measured.
    var resolved: ResolvedFont {
        let d: ResolvedFont.Design = switch design {
        case .default: .default
        case .serif: .serif
        case .rounded: .rounded
        case .monospaced: .monospaced
        }
        return ResolvedFont(family: family, size: size, weight: weight.resolved, design: d, italic: isItalic,
                            monospacedDigits: hasMonospacedDigits)
    }
}
