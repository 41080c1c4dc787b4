import Foundation

/// `.frame(width:height:alignment:)`: a fixed size on the given axes, the content aligned inside.
struct FrameModifier: ItemModifier, Equatable {
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let w = width, h = height
        item.size = { inner, p in
            let child = inner.sizeThatFits(ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
            return CGSize(width: w ?? child.width, height: h ?? child.height)
        }
        let alignment = self.alignment
        item.place = { inner, frame, p in
            let proposal = ProposedViewSize(width: w ?? p.width, height: h ?? p.height)
            FrameModifier.align(inner, proposal: proposal, in: frame, alignment: alignment)
        }
        return item
    }

    /// Places `inner` (sized for `proposal`) in `frame` so that their `alignment` guides coincide.
    static func align(_ inner: LayoutItem, proposal: ProposedViewSize, in frame: CGRect, alignment: Alignment) {
        let d = inner.dimensions(in: proposal)
        let outer = ViewDimensions(size: frame.size)
        let x = frame.minX + outer[alignment.horizontal] - d[alignment.horizontal]
        let y = frame.minY + outer[alignment.vertical] - d[alignment.vertical]
        inner.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: proposal)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:…)`: a size clamped between bounds, the content aligned inside.
struct FlexibleFrameModifier: ItemModifier, Equatable {
    var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    var alignment: Alignment

    /// One axis's bounds: the smallest and largest length and the length wanted when none is proposed.
    struct Bounds {
        var min, ideal, max: CGFloat?

        /// The length the frame takes without asking its content, if it can: the proposal clamped when both
        /// bounds are given (in order), or the ideal length when nothing is proposed.
        func fixed(_ proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            guard let lo = min, let hi = max, lo <= hi else { return nil }
            return Swift.min(Swift.max(proposed, lo), hi)
        }

        /// What the content is offered: the proposal (or the ideal length) clamped to the bounds; nil (its own
        /// ideal) when neither is given.
        func offer(_ proposed: CGFloat?) -> CGFloat? {
            guard let p = proposed ?? ideal else { return nil }
            return Swift.min(Swift.max(p, min ?? -.infinity), max ?? .infinity)
        }

        /// The frame's length once the content chose `child` having been offered `offered`. As SwiftUI: between
        /// both bounds the child's length clamped; with a lower bound only, the offer (or the child when smaller)
        /// but at least the bound; with an upper bound only, the offer (or the child when larger) but at most the
        /// bound — so offered nothing (an ideal-size proposal), a `maxWidth: .infinity` frame is its child's width.
        func length(offered: CGFloat?, child: CGFloat) -> CGFloat {
            switch (min, max) {
            case let (lo?, hi?) where lo <= hi: return Swift.min(Swift.max(lo, child), hi)
            case let (lo?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), lo)
            case let (nil, hi?): return Swift.min(Swift.max(offered ?? -.infinity, child), hi)
            default: return child
            }
        }

        /// What the content is offered when it is placed in a frame of `length` that was proposed `proposed`:
        /// nothing (its ideal) when the frame had no ideal and no proposal and its length is strictly between
        /// the bounds; otherwise the length.
        func placementOffer(length: CGFloat, proposed: CGFloat?) -> CGFloat? {
            guard ideal == nil, proposed == nil, (min ?? -.infinity) < length, length < (max ?? .infinity) else { return length }
            return nil
        }
    }

    var width: Bounds { Bounds(min: minWidth, ideal: idealWidth, max: maxWidth) }
    var height: Bounds { Bounds(min: minHeight, ideal: idealHeight, max: maxHeight) }

    /// The frame's size for proposal `p`, measuring the content only when a length depends on it.
    func size(_ p: ProposedViewSize, content: LayoutItem) -> CGSize {
        let w = width.fixed(p.width), h = height.fixed(p.height)
        if let w, let h { return CGSize(width: w, height: h) }
        let offer = ProposedViewSize(width: width.offer(p.width), height: height.offer(p.height))
        let child = content.sizeThatFits(offer)
        return CGSize(width: w ?? width.length(offered: offer.width, child: child.width),
                      height: h ?? height.length(offered: offer.height, child: child.height))
    }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let m = self
        item.size = { inner, p in m.size(p, content: inner) }
        item.place = { inner, frame, proposal in
            let offer = ProposedViewSize(width: m.width.placementOffer(length: frame.width, proposed: proposal.width),
                                         height: m.height.placementOffer(length: frame.height, proposed: proposal.height))
            FrameModifier.align(inner, proposal: offer, in: frame, alignment: m.alignment)
        }
        return item
    }
}

/// `.padding(_:)`: space added around the content.
struct PaddingModifier: ItemModifier, Equatable {
    var insets: EdgeInsets

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem { paddingItem(item, node: node) }

    /// The padded item (`safeAreaPadding` measures the same way and places differently).
    func paddingItem(_ item: LayoutItem, node: ViewNode) -> ClosureItem {
        let item = ClosureItem(node: node, inner: item)
        let e = insets
        let dx = e.leading + e.trailing, dy = e.top + e.bottom
        func inset(_ p: ProposedViewSize) -> ProposedViewSize {
            ProposedViewSize(width: p.width.map { max(0, $0 - dx) }, height: p.height.map { max(0, $0 - dy) })
        }
        item.size = { inner, p in
            let c = inner.sizeThatFits(inset(p))
            return CGSize(width: c.width + dx, height: c.height + dy)
        }
        item.dims = { inner, p, size in
            let d = inner.dimensions(in: inset(p))
            var out = ViewDimensions(size: size, firstBaseline: d.firstBaseline.map { $0 + e.top },
                                     lastBaseline: d.lastBaseline.map { $0 + e.top })
            out.explicit = d.explicit
            return out
        }
        item.place = { inner, frame, p in
            inner.place(at: CGPoint(x: frame.minX + e.leading, y: frame.minY + e.top), anchor: .topLeading,
                        proposal: inset(ProposedViewSize(frame.size)))
        }
        return item
    }
}

/// `.position(x:y:)`: the content's centre at a point of the parent's space; takes the whole proposal.
struct PositionModifier: ItemModifier, Equatable {
    var position: CGPoint

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let point = position
        item.size = { _, p in p.replacingUnspecifiedDimensions() }
        item.place = { inner, frame, _ in
            inner.place(at: CGPoint(x: frame.minX + point.x, y: frame.minY + point.y), anchor: .center, proposal: .unspecified)
        }
        return item
    }
}

/// `.fixedSize(horizontal:vertical:)`: the content's ideal size on the given axes, whatever is proposed.
struct FixedSizeModifier: ItemModifier, Equatable {
    var horizontal: Bool
    var vertical: Bool

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let h = horizontal, v = vertical
        func fixed(_ p: ProposedViewSize) -> ProposedViewSize {
            ProposedViewSize(width: h ? nil : p.width, height: v ? nil : p.height)
        }
        item.size = { inner, p in inner.sizeThatFits(fixed(p)) }
        item.place = { inner, frame, p in inner.place(at: frame.origin, anchor: .topLeading, proposal: fixed(p)) }
        return item
    }
}

/// `.layoutPriority(_:)`: stacks offer space to higher priorities first.
struct LayoutPriorityModifier: ItemModifier, Equatable {
    var priority: Double

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        item.priority = priority
        return item
    }
}

/// `.zIndex(_:)`: the view's place in its container's drawing order (higher on top).
struct ZIndexModifier: ItemModifier, Equatable {
    var value: Double

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        item.zIndexValue = value
        return item
    }
}

/// `.alignmentGuide(_:computeValue:)`: moves one of the content's alignment guides.
struct AlignmentGuideModifier: ItemModifier {
    var horizontal: HorizontalAlignment?
    var vertical: VerticalAlignment?
    var compute: (ViewDimensions) -> CGFloat

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let m = self
        item.dims = { inner, p, _ in
            var d = inner.dimensions(in: p)
            if let h = m.horizontal { d.explicit[h.id] = m.compute(d) }
            if let v = m.vertical { d.explicit[v.id] = m.compute(d) }
            return d
        }
        return item
    }
}

nonisolated extension View {
    /// A fixed width and/or height; the content is aligned inside.
    ///
    /// A NaN or infinite length counts as not given and a negative one as 0 (SwiftUI logs "Invalid frame
    /// dimension (negative or non-finite)" for them).
    ///
    ///     Circle().frame(width: 44, height: 44)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FrameModifier(width: FiniteGeometry.length(width), height: FiniteGeometry.length(height), alignment: alignment))
    }

    /// A size between bounds: `maxWidth: .infinity` takes all the width offered.
    ///
    /// A NaN bound counts as not given and a negative one as 0; an infinite minimum or ideal counts as not given.
    ///
    ///     Text("Title").frame(maxWidth: .infinity, alignment: .leading)
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let b = FiniteGeometry.bound
        return modifier(FlexibleFrameModifier(minWidth: b(minWidth, false), idealWidth: b(idealWidth, false),
                                              maxWidth: b(maxWidth, true), minHeight: b(minHeight, false),
                                              idealHeight: b(idealHeight, false), maxHeight: b(maxHeight, true),
                                              alignment: alignment))
    }

    /// Padding of `length` points on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Padding on some edges: `length` points, or 16 when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return modifier(PaddingModifier(insets: EdgeInsets(top: edges.contains(.top) ? l : 0,
                                                           leading: edges.contains(.leading) ? l : 0,
                                                           bottom: edges.contains(.bottom) ? l : 0,
                                                           trailing: edges.contains(.trailing) ? l : 0)))
    }

    /// Padding given per edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(PaddingModifier(insets: insets))
    }

    /// Centres the view at `position` in its parent's space.
    public func position(_ position: CGPoint) -> some View { modifier(PositionModifier(position: position)) }

    /// Centres the view at (`x`, `y`) in its parent's space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// The view at its ideal size on both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }

    /// The order in which stacks offer space (higher first).
    public func layoutPriority(_ value: Double) -> some View { modifier(LayoutPriorityModifier(priority: value)) }

    /// Draws the view above its siblings with a lower value and below those with a higher one (0 by
    /// default; equal values keep their order). Touches reach the view drawn on top. Give a view
    /// leaving a `ZStack` a higher value to keep it above the one replacing it.
    public func zIndex(_ value: Double) -> some View { modifier(ZIndexModifier(value: value)) }

    /// Moves a horizontal alignment guide of the view.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(horizontal: g, vertical: nil, compute: computeValue))
    }

    /// Moves a vertical alignment guide of the view.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(AlignmentGuideModifier(horizontal: nil, vertical: g, compute: computeValue))
    }
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
