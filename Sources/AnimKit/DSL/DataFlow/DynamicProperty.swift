import Foundation

/// A stored property of a view whose value the graph supplies: `@State`, `@Binding`, `@Environment`, …
///
/// Custom dynamic properties may group these; the graph finds them (also nested) before each `body`.
public protocol DynamicProperty {
    /// Called before the owning view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property the graph connects to a node's persistent storage.
protocol GraphBoundProperty {
    /// Connects to `node`'s storage; `slot` counts the state slots used so far in the view.
    func bind(to node: ViewNode, slot: inout Int)
}
