import Foundation

/// A value that views pass up to their ancestors — SwiftUI's `PreferenceKey`.
///
/// A view sets a value with `preference(key:value:)`; an ancestor reads the combined value of its subtree with
/// `onPreferenceChange`, `overlayPreferenceValue` or `backgroundPreferenceValue`. Siblings' values are combined
/// in order with `reduce`.
///
///     struct HeightKey: PreferenceKey {
///         static var defaultValue: CGFloat = 0
///         static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
///     }
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subtree in which no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next sibling's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil, for an optional value.
    public static var defaultValue: Value { nil }
}

/// A modifier that contributes to the preference values its node passes up.
protocol PreferenceContributor {
    /// The value of `key` the node passes up, given what its children pass up (`children`).
    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, children: () -> K.Value?) -> K.Value?
}

/// Collects a subtree's preference values from the graph's nodes.
enum PreferenceCollector {
    /// The value of `key` that `node`'s subtree passes up, or nil when no view in it sets one.
    static func value<K: PreferenceKey>(_ key: K.Type, of node: ViewNode) -> K.Value? {
        let children = { combined(K.self, of: node.children) }
        if node.facts.modifierContributesPreferences, let modified = node.modifiedContent(node.view),
           let contributor = modified.modifierValue as? any PreferenceContributor {
            return contributor.contribute(K.self, node: node, children: children)
        }
        return children()
    }

    /// The value of `key` that `nodes` pass up together, combined in order.
    static func combined<K: PreferenceKey>(_ key: K.Type, of nodes: [ViewNode]) -> K.Value? {
        var result: K.Value?
        // A view leaving with a removal transition no longer passes values up.
        for node in nodes where node.transitionState?.isRemoved != true {
            guard let next = value(K.self, of: node) else { continue }
            if result == nil {
                result = next
            } else {
                K.reduce(value: &result!, nextValue: { next })
            }
        }
        return result
    }
}

/// `.preference(key:value:)`: the view passes `value` up for `Key` (in place of what its content passes up).
struct PreferenceWritingModifier<Key: PreferenceKey>: PrimitiveModifier, PreferenceContributor {
    let value: Key.Value

    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, children: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self else { return children() }
        return value as? K.Value
    }
}

/// `.transformPreference`: changes the value its content passes up for `Key`.
struct PreferenceTransformModifier<Key: PreferenceKey>: PrimitiveModifier, PreferenceContributor {
    let transform: (inout Key.Value) -> Void

    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, children: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self, var value = (children() ?? K.defaultValue) as? Key.Value else { return children() }
        transform(&value)
        return value as? K.Value
    }
}

/// What a preference observer last saw, and how it checks again as scroll views move their content (geometry
/// readers inside then pass up new values without a new layout of the observer).
final class PreferenceBox: ScrollFollower {
    weak var node: ViewNode?
    var value: Any?
    var seen = false
    var check: (() -> Void)?

    init(node: ViewNode) { self.node = node }

    func follow() -> Bool {
        check?()
        return false
    }
}

extension ViewNode {
    /// The node's preference box (created on first use).
    var preferenceBox: PreferenceBox { stored { PreferenceBox(node: self) } }
}

/// `.onPreferenceChange`: after layout, runs `action` when the value the content passes up for `Key` changed.
struct PreferenceChangeModifier<Key: PreferenceKey>: ItemModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let action = self.action
        item.place = { [unowned node] inner, frame, proposal in
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
            let box = node.preferenceBox
            box.check = { [unowned box] in
                guard let node = box.node, let content = node.children.first else { return }
                let value = PreferenceCollector.value(Key.self, of: content) ?? Key.defaultValue
                guard value != box.value as? Key.Value ?? Key.defaultValue else { return }
                box.value = value
                // As SwiftUI's, after the layout that changed it, as a state change of its own at the same time.
                let graph = node.graph
                graph.schedule(at: graph.clock) { action(value) }
            }
            box.check?()
            node.graph.noteScrollFollower(box, for: node, inside: true)
        }
        return item
    }
}

nonisolated extension View {
    /// Passes `value` up to ancestors for `key`.
    ///
    ///     Text(title).preference(key: TitleKey.self, value: title)
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    /// Changes the value this view passes up for `key` (the default value when nothing inside sets it).
    ///
    ///     content.transformPreference(NamesKey.self) { $0.append("footer") }
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceTransformModifier<K>(transform: callback))
    }

    /// Runs `action` with the value this view's subtree passes up for `key`, when it is first set and whenever
    /// it changes (after the layout that changed it, as a state change of its own). As on iOS 18 the action is
    /// `@Sendable`: Swift 6 code writes state from it inside `MainActor.assumeIsolated { … }`, which holds in a clip.
    ///
    ///     .onPreferenceChange(HeightKey.self) { height in MainActor.assumeIsolated { total = height } }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping @Sendable (K.Value) -> Void) -> some View where K.Value: Equatable {
        modifier(PreferenceChangeModifier<K>(action: action))
    }
}
