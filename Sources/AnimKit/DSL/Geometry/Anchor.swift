import Foundation

/// A rectangle or point of a view's geometry, passed up in a preference and resolved in another view's
/// coordinates by `GeometryProxy`'s subscript — SwiftUI's `Anchor`.
///
///     .anchorPreference(key: BoundsKey.self, value: .bounds) { [tab: $0] }
///     …
///     .overlayPreferenceValue(BoundsKey.self) { anchors in
///         GeometryReader { proxy in Capsule().frame(width: proxy[anchors[selected]!].width, height: 3) }
///     }
public struct Anchor<Value> {
    /// The value in the canvas's coordinates (where the view was placed by the latest layout).
    let global: Value

    /// Where an anchor's value comes from in the view it is made for — SwiftUI's `Anchor.Source`.
    public struct Source: Sendable {
        let make: @Sendable (CGRect) -> Value
    }

    /// The value in the coordinates of a frame whose top-leading corner is at `origin` on the canvas.
    func value(relativeTo origin: CGPoint) -> Value {
        if let rect = global as? CGRect, let local = rect.offsetBy(dx: -origin.x, dy: -origin.y) as? Value { return local }
        if let point = global as? CGPoint, let local = CGPoint(x: point.x - origin.x, y: point.y - origin.y) as? Value { return local }
        return global
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { $0.origin == .zero ? r : r.offsetBy(dx: $0.minX, dy: $0.minY) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// `anchor` in this reader's coordinates.
    ///
    ///     let rect = proxy[anchor]   // an Anchor<CGRect> from .anchorPreference(…, value: .bounds)
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value(relativeTo: globalFrame.origin) }
}

/// Where the view an anchor preference is made for was placed by the latest layout (in canvas coordinates).
final class AnchorFrameBox {
    var frame: CGRect?
}

/// `.anchorPreference` / `.transformAnchorPreference`: passes up a value made from an anchor of the view's
/// frame as the latest layout placed it.
struct AnchorPreferenceModifier<A, Key: PreferenceKey>: ItemModifier, PreferenceContributor {
    let source: Anchor<A>.Source
    /// Makes the value from the anchor and what the content passes up (nil: the transform form ignores it).
    let make: (Key.Value?, Anchor<A>) -> Key.Value

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        item.place = { [unowned node] inner, frame, proposal in
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
            // Anchors take the layout of the state (as geometry readers do), not a frame of an animation.
            if case .commit? = node.graph.pass { node.anchorFrameBox.frame = node.graph.placedFrame(frame).current }
        }
        return item
    }

    func contribute<K: PreferenceKey>(_ key: K.Type, node: ViewNode, children: () -> K.Value?) -> K.Value? {
        guard K.self == Key.self, let frame = node.anchorFrameBox.frame else { return children() }
        return make(children() as? Key.Value, Anchor(global: source.make(frame))) as? K.Value
    }
}

extension ViewNode {
    /// The node's anchor frame box (created on first use).
    var anchorFrameBox: AnchorFrameBox { stored { AnchorFrameBox() } }
}

/// The view `overlayPreferenceValue` / `backgroundPreferenceValue` build from the value their content passes up:
/// built again, and laid out in the same commit, whenever that value changes.
nonisolated struct PreferenceValueReader<Key: PreferenceKey, Content: View>: View, NodeReadingView {
    typealias Body = Never
    let transform: (Key.Value) -> Content

    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        let value = node.preferenceBox.value as? Key.Value ?? Key.defaultValue
        return [ChildSpec(0, transform(value), environment)]
    }

    func items(node: ViewNode) -> [LayoutItem] { node.children.flatMap { $0.items() } }
}

/// Lays out a `PreferenceValueReader` over or under the content, in its frame, and hands it the value the
/// content passes up after each layout.
struct PreferenceValueModifier<Key: PreferenceKey, Secondary: View>: ItemModifier {
    let reader: PreferenceValueReader<Key, Secondary>
    let alignment: Alignment
    let inFront: Bool

    var extraViews: [any View] { [reader] }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        ClosureItem.layered(item, with: extras.first ?? [], alignment: alignment, inFront: inFront, node: node) { [unowned node] in
            // The content is placed: hand the reader the value it passes up, building it again when it changed.
            guard case .commit? = node.graph.pass, node.children.count > 1 else { return }
            let value = PreferenceCollector.value(Key.self, of: node.children[0]) ?? Key.defaultValue
            let reader = node.children[1], box = reader.preferenceBox
            if !box.seen || !PreferenceValueModifier.same(box.value, value) {
                box.seen = true
                box.value = value
                node.graph.noteGeometryChange(reader)
            }
        }
    }

    /// Whether the reader was built with this value already (values that are not `Equatable` always differ).
    static func same(_ old: Any?, _ new: Key.Value) -> Bool {
        guard let old = old as? Key.Value, let a = old as? any Equatable else { return false }
        return a.isEqualValue(to: new)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    func isEqualValue(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

nonisolated extension View {
    /// Passes up a value made from an anchor of this view's geometry.
    ///
    ///     .anchorPreference(key: BoundsKey.self, value: .bounds) { [id: $0] }
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value, make: { _, anchor in transform(anchor) }))
    }

    /// Changes the value this view passes up for `key` with an anchor of its geometry.
    ///
    ///     .transformAnchorPreference(key: PointsKey.self, value: .center) { points, anchor in points.append(anchor) }
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(AnchorPreferenceModifier<A, K>(source: value, make: { current, anchor in
            var value = current ?? K.defaultValue
            transform(&value, anchor)
            return value
        }))
    }

    /// Draws a view made from the value this view's subtree passes up for `key` on top of it, in its frame
    /// (built again, in the same update, when the value changes).
    ///
    ///     .overlayPreferenceValue(BoundsKey.self) { anchors in GeometryReader { proxy in … } }
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueModifier<K, V>(reader: PreferenceValueReader(transform: transform), alignment: alignment, inFront: true))
    }

    /// Draws a view made from the value this view's subtree passes up for `key` behind it, in its frame.
    ///
    ///     .backgroundPreferenceValue(BoundsKey.self) { anchors in GeometryReader { proxy in … } }
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueModifier<K, V>(reader: PreferenceValueReader(transform: transform), alignment: alignment, inFront: false))
    }
}
