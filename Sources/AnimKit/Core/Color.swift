import Foundation

/// A colour, stored as gamma-encoded sRGB components and an opacity, each in 0…1.
///
/// The static colours are iOS's light-mode system palette (DESIGN.md §3.5). Interpolation for
/// animation happens on linear-RGB components (see the animation library); drawing uses sRGB.
///
///     let tint = Color.blue.opacity(0.5)
///     let gray = Color(white: 0.5)
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component in sRGB, 0…1.
    public var red: Double
    /// The green component in sRGB, 0…1.
    public var green: Double
    /// The blue component in sRGB, 0…1.
    public var blue: Double
    /// The opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from sRGB components; values are clamped to 0…1 (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(opacity)
    }

    /// Creates a grey of the given white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a colour from hue, saturation and brightness (HSB), each in 0…1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6, s = Color.clamp(saturation), v = Color.clamp(brightness)
        let i = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// Creates a colour from 8-bit sRGB components.
    public init(rgb8 r: Int, _ g: Int, _ b: Int, opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        c.alpha = Color.clamp(alpha * opacity)
        return c
    }

    /// The colour as 8-bit sRGB components with straight alpha, rounded.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
    }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque; stable, used by tree dumps.
    public var description: String {
        let c = rgba8
        let hex = String(format: "#%02X%02X%02X", c.r, c.g, c.b)
        return c.a == 255 ? hex : hex + String(format: "%02X", c.a)
    }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    static func byte(_ v: Double) -> UInt8 { UInt8((clamp(v) * 255).rounded()) }
}

extension Color {
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let red = Color(rgb8: 255, 59, 48)
    public static let orange = Color(rgb8: 255, 149, 0)
    public static let yellow = Color(rgb8: 255, 204, 0)
    public static let green = Color(rgb8: 52, 199, 89)
    public static let mint = Color(rgb8: 0, 199, 190)
    public static let teal = Color(rgb8: 48, 176, 199)
    public static let cyan = Color(rgb8: 50, 173, 230)
    public static let blue = Color(rgb8: 0, 122, 255)
    public static let indigo = Color(rgb8: 88, 86, 214)
    public static let purple = Color(rgb8: 175, 82, 222)
    public static let pink = Color(rgb8: 255, 45, 85)
    public static let brown = Color(rgb8: 162, 132, 94)
    public static let gray = Color(rgb8: 142, 142, 147)
    /// Primary label colour in light mode: black.
    public static let primary = Color.black
    /// Secondary label colour in light mode: grey at 60 % opacity.
    public static let secondary = Color(rgb8: 60, 60, 67, opacity: 0.6)
    /// The accent colour: system blue.
    public static let accentColor = Color.blue
}
