import Foundation

/// `.transition(_:)`: the transition a view uses when it is inserted into or removed from the tree.
///
/// The transition applies to the view that is inserted or removed — an `if` branch, a `ForEach`
/// element, a view whose `.id` changed — when this modifier is on it (anywhere in its chain of
/// modifiers) or directly around it (`.id(value).transition(t)`). Containers in between stop it.
struct TransitionTraitModifier: PrimitiveModifier, NonVisualModifier, Equatable {
    let transition: AnyTransition

    var writesEnvironment: Bool { true }
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment.transitionTrait = transition }
}

nonisolated extension View {
    /// The transition the view uses when it is inserted or removed (`.opacity` if none is given).
    ///
    ///     if visible {
    ///         Text("Hello, world!").transition(.slide)
    ///     }
    public func transition(_ transition: AnyTransition) -> some View {
        modifier(TransitionTraitModifier(transition: transition))
    }

    /// The transition the view uses when it is inserted or removed, as a `Transition` value.
    public func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionTraitModifier(transition: AnyTransition(transition)))
    }
}

private struct TransitionTraitKey: EnvironmentKey { static let defaultValue: TransitionTraitBox? = nil }

/// Holds a transition in the environment (read on the graph's thread only).
struct TransitionTraitBox: @unchecked Sendable {
    let transition: AnyTransition
}

extension EnvironmentValues {
    /// The transition set by an enclosing `.transition(_:)` for the next inserted or removed view down.
    var transitionTrait: AnyTransition? {
        get { self[TransitionTraitKey.self]?.transition }
        set { self[TransitionTraitKey.self] = newValue.map(TransitionTraitBox.init) }
    }
}
