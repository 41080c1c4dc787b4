import Foundation

extension ViewNode {
    private final class ScopeBox {
        weak var node: ViewNode?
        init(_ node: ViewNode) { self.node = node }
    }

    /// For a `PlaceholderContentView` node: the content node it stands for.
    var scopedContent: ViewNode? {
        (userData[ObjectIdentifier(ScopeBox.self)] as? ScopeBox)?.node
    }

    /// Points every placeholder in this subtree (not inside nested scopes) at `content`.
    func provideScopedContent(_ content: ViewNode) {
        if view is ScopedContentPlaceholder {
            userData[ObjectIdentifier(ScopeBox.self)] = ScopeBox(content)
            return
        }
        if view is TransactionScope { return }
        for child in children { child.provideScopedContent(content) }
    }
}

/// A view that stands for the content of the enclosing scoped transaction modifier.
protocol ScopedContentPlaceholder {}

/// A scoped transaction modifier's view: placeholders inside it belong to it, not to an outer scope.
protocol TransactionScope {
    /// The transaction the scope's body (not its content) receives.
    func bodyTransaction(_ upstream: Transaction) -> Transaction
}
