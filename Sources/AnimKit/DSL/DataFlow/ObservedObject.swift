import Foundation

/// An `ObservableObject` a view is given and follows — SwiftUI's `@ObservedObject`: the view's body is evaluated
/// again whenever the object announces a change.
///
///     struct PlayerControls: View {
///         @ObservedObject var player: Player
///         var body: some View { Toggle("Loop", isOn: $player.loops) }
///     }
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the properties of an observed object: `$player.volume`.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to a property of the object (its writes announce the change, with the binding's transaction).
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] },
                           set: { value, transaction in withTransaction(transaction) { root[keyPath: keyPath] = value } })
        }
    }

    /// The object the view follows.
    public var wrappedValue: ObjectType

    /// Follows `wrappedValue`.
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }

    /// Follows `initialValue`.
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    /// Bindings to the object's properties.
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

extension ObservedObject: GraphBoundProperty {
    func bind(to node: ViewNode, slot: inout Int) { node.observe(wrappedValue) }
}
