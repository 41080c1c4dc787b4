import Foundation

/// A reference to a value owned elsewhere: reading gets it, writing sets it at its source — SwiftUI's `@Binding`.
///
///     struct SubView: View {
///         @Binding var isActive: Bool
///         var body: some View { Button("Active") { isActive.toggle() } }
///     }
///     SubView(isActive: $isActive)
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The value when the binding was made: a view holding the binding changed when this did (a new
    /// binding and an old one to the same source read the same *current* value).
    let snapshot: Value
    /// The transaction used for writes through this binding (set with `animation(_:)` or `transaction(_:)`).
    public var transaction: Transaction

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: { value, _ in set(value) })
    }

    /// A binding whose setter receives the transaction of the write.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        snapshot = get()
        transaction = Transaction()
    }

    /// A binding to `projectedValue`'s source.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {
            if transaction.animation != nil || transaction.disablesAnimations {
                withTransaction(transaction) { setter(newValue, Transaction.current ?? transaction) }
            } else {
                setter(newValue, Transaction.current ?? Transaction())
            }
        }
    }

    /// The binding itself (`$value` inside a view that holds `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let source = self
        var result = Binding<Subject>(get: { source.wrappedValue[keyPath: keyPath] },
                                      set: { value in source.wrappedValue[keyPath: keyPath] = value })
        result.transaction = transaction
        return result
    }

    /// The same binding, animating its writes with `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var copy = self
        copy.transaction.animation = animation
        return copy
    }

    /// The same binding, writing within `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding: DynamicProperty {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
