import Foundation

/// Where a scroll view's content is — SwiftUI's `ScrollGeometry` (iOS 18).
///
///     .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
public struct ScrollGeometry: Equatable, Sendable {
    /// How far the content is scrolled (positive: moved up / left).
    public var contentOffset: CGPoint
    /// The size of the content.
    public var contentSize: CGSize
    /// The insets around the content (none in AnimKit's scroll views).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// A geometry.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content that shows, in the content's coordinates.
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    /// The scroll view's bounds in the content's coordinates.
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// What a scroll view is doing — SwiftUI's `ScrollPhase` (iOS 18).
public enum ScrollPhase: Equatable, Sendable {
    /// At rest.
    case idle
    /// A finger is down and may start scrolling.
    case tracking
    /// A finger is moving the content.
    case interacting
    /// Gliding after a flick.
    case decelerating
    /// Moving to a position set in code (`scrollTo`, `scrollPosition`).
    case animating

    /// Whether the content is moving.
    public var isScrolling: Bool { self != .idle }
}

/// The geometry and velocity when a scroll view's phase changes — SwiftUI's `ScrollPhaseChangeContext`.
public struct ScrollPhaseChangeContext: Sendable {
    /// The geometry now.
    public var geometry: ScrollGeometry
    /// The velocity, when a finger let go (points per second), or nil.
    public var velocity: CGVector?
}

/// A scroll view's node among the views a modifier wraps (through other modifiers around it).
protocol ScrollViewMarker {}

/// Watches the scroll view a modifier wraps: after each layout and each drawn frame (scroll views move their
/// content as they draw), reports its geometry and phase.
final class ScrollWatch: ScrollFollower {
    weak var node: ViewNode?
    var check: (() -> Void)?
    var lastGeometryValue: Any?
    var phase: ScrollPhase = .idle
    var wasDragging = false
    /// When a finger was last seen moving the content (clip time).
    var dragSeen = -Double.infinity

    init(node: ViewNode) { self.node = node }

    func follow() -> Bool {
        check?()
        return false
    }

    /// The scroll state of the scroll view under `node` (following single children down), if any.
    static func scrollState(under node: ViewNode) -> ScrollState? {
        var current: ViewNode? = node
        while let n = current {
            if n.view is ScrollViewMarker { return n.scrollState }
            current = n.children.first
        }
        return nil
    }

    /// The geometry of `state` as drawn now.
    static func geometry(of state: ScrollState) -> ScrollGeometry {
        ScrollGeometry(contentOffset: state.presented, contentSize: state.contentSize, contentInsets: EdgeInsets(),
                       containerSize: state.viewport)
    }
}

extension ViewNode {
    /// The node's scroll watch (created on first use).
    var scrollWatch: ScrollWatch { stored { ScrollWatch(node: self) } }
}

/// `.onScrollGeometryChange` / `.onScrollPhaseChange` on a scroll view.
struct ScrollWatchModifier: ItemModifier {
    /// Checks the scroll state; runs actions (as state changes of their own) for what changed.
    let check: (ScrollWatch, ScrollState) -> Void

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let check = self.check
        item.place = { [unowned node] inner, frame, proposal in
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
            let watch = node.scrollWatch
            watch.check = { [unowned watch] in
                guard let node = watch.node, let content = node.children.first,
                      let state = ScrollWatch.scrollState(under: content) else { return }
                check(watch, state)
            }
            watch.check?()
            node.graph.noteScrollFollower(watch, for: node, inside: true)
        }
        return item
    }
}

nonisolated extension View {
    /// Runs `action` with the old and new values of `transform` of the scroll view's geometry, whenever the value
    /// changes (as the content scrolls, frame by frame; each call a state change of its own).
    ///
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 20 } action: { _, scrolled in
    ///         withAnimation { showsShadow = scrolled }
    ///     }
    public func onScrollGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
                                                     action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(ScrollWatchModifier { watch, state in
            let value = transform(ScrollWatch.geometry(of: state))
            guard let graph = watch.node?.graph else { return }
            guard let old = watch.lastGeometryValue as? T else {
                watch.lastGeometryValue = value   // the first value is the starting point, not a change
                return
            }
            guard old != value else { return }
            watch.lastGeometryValue = value
            graph.schedule(at: graph.clock) { action(old, value) }
        })
    }

    /// Runs `action` with the old and new phase of the scroll view whenever it changes: interacting while a
    /// finger moves the content, decelerating while it glides after, animating while it moves in code, idle.
    ///
    ///     .onScrollPhaseChange { _, phase in withAnimation { dims = phase.isScrolling } }
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        onScrollPhaseChange { old, new, _ in action(old, new) }
    }

    /// Runs `action` with the old and new phase and the geometry (and velocity) whenever the phase changes.
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase,
                                                         _ context: ScrollPhaseChangeContext) -> Void) -> some View {
        modifier(ScrollWatchModifier { watch, state in
            let moving = abs(state.presented.x - state.offset.x) > 0.01 || abs(state.presented.y - state.offset.y) > 0.01
            let next: ScrollPhase = state.isDragging ? .interacting
                : moving ? (watch.wasDragging || watch.phase == .decelerating ? .decelerating : .animating)
                : .idle
            guard let graph = watch.node?.graph else { return }
            if state.isDragging {
                watch.wasDragging = true
                watch.dragSeen = graph.clock
            } else if !moving {
                // The finger has just lifted and the glide is not set yet: no change until it is.
                if watch.dragSeen == graph.clock { return }
                watch.wasDragging = false
            }
            guard next != watch.phase else { return }
            let old = watch.phase
            watch.phase = next
            let context = ScrollPhaseChangeContext(geometry: ScrollWatch.geometry(of: state), velocity: nil)
            graph.schedule(at: graph.clock) { action(old, next, context) }
        })
    }
}

/// `.onScrollVisibilityChange`: runs the action when at least `threshold` of the view comes into the nearest
/// scroll view's viewport, and when it falls below again.
struct ScrollVisibilityModifier: ItemModifier {
    let threshold: Double
    let action: (Bool) -> Void

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let threshold = min(max(threshold, 0), 1), action = self.action
        item.place = { [unowned node] inner, frame, proposal in
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
            guard case .commit? = node.graph.pass else { return }
            let placed = node.graph.placedFrame(frame), watch = node.scrollWatch
            watch.check = { [unowned watch] in
                guard let graph = watch.node?.graph, let scroll = placed.scrolls.last else { return }
                let view = placed.current, shown = view.intersection(scroll.viewportFrame.current)
                let area = view.width * view.height
                let fraction = shown.isNull || area <= 0 ? 0 : shown.width * shown.height / area
                let visible = area > 0 && fraction >= threshold - 1e-9
                let last = watch.lastGeometryValue as? Bool ?? false
                guard visible != last else { return }
                watch.lastGeometryValue = visible
                graph.schedule(at: graph.clock) { action(visible) }
            }
            watch.check?()
            node.graph.noteScrollFollower(watch, for: node, inside: placed.scrolls.isEmpty == false)
        }
        return item
    }
}

nonisolated extension View {
    /// Runs `action` with true when at least `threshold` of the view shows in the scroll view it is in (when it
    /// first appears so, too), and with false when it falls below — as the content scrolls, frame by frame.
    ///
    ///     .onScrollVisibilityChange(threshold: 0.8) { visible in isPlaying = visible }
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        modifier(ScrollVisibilityModifier(threshold: threshold, action: action))
    }
}
