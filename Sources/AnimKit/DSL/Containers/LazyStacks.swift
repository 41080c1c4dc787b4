import Foundation

/// Which section parts a lazy stack or grid keeps in view while their section scrolls — SwiftUI's
/// `PinnedScrollableViews`.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers stay at the top (leading edge) of the scroll view.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers stay at the bottom (trailing edge).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column that, unlike a `VStack`, takes the width it is offered, and builds its rows as they come into view —
/// SwiftUI's `LazyVStack`.
///
/// Inside a scroll view, the elements of a `ForEach` directly in the stack are built when the visible part first
/// reaches them (their `onAppear` runs then); the rows not built yet count with the built rows' average length
/// (`LazyRows`). With `pinnedViews`, section headers (footers) stay in the scroll view.
///
///     ScrollView { LazyVStack(pinnedViews: .sectionHeaders) { Section("A") { … } } }
nonisolated public struct LazyVStack<Content: View>: View {
    public typealias Body = Never
    let layout: VStackLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy column.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A row that takes the height it is offered and builds its columns as they come into view — SwiftUI's `LazyHStack`
/// (built as `LazyVStack` builds its rows).
nonisolated public struct LazyHStack<Content: View>: View {
    public typealias Body = Never
    let layout: HStackLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A lazy row.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

/// A stack layout that fills the offered length across its axis (the lazy stacks).
struct FillingStackLayout<Inner: Layout>: Layout where Inner.Cache == () {
    let inner: Inner
    let axis: Axis

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        if axis == .vertical, let w = proposal.width { size.width = max(size.width, w) }
        if axis == .horizontal, let h = proposal.height { size.height = max(size.height, h) }
        return size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension LazyVStack: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, content, environment.containerContent(axis: .vertical).lazyContent(axis: .vertical))]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let children = LazyRowsItem.adopt(node.children.flatMap { $0.items() }, stack: node, axis: .vertical)
        let stack = ContainerItem(node: node, layout: FillingStackLayout(inner: layout, axis: .vertical), children: children, typeName: "LazyVStack", isLazy: true)
        return [PinnedSectionsItem.wrap(stack, node: node, children: children, pins: pinnedViews, axis: .vertical)]
    }
}

extension LazyHStack: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, content, environment.containerContent(axis: .horizontal).lazyContent(axis: .horizontal))]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let children = LazyRowsItem.adopt(node.children.flatMap { $0.items() }, stack: node, axis: .horizontal)
        let stack = ContainerItem(node: node, layout: FillingStackLayout(inner: layout, axis: .horizontal), children: children, typeName: "LazyHStack", isLazy: true)
        return [PinnedSectionsItem.wrap(stack, node: node, children: children, pins: pinnedViews, axis: .horizontal)]
    }
}

/// Keeps a lazy container's pinned section headers and footers inside the visible part of its scroll view.
final class PinnedSectionsItem: WrapperItem {
    let parts: [SectionPartItem]
    let pins: PinnedScrollableViews
    let axis: Axis

    /// `container` itself when nothing is pinned, else wrapped.
    static func wrap(_ container: LayoutItem, node: ViewNode, children: [LayoutItem], pins: PinnedScrollableViews, axis: Axis) -> LayoutItem {
        let parts = children.compactMap { SectionPartItem.find(in: $0) }
        guard !pins.isEmpty, !parts.isEmpty else { return container }
        return PinnedSectionsItem(node: node, inner: container, parts: parts, pins: pins, axis: axis)
    }

    init(node: ViewNode, inner: LayoutItem, parts: [SectionPartItem], pins: PinnedScrollableViews, axis: Axis) {
        (self.parts, self.pins, self.axis) = (parts, pins, axis)
        super.init(node: node, inner: inner)
    }

    override func draw(_ context: inout RenderContext) {
        let visible = context.visibleScrollRect
        func lo(_ r: CGRect) -> CGFloat { axis == .vertical ? r.minY : r.minX }
        func hi(_ r: CGRect) -> CGFloat { axis == .vertical ? r.maxY : r.maxX }
        // Each section's extent along the axis, found once per frame (not once per header).
        var extents: [ObjectIdentifier: (start: CGFloat, end: CGFloat)] = [:]
        // Laid-out frames: rows far out of view are not drawn, so their presented frames are not kept up.
        if visible != nil {
            for part in parts {
                let e = extents[part.section] ?? (lo(part.layoutFrame), hi(part.layoutFrame))
                extents[part.section] = (min(e.start, lo(part.layoutFrame)), max(e.end, hi(part.layoutFrame)))
            }
        }
        for part in parts {
            part.pinAxis = axis
            part.pinShift = 0
            guard let visible, part.role != .content, let (start, end) = extents[part.section] else { continue }
            if part.role == .header, pins.contains(.sectionHeaders), lo(visible) > lo(part.frame) {
                part.pinShift = max(0, min(lo(visible) - lo(part.frame), end - hi(part.frame)))
            } else if part.role == .footer, pins.contains(.sectionFooters), hi(visible) < hi(part.frame) {
                part.pinShift = -max(0, min(hi(part.frame) - hi(visible), lo(part.frame) - start))
            }
        }
        inner.render(&context)
    }
}

/// Which children of a lazy container are not drawn: those more than a screen out of the scroll view's view,
/// except pinned section headers and footers (they stay in view while their section does).
enum LazyCulling {
    static func skips(_ child: LayoutItem, in context: RenderContext) -> Bool {
        guard context.isFarOutOfScrollView(child.layoutFrame) else { return false }
        return SectionPartItem.find(in: child).map { $0.role == .content } ?? true
    }
}
