import Foundation

/// A view that stands for the content of the enclosing scoped transaction modifier.
protocol ScopedContentPlaceholder: PrimitiveView {
    /// Whether the content comes from outside a scoped modifier (rather than being given directly).
    var isScoped: Bool { get }
}

extension ScopedContentPlaceholder {
    static var roleIsScopedContentPlaceholder: Bool { true }
}

/// A scoped transaction modifier's view: its body receives a changed transaction, the content (under
/// the body's placeholder) the upstream one.
protocol TransactionScope: PrimitiveView {
    /// The transaction the scope's body receives.
    func bodyTransaction(_ upstream: Transaction) -> Transaction
}

extension TransactionScope {
    static var roleIsTransactionScope: Bool { true }
}
