import Foundation

/// A container that measures and places its subviews — SwiftUI's `Layout` protocol.
///
/// `sizeThatFits` answers the parent's proposal; `placeSubviews` positions every subview within
/// `bounds`. Stacks are layouts too. A layout's `animatableData` animates its placement.
///
///     struct Column: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///             let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///             return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
///         }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///             var y = bounds.minY
///             for s in subviews { s.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified); y += s.sizeThatFits(.unspecified).height }
///         }
///     }
public protocol Layout: Animatable {
    /// Data kept between calls (computed by `makeCache`).
    associatedtype Cache = Void
    /// The subviews as the layout sees them.
    typealias Subviews = LayoutSubviews

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview within `bounds`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Creates the cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The container's spacing preferences.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    /// Where the container puts a horizontal guide, or nil for the default.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    /// Where the container puts a vertical guide, or nil for the default.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }

    /// Lays out the views `content` builds with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

/// The preferred space around a view: the system spacing (8 points) between two views, and none next to a
/// `Spacer` (whose spacing is `.zero`), as SwiftUI measures: in a 12×12 frame,
/// `VStack { Spacer(); Color.red.frame(height: 2); Spacer(); Color.red.frame(height: 2); Spacer() }` is 28 points
/// tall (three spacers at their 8-point minimum, two colours, no gaps).
///
///     ViewSpacing().distance(to: ViewSpacing(), along: .vertical)   // 8
///     ViewSpacing().distance(to: .zero, along: .vertical)           // 0
public struct ViewSpacing: Sendable, Equatable {
    /// No preferred space on any edge (a spacer's).
    public static let zero = ViewSpacing(value: 0)
    let value: CGFloat
    /// The system spacing.
    public init() { value = 8 }
    init(value: CGFloat) { self.value = value }

    /// The distance between this view and `next` along `axis`: none when either side wants none, otherwise the
    /// larger preference.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        value == 0 || next.value == 0 ? 0 : max(value, next.value)
    }
}

/// The subviews of a `Layout`, in order.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]
    init(_ elements: [LayoutSubview]) { self.elements = elements }
    public var startIndex: Int { 0 }
    public var endIndex: Int { elements.count }
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// One subview of a `Layout`: measure it with `sizeThatFits`, position it with `place`.
public struct LayoutSubview: Equatable {
    let element: LayoutElement

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { element.sizeThatFits(proposal) }
    /// The subview's size and guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { element.dimensions(in: proposal) }
    /// Places the subview's `anchor` at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        element.place(at: position, anchor: anchor, proposal: proposal)
    }
    /// The subview's layout priority.
    public var priority: Double { element.layoutPriority }
    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { element.isSpacer ? .zero : ViewSpacing() }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.element === b.element }
}
