import Foundation

/// Storage owned by a view, kept by the graph for as long as the view's identity lives — SwiftUI's `@State`.
///
/// Writing the value starts a state change: the owner's body is evaluated again and the change is
/// animated with the transaction current at the write (`withAnimation { isActive.toggle() }`).
///
///     @State private var isActive = false
///     Toggle("Active", isOn: $isActive)
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let location: StateLocation<Value>

    /// Creates state with an initial value, used when the view first appears.
    public init(wrappedValue value: Value) { location = StateLocation(StateBox(value)) }

    /// Creates state with an initial value, used when the view first appears.
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    /// The current value; setting it invalidates the owning view.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.set(newValue) }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = location.box
        return Binding(get: { box.value }, set: { value, transaction in box.set(value, transaction: transaction) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as nil.
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphBoundProperty {
    func bind(to node: ViewNode, slot: inout Int) {
        location.box = node.stateBox(at: slot, initial: location.box)
        slot += 1
    }
}

/// Where a `State` value finds its persistent box; re-pointed by the graph each time the view is rebuilt.
final class StateLocation<Value> {
    var box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
}
