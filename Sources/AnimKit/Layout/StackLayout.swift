import Foundation

/// The algorithm shared by `VStack` and `HStack`: children share the space along one axis by flexibility.
///
/// Spacing goes between adjacent children. With a definite proposal along the axis, children are
/// offered space in order of layout priority (highest first; spacers are −∞, so they share what the
/// others leave) and, within a priority, least flexible first (flexibility = largest minus smallest
/// size; among the boundlessly flexible, the larger minimum first). Each child is offered an even share
/// of what is left for its priority group, takes what it chooses, and the rest is shared by the others
/// in the group; lower priorities are first set aside their minimum sizes. Across the axis, children
/// align on the stack's guide.
struct StackLayoutEngine {
    let axis: Axis
    let spacing: CGFloat?

    /// Gaps between consecutive subviews.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (1..<subviews.count).map { i in
            spacing ?? subviews[i - 1].spacing.distance(to: subviews[i].spacing, along: axis)
        }
    }

    /// The proposal each subview receives for the stack's `proposal`.
    func proposals(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> [ProposedViewSize] {
        let across = proposal.length(along: axis == .horizontal ? .vertical : .horizontal)
        guard let total = proposal.length(along: axis) else {
            return subviews.map { _ in .make(axis, along: nil, across: across) }
        }
        var remaining = total - gaps(subviews).reduce(0, +)
        let mins = subviews.map { $0.sizeThatFits(.make(axis, along: 0, across: across)).length(along: axis) }
        let maxs = subviews.map { $0.sizeThatFits(.make(axis, along: .infinity, across: across)).length(along: axis) }
        // Highest priority first; least flexible first within a priority (stable otherwise).
        let order = subviews.indices.sorted {
            let (a, b) = (subviews[$0].priority, subviews[$1].priority)
            if a != b { return a > b }
            return Self.isLessFlexible(min: mins[$0], max: maxs[$0], than: mins[$1], max: maxs[$1]) ? true
                : Self.isLessFlexible(min: mins[$1], max: maxs[$1], than: mins[$0], max: maxs[$0]) ? false
                : $0 < $1
        }
        var result = [ProposedViewSize](repeating: .unspecified, count: subviews.count)
        var position = 0
        while position < order.count {
            let priority = subviews[order[position]].priority
            let group = order[position...].prefix { subviews[$0].priority == priority }
            // Lower priorities keep their minimum sizes.
            let reserved = order[(position + group.count)...].reduce(CGFloat(0)) { $0 + mins[$1] }
            var left = remaining - reserved
            var count = group.count
            for i in group {
                let offer = max(0, left / CGFloat(count))
                result[i] = .make(axis, along: offer, across: across)
                let chosen = subviews[i].sizeThatFits(result[i]).length(along: axis)
                left -= chosen
                remaining -= chosen
                count -= 1
            }
            position += group.count
        }
        return result
    }

    /// Whether a child ranging `min…max` along the axis is offered space before one ranging
    /// `otherMin…otherMax`: the smaller range first; two unbounded ranges, the larger minimum first.
    static func isLessFlexible(min: CGFloat, max: CGFloat, than otherMin: CGFloat, max otherMax: CGFloat) -> Bool {
        let (range, other) = (max - min, otherMax - otherMin)
        if range.isInfinite && other.isInfinite { return min > otherMin }
        return range < other
    }

    /// The stack's size and its subviews' sizes for `proposal`.
    func measure(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> (CGSize, [CGSize], [ProposedViewSize]) {
        let offers = proposals(proposal, subviews)
        let sizes = zip(subviews, offers).map { $0.sizeThatFits($1) }
        let along = sizes.reduce(0) { $0 + $1.length(along: axis) } + gaps(subviews).reduce(0, +)
        let across = sizes.map { $0.length(along: axis == .horizontal ? .vertical : .horizontal) }.max() ?? 0
        return (.make(axis, along: along, across: across), sizes, offers)
    }
}

/// A vertical stack's layout: children top to bottom, aligned on a horizontal guide.
public struct VStackLayout: Layout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    /// A column with `alignment` and `spacing` (nil: the system spacing, 8).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let engine = StackLayoutEngine(axis: .vertical, spacing: spacing)
        let (_, sizes, offers) = engine.measure(proposal, subviews)
        let guides = zip(subviews, offers).map { $0.dimensions(in: $1)[alignment] }
        let left = guides.max() ?? 0
        let right = zip(sizes, guides).map { $0.width - $1 }.max() ?? 0
        let height = sizes.reduce(0) { $0 + $1.height } + engine.gaps(subviews).reduce(0, +)
        return CGSize(width: left + right, height: height)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let engine = StackLayoutEngine(axis: .vertical, spacing: spacing)
        let (_, sizes, offers) = engine.measure(proposal, subviews)
        let guides = zip(subviews, offers).map { $0.dimensions(in: $1)[alignment] }
        let left = guides.max() ?? 0
        let right = zip(sizes, guides).map { $0.width - $1 }.max() ?? 0
        // The content's guide line sits where the bounds put the stack's own guide.
        let line = bounds.minX + left + (bounds.width - (left + right)) * Self.fraction(alignment)
        let gaps = engine.gaps(subviews)
        var y = bounds.minY
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: line - guides[i], y: y), anchor: .topLeading, proposal: offers[i])
            y += sizes[i].height + (i < gaps.count ? gaps[i] : 0)
        }
    }

    /// Where extra width goes: leading 0, centre ½, trailing 1.
    static func fraction(_ a: HorizontalAlignment) -> CGFloat {
        a == .leading ? 0 : a == .trailing ? 1 : 0.5
    }
}

