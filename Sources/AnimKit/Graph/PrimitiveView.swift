import Foundation

/// The identity of a node among its siblings: a slot (position, branch or explicit id) and the view type.
struct NodeKey: Hashable {
    var slot: AnyHashable
    var type: ObjectIdentifier

    init(_ slot: AnyHashable, _ view: any View) {
        self.slot = slot
        type = ObjectIdentifier(Swift.type(of: view))
    }
}

/// A child a primitive view asks the graph to keep: its key, its view and the environment it sees.
struct ChildSpec {
    var key: NodeKey
    var view: any View
    var environment: EnvironmentValues

    init(_ slot: AnyHashable, _ view: any View, _ environment: EnvironmentValues) {
        key = NodeKey(slot, view)
        self.view = view
        self.environment = environment
    }
}

/// A view the graph handles itself (no `body`): it names its children and makes its layout items.
protocol PrimitiveView {
    /// The children to keep in the graph, in order.
    func children(environment: EnvironmentValues) -> [ChildSpec]
    /// The layout items this view contributes; `node.children` are up to date.
    func items(node: ViewNode) -> [LayoutItem]

    // The type's roles, each answered by the most specific protocol the type conforms to (the refinements below set
    // theirs). `ViewTypeFacts` reads them instead of looking up one conformance per role: the runtime's first lookup
    // of a (type, protocol) pair scans every conformance of the process.

    /// Whether the type is a `NodeReadingView`.
    static var roleReadsNode: Bool { get }
    /// Whether the type is a `StructuralView`.
    static var roleIsStructural: Bool { get }
    /// Whether the type is a `LazyRowsPassing` container.
    static var rolePassesLazyRows: Bool { get }
    /// Whether the type is a `TransactionScope`.
    static var roleIsTransactionScope: Bool { get }
    /// Whether the type is a `ScopedContentPlaceholder`.
    static var roleIsScopedContentPlaceholder: Bool { get }
    /// A view of the type as a `ModifiedContent`, when the type is one.
    static var roleModifiedContent: ((any View) -> any ModifiedContentProtocol)? { get }
    /// Whether the type is `Equatable` (nil: only the runtime knows, as for an optional, `Equatable` when what it
    /// wraps is).
    static var roleIsEquatable: Bool? { get }
}

extension PrimitiveView {
    static var roleReadsNode: Bool { false }
    static var roleIsStructural: Bool { false }
    static var rolePassesLazyRows: Bool { false }
    static var roleIsTransactionScope: Bool { false }
    static var roleIsScopedContentPlaceholder: Bool { false }
    static var roleModifiedContent: ((any View) -> any ModifiedContentProtocol)? { nil }
    static var roleIsEquatable: Bool? { false }
}

extension PrimitiveView where Self: Equatable {
    static var roleIsEquatable: Bool? { true }
}

/// A primitive whose children depend on what its node keeps (a geometry reader's last geometry).
protocol NodeReadingView: PrimitiveView {
    /// The children to keep, made with what `node` stores.
    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec]
}

extension NodeReadingView {
    static var roleReadsNode: Bool { true }
    func children(environment: EnvironmentValues) -> [ChildSpec] { [] }
}

/// A part of a style's configuration (a label, a content): the erased view it stands for, as its one child.
protocol StyleConfigurationPart: PrimitiveView {
    var content: AnyView { get }
}

extension StyleConfigurationPart {
    func children(environment: EnvironmentValues) -> [ChildSpec] { [ChildSpec(0, content, environment)] }
}

extension PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] { [] }
    /// By default a primitive is transparent: its children's items, in order.
    func items(node: ViewNode) -> [LayoutItem] { node.children.flatMap { $0.items() } }
}

extension TupleView: NodeReadingView {
    /// The views in order; directly in a lazy stack, those built so far (`LazyRows`): a view after a lazy `ForEach`
    /// (a "loading" row at the end) is built when the visible part reaches the end of the rows before it.
    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        var count = children.count
        if environment.lazyStackAxis != nil {
            let rows = node.stored { LazyRows(node: node, measuresPitch: false) }
            let views = children
            rows.buildsLazily = { views[$0] is LazyRowsSource }
            count = rows.settle(count: count, keptIndices: [])
        }
        return children.prefix(count).enumerated().map { ChildSpec($0.offset, $0.element, environment) }
    }

    func items(node: ViewNode) -> [LayoutItem] { LazyRows.items(of: node) }
}

extension EmptyView: PrimitiveView {}

extension Group: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] { [ChildSpec(0, content, environment)] }
}

extension _ConditionalContent: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        switch storage {
        case .trueContent(let v): return [TransitionSlot.spec("true", v, environment)]
        case .falseContent(let v): return [TransitionSlot.spec("false", v, environment)]
        }
    }
}

/// An optional view (`if` without `else`): casts must not look through it to the view it wraps.
protocol OptionalView {}

extension Optional: OptionalView where Wrapped: View {}

extension Optional: PrimitiveView where Wrapped: View {
    static var roleIsEquatable: Bool? { nil }

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        map { [TransitionSlot.spec("some", $0, environment)] } ?? []
    }
}

extension AnyView: PrimitiveView {
    /// The erased view's identity includes its type: another type is another view, which comes and
    /// goes through its transition.
    func children(environment: EnvironmentValues) -> [ChildSpec] { [TransitionSlot.spec(0, view, environment)] }
}

extension ForEach: LazyRowsSource {}

extension ForEach: NodeReadingView {
    /// Every element's view; directly in a lazy stack, only the rows built so far (`LazyRows`).
    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        guard environment.lazyStackAxis != nil else { return specs(data.indices[...], environment) }
        let rows = node.stored { LazyRows(node: node, measuresPitch: true) }
        // Rows built before stay built where their ids went.
        var kept: [Int] = []
        if !node.children.isEmpty {
            var old = Set(node.children.map(\.key.slot))
            for (offset, element) in data.enumerated() {
                if old.remove(AnyHashable(id(element))) != nil { kept.append(offset) }
                if old.isEmpty { break }
            }
        }
        let built = rows.settle(count: data.count, keptIndices: kept)
        let ids = self.id, data = self.data
        rows.indexOf = { wanted in data.lazy.map { AnyHashable(ids($0)) }.firstIndex(of: wanted).map { data.distance(from: data.startIndex, to: $0) } }
        var inner = environment
        inner.lazyStackAxis = nil
        return specs(data.indices.prefix(built), inner)
    }

    /// The views of the elements at `indices`, each in its slot.
    private func specs(_ indices: Data.Indices.SubSequence, _ environment: EnvironmentValues) -> [ChildSpec] {
        var seen = Set<AnyHashable>()
        return indices.map { index in
            let element = data[index]
            let id = AnyHashable(self.id(element))
            // Duplicate ids would share a node; later duplicates get a derived identity.
            let slot = seen.insert(id).inserted ? id : AnyHashable([id, AnyHashable(seen.count)])
            seen.insert(slot)
            return TransitionSlot.spec(slot, content(element), environment)
        }
    }

    func items(node: ViewNode) -> [LayoutItem] { LazyRows.items(of: node) }
}

extension _ViewModifier_Content: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] { [ChildSpec(0, view, environment)] }
}
