import Foundation

/// The persistent storage of one `@State` property, owned by a graph node.
class AnyStateBox {
    /// The node whose body reads this state.
    weak var node: ViewNode?
}

/// A typed state value; writes invalidate the owning node within the current state-change cycle.
final class StateBox<Value>: AnyStateBox {
    var value: Value

    init(_ value: Value) { self.value = value }

    /// Stores `newValue` and tells the graph, with the transaction of the write.
    func set(_ newValue: Value, transaction: Transaction? = nil) {
        value = newValue
        node?.invalidate(transaction: transaction ?? Transaction.current ?? Transaction())
    }
}
