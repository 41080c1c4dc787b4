import Foundation

/// An `ObservableObject` a view creates and owns for as long as its identity lives — SwiftUI's `@StateObject`.
///
/// The object is made from the initial value the first time the view is built, and kept across updates; the
/// view's body is evaluated again whenever the object announces a change.
///
///     @StateObject private var player = Player()
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let make: () -> ObjectType
    let location = ObjectLocation<ObjectType>()

    /// A state object made (once) from `thunk`.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { make = thunk }

    /// The object the view owns.
    public var wrappedValue: ObjectType {
        if let object = location.object { return object }
        let object = make()   // outside a clip's graph: made on first read
        location.object = object
        return object
    }

    /// Bindings to the object's properties: `$player.volume`.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

extension StateObject: GraphBoundProperty {
    func bind(to node: ViewNode, slot: inout Int) {
        let holder = node.stateBox(at: slot, initial: StateBox(ObjectHolder<ObjectType>())).value
        slot += 1
        if holder.object == nil { holder.object = make() }
        location.object = holder.object
        if let object = holder.object { node.observe(object) }
    }
}

/// Keeps a state object in its view's state slot.
final class ObjectHolder<ObjectType> {
    var object: ObjectType?
}

/// Where a graph-bound object wrapper finds its object; set by the graph each time the view is built.
final class ObjectLocation<ObjectType> {
    var object: ObjectType?
}

/// The subscriptions of a node to the objects its views read (each object once).
final class ObjectObservations {
    var subscriptions: [ObjectIdentifier: (object: WeakObject, cancellable: AnyCancellable)] = [:]
}

extension ViewNode {
    /// Evaluates this node's body again, with the transaction of the write, whenever `object` announces a change.
    func observe<O: ObservableObject>(_ object: O) {
        let observations = stored { ObjectObservations() }
        let id = ObjectIdentifier(object)
        if let existing = observations.subscriptions[id], existing.object.value === object { return }
        guard let source = object.objectWillChange as? ValueSource else { return }
        let cancellable = source.subscribeValues { [weak self] _ in
            self?.invalidate(transaction: Transaction.current ?? Transaction())
        }
        observations.subscriptions[id] = (WeakObject(object), cancellable)
    }
}
