import Foundation

/// A font as UIKit names it — enough of `UIFont` for `Font(UIFont.systemFont(ofSize: 17))` in SwiftUI code.
///
///     Text("Title").font(Font(UIFont.systemFont(ofSize: 22, weight: .bold)))
///     Text("Body").font(Font(UIFont.preferredFont(forTextStyle: .body)))
public final class UIFont: Sendable, Hashable {
    /// The SwiftUI font it is.
    let font: Font

    init(font: Font) { self.font = font }

    /// A weight of the system font.
    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight
        public static let ultraLight = Weight(weight: .ultraLight)
        public static let thin = Weight(weight: .thin)
        public static let light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular)
        public static let medium = Weight(weight: .medium)
        public static let semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold)
        public static let heavy = Weight(weight: .heavy)
        public static let black = Weight(weight: .black)
    }

    /// A Dynamic Type style.
    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle
        public static let largeTitle = TextStyle(style: .largeTitle)
        public static let title1 = TextStyle(style: .title)
        public static let title2 = TextStyle(style: .title2)
        public static let title3 = TextStyle(style: .title3)
        public static let headline = TextStyle(style: .headline)
        public static let subheadline = TextStyle(style: .subheadline)
        public static let body = TextStyle(style: .body)
        public static let callout = TextStyle(style: .callout)
        public static let footnote = TextStyle(style: .footnote)
        public static let caption1 = TextStyle(style: .caption)
        public static let caption2 = TextStyle(style: .caption2)
    }

    /// The system font at `fontSize` points.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(font: .system(size: fontSize)) }
    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight))
    }
    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }
    /// The italic system font at `fontSize` points.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(font: .system(size: fontSize).italic()) }
    /// The monospaced system font at `fontSize` points and `weight`.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: fontSize, weight: weight.weight, design: .monospaced))
    }
    /// The font of a Dynamic Type style.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(font: .system(style.style)) }

    /// The font called `fontName` at `fontSize` points (see `Font.custom`).
    public convenience init?(name fontName: String, size fontSize: CGFloat) { self.init(font: .custom(fontName, size: fontSize)) }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.font == rhs.font }
    public func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

extension Font {
    /// The SwiftUI font of a `UIFont`.
    ///
    ///     Font(UIFont.systemFont(ofSize: 17))
    public init(_ font: UIFont) { self = font.font }
}
