import Foundation

/// A colour as UIKit names it — enough of `UIColor` for SwiftUI code: the system colours with their light and
/// dark values, components, dynamic providers and `Color(uiColor:)`. AnimKit draws no UIKit views.
///
///     Rectangle().fill(Color(.systemGray5))
///     Text("Hi").foregroundStyle(Color(uiColor: .secondaryLabel))
public final class UIColor: Sendable, Hashable {
    /// The colour, adapting to the appearance when UIKit's does.
    let color: Color

    /// The UIKit colour of a SwiftUI colour.
    public init(_ color: Color) { self.color = color }

    /// A colour from sRGB components.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    /// A grey.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }

    /// A colour from hue, saturation and brightness.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A colour chosen for the appearance: `provider` is asked for the light and the dark one.
    ///
    ///     UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    public convenience init(dynamicProvider provider: @escaping (UITraitCollection) -> UIColor) {
        self.init(Color(light: provider(UITraitCollection(userInterfaceStyle: .light)).color,
                        dark: provider(UITraitCollection(userInterfaceStyle: .dark)).color))
    }

    /// The colour called `name` in an asset catalog of `bundle` (see `Color(_:bundle:)`), or nil.
    ///
    ///     UIColor(named: "BrandBlue", in: .module, compatibleWith: nil)
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard let color = AssetColors.color(named: name, in: bundle ?? .main) else { return nil }
        self.init(traitCollection.map { color.resolved(for: $0.userInterfaceStyle == .dark ? .dark : .light) } ?? color)
    }

    /// This colour with its opacity set to `alpha` (in both appearances).
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let base = color.alpha > 0 ? color.opacity(Double(alpha) / color.alpha) : color
        return UIColor(base)
    }

    /// The colour as drawn in the appearance of `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(color.resolved(for: traitCollection.userInterfaceStyle == .dark ? .dark : .light))
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

/// The traits a dynamic `UIColor` is resolved for: its appearance.
public final class UITraitCollection: Sendable {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// Traits of one appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

/// UIKit's appearance — the `ColorScheme` of SwiftUI.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

extension UIColor {
    private static func system(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) -> UIColor {
        UIColor(Color(light: Color(rgb8: light.0, light.1, light.2, opacity: light.3), dark: Color(rgb8: dark.0, dark.1, dark.2, opacity: dark.3)))
    }

    // The tints: SwiftUI's colours.
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let tintColor = UIColor(Color.blue)
    public static let link = system((0, 122, 255, 1), (9, 132, 255, 1))

    // The greys.
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = system((174, 174, 178, 1), (99, 99, 102, 1))
    public static let systemGray3 = system((199, 199, 204, 1), (72, 72, 74, 1))
    public static let systemGray4 = system((209, 209, 214, 1), (58, 58, 60, 1))
    public static let systemGray5 = system((229, 229, 234, 1), (44, 44, 46, 1))
    public static let systemGray6 = system((242, 242, 247, 1), (28, 28, 30, 1))

    // Labels.
    public static let label = UIColor(Color.primary)
    public static let secondaryLabel = UIColor(Color.secondary)
    public static let tertiaryLabel = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let placeholderText = system((60, 60, 67, 0.3), (235, 235, 245, 0.3))

    // Fills.
    public static let systemFill = system((120, 120, 128, 0.2), (120, 120, 128, 0.36))
    public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))

    // Backgrounds.
    public static let systemBackground = UIColor(Clip.systemBackground)
    public static let secondarySystemBackground = system((242, 242, 247, 1), (28, 28, 30, 1))
    public static let tertiarySystemBackground = system((255, 255, 255, 1), (44, 44, 46, 1))
    public static let systemGroupedBackground = system((242, 242, 247, 1), (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = system((255, 255, 255, 1), (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = system((242, 242, 247, 1), (44, 44, 46, 1))

    // Separators.
    public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    public static let opaqueSeparator = system((198, 198, 200, 1), (56, 56, 58, 1))

    // Fixed colours.
    public static let black = UIColor(Color.black)
    public static let white = UIColor(Color.white)
    public static let clear = UIColor(Color.clear)
    public static let darkGray = UIColor(Color(white: 1.0 / 3))
    public static let lightGray = UIColor(Color(white: 2.0 / 3))
    public static let gray = UIColor(Color(white: 0.5))
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0))
    public static let green = UIColor(Color(red: 0, green: 1, blue: 0))
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1))
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1))
    public static let yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    public static let magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0))
    public static let purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    public static let darkText = UIColor(Color.black)
    public static let lightText = UIColor(Color(white: 1, opacity: 0.6))
}

extension Color {
    /// The usual look of iOS's bar material over white and over black (navigation and tab bars): AnimKit's
    /// stand-in until materials blur what is behind them.
    static let barBackground = Color(light: Color(rgb8: 249, 249, 249, opacity: 0.94), dark: Color(rgb8: 30, 30, 30, opacity: 0.94))

    /// The SwiftUI colour of a UIKit colour (adapting to the appearance when it does).
    ///
    ///     Color(uiColor: .systemGray5)
    public init(uiColor: UIColor) { self = uiColor.color }

    /// The SwiftUI colour of a UIKit colour.
    ///
    ///     Color(.secondarySystemBackground)
    public init(_ color: UIColor) { self = color.color }
}
