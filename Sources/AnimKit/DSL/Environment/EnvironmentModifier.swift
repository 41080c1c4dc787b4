import Foundation

/// Writes one environment value for the content (`.font`, `.foregroundStyle`, `.tint`, `.environment`, …).
struct EnvironmentModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func transformEnvironment(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
    var writesEnvironment: Bool { true }
}

/// Changes one environment value for the content with a closure (`.transformEnvironment`, `.disabled`).
struct EnvironmentTransformModifier<Value>: PrimitiveModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func transformEnvironment(_ environment: inout EnvironmentValues) { transform(&environment[keyPath: keyPath]) }
    var writesEnvironment: Bool { true }
}

/// An environment writer whose value animates where it is written (a foreground colour set inside a
/// scoped `.animation(_:body:)` animates with that animation, not with its content's transaction).
protocol AnimatedEnvironmentWriter {
    /// Builds `content`'s items with the written value as presented now.
    func withPresentedValue(node: ViewNode, _ content: () -> [LayoutItem]) -> [LayoutItem]
}

extension AnimatedEnvironmentWriter {
    /// Builds `content` with the colour written at `keyPath` as presented now (animated at this writer's node).
    func withPresentedColor(_ value: Color?, at keyPath: WritableKeyPath<EnvironmentValues, Color?>, node: ViewNode,
                            _ content: () -> [LayoutItem]) -> [LayoutItem] {
        let shown = value.map { node.animated($0, .environment) }
        // A writer at rest still speaks for its subtree while an outer writer's colour animates.
        guard shown != value || node.graph.hasEnvironmentOverrides else { return content() }
        return node.graph.withEnvironmentOverride({ $0[keyPath: keyPath] = shown }, content)
    }
}

extension EnvironmentModifier: AnimatedEnvironmentWriter where Value == Color? {
    func withPresentedValue(node: ViewNode, _ content: () -> [LayoutItem]) -> [LayoutItem] {
        withPresentedColor(value, at: keyPath, node: node, content)
    }
}

nonisolated extension View {
    /// Changes an environment value for this view and its descendants, from the value it has here.
    ///
    ///     content.transformEnvironment(\.font) { font in font = (font ?? .body).bold() }
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentModifier(keyPath: keyPath, value: value))
    }

    /// The default font of text inside.
    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    /// The default weight of text inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }

    /// The tint of controls inside.
    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }

    /// How wrapped lines of text inside align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Disables the controls inside: they take no touches and draw greyed. `disabled(false)` inside a disabled
    /// view does not enable it again, as in SwiftUI.
    ///
    ///     Button("Send") { send() }.disabled(message.isEmpty)
    public func disabled(_ disabled: Bool) -> some View { transformEnvironment(\.isEnabled) { $0 = $0 && !disabled } }
}
