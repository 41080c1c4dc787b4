import Foundation

/// A concrete font request for drawing and measuring text: family, size in points, weight, design.
///
/// Sizes are points; at scale 1 one point is one pixel (SwiftUI's 34-point `.largeTitle` is 34 px tall text).
/// `family == nil` means the system font (Inter, or DejaVu Sans when Inter is missing).
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    /// Stroke weight, with the CSS/OpenType numeric scale (400 regular, 700 bold).
    public enum Weight: Int, Hashable, Sendable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
        case semibold = 600, bold = 700, heavy = 800, black = 900
    }

    /// The type design; `.monospaced` and `.serif` pick DejaVu Sans Mono / DejaVu Serif.
    public enum Design: String, Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// A font family name, or nil for the system font.
    public var family: String?
    /// The size in points.
    public var size: CGFloat
    public var weight: Weight
    public var design: Design
    public var italic: Bool
    /// Whether digits all take the same width (OpenType `tnum`), so numbers keep their width as they change.
    public var monospacedDigits: Bool

    /// Creates a font request.
    public init(family: String? = nil, size: CGFloat, weight: Weight = .regular,
                design: Design = .default, italic: Bool = false, monospacedDigits: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.design = design
        self.italic = italic
        self.monospacedDigits = monospacedDigits
    }

    /// The system body font: 17 points, regular.
    public static let body = ResolvedFont(size: 17)

    public var description: String {
        var s = "\(family ?? "system") \(TreeFormat.number(size))pt \(weight)"
        if design != .default { s += " \(design.rawValue)" }
        if italic { s += " italic" }
        if monospacedDigits { s += " tnum" }
        return s
    }
}
