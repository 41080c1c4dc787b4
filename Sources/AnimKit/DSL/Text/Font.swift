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
    /// The text style whose Dynamic Type sizes the font follows (a text style, or `custom(_:size:relativeTo:)`);
    /// nil for a fixed size.
    var scalesWith: TextStyle?

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

        /// The style's size at each Dynamic Type size, from `.xSmall` to `.accessibility5` — Apple's table for iOS
        /// (Human Interface Guidelines, *Typography*, "Dynamic Type sizes").
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            }
        }

        /// The style's size at `typeSize`.
        func size(at typeSize: DynamicTypeSize) -> CGFloat {
            sizes[DynamicTypeSize.allCases.firstIndex(of: typeSize) ?? 3]
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
        Font(size: style.size, weight: weight ?? (style == .headline ? .semibold : .regular), design: design ?? .default, scalesWith: style)
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

    /// The font `name` at `size` at the default Dynamic Type size, scaled as `textStyle` scales at others.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        var font = custom(name, size: size)
        font.scalesWith = textStyle
        return font
    }

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

    /// The concrete font drawn and measured at the default Dynamic Type size (`.large`).
    var resolved: ResolvedFont { resolved(at: .large) }

    /// The concrete font drawn and measured at `typeSize`: a text style takes its size from Apple's table, a custom
    /// font relative to a style scales by the same ratio, a fixed size stays.
    func resolved(at typeSize: DynamicTypeSize) -> ResolvedFont {
        var size = self.size
        if let style = scalesWith, typeSize != .large { size *= style.size(at: typeSize) / style.size }
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
