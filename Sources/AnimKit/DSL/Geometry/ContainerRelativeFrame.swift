import Foundation

/// `.containerRelativeFrame`: a frame whose length on `axes` comes from the container's — the nearest scroll
/// view's visible size, or the canvas's safe area outside any.
struct ContainerRelativeFrameModifier: ItemModifier {
    let axes: Axis.Set
    let alignment: Alignment
    /// The view's length from the container's length on an axis.
    let length: (CGFloat, Axis) -> CGFloat

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let axes = self.axes, alignment = self.alignment, length = self.length
        let graph = node.graph
        func proposal(_ p: ProposedViewSize) -> ProposedViewSize {
            let container = graph.containerSizes.last ?? graph.safeArea.safe.size
            return ProposedViewSize(width: axes.contains(.horizontal) ? max(0, length(container.width, .horizontal)) : p.width,
                                    height: axes.contains(.vertical) ? max(0, length(container.height, .vertical)) : p.height)
        }
        item.size = { inner, p in
            let fixed = proposal(p)
            let chosen = inner.sizeThatFits(fixed)
            return CGSize(width: axes.contains(.horizontal) ? fixed.width! : chosen.width,
                          height: axes.contains(.vertical) ? fixed.height! : chosen.height)
        }
        item.place = { inner, frame, p in
            FrameModifier.align(inner, proposal: proposal(p), in: frame, alignment: alignment)
        }
        return item
    }
}

nonisolated extension View {
    /// Makes the view as long as its container on `axes` — the visible size of the nearest scroll view, or the
    /// screen's safe area — with its content aligned inside.
    ///
    ///     ScrollView(.horizontal) { HStack { ForEach(cards) { CardView($0).containerRelativeFrame(.horizontal) } } }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Makes the view `span` of `count` equal columns (or rows) of its container on `axes`, with `spacing` between.
    ///
    ///     .containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)   // two thirds, less the gap
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let count = max(count, 1), span = min(max(span, 1), max(count, 1))
        return modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let column = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        })
    }

    /// Makes the view the length `length` returns from its container's on each of `axes`.
    ///
    ///     .containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}
