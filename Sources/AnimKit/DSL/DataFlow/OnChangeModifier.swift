import Foundation

/// `.onChange(of:initial:_:)`: runs an action after an update in which the watched value changed.
struct OnChangeModifier<Value: Equatable>: PrimitiveModifier, ChangeWatchingModifier, NonVisualModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func changeAction(from old: Any) -> (() -> Void)? {
        guard let old = old as? OnChangeModifier<Value>, old.value != value else { return nil }
        let (before, after, action) = (old.value, value, self.action)
        return { action(before, after) }
    }

    var initialAction: (() -> Void)? {
        guard initial else { return nil }
        let (value, action) = (self.value, self.action)
        return { action(value, value) }
    }
}

nonisolated extension View {
    /// Runs `action` with the old and new value after an update that changed `value` (and when the view appears,
    /// with `initial: true`). The action runs as a state change of its own, after the update; start an animation
    /// in it with `withAnimation`.
    ///
    ///     .onChange(of: score) { old, new in withAnimation(.bouncy) { highlight = new > old } }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Runs `action` after an update that changed `value` (and when the view appears, with `initial: true`).
    ///
    ///     .onChange(of: isOn) { withAnimation { glow.toggle() } }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: initial) { _, _ in action() })
    }

    /// Runs `action` with the new value after an update that changed `value` (deprecated in SwiftUI, still common).
    ///
    ///     .onChange(of: page) { newPage in withAnimation { offset = CGFloat(newPage) * width } }
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(OnChangeModifier(value: value, initial: false) { _, new in action(new) })
    }
}
