/// When a completion handler of an animation runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    let kind: Kind

    /// When the animation is logically complete (a spring in its long tail), or removed if that comes first.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)
    /// When the animation has finished and been removed.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// Runs a completion closure once every animation started for it is complete by its criteria.
///
/// `withAnimation(_:completionCriteria:_:completion:)` puts one in its transaction; every animated value
/// that starts an animation with that transaction takes a handle (`AnimationCompletion`); once the state
/// change is over the group is sealed, and the closure runs when the last handle completes — at once
/// if nothing animated.
public final class AnimationCompletionGroup: @unchecked Sendable {
    // Used from the clip's thread only.
    public let criteria: AnimationCompletionCriteria
    private let callback: () -> Void
    private var pending = 0
    private var sealed = false
    private var fired = false
    /// How the closure is delivered when it is due (a view graph runs it as its own state change);
    /// nil calls it at once.
    var deliver: ((@escaping () -> Void) -> Void)?

    /// A group calling `callback` once.
    public init(criteria: AnimationCompletionCriteria, _ callback: @escaping () -> Void) {
        self.criteria = criteria
        self.callback = callback
    }

    /// A handle for one more animation to wait for.
    public func makeHandle() -> AnimationCompletion {
        pending += 1
        return AnimationCompletion(group: self)
    }

    /// No more handles will be made; runs the closure now if nothing is pending.
    public func seal() {
        sealed = true
        fireIfDone()
    }

    fileprivate func handleDone() {
        pending -= 1
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, pending == 0, !fired else { return }
        fired = true
        if let deliver { deliver(callback) } else { callback() }
    }
}

/// One animated value's share of an `AnimationCompletionGroup`.
public final class AnimationCompletion: @unchecked Sendable {
    private let group: AnimationCompletionGroup
    private var done = false

    init(group: AnimationCompletionGroup) { self.group = group }

    /// The animation reported logical completion.
    func logicallyComplete() {
        if group.criteria == .logicallyComplete { finish() }
    }

    /// The animation finished or was removed (dropped by a jump, taken over by a merge).
    func finish() {
        guard !done else { return }
        done = true
        group.handleDone()
    }
}
