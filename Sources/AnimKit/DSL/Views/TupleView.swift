import Foundation

/// Several views side by side in a builder, laid out as siblings by their container.
nonisolated public struct TupleView<T>: View {
    public typealias Body = Never
    /// The views, as a tuple.
    public var value: T
    /// The same views, in order, for the graph.
    let children: [any View]

    /// Creates a tuple of views.
    public init<each V: View>(_ views: repeat each V) where T == (repeat each V) {
        value = (repeat each views)
        var list: [any View] = []
        for view in repeat each views { list.append(view) }
        children = list
    }
}

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View {
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}
}

/// Views grouped without a layout of their own: modifiers apply to each of them.
///
///     Group { Text("a"); Text("b") }.font(.headline)
nonisolated public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content
    /// Groups the views `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// One of two views, chosen by an `if`/`else` or `switch`; each branch has its own identity.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

/// A type-erased view: changing the wrapped view's type changes its identity.
nonisolated public struct AnyView: View {
    public typealias Body = Never
    let view: any View
    /// Wraps `view`.
    public init<V: View>(_ view: V) { self.view = (view as? AnyView)?.view ?? view }
    /// Wraps `view` when it is a view, or returns nil.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }
}
