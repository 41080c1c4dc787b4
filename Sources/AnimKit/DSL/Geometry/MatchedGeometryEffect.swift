import Foundation

/// A property wrapper giving a view a namespace for matched geometry — SwiftUI's `@Namespace`.
///
/// The identifier stays the same for as long as the view's identity lives; pass it to the views that share
/// geometry.
///
///     @Namespace private var hero
///     Thumbnail().matchedGeometryEffect(id: "card", in: hero)
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let state: State<ID>

    /// A new namespace (its identifier is kept by the view's node).
    public init() { state = State(wrappedValue: ID(value: NamespaceCounter.next())) }

    /// The namespace's identifier.
    public var wrappedValue: ID { state.wrappedValue }
}

/// Hands out namespace identifiers.
private enum NamespaceCounter {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var last = 0

    static func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        last += 1
        return last
    }
}

/// Which parts of the shared frame a matched view takes — SwiftUI's `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The position of the anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size (proposed to the view, which may choose another).
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `.matchedGeometryEffect`: the view joins the group of views sharing `id` in `namespace`.
struct MatchedGeometryModifier: ItemModifier {
    var key: MatchedGeometryKey
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let group = node.graph.matchedGeometryGroup(key)
        group.join(node, isSource: isSource, pass: node.graph.layoutPassNumber)
        return MatchedGeometryItem(node: node, inner: item, group: group, modifier: self)
    }
}

/// The identity of a matched-geometry group: an id in a namespace.
struct MatchedGeometryKey: Hashable {
    var id: AnyHashable
    var namespace: Namespace.ID
}

/// `.geometryGroup()`: the content is laid out in the view's own space and moves with the view's presented
/// frame, so views appearing inside a moving or resizing view move with it instead of starting in place.
struct GeometryGroupModifier: ItemModifier {
    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        GeometryGroupItem(node: node, inner: item)
    }
}

nonisolated extension View {
    /// Makes the view share its geometry with the other views of the same `id` in `namespace`.
    ///
    /// Of the views in a group, the source (the latest inserted with `isSource: true` that is not leaving)
    /// gives the frame; the others are proposed its size and placed on its anchor point. When the source
    /// changes in an animated change — a thumbnail replaced by a detail view with the same id — the shared
    /// frame moves and resizes from the old source's frame to the new one with the change's animation, and every
    /// view of the group (the new source too) follows it while their transitions cross-fade them.
    ///
    ///     if expanded {
    ///         RoundedRectangle(cornerRadius: 24).fill(.blue)
    ///             .matchedGeometryEffect(id: "card", in: hero)
    ///             .frame(width: 300, height: 200)
    ///     } else {
    ///         RoundedRectangle(cornerRadius: 12).fill(.blue)
    ///             .matchedGeometryEffect(id: "card", in: hero)
    ///             .frame(width: 80, height: 80)
    ///     }
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID,
                                                    properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(key: MatchedGeometryKey(id: AnyHashable(id), namespace: namespace),
                                         properties: properties, anchor: anchor, isSource: isSource))
    }

    /// Lays out the view's content in its own space, moving with the view's presented position and size.
    ///
    /// Views inserted inside a view whose frame animates then travel with it rather than appearing at their
    /// final place.
    ///
    ///     DetailCard(item: item).geometryGroup()
    public func geometryGroup() -> some View { modifier(GeometryGroupModifier()) }
}
