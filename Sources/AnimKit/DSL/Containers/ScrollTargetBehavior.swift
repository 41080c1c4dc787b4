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
    /// The frames of the identified views in the content (for view alignment).
    let targets: [CGRect]
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
    public struct LimitBehavior: Sendable {
        let always: Bool
        /// The platform's choice: one view at a time for paging-size views on iOS.
        public static let automatic = LimitBehavior(always: false)
        /// At most one view per flick.
        public static let always = LimitBehavior(always: true)
        /// As far as the flick carries.
        public static let never = LimitBehavior(always: false)
    }

    let limit: LimitBehavior

    /// A view-aligned behaviour.
    public init(limitBehavior: LimitBehavior = .automatic) { limit = limitBehavior }

    public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        func align(_ projected: CGFloat, edges: [CGFloat], start: CGFloat) -> CGFloat {
            guard var best = edges.first else { return projected }
            for e in edges where abs(e - projected) < abs(best - projected) { best = e }
            if limit.always, let i = edges.firstIndex(where: { $0 >= start - 0.5 }) {
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

extension View {
    /// Where scroll views inside come to rest after a flick: `.paging`, `.viewAligned`, or your behaviour.
    ///
    ///     ScrollView(.horizontal) { LazyHStack { … }.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
        environment(\.scrollTargetBehavior, AnyScrollTargetBehavior { behavior.updateTarget(&$0, context: $1) })
    }

    /// Marks the container whose views `.viewAligned` aligns to (AnimKit aligns to the identified views —
    /// `ForEach` elements — inside the scroll view, which this container's are).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
