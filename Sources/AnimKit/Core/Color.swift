import Foundation

/// A colour, stored as gamma-encoded sRGB components and an opacity, each in 0…1.
///
/// The static colours are iOS's system palette (DESIGN.md §3.5): each has its light value in `red`…`alpha` and its
/// dark value for the dark appearance (`ColorScheme`), used wherever a view is drawn dark. Interpolation for
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
    /// The colour in the dark appearance, when it adapts (the system colours): its sRGB components and opacity.
    /// Nil for a colour that is the same in both.
    var darkComponents: Components?
    /// For a colour SwiftUI names (`Color.red`), its place in `Color.names` (0: none); its `description` is the name.
    var nameIndex: UInt8 = 0

    /// Four sRGB components and an opacity, each in 0…1.
    struct Components: Hashable, Sendable {
        var red, green, blue, alpha: Double
    }

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

    /// This colour with its opacity multiplied by `opacity` (in both appearances).
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        c.nameIndex = 0
        c.alpha = Color.clamp(alpha * opacity)
        c.darkComponents?.alpha = Color.clamp((darkComponents?.alpha ?? 0) * opacity)
        return c
    }

    /// A colour that is `light` in the light appearance and `dark` in the dark one.
    init(light: Color, dark: Color) {
        self = light.resolved(for: .light)
        let d = dark.resolved(for: .dark)
        darkComponents = Components(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
    }

    /// Whether the colour differs between the light and dark appearances.
    var adapts: Bool { darkComponents != nil }

    /// The colour as it is drawn in `scheme`: fixed, no longer adapting.
    func resolved(for scheme: ColorScheme) -> Color {
        guard let dark = darkComponents else { return self }
        if scheme == .light {
            var c = self
            c.darkComponents = nil
            return c
        }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.alpha)
    }

    /// The colour as 8-bit sRGB components with straight alpha, rounded.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
    }

    /// What SwiftUI prints for the colour: the name of a named one (`"red"`, `"primary"`), else `#RRGGBBAA`.
    ///
    ///     String(describing: Color.red)                        // "red"
    ///     String(describing: Color(red: 1, green: 0, blue: 0)) // "#FF0000FF"
    public var description: String {
        if nameIndex > 0, Int(nameIndex) < Color.names.count { return Color.names[Int(nameIndex)] }
        return Color.hex(rgba8, alwaysAlpha: true)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque: how display lists, snapshots and tree dumps print a colour (stable).
    public var treeText: String { Color.hex(rgba8, alwaysAlpha: false) }

    /// The hex form of 8-bit components (two upper-case digits a channel, without String(format:): display lists
    /// print many colours).
    private static func hex(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), alwaysAlpha: Bool) -> String {
        let digits = Array("0123456789ABCDEF")
        var hex = "#"
        for v in c.a == 255 && !alwaysAlpha ? [c.r, c.g, c.b] : [c.r, c.g, c.b, c.a] {
            hex.append(digits[Int(v) >> 4])
            hex.append(digits[Int(v) & 15])
        }
        return hex
    }

    /// The names SwiftUI prints for its named colours, by `nameIndex`.
    static let names = ["", "clear", "black", "white", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
                        "indigo", "purple", "pink", "brown", "gray", "primary", "secondary"]

    /// This colour, printed as `name` (one of `names`).
    func named(_ name: String) -> Color {
        var c = self
        c.nameIndex = UInt8(Color.names.firstIndex(of: name) ?? 0)
        return c
    }

    /// Colours are equal when their light-appearance values are: `Color.red` equals the red a snapshot of a light
    /// clip reports, and `Color.primary` equals `.black`.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    static func byte(_ v: Double) -> UInt8 { UInt8((clamp(v) * 255).rounded()) }
}

extension Color {
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0).named("clear")
    public static let black = Color(white: 0).named("black")
    public static let white = Color(white: 1).named("white")
    /// iOS's system red: (255, 59, 48), in the dark appearance (255, 69, 58).
    public static let red = Color(light: Color(rgb8: 255, 59, 48), dark: Color(rgb8: 255, 69, 58)).named("red")
    /// iOS's system orange: (255, 149, 0), dark (255, 159, 10).
    public static let orange = Color(light: Color(rgb8: 255, 149, 0), dark: Color(rgb8: 255, 159, 10)).named("orange")
    /// iOS's system yellow: (255, 204, 0), dark (255, 214, 10).
    public static let yellow = Color(light: Color(rgb8: 255, 204, 0), dark: Color(rgb8: 255, 214, 10)).named("yellow")
    /// iOS's system green: (52, 199, 89), dark (48, 209, 88).
    public static let green = Color(light: Color(rgb8: 52, 199, 89), dark: Color(rgb8: 48, 209, 88)).named("green")
    /// iOS's system mint: (0, 199, 190), dark (99, 230, 226).
    public static let mint = Color(light: Color(rgb8: 0, 199, 190), dark: Color(rgb8: 99, 230, 226)).named("mint")
    /// iOS's system teal: (48, 176, 199), dark (64, 200, 224).
    public static let teal = Color(light: Color(rgb8: 48, 176, 199), dark: Color(rgb8: 64, 200, 224)).named("teal")
    /// iOS's system cyan: (50, 173, 230), dark (100, 210, 255).
    public static let cyan = Color(light: Color(rgb8: 50, 173, 230), dark: Color(rgb8: 100, 210, 255)).named("cyan")
    /// iOS's system blue: (0, 122, 255), dark (10, 132, 255).
    public static let blue = Color(light: Color(rgb8: 0, 122, 255), dark: Color(rgb8: 10, 132, 255)).named("blue")
    /// iOS's system indigo: (88, 86, 214), dark (94, 92, 230).
    public static let indigo = Color(light: Color(rgb8: 88, 86, 214), dark: Color(rgb8: 94, 92, 230)).named("indigo")
    /// iOS's system purple: (175, 82, 222), dark (191, 90, 242).
    public static let purple = Color(light: Color(rgb8: 175, 82, 222), dark: Color(rgb8: 191, 90, 242)).named("purple")
    /// iOS's system pink: (255, 45, 85), dark (255, 55, 95).
    public static let pink = Color(light: Color(rgb8: 255, 45, 85), dark: Color(rgb8: 255, 55, 95)).named("pink")
    /// iOS's system brown: (162, 132, 94), dark (172, 142, 104).
    public static let brown = Color(light: Color(rgb8: 162, 132, 94), dark: Color(rgb8: 172, 142, 104)).named("brown")
    /// iOS's system gray: (142, 142, 147) in both appearances.
    public static let gray = Color(rgb8: 142, 142, 147).named("gray")
    /// The primary label colour: black, white in the dark appearance.
    public static let primary = Color(light: .black, dark: .white).named("primary")
    /// The secondary label colour: (60, 60, 67) at 60 %, dark (235, 235, 245) at 60 %.
    public static let secondary = Color(light: Color(rgb8: 60, 60, 67, opacity: 0.6), dark: Color(rgb8: 235, 235, 245, opacity: 0.6)).named("secondary")
}
