import Foundation
import Observation

/// Makes bindings to the properties of an `@Observable` object — SwiftUI's `@Bindable`.
///
///     @Bindable var store = store
///     Toggle("On", isOn: $store.isOn)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The observed object.
    public var wrappedValue: Value

    /// Wraps an observable object.
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// Wraps an observable object.
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }

    /// The wrapper itself, for `$object.property` bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

extension Bindable: DynamicProperty {}
