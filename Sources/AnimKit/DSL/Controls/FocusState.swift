import Foundation

/// Which field has the keyboard's focus, as a view's state — SwiftUI's `@FocusState`.
///
/// Bind it to text fields with `.focused(_:)` (a `Bool`) or `.focused(_:equals:)` (an optional value): a
/// tapped or typed-into field sets it, and setting it focuses the field.
///
///     @FocusState private var isSearching: Bool
///     TextField("Search", text: $query).focused($isSearching)
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let location: StateLocation<Value>

    /// Focus state for one field: false.
    public init() where Value == Bool { location = StateLocation(StateBox(false)) }

    /// Focus state for several fields: nil (none focused).
    public init<T: Hashable>() where Value == T? { location = StateLocation(StateBox(nil)) }

    /// The focused field (or whether the field is focused).
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.set(newValue) }
    }

    /// A binding for `.focused(_:)`.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: location.box) }

    /// A binding to focus state, for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>

        /// The focused field (or whether the field is focused).
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }
}

extension FocusState: GraphBoundProperty {
    func bind(to node: ViewNode, slot: inout Int) {
        location.box = node.stateBox(at: slot, initial: location.box)
        slot += 1
    }
}

/// An optional type, whose `nil` a generic function can make.
protocol OptionalValue { static var nilValue: Any { get } }
extension Optional: OptionalValue { static var nilValue: Any { Self.none as Any } }

/// A text field's link to focus state: whether it is focused, and how to focus or leave it.
struct FieldFocus {
    let isFocused: Bool
    let set: (Bool) -> Void
}

private struct FieldFocusKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: FieldFocus? = nil }
private struct SubmitActionKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: (() -> Void)? = nil }

extension EnvironmentValues {
    /// The focus state the text field inside is bound to.
    var fieldFocus: FieldFocus? {
        get { self[FieldFocusKey.self] }
        set { self[FieldFocusKey.self] = newValue }
    }

    /// What the return key does in text fields inside (`onSubmit`).
    var submitAction: (() -> Void)? {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}

/// How a submission comes (SwiftUI's `SubmitTriggers`: `.text` from text fields, `.search` from search fields).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The return key in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field's submission.
    public static let search = SubmitTriggers(rawValue: 2)
}

nonisolated extension View {
    /// Binds the text field inside to `condition`: true while it is focused.
    ///
    ///     TextField("Name", text: $name).focused($nameFocused)
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.fieldFocus, FieldFocus(isFocused: condition.wrappedValue, set: { condition.wrappedValue = $0 }))
    }

    /// Binds the text field inside to `binding`: it holds `value` while the field is focused.
    ///
    ///     TextField("Email", text: $email).focused($field, equals: .email)
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        let isFocused = binding.wrappedValue == value
        return environment(\.fieldFocus, FieldFocus(isFocused: isFocused, set: { focus in
            if focus { binding.wrappedValue = value } else if binding.wrappedValue == value,
                                                           let none = (V.self as? OptionalValue.Type)?.nilValue as? V {
                binding.wrappedValue = none
            }
        }))
    }

    /// Runs `action` when a submission of one of `triggers` comes from inside: `.text` when the return key is
    /// typed in a text field (a `Type` step's `"\n"`); `.search` from a search field (AnimKit has none, so an
    /// action for `.search` alone never runs, as in SwiftUI without one).
    ///
    ///     TextField("Add", text: $draft).onSubmit { add() }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        transformEnvironment(\.submitAction) { outer in
            guard triggers.contains(.text) else { return }
            let inner = outer
            outer = { inner?(); action() }
        }
    }
}
