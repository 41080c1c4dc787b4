import Foundation

extension Gradient {
    /// How a gradient blends between its stops — SwiftUI's `Gradient.ColorSpace` (AnimKit blends in
    /// sRGB for both).
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Blending in the device's colour space.
        public static let device = ColorSpace(name: "device")
        /// Blending in a perceptual space (drawn as `.device` in AnimKit).
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    /// The gradient as a directionless `AnyGradient`.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

extension Gradient: ShapeStyle {}

/// A gradient without a direction: filled top to bottom — SwiftUI's `AnyGradient` (what `Color.gradient` is).
///
///     Rectangle().fill(.blue.gradient)
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    /// The gradient of `gradient`'s stops.
    public init(_ gradient: Gradient) { self.gradient = gradient }
    /// The gradient, blended in `space`.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

extension Color {
    /// The colour's standard gradient: a lighter version at the top (HSL lightness raised by 0.15, hue
    /// and saturation kept) fading to the colour itself at the bottom.
    ///
    ///     Circle().fill(Color.orange.gradient)
    public var gradient: AnyGradient {
        let (h, s, l) = hsl
        return AnyGradient(Gradient(colors: [Color(hue: h, saturation: s, lightness: min(1, l + 0.15), opacity: alpha), self]))
    }

    /// Hue, saturation and lightness (HSL), each in 0…1.
    var hsl: (Double, Double, Double) {
        let maxC = max(red, green, blue), minC = min(red, green, blue)
        let l = (maxC + minC) / 2
        guard maxC > minC else { return (0, 0, l) }
        let d = maxC - minC
        let s = l > 0.5 ? d / (2 - maxC - minC) : d / (maxC + minC)
        var h: Double
        if maxC == red { h = (green - blue) / d + (green < blue ? 6 : 0) } else if maxC == green { h = (blue - red) / d + 2 } else { h = (red - green) / d + 4 }
        h /= 6
        return (h, s, l)
    }

    /// A colour from hue, saturation and lightness (HSL).
    init(hue: Double, saturation s: Double, lightness l: Double, opacity: Double) {
        guard s > 0 else { self.init(white: l, opacity: opacity); return }
        let q = l < 0.5 ? l * (1 + s) : l + s - l * s, p = 2 * l - q
        func channel(_ t: Double) -> Double {
            var t = t
            if t < 0 { t += 1 }
            if t > 1 { t -= 1 }
            if t < 1.0 / 6 { return p + (q - p) * 6 * t }
            if t < 0.5 { return q }
            if t < 2.0 / 3 { return p + (q - p) * (2.0 / 3 - t) * 6 }
            return p
        }
        self.init(red: channel(hue + 1.0 / 3), green: channel(hue), blue: channel(hue - 1.0 / 3), opacity: opacity)
    }
}

extension LinearGradient {
    /// A linear gradient through `stops`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient in circles about a centre — SwiftUI's `RadialGradient`; also a view that fills its frame.
///
///     RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 80)
nonisolated public struct RadialGradient: ShapeStyle, View, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A gradient from `startRadius` to `endRadius` (points) about `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Evenly spaced colours.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Colours at stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: some View { Rectangle().fill(self) }
}

/// A radial gradient stretched to the shape's proportions — SwiftUI's `EllipticalGradient`; a radius
/// fraction of 0.5 reaches the middle of each edge.
///
///     EllipticalGradient(colors: [.white, .blue], center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5)
nonisolated public struct EllipticalGradient: ShapeStyle, View, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient between two fractions of the shape's size about `center`.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Evenly spaced colours.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// Colours at stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    public var body: some View { Rectangle().fill(self) }
}

extension LinearGradient: View {
    public var body: some View { Rectangle().fill(self) }
}

/// Any shape style, with its type erased — SwiftUI's `AnyShapeStyle`.
///
///     .foregroundStyle(isOn ? AnyShapeStyle(.blue.gradient) : AnyShapeStyle(.gray))
public struct AnyShapeStyle: ShapeStyle, @unchecked Sendable {
    let base: any ShapeStyle
    /// `style`, type-erased.
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
}

/// A translucent fill that blurs what is behind it — SwiftUI's `Material`. What is already drawn under the shape is
/// blurred (8 points for `.ultraThin` up to 16 for `.ultraThick`), its saturation raised 1.8 times, and the material's
/// tint laid over it: white from 35 % to 93 % opaque, or a near-black grey in the dark appearance. Apple's recipes
/// are private: these numbers are AnimKit's estimates of how they look.
///
///     Text("Now playing").padding().background(.ultraThinMaterial, in: .rect(cornerRadius: 12))
public struct Material: ShapeStyle, Hashable, Sendable {
    /// The tint over the blurred backdrop, and the blur's standard deviation in points.
    let color: Color
    let blur: CGFloat
    public static let ultraThin = Material(opacity: 0.35, blur: 8)
    public static let thin = Material(opacity: 0.55, blur: 10)
    public static let regular = Material(opacity: 0.72, blur: 12)
    public static let thick = Material(opacity: 0.85, blur: 14)
    public static let ultraThick = Material(opacity: 0.93, blur: 16)
    /// The bars' material: the light grey (249, 249, 249) at 94 % — near-black (30, 30, 30) in the dark appearance.
    public static let bar = Material(color: Color.barBackground, blur: 12)

    /// A material tinted white in the light appearance, near-black grey (28, 28, 30) in the dark, at `opacity`.
    private init(opacity: Double, blur: CGFloat) {
        self.init(color: Color(light: Color(white: 1, opacity: opacity), dark: Color(rgb8: 28, 28, 30, opacity: opacity)), blur: blur)
    }

    private init(color: Color, blur: CGFloat) {
        self.color = color
        self.blur = blur
    }

    /// How the material draws: what is behind it blurred and saturated 1.8 times, under its tint.
    var recipe: MaterialRecipe { MaterialRecipe(blur: blur, saturation: 1.8, tint: color) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient: `.fill(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient: `.fill(.radialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 60))`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == Color {
    /// iOS's tertiary label colour (adapting to the appearance).
    public static var tertiary: Color { UIColor.tertiaryLabel.color }
    /// iOS's quaternary label colour (adapting to the appearance).
    public static var quaternary: Color { UIColor.quaternaryLabel.color }
}

extension AnyShapeStyle: Equatable {
    /// Equal when both wrap equal styles of the same type (styles that are not `Equatable` never compare equal).
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        func equals<T: Equatable>(_ value: T, _ other: Any) -> Bool { (other as? T) == value }
        guard let value = lhs.base as? any Equatable else { return false }
        return equals(value, rhs.base)
    }
}
