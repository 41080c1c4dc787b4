import Foundation

/// A scroll view's link to a `scrollPosition(id:anchor:)` binding.
struct ScrollPositionLink {
    let get: () -> AnyHashable?
    let set: (AnyHashable?) -> Void
    let anchor: UnitPoint?
}

private struct ScrollPositionKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: ScrollPositionLink? = nil }

extension EnvironmentValues {
    var scrollPositionLink: ScrollPositionLink? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Binds the scroll view to the id of a view in its content (a `ForEach` element's id or an `.id`):
    /// setting it scrolls there (with the transaction's animation, `anchor` meeting the same point of the
    /// scroll view — top leading when nil); a finger's scroll sets it to the first view in view where the
    /// content comes to rest.
    ///
    ///     ScrollView { LazyVStack { ForEach(items) { Row($0) } }.scrollTargetLayout() }
    ///         .scrollPosition(id: $visibleID)
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(\.scrollPositionLink, ScrollPositionLink(
            get: { id.wrappedValue.map { AnyHashable($0) } },
            set: { value in id.wrappedValue = value.flatMap { $0.base as? ID } },
            anchor: anchor))
    }
}

extension ScrollState {
    /// The id of the first view in view when the content rests at `offset` (the view whose far edge is past
    /// the visible region's near edge, nearest it).
    func firstVisibleID(at offset: CGPoint, axes: Axis.Set) -> AnyHashable? {
        let vertical = axes != .horizontal
        let edge = (vertical ? offset.y + contentOrigin.y : offset.x + contentOrigin.x) + 0.5
        return anchors.filter { (vertical ? $0.value.maxY : $0.value.maxX) > edge }
            .min { (vertical ? $0.value.minY : $0.value.minX) < (vertical ? $1.value.minY : $1.value.minX) }?.key
    }

    /// The offset that shows the view `id` with `anchor` meeting the same point of the viewport.
    func offset(showing id: AnyHashable, anchor: UnitPoint?) -> CGPoint? {
        guard let frame = frame(of: id) else { return nil }
        let a = anchor ?? .topLeading
        let x = frame.minX - contentOrigin.x + a.x * frame.width - a.x * viewport.width
        let y = frame.minY - contentOrigin.y + a.y * frame.height - a.y * viewport.height
        return clamped(CGPoint(x: x, y: y))
    }
}
