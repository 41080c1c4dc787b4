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

    /// Stores `newValue` and tells the graph, with the transaction of the write. As in SwiftUI, writing an
    /// `Equatable` value equal to the current one changes nothing: no body is evaluated again, no `onChange`
    /// runs (so an effect that writes the same value every frame does not loop).
    func set(_ newValue: Value, transaction: Transaction? = nil) {
        if StateBox.equal(value, newValue) { return }
        value = newValue
        node?.invalidate(transaction: transaction ?? Transaction.current ?? Transaction())
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
