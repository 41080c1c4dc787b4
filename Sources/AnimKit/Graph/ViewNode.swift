import Foundation
import Observation

/// One view in the persistent graph: its identity, latest value, environment, state and children.
///
/// A node lives as long as its identity (type + position, or explicit id) stays in its parent. A
/// composite node (a user view, or a user `ViewModifier`) owns `@State` storage and re-evaluates its body
/// when its input changes, when its state is written, or when an `@Observable` property its body read
/// changes. A primitive node asks its view for children and reconciles them by key.
///
/// - Complexity: an update visits only nodes on paths to invalidated nodes, plus the subtrees whose
///   inputs changed.
final class ViewNode {
    unowned let graph: ViewGraph
    weak var parent: ViewNode?
    let key: NodeKey
    private(set) var view: any View
    private(set) var environment: EnvironmentValues
    private(set) var children: [ViewNode] = []
    /// What the view's type is to the graph, found once per type (`ViewTypeFacts`).
    let facts: ViewTypeFacts
    /// Whether the view has a body (user view or user modifier) rather than being a primitive.
    var isComposite: Bool { facts.hasBody }
    /// Whether the view is a modifier applied to content (`ModifiedContent`); fixed by the node's type.
    var isModifier: Bool { facts.isModifiedContent }
    private var stateBoxes: [AnyStateBox] = []
    /// The body must be evaluated again (state written, observed property changed, first mount).
    private(set) var needsBody = true
    /// Some descendant needs its body evaluated.
    private(set) var hasDirtyDescendant = false
    /// The cycle number in which this node's input last changed.
    private(set) var changedCycle = -1
    /// The cycle in which something drawn in this subtree last changed (an input, an insertion, a removal).
    var subtreeChangedCycle = -1
    /// The cycle in which the value watched by this node's `.animation(_:value:)`/`.transaction(value:)` changed.
    var watchedValueChangedCycle = -1
    /// The transaction this node received in the last cycle that changed its subtree, and that cycle.
    var lastTransaction: Transaction?
    var lastDispatchCycle = -1
    /// Per-node data kept by primitives (gesture progress, appearance flags).
    var userData: [ObjectIdentifier: AnyObject] = [:]
    /// A text's leaf memo and the text and environment it was made for (`LeafMemo.forItem`).
    var textMemo: (memo: LeafMemo, text: Text, environment: EnvironmentValues)?
    /// Set while binding the view's properties when one reads an object no ancestor provided
    /// (`@EnvironmentObject`, `@Environment(T.self)`): the body is not evaluated and the clip stops with it.
    var missingDependency: AnimKitError?
    /// The animatable inputs of the items this node draws.
    var attributes: [AttributeKey: AnyAnimatableAttribute] = [:]
    /// Whether the children were last made from a body evaluated with animated (not model) data.
    var bodyShowsPresentedData = false
    /// The transition, phase and removal of a `TransitionSlot` node (nil for other views).
    var transitionState: TransitionState?
    /// True while the node mounts its subtree: views inserted with it appear without their own transition.
    private(set) var isMounting = false
    /// Whether its children may build their rows lazily (`LazyRows`): a lazy container's, a user view's (its body
    /// stands in its place) and a structural view's (tuples, groups, branches).
    private var passesLazyRows: Bool { (isComposite && !isModifier) || facts.passesLazyRows }
    /// How many nodes lie on the path from the root to this one (the root is 1).
    let depth: Int
    /// The deepest node a graph builds; a deeper one stops the graph with a one-line error. Every pass
    /// recurses once per node, on `DeepStack`'s threads, whose stack this depth fits with room to spare.
    static let maxDepth = 100_000

    init(graph: ViewGraph, parent: ViewNode?, key: NodeKey, view: any View, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.view = view
        self.environment = environment
        depth = (parent?.depth ?? 0) + 1
        facts = ViewTypeFacts.of(view)
        changedCycle = graph.cycle
        mountedCycle = graph.cycle
    }

    /// The cycle in which the node was made.
    let mountedCycle: Int

