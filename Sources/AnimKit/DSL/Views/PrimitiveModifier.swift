import Foundation

/// A modifier the graph applies itself (layout, drawing, environment, events) rather than through a body.
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Changes the environment the content sees.
    func transformEnvironment(_ environment: inout EnvironmentValues)
    /// Whether `transformEnvironment` does anything (a changed value then reaches every descendant).
    var writesEnvironment: Bool { get }
    /// Secondary views the modifier lays out with the content (a background, an overlay).
    var extraViews: [any View] { get }
    /// The modified layout items for the content's items; `extras` holds each extra view's items.
    func apply(to items: [LayoutItem], extras: [[LayoutItem]], node: ViewNode) -> [LayoutItem]
}

extension PrimitiveModifier {
    func transformEnvironment(_ environment: inout EnvironmentValues) {}
    var writesEnvironment: Bool { false }
    var extraViews: [any View] { [] }
    func apply(to items: [LayoutItem], extras: [[LayoutItem]], node: ViewNode) -> [LayoutItem] { items }
}

/// A primitive modifier that changes each content item on its own (most layout and drawing modifiers).
protocol ItemModifier: PrimitiveModifier {
    /// The modified item.
    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem
}

extension ItemModifier {
    func apply(to items: [LayoutItem], extras: [[LayoutItem]], node: ViewNode) -> [LayoutItem] {
        items.map { wrap($0, extras: extras, node: node) }
    }
}

/// `view` as a `ModifiedContent`, when it is one itself — not an optional holding one (a dynamic cast would
/// look through the optional, and the `if` around a modified view would act as the modifier too). Its type's facts
/// say so, without a conformance lookup.
func asModifiedContent(_ view: any View) -> (any ModifiedContentProtocol)? {
    ViewTypeFacts.of(view).modifiedContent?(view)
}

/// What the graph needs to know about any `ModifiedContent`.
protocol ModifiedContentProtocol {
    /// Whether the modifier is applied by the graph (no body).
    var isPrimitive: Bool { get }
    /// Whether the modifier writes its content's environment.
    var writesEnvironment: Bool { get }
    /// The modifier value (its dynamic properties are bound like a view's).
    var modifierValue: Any { get }
    /// The view being modified.
    var contentView: any View { get }
    /// The modifier's body applied to the content.
    func makeModifierBody() -> any View
    /// The body of `modifier` (a changed copy of this one's modifier) applied to the content.
    func makeModifierBody(with modifier: Any) -> any View
}

extension ModifiedContent: ModifiedContentProtocol where Content: View, Modifier: ViewModifier {
    var isPrimitive: Bool { primitive != nil }
    var writesEnvironment: Bool { primitive?.writesEnvironment ?? false }
    var modifierValue: Any { modifier }
    var contentView: any View { content }
    func makeModifierBody() -> any View { modifier.body(content: _ViewModifier_Content(view: content)) }
    func makeModifierBody(with modifier: Any) -> any View {
        ((modifier as? Modifier) ?? self.modifier).body(content: _ViewModifier_Content(view: content))
    }
}

extension ModifiedContent where Content: View, Modifier: ViewModifier {
    /// The modifier as the graph applies it: AnimKit's own primitives, and users' geometry effects.
    var primitive: (any PrimitiveModifier)? {
        if let m = modifier as? any PrimitiveModifier { return m }
        if let effect = modifier as? any GeometryEffect { return GeometryEffectModifier(effect: effect) }
        return nil
    }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    static var roleModifiedContent: ((any View) -> any ModifiedContentProtocol)? {
        { view in
            func unboxed<V: View>(_ view: V) -> Self {
                precondition(V.self == Self.self, "\(V.self) opened as \(Self.self)")
                return unsafeBitCast(view, to: Self.self)
            }
            return unboxed(view)
        }
    }

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        guard let m = primitive else { return [] }
        var inner = environment
        m.transformEnvironment(&inner)
        var specs = [ChildSpec(0, content, inner)]
        for (i, extra) in m.extraViews.enumerated() { specs.append(ChildSpec(i + 1, extra, inner)) }
        return specs
    }

    func items(node: ViewNode) -> [LayoutItem] {
        guard let m = primitive, let first = node.children.first else { return [] }
        let content = (m as? AnimatedEnvironmentWriter)?.withPresentedValue(node: node) { first.items() } ?? first.items()
        return m.apply(to: content, extras: node.children.dropFirst().map { $0.items() }, node: node)
    }
}
