import Foundation

/// `.foregroundStyle(_:)` and its two- and three-level forms: the colour (animatable) and, when a level is not a
/// plain colour or there are several, the styles themselves for what paints with them (shapes, text, symbols).
struct ForegroundStyleModifier: PrimitiveModifier {
    /// The levels written; nil keeps the surrounding style (`.foregroundStyle(.foreground)`).
    let levels: [AnyShapeStyle]?

    /// The colour text and shapes use, and what animates: the first level's colour.
    var color: Color? { levels?.first?.base.inspectedColor(environment: EnvironmentValues()) }

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        guard let levels else { return }
        environment.foregroundColor = color
        let plain = levels.count == 1 && levels[0].base is Color
        environment.foregroundStyles = plain ? [] : levels
    }

    var writesEnvironment: Bool { levels != nil }
}

extension ForegroundStyleModifier: AnimatedEnvironmentWriter {
    func withPresentedValue(node: ViewNode, _ content: () -> [LayoutItem]) -> [LayoutItem] {
        guard levels != nil else { return content() }
        return withPresentedColor(color, at: \.foregroundColor, node: node, content)
    }
}

private struct ForegroundStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The foreground styles by level when they are more than one colour (empty: `foregroundColor` alone).
    var foregroundStyles: [AnyShapeStyle] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }

    /// Whether the primary foreground style is something other than a colour (a gradient, a material).
    var hasForegroundPattern: Bool {
        guard let first = foregroundStyles.first?.base else { return false }
        return !(first is Color) && !(first is ForegroundStyle)
    }

    /// The paint of foreground level `level` (0 primary, 1 secondary, 2 tertiary) for content filling `rect`;
    /// a level beyond those written uses the last one written.
    func foregroundPaint(level: Int = 0, in rect: CGRect) -> Paint {
        let plain = Paint.color(foregroundColor ?? .primary)
        guard !foregroundStyles.isEmpty else { return plain }
        let index = min(level, foregroundStyles.count - 1)
        let style = foregroundStyles[index].base
        if style is ForegroundStyle || (index == 0 && style is Color) { return plain }
        var outer = self
        outer.foregroundStyles = []
        return style.paint(in: rect, environment: outer)
    }
}

nonisolated extension View {
    /// Paints text, symbols and foreground-filled shapes inside with `style` (a colour, a gradient, a material).
    ///
    ///     Text("Sunrise").foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ForegroundStyleModifier(levels: style is ForegroundStyle ? nil : [AnyShapeStyle(style)]))
    }

    /// Primary and secondary foreground styles (a symbol's layers in palette rendering).
    ///
    ///     Image(systemName: "checkmark.circle.fill").foregroundStyle(.white, .green)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        modifier(ForegroundStyleModifier(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary)]))
    }

    /// Primary, secondary and tertiary foreground styles (a symbol's layers in palette rendering).
    ///
    ///     Image(systemName: "cloud.sun.rain.fill").foregroundStyle(.gray, .yellow, .blue)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> some View {
        modifier(ForegroundStyleModifier(levels: [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]))
    }

    /// The colour of text, symbols and foreground-filled shapes inside (nil: primary).
    ///
    ///     Text("Done").foregroundColor(.green)
    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundStyleModifier(levels: color.map { [AnyShapeStyle($0)] } ?? []))
    }
}