    /// The persistent state box for `slot`, created from `initial` on first use.
    func stateBox<Value>(at slot: Int, initial: StateBox<Value>) -> StateBox<Value> {
        if slot < stateBoxes.count, let box = stateBoxes[slot] as? StateBox<Value> { return box }
        initial.node = self
        if slot < stateBoxes.count { stateBoxes[slot] = initial } else { stateBoxes.append(initial) }
        return initial
    }

    /// Asks for the body to be evaluated again in the update of `transaction` (the write's): the graph applies
    /// the request with the other writes made in that transaction, after the action that made it.
    func invalidate(transaction: Transaction) {
        graph.enqueue(transaction) { [weak self] in self?.markNeedsBody(transaction: transaction) }
    }

    /// Marks the body for re-evaluation in the update running now.
    func markNeedsBody(transaction: Transaction) {
        needsBody = true
        var p = parent
        while let node = p, !node.hasDirtyDescendant {
            node.hasDirtyDescendant = true
            p = node.parent
        }
        graph.noteChange(transaction: transaction, by: self)
    }

    /// Asks for an update that draws this node again with `transaction` and lays nothing out again:
    /// what changed is drawn, not placed (a scroll view's offset, a row's swipe). `change` stores the new
    /// value when the update applies the write, so that update draws it with that transaction.
    func invalidateDrawing(transaction: Transaction, change: (() -> Void)? = nil) {
        graph.enqueue(transaction) { [weak self] in
            guard let self else { return }
            change?()
            self.markVisualChange()
            self.graph.noteChange(transaction: transaction, by: self, relayout: false)
        }
    }

    /// Whether this node's own input changed in the graph's current cycle.
    var changedInCurrentCycle: Bool { changedCycle == graph.cycle }

    // MARK: Updating

    /// Mounts a new node: evaluates its body or children for the first time.
    func mount() {
        markVisualChange()
        isMounting = true
        if view is TransitionSlot { startTransition() }
        rebuild(force: true)
        isMounting = false
        graph.didInsert(self)
        if animatableOwner != nil { graph.registerAnimatableBody(self) }
    }

    /// Runs `build` (a rebuild that adds children) as part of this node's mount: the views it inserts appear without
    /// their own transition (a lazy stack's rows built as they come into view).
    ///
    /// The rows built before keep their views: the node's value and environment are those they were built from, so
    /// making them again gives the same views (with new closures, which would count as changed), and SwiftUI leaves
    /// built rows alone when a lazy stack builds more.
    func buildingMore(_ build: () -> Void) {
        let was = (isMounting, keepsBuiltChildren)
        (isMounting, keepsBuiltChildren) = (true, true)
        build()
        (isMounting, keepsBuiltChildren) = was
    }

    /// True while `buildingMore` adds children: the children already built are kept as they are.
    private var keepsBuiltChildren = false

    /// Gives the node a new view value from its parent; re-evaluates what depends on it.
    func update(view newView: any View, environment newEnvironment: EnvironmentValues, force: Bool) {
        if facts.modifierWatchesChanges, let watcher = modifiedContent(newView)?.modifierValue as? ChangeWatchingModifier,
           let old = modifiedContent(view)?.modifierValue,
           let action = watcher.changeAction(from: old) {
            graph.runAfterUpdate(action)
        }
        let changed = force || !ViewComparison.same(view, newView)
        if changed { noteInputChange(from: view, to: newView, force: force) }
        view = newView
        environment = newEnvironment
        if changed {
            changedCycle = graph.cycle
            rebuild(force: force)
        } else {
            refresh()
        }
    }

    /// Re-evaluates invalidated bodies in this subtree (nothing else changed).
    func refresh() {
        if transitionState?.isRemoved == true {
            // A leaving view is frozen as it was.
            needsBody = false
            hasDirtyDescendant = false
        } else if needsBody && (isComposite || nodeReader != nil) {
            rebuild(force: false)
        } else if hasDirtyDescendant {
            hasDirtyDescendant = false
            for child in children { child.refresh() }
        }
    }

