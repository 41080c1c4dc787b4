import Foundation

/// `.allowsHitTesting(false)`: the view and its subviews take no touches; they reach the views behind.
struct HitTestingModifier: ItemModifier, Equatable, NonVisualModifier {
    var enabled: Bool

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        guard !enabled else { return item }
        let item = ClosureItem(node: node, inner: item)
        item.draw = { inner, _, context in context.withoutTargets { inner.render(&$0) } }
        return item
    }
}

/// `.contentShape(_:)`: touches hit the view only inside the shape (fitted to its frame).
struct ContentShapeModifier: ItemModifier, NonVisualModifier {
    var shape: (CGRect) -> Path
    var eoFill: Bool

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let (shape, eoFill) = (self.shape, self.eoFill)
        item.draw = { inner, frame, context in
            let first = context.targets.count
            inner.render(&context)
            context.setContentShape(shape(CGRect(origin: .zero, size: frame.size)), eoFill: eoFill, frame: frame, targetsFrom: first)
        }
        return item
    }
}

/// The kinds of interaction a content shape applies to — SwiftUI's `ContentShapeKinds`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Hit testing for taps and gestures.
    public static let interaction = ContentShapeKinds(rawValue: 1)
    /// Drag previews (no effect in AnimKit: there are no previews).
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    /// Context-menu previews (no effect in AnimKit).
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    /// Hover effects (no effect in AnimKit: there is no pointer).
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    /// Accessibility (no effect in AnimKit).
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// `.onAppear` / `.onDisappear`: actions run when the view enters or leaves the graph.
struct LifecycleActionModifier: PrimitiveModifier, LifecycleModifier, NonVisualModifier {
    var appearAction: (() -> Void)?
    var disappearAction: (() -> Void)?
}

/// `.accessibilityIdentifier(_:)`: the name scripts and the inspector use for the view.
struct AccessibilityIdentifierModifier: ItemModifier, Equatable, NonVisualModifier {
    var identifier: String

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let id = identifier
        item.draw = { inner, frame, context in
            let first = context.targets.count
            context.pendingIdentifier = id
            inner.render(&context)
            context.name(id, frame: frame, targetsFrom: first)
        }
        return item
    }
}

/// `.id(_:)`: an explicit identity; a new value is a new view (fresh state, an insertion and a removal).
nonisolated struct IdentifiedView<Content: View, ID: Hashable>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let id: ID

    func children(environment: EnvironmentValues) -> [ChildSpec] { [TransitionSlot.spec(AnyHashable(id), content, environment)] }
}

nonisolated extension View {
    /// Whether the view and its subviews take touches; with `false` a touch goes to the views behind.
    ///
    ///     Circle().fill(.white.opacity(0.3)).allowsHitTesting(false)   // a highlight that lets taps through
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(HitTestingModifier(enabled: enabled))
    }

    /// Touches hit the view inside `shape` (fitted to its frame), even where it draws nothing.
    ///
    ///     HStack { Text("Row"); Spacer() }.contentShape(.rect).onTapGesture { … }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: { shape.path(in: $0) }, eoFill: eoFill))
    }

    /// A content shape for some kinds of interaction; only `.interaction` changes anything in AnimKit.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: { kind.contains(.interaction) ? shape.path(in: $0) : Path($0) }, eoFill: eoFill))
    }

    /// Runs `action` after the view enters the graph.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleActionModifier(appearAction: action, disappearAction: nil))
    }

    /// Runs `action` after the view leaves the graph.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(LifecycleActionModifier(appearAction: nil, disappearAction: action))
    }

    /// Names the view for scripts (`Tap("name")`) and the inspector.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityIdentifierModifier(identifier: identifier))
    }

    /// Gives the view an explicit identity.
    public func id<ID: Hashable>(_ id: ID) -> some View { IdentifiedView(content: self, id: id) }
}
