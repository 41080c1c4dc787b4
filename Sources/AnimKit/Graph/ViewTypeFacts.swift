import Foundation

/// What a view type is to the graph — which of its roles the type plays — found once per type and kept by every
/// node of that type.
///
/// A node's type never changes (its key holds it), yet the graph asked its value the same questions at every update,
/// rebuild, layout and dispatch: `view as? PrimitiveView`, `view is TransactionScope`… Each such cast goes through
/// the Swift runtime's conformance cache, and most of them fail (most views play none of the roles). The facts are
/// read from the type (metatype casts, which never look inside an optional as a value cast does), and the calls a
/// primitive view answers are opened once for its type.
///
///     let facts = ViewTypeFacts.of(Text("Hi"))   // facts.primitive != nil, facts.hasBody == false
struct ViewTypeFacts {
    /// The calls of `PrimitiveView`, made on a value of the type.
    struct PrimitiveCalls {
        let children: (any View, EnvironmentValues) -> [ChildSpec]
        let items: (any View, ViewNode) -> [LayoutItem]
    }

    /// Whether the graph evaluates the view's `body` (a user view, or a modifier that is not primitive).
    let hasBody: Bool
    /// Whether the view is a `ModifiedContent`.
    let isModifiedContent: Bool
    /// The view's `PrimitiveView` calls (nil: not a primitive view).
    let primitive: PrimitiveCalls?
    /// Whether the view's children depend on its node (`NodeReadingView`, an optional view never).
    let readsNode: Bool
    /// Whether the view hands a lazy stack's mark on to its children though it has no body of its own: a structural
    /// view (tuples, groups, branches) or a lazy container (`LazyRowsPassing`).
    let passesLazyRows: Bool
    /// Whether the view scopes a transaction to its body (`TransactionScope`).
    let isTransactionScope: Bool
    /// Whether the view stands for scoped content (`ScopedContentPlaceholder`).
    let isScopedContentPlaceholder: Bool
    /// Whether the view is a `ModifiedContent` whose modifier is a `TransactionModifier`.
    let modifierIsTransactionModifier: Bool
    /// Whether the view is a `ModifiedContent` whose modifier draws nothing itself (`NonVisualModifier`).
    let modifierIsNonVisual: Bool
    /// Whether the view is a `ModifiedContent` whose modifier watches a value (`ChangeWatchingModifier`).
    let modifierWatchesChanges: Bool

    /// The facts of `view`'s type.
    static func of(_ view: any View) -> ViewTypeFacts {
        let type = Swift.type(of: view)
        let key = ObjectIdentifier(type)
        known.lock.lock()
        if let facts = known.facts[key] {
            known.lock.unlock()
            return facts
        }
        known.lock.unlock()
        let facts = ViewTypeFacts(view)
        known.lock.lock()
        known.facts[key] = facts
        known.lock.unlock()
        return facts
    }

    private init(_ view: any View) {
        let type = Swift.type(of: view)
        let modified = asModifiedContent(view)
        let modifierType = modified.map { Swift.type(of: $0.modifierValue) }
        isModifiedContent = modified != nil
        hasBody = ViewNode.hasBody(view)
        if let primitiveType = type as? any PrimitiveView.Type {
            primitive = ViewTypeFacts.calls(primitiveType)
        } else {
            primitive = nil
        }
        readsNode = !(type is any OptionalView.Type) && type is any NodeReadingView.Type
        isTransactionScope = type is any TransactionScope.Type
        passesLazyRows = type is any StructuralView.Type || type is any LazyRowsPassing.Type
        isScopedContentPlaceholder = type is any ScopedContentPlaceholder.Type
        modifierIsTransactionModifier = modifierType.map { $0 is TransactionModifier.Type } ?? false
        modifierIsNonVisual = modifierType.map { $0 is any NonVisualModifier.Type } ?? false
        modifierWatchesChanges = modifierType.map { $0 is any ChangeWatchingModifier.Type } ?? false
    }

    /// `P`'s calls on a value of type `P` (a node's own view: facts are its type's). The value is taken out of its
    /// existential box as the type it is, without a dynamic cast.
    private static func calls<P: PrimitiveView>(_: P.Type) -> PrimitiveCalls {
        func unboxed<V: View>(_ view: V) -> P {
            precondition(V.self == P.self, "\(V.self) asked for the calls of \(P.self)")
            return unsafeBitCast(view, to: P.self)
        }
        return PrimitiveCalls(children: { view, environment in unboxed(view).children(environment: environment) },
                              items: { view, node in unboxed(view).items(node: node) })
    }

    /// The facts found so far, by type (shared by the graphs of a batch's threads).
    private final class Known: @unchecked Sendable {
        let lock = NSLock()
        var facts: [ObjectIdentifier: ViewTypeFacts] = [:]
    }

    private static let known = Known()
}
