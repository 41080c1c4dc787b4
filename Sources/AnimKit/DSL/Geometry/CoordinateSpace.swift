import Foundation

/// A frame of reference for `GeometryProxy.frame(in:)` — SwiftUI's `CoordinateSpace`.
///
///     proxy.frame(in: .named("scroll")).minY
public enum CoordinateSpace: Hashable, @unchecked Sendable {   // names are plain values; AnyHashable is not marked Sendable
    /// The canvas.
    case global
    /// The view's own bounds (origin at its top-left corner).
    case local
    /// The frame of the view that declared `coordinateSpace(name:)` with this name.
    case named(AnyHashable)
}

/// A coordinate space value of the iOS 17 form (`.global`, `.local`, `.named("…")`) — SwiftUI's
/// `CoordinateSpaceProtocol`.
public protocol CoordinateSpaceProtocol {
    /// The equivalent `CoordinateSpace`.
    var coordinateSpace: CoordinateSpace { get }
}

/// A named coordinate space: `.named("scroll")`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The canvas as a coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own bounds as a coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space that `coordinateSpace(_:)` gave this name.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }

    /// The innermost scroll view around the view: its frame (the visible part of its content), so a view's
    /// `frame(in: .scrollView)` changes as it scrolls.
    ///
    ///     let y = proxy.frame(in: .scrollView).minY
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil))) }

    /// The innermost scroll view around the view that scrolls along `axis`.
    ///
    ///     proxy.frame(in: .scrollView(axis: .horizontal)).midX
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

extension CoordinateSpace {
    /// Whether this is the global space.
    public var isGlobal: Bool { self == .global }
    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The canvas.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own bounds.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

/// `.coordinateSpace`: names the view's frame for the geometry readers inside it.
struct CoordinateSpaceModifier: ItemModifier {
    var name: AnyHashable

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let name = self.name
        item.place = { [unowned node] inner, frame, proposal in
            node.graph.coordinateSpaces[name] = node.graph.placedFrame(frame)
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
        }
        return item
    }
}

nonisolated extension View {
    /// Names the view's frame so that geometry readers inside it can measure against it.
    ///
    ///     ScrollContent().coordinateSpace(.named("scroll"))
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }

    /// Names the view's frame (the earlier form).
    ///
    ///     ScrollContent().coordinateSpace(name: "scroll")
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }
}
