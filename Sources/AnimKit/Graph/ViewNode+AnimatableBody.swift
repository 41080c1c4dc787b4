import Foundation

/// `View & Animatable` and `ViewModifier & Animatable`: the body is evaluated again at every frame of
/// an animation with the owner's `animatableData` as presented then (an animated counter shows every
/// intermediate number).
extension ViewNode {
    /// The view or user modifier whose body this node evaluates, when it animates its own data.
    var animatableOwner: (any Animatable)? {
        guard isComposite else { return nil }
        let owner = modifiedContent(view)?.modifierValue ?? view
        guard let animatable = owner as? any Animatable, ViewNode.hasData(animatable) else { return nil }
        return animatable
    }

    private static func hasData<A: Animatable>(_ value: A) -> Bool { A.AnimatableData.self != EmptyAnimatableData.self }

    /// Resolves the owner's data in the current pass and, while it is animated (or just stopped being),
    /// evaluates the body with it and reconciles the children.
    func updateAnimatedBody() {
        guard let owner = animatableOwner else { return }
        let (shown, changed) = presented(owner)
        guard changed || bodyShowsPresentedData else { return }
        let body = evaluateBody(presentedOwner: changed ? shown : nil)
        bodyShowsPresentedData = changed
        reconcile([ChildSpec(0, body, environment)], force: false)
    }

    /// The owner with its data as presented now, and whether that differs from the model.
    private func presented<A: Animatable>(_ owner: A) -> (A, Bool) {
        let shown = animated(owner, .body)
        return (shown, shown.animatableData != owner.animatableData)
    }

    /// Whether an ancestor's body was last evaluated with animated (not model) data: what this node shows then
    /// follows an animation frame by frame.
    var isInPresentedBody: Bool {
        var node = parent
        while let n = node {
            if n.bodyShowsPresentedData { return true }
            node = n.parent
        }
        return false
    }
}