    func rebuild(force: Bool) {
        needsBody = false
        hasDirtyDescendant = false
        let limit = DeepStack.depthLimit
        guard depth < limit else {
            let note = limit < ViewNode.maxDepth ? " (fewer than \(ViewNode.maxDepth) because the address space is limited)" : ""
            graph.stop(AnimKitError(.invalidArgument, "the view tree is more than \(limit) views deep (at \(type(of: view))); AnimKit builds trees up to that depth\(note)"))
            return
        }
        if let slot = view as? TransitionSlot, let state = transitionState {
            reconcile(slot.children(transition: state.transition, phase: state.phase, environment: environment), force: force)
            if !state.isRemoved { updateDeclaredTransition() }
        } else if isComposite {
            changedCycle = graph.cycle
            let body = evaluateBody()
            bodyShowsPresentedData = false
            reconcile([ChildSpec(0, body, environment)], force: force)
        } else if let reader = nodeReader {
            reconcile(reader.children(environment: environment, node: self), force: force)
        } else if let primitive = facts.primitive {
            // Environment-writing modifiers whose value changed must reach every descendant.
            reconcile(primitive.children(view, environment), force: force || writesEnvironment)
        }
    }

    /// The view as a node-reading primitive. A cast alone would look inside an optional view (`if let` content)
    /// and take the optional for what it wraps.
    private var nodeReader: NodeReadingView? {
        facts.readsNode ? view as? NodeReadingView : nil
    }

    /// Whether a changed value of this view must reach every descendant (environment writers, and
    /// scoped transaction modifiers, whose content travels to the placeholder through the environment).
    var writesEnvironment: Bool {
        if facts.isTransactionScope { return true }
        guard facts.isModifiedContent, let modified = modifiedContent(view) else { return false }
        return modified.writesEnvironment
    }

    func reconcile(_ specs: [ChildSpec], force: Bool) {
        var specs = specs
        // Only the views directly in a lazy stack or list build their rows lazily (`LazyRows`): the mark stops at
        // the first view that is not a lazy container, a user view or structural (a row's `HStack`, a `Picker`).
        if !passesLazyRows {
            for i in specs.indices where specs[i].environment.lazyStackAxis != nil { specs[i].environment.lazyStackAxis = nil }
        }
        var old = [NodeKey: ViewNode](minimumCapacity: children.count)
        for child in children { old[child.key] = child }
        var next: [ViewNode] = []
        next.reserveCapacity(specs.count)
        for spec in specs {
            if let node = old.removeValue(forKey: spec.key) {
                if node.transitionState?.isRemoved == true { node.cancelRemoval() }
                if !keepsBuiltChildren { node.update(view: spec.view, environment: spec.environment, force: force) }
                next.append(node)
            } else if let node = adoptTransitionContent(spec) {
                next.append(node)
            } else {
                let node = ViewNode(graph: graph, parent: self, key: spec.key, view: spec.view, environment: spec.environment)
                next.append(node)
                node.mount()
            }
        }
        // Removed children: slots of a live parent leave through their transition and keep their place
        // until it ends; other views (and everything at the mount) go at once.
        let animates = !isMounting && graph.cycle > 0
        var leaving: [(index: Int, node: ViewNode)] = []
        for (i, child) in children.enumerated() where old[child.key] === child {
            if child.transitionState?.isRemoved == true || (animates && child.transitionState != nil) {
                if child.transitionState?.isRemoved == false { child.beginRemoval() }
                leaving.append((i, child))
            } else {
                child.unmount()
            }
        }
        children = ViewNode.merge(next, leaving: leaving, oldOrder: children)
    }

    /// Forgets a child that has finished leaving.
    func dropChild(_ node: ViewNode) {
        children.removeAll { $0 === node }
    }

    /// Tells the graph this subtree left the tree.
    func unmount() {
        parent?.markVisualChange()
        if transitionState?.isRemoved == true {
            // A leaving view already reported its removal: it just goes with its ancestor.
            leaveSilently()
            graph.forgetRemoval(self)
            return
        }
        for child in children { child.unmount() }
        cancelAttributes()
        graph.didRemove(self)
        graph.unregisterAnimatableBody(self)
    }

