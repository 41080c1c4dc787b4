import Foundation

/// A value a view gives its container's layout — SwiftUI's `LayoutValueKey`.
///
///     struct Rank: LayoutValueKey { static let defaultValue = 0 }
///     Text("Gold").layoutValue(key: Rank.self, value: 1)
///     …
///     let rank = subviews[0][Rank.self]   // in a custom Layout
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that does not set one.
    static var defaultValue: Value { get }
}

/// `.layoutValue(key:value:)`: the value the container's layout reads for `Key`.
struct LayoutValueModifier<Key: LayoutValueKey>: PrimitiveModifier {
    let value: Key.Value
}

nonisolated extension View {
    /// Gives the layout of the container this view is in `value` for `key`.
    ///
    ///     Circle().layoutValue(key: Angle.self, value: .degrees(90))
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueModifier<K>(value: value))
    }
}

extension LayoutSubview {
    /// The value the subview gives its container for `key` (the outermost `layoutValue` for it), or the default.
    ///
    ///     let rank = subview[Rank.self]
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        guard let item = element as? LayoutItem else { return K.defaultValue }
        // The views that make this one subview: the item's node, the modifiers and views around it up to the
        // container (or the ForEach / view list that made it one of several), and the single-child chain inside
        // it (an item can stand for a slot above its modifiers). The outermost value wins.
        var chain: [ViewNode] = []
        var up: ViewNode? = item.node
        while let current = up {
            chain.insert(current, at: 0)
            guard let parent = current.parent, parent.children.count == 1, !(parent.view is any LayoutView) else { break }
            up = parent
        }
        var down = item.node
        while down.children.count == 1 {
            down = down.children[0]
            chain.append(down)
        }
        var found: K.Value?
        for node in chain {
            if let modified = node.modifiedContent(node.view), let m = modified.modifierValue as? LayoutValueModifier<K> {
                found = m.value
                break
            }
        }
        return found ?? K.defaultValue
    }
}
