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
        if String(describing: type(of: view)).hasPrefix("PlaceholderContentView") {
            userData[ObjectIdentifier(ScopeBox.self)] = ScopeBox(content)
            return
        }
        if String(describing: type(of: view)).hasPrefix("ScopedTransactionView") { return }
        for child in children { child.provideScopedContent(content) }
    }
}
