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
    /// A view of the type as a `ModifiedContent` (nil: the type is no `ModifiedContent`).
    let modifiedContent: ((any View) -> any ModifiedContentProtocol)?
    /// Whether the view is a `ModifiedContent`.
    var isModifiedContent: Bool { modifiedContent != nil }
    /// The view's type name without generic arguments ("Text", "VStack").
    let typeName: String
    /// The view's `PrimitiveView` calls (nil: not a primitive view).
    let primitive: PrimitiveCalls?
    /// Whether the view's children depend on its node (`NodeReadingView`, an optional view never).
    let readsNode: Bool
    /// Whether the view hands a lazy stack's mark on to its children though it has no body of its own: a structural
    /// view (tuples, groups, branches) or a lazy container (`LazyRowsPassing`).
    let passesLazyRows: Bool
    /// Whether the view only arranges its children (`StructuralView`): it has no inputs of its own.
    let isStructural: Bool
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
    /// Whether the view is a `ModifiedContent` whose modifier has appear or disappear actions (`LifecycleModifier`).
    let modifierHasLifecycle: Bool
    /// Whether the view is a `ModifiedContent` whose modifier declares a transition (`TransitionTraitModifier`).
    let modifierIsTransitionTrait: Bool
    /// Whether the view is a `ModifiedContent` whose modifier passes preference values up (`PreferenceContributor`).
    let modifierContributesPreferences: Bool
    /// Whether the type is `Equatable`, when the type says so itself (AnimKit's primitives; nil for a user's view or
    /// an optional: the runtime is asked).
    let isEquatable: Bool?

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

    /// The facts of `type` if a view of that type has had its facts found (nil otherwise: not asked, or not a view).
    static func found(for type: Any.Type) -> ViewTypeFacts? {
        known.lock.lock()
        defer { known.lock.unlock() }
        return known.facts[ObjectIdentifier(type)]
    }

    private init(_ view: any View) {
        // Each role is a protocol, and the runtime's first lookup of a (type, protocol) pair scans every conformance
        // of the process. So one lookup is made, `PrimitiveView`, and the type answers the rest itself: every role
        // protocol refines `PrimitiveView` and sets its own `role…` requirement (a user's view has no role).
        let type = Swift.type(of: view)
        typeName = ViewTypeFacts.typeName(of: type)
        guard let primitiveType = type as? any PrimitiveView.Type else {
            hasBody = true
            (modifiedContent, primitive) = (nil, nil)
            (readsNode, passesLazyRows, isStructural, isTransactionScope, isScopedContentPlaceholder) = (false, false, false, false, false)
            (modifierIsTransactionModifier, modifierIsNonVisual, modifierWatchesChanges) = (false, false, false)
            (modifierHasLifecycle, modifierIsTransitionTrait, modifierContributesPreferences) = (false, false, false)
            isEquatable = nil
            return
        }
        isEquatable = primitiveType.roleIsEquatable
        primitive = ViewTypeFacts.calls(primitiveType)
        readsNode = primitiveType.roleReadsNode
        isStructural = primitiveType.roleIsStructural
        passesLazyRows = isStructural || primitiveType.rolePassesLazyRows
        isTransactionScope = primitiveType.roleIsTransactionScope
        isScopedContentPlaceholder = primitiveType.roleIsScopedContentPlaceholder
        modifiedContent = primitiveType.roleModifiedContent
        if let modified = modifiedContent?(view) {
            // A `ModifiedContent`: its modifier's type says the rest (a modifier type is found in many trees).
            let modifierType = Swift.type(of: modified.modifierValue)
            hasBody = !modified.isPrimitive
            modifierIsTransactionModifier = modifierType is TransactionModifier.Type
            modifierIsNonVisual = modifierType is any NonVisualModifier.Type
            modifierWatchesChanges = modifierType is any ChangeWatchingModifier.Type
            modifierHasLifecycle = modifierType is any LifecycleModifier.Type
            modifierIsTransitionTrait = modifierType == TransitionTraitModifier.self
            modifierContributesPreferences = modifierType is any PreferenceContributor.Type
        } else {
            hasBody = false
            (modifierIsTransactionModifier, modifierIsNonVisual, modifierWatchesChanges) = (false, false, false)
            (modifierHasLifecycle, modifierIsTransitionTrait, modifierContributesPreferences) = (false, false, false)
        }
        assert(answersEveryQuestion(view), "\(type)'s facts differ from its conformances")
    }

    /// The type's name without generic arguments ("Text", "VStack"); `_typeName` looks no conformance up, as
    /// printing a type does.
    private static func typeName(of type: Any.Type) -> String {
        let full = _typeName(type, qualified: false)
        return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
    }

    /// Whether the facts are those every question asked of `view`'s type gives (a check for debug builds: a role
    /// protocol that stops refining `PrimitiveView`, or a new conformance of `ModifiedContent`, shows here).
    private func answersEveryQuestion(_ view: any View) -> Bool {
        let type = Swift.type(of: view)
        let modified = type is any ModifiedContentProtocol.Type ? view as? any ModifiedContentProtocol : nil
        let modifierType = modified.map { Swift.type(of: $0.modifierValue) }
        return hasBody == (modified.map { !$0.isPrimitive } ?? !(type is any PrimitiveView.Type))
            && isModifiedContent == (modified != nil)
            && typeName == "\(type)".prefix { $0 != "<" }
            && (primitive != nil) == (type is any PrimitiveView.Type)
            && readsNode == (!(type is any OptionalView.Type) && type is any NodeReadingView.Type)
            && isTransactionScope == (type is any TransactionScope.Type)
            && isStructural == (type is any StructuralView.Type)
            && passesLazyRows == (type is any StructuralView.Type || type is any LazyRowsPassing.Type)
            && isScopedContentPlaceholder == (type is any ScopedContentPlaceholder.Type)
            && modifierIsTransactionModifier == (modifierType.map { $0 is TransactionModifier.Type } ?? false)
            && modifierIsNonVisual == (modifierType.map { $0 is any NonVisualModifier.Type } ?? false)
            && modifierWatchesChanges == (modifierType.map { $0 is any ChangeWatchingModifier.Type } ?? false)
            && modifierHasLifecycle == (modifierType.map { $0 is any LifecycleModifier.Type } ?? false)
            && modifierIsTransitionTrait == (modifierType.map { $0 == TransitionTraitModifier.self } ?? false)
            && modifierContributesPreferences == (modifierType.map { $0 is any PreferenceContributor.Type } ?? false)
            && (isEquatable.map { $0 == (type is any Equatable.Type) } ?? true)
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
