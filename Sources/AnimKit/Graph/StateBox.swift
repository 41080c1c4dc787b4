import Foundation

/// The persistent storage of one `@State` property, owned by a graph node.
class AnyStateBox {
    /// The node whose body reads this state.
    weak var node: ViewNode?
}

/// A typed state value. A write is stored at once (actions read it back), and the owning node is invalidated
/// when the graph applies the write in the update of its transaction (see `ViewGraph.enqueue`): bodies evaluated
/// before then still read the value as it was, as in SwiftUI, so two writes made in two `withAnimation` blocks
/// of one action change the view in two updates, each with its own animation.
final class StateBox<Value>: AnyStateBox {
    /// The latest value written: what actions, and everything outside an update, read.
    private var latest: Value
    /// The values before writes the graph has not applied yet, oldest first.
    private var saved: [Value] = []

    init(_ value: Value) { latest = value }

    /// The value: while bodies are evaluated, the one the applied writes left; otherwise the latest written.
    var value: Value {
        if !saved.isEmpty, node?.graph.isUpdating == true { return saved[0] }
        return latest
    }

    /// Stores `newValue` and tells the graph, with the transaction of the write. As in SwiftUI, writing an
    /// `Equatable` value equal to the current one changes nothing: no body is evaluated again, no `onChange`
    /// runs (so an effect that writes the same value every frame does not loop).
    func set(_ newValue: Value, transaction: Transaction? = nil) {
        if StateBox.equal(latest, newValue) { return }
        let transaction = transaction ?? Transaction.current ?? Transaction()
        guard let node else {
            latest = newValue
            return
        }
        saved.append(latest)
        latest = newValue
        let combined = node.graph.enqueue(transaction, key: ObjectIdentifier(self)) { [weak self] in
            guard let self, let node = self.node else { return }
            if !self.saved.isEmpty { self.saved.removeFirst() }
            node.markNeedsBody(transaction: transaction)
        }
        // A second write in the same update replaces the first: one saved value is enough.
        if combined { saved.removeLast() }
    }

    /// Whether two values are the same by `==` (false when the type is not `Equatable`).
    static func equal(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