/// A horizontal stack's layout: children leading to trailing, aligned on a vertical guide.
public struct HStackLayout: Layout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    /// A row with `alignment` and `spacing` (nil: the system spacing, 8).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let engine = StackLayoutEngine(axis: .horizontal, spacing: spacing)
        let (_, sizes, offers) = engine.measure(proposal, subviews)
        let guides = zip(subviews, offers).map { $0.dimensions(in: $1)[alignment] }
        let above = guides.max() ?? 0
        let below = zip(sizes, guides).map { $0.height - $1 }.max() ?? 0
        let width = sizes.reduce(0) { $0 + $1.width } + engine.gaps(subviews).reduce(0, +)
        return CGSize(width: width, height: above + below)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let engine = StackLayoutEngine(axis: .horizontal, spacing: spacing)
        let (_, sizes, offers) = engine.measure(proposal, subviews)
        let guides = zip(subviews, offers).map { $0.dimensions(in: $1)[alignment] }
        let above = guides.max() ?? 0
        let below = zip(sizes, guides).map { $0.height - $1 }.max() ?? 0
        let line = bounds.minY + above + (bounds.height - (above + below)) * Self.fraction(alignment)
        let gaps = engine.gaps(subviews)
        var x = bounds.minX
        for (i, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: line - guides[i]), anchor: .topLeading, proposal: offers[i])
            x += sizes[i].width + (i < gaps.count ? gaps[i] : 0)
        }
    }
}

extension HStackLayout {
    /// Where extra height goes: top 0, centre ½, bottom 1 (baselines and custom guides: top).
    static func fraction(_ a: VerticalAlignment) -> CGFloat {
        a == .center ? 0.5 : a == .bottom ? 1 : 0
    }
}

/// An overlay stack's layout: every child in the same place, aligned on both guides.
///
/// As in SwiftUI, layout priority decides who sets the size: the children of the highest priority are offered the
/// stack's proposal, and the others are offered the size those take together (group by group, highest first), so
/// `ZStack { Capsule().frame(width: 120, height: 45).layoutPriority(1); HStack { Spacer(); Circle() } }` keeps the
/// circle on the capsule. With equal priorities every child is offered the stack's proposal.
public struct ZStackLayout: Layout {
    public var alignment: Alignment

    /// Overlaid children aligned on `alignment`.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        extent(proposals(proposal, subviews), subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let offers = proposals(proposal, subviews)
        let e = extent(offers, subviews)
        let fx: CGFloat = VStackLayout.fraction(alignment.horizontal)
        let fy: CGFloat = alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5
        let origin = CGPoint(x: bounds.minX + (bounds.width - e.size.width) * fx + e.left,
                             y: bounds.minY + (bounds.height - e.size.height) * fy + e.top)
        for (subview, offer) in zip(subviews, offers) {
            let d = subview.dimensions(in: offer)
            subview.place(at: CGPoint(x: origin.x - d[alignment.horizontal], y: origin.y - d[alignment.vertical]),
                          anchor: .topLeading, proposal: offer)
        }
    }

    /// What each child is offered: the stack's proposal for the highest priority, then the size of the children
    /// of higher priority together.
    private func proposals(_ proposal: ProposedViewSize, _ subviews: Subviews) -> [ProposedViewSize] {
        let priorities = subviews.map(\.priority)
        guard let top = priorities.max(), priorities.contains(where: { $0 != top }) else {
            return Array(repeating: proposal, count: subviews.count)
        }
        var offers = Array(repeating: proposal, count: subviews.count)
        var sized: [Int] = []
        for level in Set(priorities).sorted(by: >) {
            let group = subviews.indices.filter { priorities[$0] == level }
            if !sized.isEmpty {
                let size = extent(sized.map { offers[$0] }, sized.map { subviews[$0] }).size
                for i in group { offers[i] = ProposedViewSize(size) }
            }
            sized += group
        }
        return offers
    }

    /// The union of the children aligned on the guide point, each at its offer: size and the guide's offset from
    /// the top-left.
    private func extent(_ offers: [ProposedViewSize], _ subviews: some Collection<LayoutSubview>) -> (size: CGSize, left: CGFloat, top: CGFloat) {
        var left: CGFloat = 0, right: CGFloat = 0, top: CGFloat = 0, bottom: CGFloat = 0
        for (subview, offer) in zip(subviews, offers) {
            let d = subview.dimensions(in: offer)
            let gx = d[alignment.horizontal], gy = d[alignment.vertical]
            left = max(left, gx); right = max(right, d.width - gx)
            top = max(top, gy); bottom = max(bottom, d.height - gy)
        }
        return (CGSize(width: left + right, height: top + bottom), left, top)
    }
}
