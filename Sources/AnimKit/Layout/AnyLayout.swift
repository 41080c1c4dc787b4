import Foundation

/// Any layout, behind one type — SwiftUI's `AnyLayout`.
///
/// Switching the layout a container uses keeps its subviews' identities, so a change of layout in an animated
/// transaction moves every subview from its old place to its new one.
///
///     let layout = isVertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///     layout { ForEach(items) { ItemView(item: $0) } }
public struct AnyLayout: Layout {
    /// The cache of the wrapped layout (made again when the wrapped layout's type changes).
    public struct Cache {
        var value: Any
        var layoutType: Any.Type
    }

    let layout: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        self.layout = (layout as? AnyLayout)?.layout ?? layout
    }

    public func makeCache(subviews: Subviews) -> Cache {
        func make<L: Layout>(_ l: L) -> Cache { Cache(value: l.makeCache(subviews: subviews), layoutType: L.self) }
        return make(layout)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        func update<L: Layout>(_ l: L) {
            guard cache.layoutType == L.self, var inner = cache.value as? L.Cache else {
                cache = makeCache(subviews: subviews)
                return
            }
            l.updateCache(&inner, subviews: subviews)
            cache.value = inner
        }
        update(layout)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        func size<L: Layout>(_ l: L) -> CGSize {
            var inner = innerCache(l, cache: &cache, subviews: subviews)
            defer { cache.value = inner }
            return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        return size(layout)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        func place<L: Layout>(_ l: L) {
            var inner = innerCache(l, cache: &cache, subviews: subviews)
            defer { cache.value = inner }
            l.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        place(layout)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        func spacing<L: Layout>(_ l: L) -> ViewSpacing {
            var inner = innerCache(l, cache: &cache, subviews: subviews)
            defer { cache.value = inner }
            return l.spacing(subviews: subviews, cache: &inner)
        }
        return spacing(layout)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func align<L: Layout>(_ l: L) -> CGFloat? {
            var inner = innerCache(l, cache: &cache, subviews: subviews)
            defer { cache.value = inner }
            return l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        return align(layout)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        func align<L: Layout>(_ l: L) -> CGFloat? {
            var inner = innerCache(l, cache: &cache, subviews: subviews)
            defer { cache.value = inner }
            return l.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
        return align(layout)
    }

    /// The wrapped layout's cache, made when the one kept is for another layout type.
    private func innerCache<L: Layout>(_ l: L, cache: inout Cache, subviews: Subviews) -> L.Cache {
        if cache.layoutType == L.self, let inner = cache.value as? L.Cache { return inner }
        let made = l.makeCache(subviews: subviews)
        cache = Cache(value: made, layoutType: L.self)
        return made
    }
}

/// A layout whose spacers take a direction (the stacks), as a container of it tells the spacers inside.
protocol AxisLayout {
    var stackAxis: Axis? { get }
}

extension VStackLayout: AxisLayout {
    var stackAxis: Axis? { .vertical }
}

extension HStackLayout: AxisLayout {
    var stackAxis: Axis? { .horizontal }
}

extension AnyLayout: AxisLayout {
    var stackAxis: Axis? { (layout as? AxisLayout)?.stackAxis }
}
