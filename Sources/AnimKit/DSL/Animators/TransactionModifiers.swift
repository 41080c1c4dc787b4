import Foundation

/// `.transaction { }` and `.animation(_:value:)`: change the transaction passed down to the content.
///
/// The graph calls `transform` while it dispatches a cycle's transaction through views whose
/// subtree changes in that cycle.
struct TransactionModifier: PrimitiveModifier, NonVisualModifier {
    /// Changes the upstream transaction for the content.
    var transform: (inout Transaction) -> Void
    /// For `.animation(_:value:)`: the value watched (the animation applies only when it changed).
    var value: AnyHashable?
    var watchesValue: Bool

    /// The content's transaction in a cycle: `transform` applied to `upstream`, unless the modifier
    /// watches a value that did not change in the cycle.
    func apply(to upstream: Transaction, valueChanged: Bool) -> Transaction {
        var t = upstream
        if !watchesValue || valueChanged { transform(&t) }
        return t
    }
}

/// A modifier whose own changes (new closures, identifiers) do not change what is drawn, so they do not
/// make a view "change" in a cycle for transaction dispatch.
protocol NonVisualModifier {}

nonisolated extension View {
    /// Changes the transaction of every state change that reaches this view.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform, value: nil, watchesValue: false))
    }

    /// Changes the transaction of the state changes in which `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(transform: transform, value: AnyHashable(EquatableBox(value)), watchesValue: true))
    }

    /// Animates this view's changes with `animation` in the cycles where `value` changed (not when the
    /// transaction disables animations).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(TransactionModifier(transform: { t in
            guard !t.disablesAnimations else { return }
            t.animation = animation
        }, value: AnyHashable(EquatableBox(value)), watchesValue: true))
    }

    /// Animates every change of this view with `animation` (deprecated in SwiftUI: prefer `value:`).
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        modifier(TransactionModifier(transform: { t in
            guard !t.disablesAnimations else { return }
            t.animation = animation
        }, value: nil, watchesValue: false))
    }

    /// Applies `animation` only to the modifiers `body` adds; the content keeps the upstream transaction.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        ScopedTransactionView(content: self, transform: { t in
            guard !t.disablesAnimations else { return }
            t.animation = animation
        }, body: body(PlaceholderContentView()))
    }

    /// Applies `animation` to the modifiers `body` adds, in state changes where `value` changed; the
    /// content keeps the upstream transaction.
    ///
    /// Not in SwiftUI (which has `animation(_:body:)` only): the form the animation reference sheet
    /// writes, `.animation(.spring, value: selected) { $0.scaleEffect(…) }`, with the meaning its name gives.
    public func animation<V: View, Value: Equatable>(_ animation: Animation?, value: Value,
                                                      @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        ScopedTransactionView(content: self, transform: { _ in },
                              body: body(PlaceholderContentView()).animation(animation, value: value))
    }

    /// Applies `transform` only to the modifiers `body` adds; the content keeps the upstream transaction.
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        ScopedTransactionView(content: self, transform: transform, body: body(PlaceholderContentView()))
    }
}

/// Stands for the content inside the body of a scoped `.animation(_:body:)` / `.transaction(_:body:)`,
/// or of a `Transition`.
///
/// The content is this view's child: it sees the environment the body's modifiers write (a
/// `foregroundStyle` in the body colours it). In a scoped modifier it receives the transaction from
/// outside the scope.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView, ScopedContentPlaceholder {
    public typealias Body = Never
    /// The content a transition's body shows (nil in a scoped modifier: the environment brings it).
    let view: (any View)?

    /// Creates the placeholder.
    public init() { view = nil }

    /// A placeholder showing `view` (a transition's content).
    init(view: any View) { self.view = view }

    /// Whether the placeholder stands in a scoped modifier's body (its content comes from outside the scope).
    var isScoped: Bool { view == nil }

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        if let view { return [ChildSpec(0, view, environment)] }
        guard let content = environment.scopedContent?.view else { return [] }
        var inner = environment
        inner.scopedContent = nil
        return [ChildSpec(0, content, inner)]
    }
}

/// The view built by a scoped transaction modifier: the body's modifiers around the content, which
/// the body's placeholder shows.
nonisolated struct ScopedTransactionView<Content: View, Modified: View>: View, PrimitiveView, TransactionScope {
    typealias Body = Never
    let content: Content
    let transform: (inout Transaction) -> Void
    let body: Modified

    func bodyTransaction(_ upstream: Transaction) -> Transaction {
        var t = upstream
        transform(&t)
        return t
    }

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.scopedContent = ScopedContent(view: content)
        return [ChildSpec(0, body, inner)]
    }
}

/// The content of the innermost enclosing scoped transaction modifier, as its placeholder finds it.
struct ScopedContent: @unchecked Sendable {  // read on the graph's thread only
    let view: any View
}

private struct ScopedContentKey: EnvironmentKey { static let defaultValue: ScopedContent? = nil }

extension EnvironmentValues {
    /// The content the next `PlaceholderContentView` down shows.
    var scopedContent: ScopedContent? {
        get { self[ScopedContentKey.self] }
        set { self[ScopedContentKey.self] = newValue }
    }
}

/// Wraps an `Equatable` value so it can be stored as `AnyHashable` and compared.
struct EquatableBox<V: Equatable>: Hashable {
    let value: V
    init(_ value: V) { self.value = value }
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) {}
}
