import Foundation

/// Where a scroll view comes to rest: the rectangle of content to show — SwiftUI's `ScrollTarget`.
public struct ScrollTarget {
    /// The content to show, in the content's coordinates (its origin is the scroll offset).
    public var rect: CGRect
    /// The point of `rect` to align (nil: its top leading corner).
    public var anchor: UnitPoint?

    /// A target showing `rect`.
    public init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

/// What a scroll target behaviour decides from — SwiftUI's `ScrollTargetBehaviorContext`.
public struct ScrollTargetBehaviorContext {
    /// Where the content would glide to by itself.
    public var originalTarget: ScrollTarget
    /// The content's speed at release, in points per second (positive: scrolling on).
    public var velocity: CGVector
    /// The content's size.
    public var contentSize: CGSize
    /// The scroll view's size.
    public var containerSize: CGSize
    /// The scrolling axes.
    public var axes: Axis.Set
    /// The offset when the finger landed.
    let startOffset: CGPoint
    /// The frames of the views the content's `scrollTargetLayout()` containers lay out (for view alignment).
    let targets: [CGRect]
    /// Whether the scroll view is in a compact width (an iPhone held upright): `.automatic` limits there.
    var isCompactWidth = true
}

/// Decides where a scroll view comes to rest after a flick — SwiftUI's `ScrollTargetBehavior`.
///
///     struct HalfPage: ScrollTargetBehavior {
///         func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///             let half = context.containerSize.height / 2
///             target.rect.origin.y = (target.rect.minY / half).rounded() * half
///         }
///     }
public protocol ScrollTargetBehavior {
    /// What the behaviour is given.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// Moves `target` to where the content should stop.
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// Whole pages: the content stops at a multiple of the scroll view's size, the next page when flicked.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// A paging behaviour.
    public init() {}

    /// A flick faster than this (points per second) turns the page even when short.
    static let flickSpeed: CGFloat = 300

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func page(_ offset: CGFloat, _ start: CGFloat, _ velocity: CGFloat, _ size: CGFloat) -> CGFloat {
            guard size > 0 else { return offset }
            let first = (start / size).rounded()
            if velocity > Self.flickSpeed { return (first + 1) * size }
            if velocity < -Self.flickSpeed { return (first - 1) * size }
            return (offset / size).rounded() * size
        }
        let current = context.originalTarget.rect.origin
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = page(current.x - context.velocity.dx * CGFloat(1 / ScrollDeceleration.decay),
                                        context.startOffset.x, context.velocity.dx, context.containerSize.width)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = page(current.y - context.velocity.dy * CGFloat(1 / ScrollDeceleration.decay),
                                        context.startOffset.y, context.velocity.dy, context.containerSize.height)
        }
    }
}

/// Aligned views: the content stops with the leading (top) edge of one of its identified views (the
/// `ForEach` elements of a `scrollTargetLayout()` container) at the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How far one flick may move.
    public struct LimitBehavior: Sendable, Equatable {
        enum Kind: Sendable { case automatic, always, never }
        let kind: Kind
        /// The platform's choice, as SwiftUI's: limited (one view per flick) in a compact width — a scroll view
        /// narrower than 600 points, as on an upright iPhone — and not limited otherwise.
        public static let automatic = LimitBehavior(kind: .automatic)
        /// At most one view per flick.
        public static let always = LimitBehavior(kind: .always)
        /// As far as the flick carries.
        public static let never = LimitBehavior(kind: .never)

        /// Whether one flick moves at most one view, in a scroll view that is (or is not) compact.
        func limits(compact: Bool) -> Bool {
            switch kind {
            case .always: return true
            case .never: return false
            case .automatic: return compact
            }
        }
    }

    let limit: LimitBehavior

    /// A view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) { limit = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let limited = limit.limits(compact: context.isCompactWidth)
        func align(_ projected: CGFloat, edges: [CGFloat], start: CGFloat) -> CGFloat {
            guard var best = edges.first else { return projected }
            for e in edges where abs(e - projected) < abs(best - projected) { best = e }
            if limited, let i = edges.firstIndex(where: { $0 >= start - 0.5 }) {
                let next = edges.indices.contains(i + 1) ? edges[i + 1] : edges[i]
                let previous = i > 0 ? edges[i - 1] : edges[i]
                best = min(max(best, previous), next)
            }
            return best
        }
        if context.axes.contains(.horizontal) {
            target.rect.origin.x = align(target.rect.minX, edges: Set(context.targets.map(\.minX)).sorted(), start: context.startOffset.x)
        }
        if context.axes.contains(.vertical) {
            target.rect.origin.y = align(target.rect.minY, edges: Set(context.targets.map(\.minY)).sorted(), start: context.startOffset.y)
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligned to the views of the `scrollTargetLayout()` container.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// Aligned to views, with a limit on how far one flick goes.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// A behaviour, erased, as the environment carries it.
struct AnyScrollTargetBehavior {
    let update: (inout ScrollTarget, ScrollTargetBehaviorContext) -> Void
}

private struct ScrollTargetBehaviorKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: AnyScrollTargetBehavior? = nil }

extension EnvironmentValues {
    var scrollTargetBehavior: AnyScrollTargetBehavior? {
        get { self[ScrollTargetBehaviorKey.self] }
        set { self[ScrollTargetBehaviorKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Where scroll views inside come to rest after a flick: `.paging`, `.viewAligned`, or your behaviour.
    ///
    ///     ScrollView(.horizontal) { LazyHStack { … }.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
        environment(\.scrollTargetBehavior, AnyScrollTargetBehavior { behavior.updateTarget(&$0, context: $1) })
    }

    /// Marks the layout container (a stack, a grid) whose subviews `.viewAligned` aligns to: a flick comes to
    /// rest with one of them at the scroll view's leading (top) edge. Views outside marked containers are not
    /// targets; with none marked, `.viewAligned` lets the content glide where it goes.
    ///
    ///     ScrollView(.horizontal) { LazyHStack { ForEach(cards) { Card($0) } }.scrollTargetLayout() }
    ///         .scrollTargetBehavior(.viewAligned)
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
    }
}

/// `.scrollTargetLayout`: tells the scroll view being placed where the container's subviews are.
struct ScrollTargetLayoutModifier: ItemModifier, Equatable {
    var isEnabled: Bool

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let enabled = isEnabled
        item.place = { [unowned node] inner, frame, proposal in
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
            guard enabled, case .commit? = node.graph.pass, let scroll = node.graph.enclosingScrolls.last,
                  let container = inner.unwrapped((any SubviewContainerItem).self) else { return }
            // A lazy stack's rows not built yet are targets where the estimate puts them.
            scroll.layoutTargets += container.subviewItems.flatMap { LazyRowsItem.placeholder(in: $0)?.estimatedFrames ?? [$0.layoutFrame] }
        }
        return item
    }
}