    // MARK: Bodies

    /// Evaluates the body of the view or user modifier — of `presentedOwner` instead when given (an
    /// `Animatable` owner with its data as presented in an animation frame).
    func evaluateBody(presentedOwner: Any? = nil) -> any View {
        let owner: Any, make: () -> any View
        if let modified = modifiedContent(view) {
            owner = presentedOwner ?? modified.modifierValue
            make = presentedOwner.map { o in { modified.makeModifierBody(with: o) } } ?? { modified.makeModifierBody() }
        } else {
            owner = presentedOwner ?? view
            let v = (presentedOwner as? any View) ?? view
            make = { ViewNode.body(of: v) }
        }
        missingDependency = nil
        bindProperties(of: owner)
        if let missing = missingDependency {
            graph.stop(missing)
            return EmptyView()
        }
        let handle = WeakNode(self)
        return withObservationTracking(make) {
            handle.node?.invalidate(transaction: Transaction.current ?? Transaction())
        }
    }

    private static func body<V: View>(of view: V) -> any View {
        nonisolated(unsafe) let view = view   // evaluated as main-actor code of the clip (MainActorContext)
        return MainActorContext.assumeIsolated { view.body }
    }

    /// Connects `@State`, `@Environment` (also inside custom dynamic properties) to this node.
    ///
    /// A type whose value held none has none in any value (its fields' types say what they hold): its values are not
    /// reflected again (`BindingFreeTypes`).
    private func bindProperties(of value: Any) {
        let type = ObjectIdentifier(Swift.type(of: value))
        if BindingFreeTypes.shared.contains(type) { return }
        var slot = 0, found = false
        func visit(_ value: Any) {
            for child in Mirror(reflecting: value).children {
                if let bound = child.value as? GraphBoundProperty {
                    found = true
                    bound.bind(to: self, slot: &slot)
                } else if child.value is DynamicProperty {
                    found = true
                    visit(child.value)
                }
            }
        }
        visit(value)
        if !found { BindingFreeTypes.shared.insert(type) }
    }

    // MARK: Layout

    /// The layout items of this subtree (fresh for each layout pass).
    func items() -> [LayoutItem] {
        if isComposite { return children.flatMap { $0.items() } }
        return facts.primitive?.items(view, self) ?? []
    }

    /// The view's type name without generic arguments ("Text", "VStack").
    var typeName: String { facts.typeName }

    /// `value` — the node's view, or another value of its type (the old or new one of an update) — as a
    /// `ModifiedContent`, opened through the node's facts.
    func modifiedContent(_ value: any View) -> (any ModifiedContentProtocol)? { facts.modifiedContent?(value) }
}

/// A weak reference to a node that may cross into Observation's `@Sendable` change handler.
/// The graph runs on one thread; the handler fires synchronously on it during the write.
private final class WeakNode: @unchecked Sendable {
    weak var node: ViewNode?
    init(_ node: ViewNode) { self.node = node }
}

extension ViewNode {
    /// Whether the node is still in the graph's tree (its ancestors all keep it).
    var isAttached: Bool {
        var node = self
        while let parent = node.parent {
            guard parent.children.contains(where: { $0 === node }) else { return false }
            node = parent
        }
        return node === graph.root
    }
}

/// The types of views and modifiers found to hold no dynamic property (`@State`, `@Environment`, a custom
/// `DynamicProperty`): reflecting each of their values, at every evaluation of a body, would find none again.
final class BindingFreeTypes: @unchecked Sendable {
    static let shared = BindingFreeTypes()
    private let lock = NSLock()
    private var types: Set<ObjectIdentifier> = []

    func contains(_ type: ObjectIdentifier) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return types.contains(type)
    }

    func insert(_ type: ObjectIdentifier) {
        lock.lock()
        types.insert(type)
        lock.unlock()
    }
}
