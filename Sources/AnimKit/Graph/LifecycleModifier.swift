import Foundation

/// A modifier that watches a value (`onChange(of:)`): work to do after an update that changed it.
protocol ChangeWatchingModifier {
    /// The action for an update from `old` (the modifier as it was), or nil when the watched value is the same.
    func changeAction(from old: Any) -> (() -> Void)?
    /// The action to run when the view first appears (`initial: true`).
    var initialAction: (() -> Void)? { get }
}

/// A modifier with work to do when its view enters or leaves the graph.
protocol LifecycleModifier {
    var appearAction: (() -> Void)? { get }
    var disappearAction: (() -> Void)? { get }
}
