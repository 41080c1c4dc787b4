import Foundation

/// Insertion and removal through transitions, for `TransitionSlot` nodes.
extension ViewNode {
    /// Sets up a slot being mounted: a slot inserted into a live parent starts in `.willAppear` (the
    /// commit moves it to `.identity`); one mounted with its parent, or at the first mount, is in place.
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

    /// The slot left its parent's view: it stays, frozen, animating to `.didDisappear`.
    func beginRemoval() {
        guard let state = transitionState else { return }
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
