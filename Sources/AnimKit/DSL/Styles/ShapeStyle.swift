import Foundation

/// Something that paints a shape or text: a colour, a gradient, or the foreground style — SwiftUI's `ShapeStyle`.
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

/// The current foreground style of the environment (primary by default).
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// The environment's foreground style.
    public init() {}
}

/// A gradient along a line, in unit coordinates of the shape it fills.
public struct LinearGradient: ShapeStyle, Hashable, Sendable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A linear gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Evenly spaced colours from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
}

/// The background of the context: the system background (white, black in the dark appearance) — SwiftUI's
/// `BackgroundStyle`.
///
///     Text("Card").padding().background(.background, in: RoundedRectangle(cornerRadius: 12))
public struct BackgroundStyle: ShapeStyle, Hashable, Sendable {
    /// The context's background.
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The context's background: white, black in the dark appearance.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The environment's tint (the accent colour, blue, unless `tint(_:)` sets one) — SwiftUI's `TintShapeStyle`.
///
///     Circle().foregroundStyle(.tint)
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The environment's tint.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle {
    /// The paint this style gives a shape occupying `rect`, with `environment`'s foreground colour.
    func paint(in rect: CGRect, environment: EnvironmentValues) -> Paint {
        switch self {
        case let color as Color: return .color(color)
        case let g as LinearGradient:
            return .linearGradient(g.gradient, start: g.startPoint.point(in: rect), end: g.endPoint.point(in: rect))
        case let g as AnyGradient:
            return Gradient.paint(g.gradient, in: rect)
        case let g as Gradient:
            return Gradient.paint(g, in: rect)
        case let g as RadialGradient:
            return .radialGradient(g.gradient, center: g.center.point(in: rect), startRadius: g.startRadius, endRadius: g.endRadius)
        case let g as EllipticalGradient:
            return .ellipticalGradient(g.gradient, center: g.center.point(in: rect), radii: rect.size,
                                       startRadius: g.startRadiusFraction, endRadius: g.endRadiusFraction)
        case let g as AngularGradient: return g.paint(in: rect)
        case let g as MeshGradient: return g.paint(in: rect)
        case let m as Material: return .material(m.recipe)
        case is BackgroundStyle: return .color(Clip.systemBackground)
        case is TintShapeStyle: return .color(environment.tint ?? .accentColor)
        case let any as AnyShapeStyle: return any.base.paint(in: rect, environment: environment)
        default: return environment.foregroundPaint(in: rect)
        }
    }

    /// The colour the inspector reports for this style.
    func inspectedColor(environment: EnvironmentValues) -> Color? {
        switch self {
        case let color as Color: return color
        case let g as LinearGradient: return g.gradient.stops.first?.color
        case let g as AnyGradient: return g.gradient.stops.last?.color
        case let g as Gradient: return g.stops.first?.color
        case let g as RadialGradient: return g.gradient.stops.first?.color
        case let g as EllipticalGradient: return g.gradient.stops.first?.color
        case let g as AngularGradient: return g.gradient.stops.first?.color
        case let g as MeshGradient: return g.colorList.first
        case let m as Material: return m.color
        case is BackgroundStyle: return Clip.systemBackground
        case is TintShapeStyle: return environment.tint ?? .accentColor
        case let any as AnyShapeStyle: return any.base.inspectedColor(environment: environment)
        default: return environment.foregroundColor ?? .primary
        }
    }
}

extension Gradient {
    /// A directionless gradient's paint: top to bottom of `rect`, as SwiftUI fills `Gradient` and `AnyGradient`.
    static func paint(_ gradient: Gradient, in rect: CGRect) -> Paint {
        .linearGradient(gradient, start: UnitPoint.top.point(in: rect), end: UnitPoint.bottom.point(in: rect))
    }
}
