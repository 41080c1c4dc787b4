import Foundation

/// Transaction dispatch: after a cycle's update, the cycle's transaction travels from the root down
/// every path whose subtree changed, transformed by `.transaction`/`.animation` modifiers on the way.
extension ViewNode {
    /// Records that this node's drawn output changed in the current cycle, on its ancestors too.
    func markVisualChange() {
        let cycle = graph.cycle
        var node: ViewNode? = self
        while let n = node, n.subtreeChangedCycle != cycle {
            n.subtreeChangedCycle = cycle
            node = n.parent
        }
    }

    /// Called before a changed input replaces `old`: notes a watched value's change and whether what
    /// the node draws changed (composites and non-visual modifiers never count themselves; their
    /// children do).
    func noteInputChange(from old: any View, to new: any View, force: Bool) {
        if facts.modifierIsTransactionModifier, let a = modifiedContent(old)?.modifierValue as? TransactionModifier,
           let b = modifiedContent(new)?.modifierValue as? TransactionModifier,
           b.watchesValue, a.value != b.value {
            watchedValueChangedCycle = graph.cycle
        }
        // An `Animatable` view or modifier whose data changed is itself a change: its body follows the presented
        // data frame by frame, even when the body at the new model value draws what it drew before.
        if isComposite, ViewNode.animatableDataDiffers(old, new) { markVisualChange() }
        guard !isComposite, !facts.isTransactionScope else { return }
        // A purely structural view (tuples, groups, branches, `ForEach`) has no inputs of its own.
        if facts.isModifiedContent, let modified = modifiedContent(new) {
            if facts.modifierIsNonVisual { return }
            if force || !ViewComparison.sameOwnInputs(modified.modifierValue, (old as! any ModifiedContentProtocol).modifierValue) {
                markVisualChange()
            }
        } else if force || (!facts.isStructural && !ViewComparison.sameOwnInputs(old, new)) {
            markVisualChange()
        }
    }

    /// Whether two values of an `Animatable` view (or a modified content whose modifier is one) have different data.
    static func animatableDataDiffers(_ old: any View, _ new: any View) -> Bool {
        let a = asModifiedContent(old)?.modifierValue ?? old
        let b = asModifiedContent(new)?.modifierValue ?? new
        guard let x = a as? any Animatable else { return false }
        func differs<A: Animatable>(_ x: A) -> Bool {
            guard let y = b as? A, A.AnimatableData.self != EmptyAnimatableData.self else { return false }
            return x.animatableData != y.animatableData
        }
        return differs(x)
    }

    /// The transaction the view this node draws received in its latest update: the view is the node
    /// with its chain of modifiers, and the innermost of them reached in the latest cycle that reached any.
    var receivedTransaction: Transaction? {
        var best: ViewNode? = nil
        var node: ViewNode? = self
        while let n = node {
            if n.lastDispatchCycle > (best?.lastDispatchCycle ?? -1) { best = n }
            guard let p = n.parent, p.isModifier, p.children.first === n else { break }
            node = p
        }
        return best?.lastTransaction
    }

    /// Passes `transaction` down the changed paths of this subtree, calling transaction modifiers.
    /// `scopeUpstream` is the transaction outside the innermost scoped modifier: its content gets it.
    ///
    /// A cycle dispatches twice: once after the bodies are updated, then again after layout for the
    /// views that only moved. A node reached the first time keeps its transaction the second time (its
    /// modifiers' closures run once per cycle).
    func dispatch(_ transaction: Transaction, scopeUpstream: Transaction? = nil) {
        guard subtreeChangedCycle == graph.cycle else { return }
        var t = transaction, upstream = scopeUpstream
        let known = transactionInCurrentCycle
        if facts.modifierIsTransactionModifier, let modifier = modifiedContent(view)?.modifierValue as? TransactionModifier {
            t = known ?? modifier.apply(to: t, valueChanged: watchedValueChangedCycle == graph.cycle)
        } else if facts.isTransactionScope, let scope = view as? TransactionScope {
            upstream = t
            t = known ?? scope.bodyTransaction(t)
        } else if facts.isScopedContentPlaceholder, let placeholder = view as? ScopedContentPlaceholder, placeholder.isScoped,
                  let outside = scopeUpstream {
            t = outside
            upstream = nil
        }
        // A transition with its own animation uses it for the insertion or removal it runs this cycle.
        if let state = transitionState, state.phaseChangedCycle == graph.cycle, let animation = state.transition.animation {
            t.animation = animation
        }
        lastTransaction = t
        lastDispatchCycle = graph.cycle
        for child in children { child.dispatch(t, scopeUpstream: upstream) }
    }
}
