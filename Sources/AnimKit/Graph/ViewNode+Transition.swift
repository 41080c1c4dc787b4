import Foundation

/// Insertion and removal through transitions, for `TransitionSlot` nodes.
extension ViewNode {
    /// Sets up a slot being mounted: a slot inserted into a live parent starts in `.willAppear` (the
    /// commit moves it to `.identity`); one mounted with its parent, or at the first mount, is in place.
    ///
    /// The transition is first guessed from the view value (its modifier chain), which is right unless
    /// the view declares it inside a body; once the content is mounted, `updateDeclaredTransition()`
    /// reads it from the nodes and rebuilds the body around the content if the guess was wrong.
    func startTransition() {
        guard let slot = view as? TransitionSlot else { return }
        let transition = TransitionSlot.declaredTransition(of: slot.content) ?? environment.transitionTrait ?? .opacity
        let appears = !(parent?.isMounting ?? true) && graph.cycle > 0
        transitionState = TransitionState(transition: transition, phase: appears ? .willAppear : .identity, cycle: graph.cycle)
        if appears { graph.noteAppearing(self) }
    }

    /// The animation the slot's transition runs with in this cycle: the transition's own, else the
    /// transaction's at the slot.
    var transitionAnimation: Animation? {
        transitionState?.transition.animation ?? transactionInCurrentCycle?.animation
    }

    /// Moves the slot to `phase`, rebuilding the transition's body around the (unchanged) content.
    func setTransitionPhase(_ phase: TransitionPhase) {
        guard let state = transitionState, state.phase != phase else { return }
        state.phase = phase
        state.phaseChangedCycle = graph.cycle
        markVisualChange()
        rebuild(force: false)
    }

    /// The slot left its parent's view: it stays, frozen, animating to `.didDisappear` with the
    /// transition its content declared last.
    func beginRemoval() {
        guard let state = transitionState else { return }
        updateDeclaredTransition()
        forEachNode { graph.didRemove($0) }
        state.isRemoved = true
        state.removalAttributes = []
        graph.noteRemoving(self)
        setTransitionPhase(.didDisappear)
    }

    /// A leaving slot is back in its parent's view: it animates to `.identity` from where it is.
    func cancelRemoval() {
        guard let state = transitionState, state.isRemoved else { return }
        state.isRemoved = false
        state.removalAttributes = []
        graph.forgetRemoval(self)
        forEachNode { graph.didInsert($0) }
        setTransitionPhase(.identity)
    }

    /// Takes a leaving slot out of its parent for good (its removal animations ended).
    func finishRemoval() {
        parent?.dropChild(self)
        for child in children { child.leaveSilently() }
        cancelAttributes()
        graph.unregisterAnimatableBody(self)
        graph.forgetRemoval(self)
    }

    /// Reads the transition the slot's content declares now; when it changed, builds the new
    /// transition's body around the same content node (its state and animations carry on).
    func updateDeclaredTransition() {
        guard let state = transitionState, let slot = view as? TransitionSlot else { return }
        let content = transitionContentNode()
        state.declared = content?.declaredTransition()
        let transition = state.declared ?? environment.transitionTrait ?? .opacity
        guard transition != state.transition else { return }
        state.transition = transition
        if let content {
            content.parent?.dropChild(content)
            state.detachedContent = content
        }
        markVisualChange()
        reconcile(slot.children(transition: transition, phase: state.phase, environment: environment), force: false)
        if let unused = state.detachedContent {
            // The new body does not show its content (a custom transition may not): it goes.
            state.detachedContent = nil
            unused.unmount()
        }
    }

    /// The node of this slot's content inside its transition's body (not a nested slot's).
    func transitionContentNode() -> ViewNode? {
        var stack = children
        while let node = stack.popLast() {
            if node.view is TransitionContent { return node }
            if node.transitionState == nil { stack.append(contentsOf: node.children.reversed()) }
        }
        return nil
    }

    /// The content node set aside by a slot above while its transition's body is rebuilt, taken by
    /// the new body's placeholder (`spec` shows the slot's content).
    func adoptTransitionContent(_ spec: ChildSpec) -> ViewNode? {
        guard spec.view is TransitionContent else { return nil }
        var writes = false
        var n: ViewNode? = self
        while let node = n {
            if let state = node.transitionState {
                guard let content = state.detachedContent, content.key == spec.key else { return nil }
                state.detachedContent = nil
                content.parent = self
                // Modifiers of the new body that write the environment must reach the content.
                content.update(view: spec.view, environment: spec.environment, force: writes)
                return content
            }
            writes = writes || node.writesEnvironment
            n = node.parent
        }
        return nil
    }

    /// The transition this subtree declares for the slot it is in: a `.transition` on the view, found
    /// through modifiers, the bodies of custom views and modifiers, branches, groups, type erasure and
    /// `.id` (not through stacks, lists or `ForEach`, which give each of their views its own).
    func declaredTransition() -> AnyTransition? {
        var node: ViewNode? = self
        while let n = node {
            if n.facts.modifierIsTransitionTrait, let trait = n.modifiedContent(n.view)?.modifierValue as? TransitionTraitModifier {
                return trait.transition
            }
            if let nested = n.transitionState {
                // A slot inside: what its content declares was read when it was built (inner slots
                // are built first), so the walk stops here — once per slot, not down the whole chain.
                return nested.declared
            } else if n.isComposite || n.view is TransitionPassThrough {
                node = n.children.first { $0.transitionState?.isRemoved != true }
            } else if n.isModifier {
                node = n.children.first { $0.key.slot == AnyHashable(0) }   // the content, not a background
            } else {
                node = nil
            }
        }
        return nil
    }

    /// Drops a subtree whose removal was already reported.
    func leaveSilently() {
        for child in children { child.leaveSilently() }
        cancelAttributes()
        graph.unregisterAnimatableBody(self)
    }

    /// Calls `body` for this node and every descendant, leaving out views already leaving the tree
    /// (their removal was reported when it began).
    func forEachNode(_ body: (ViewNode) -> Void) {
        body(self)
        for child in children where child.transitionState?.isRemoved != true { child.forEachNode(body) }
    }

    /// Whether `ancestor` is this node or one of its ancestors.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var n: ViewNode? = self
        while let node = n {
            if node === ancestor { return true }
            n = node.parent
        }
        return false
    }

    /// `next` with the `leaving` nodes put back after the sibling that preceded each in `oldOrder`.
    static func merge(_ next: [ViewNode], leaving: [(index: Int, node: ViewNode)], oldOrder: [ViewNode]) -> [ViewNode] {
        guard !leaving.isEmpty else { return next }
        var result = next
        for (index, node) in leaving {
            var position = 0
            var j = index - 1
            while j >= 0 {
                if let k = result.firstIndex(where: { $0 === oldOrder[j] }) { position = k + 1; break }
                j -= 1
            }
            result.insert(node, at: position)
        }
        return result
    }
}

/// A view that shows one view of its own unchanged, so a `.transition` on that view is its own.
protocol TransitionPassThrough {}

// Besides the `SingleViewWrapper`s (branches, groups, `AnyView`, `.id`; optionals need their own):
extension Optional: TransitionPassThrough where Wrapped: View {}
extension TransitionContent: TransitionPassThrough {}
extension PlaceholderContentView: TransitionPassThrough {}
extension _ViewModifier_Content: TransitionPassThrough {}
extension ScopedTransactionView: TransitionPassThrough {}
