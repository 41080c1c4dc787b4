import Foundation

/// How content keeps its aspect ratio in the space it is offered: all of it visible, or all the space covered.
///
///     Image(systemName: "heart.fill").resizable().aspectRatio(contentMode: .fit)
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// The largest size of the ratio inside the space offered (empty space on one axis).
    case fit
    /// The smallest size of the ratio covering the space offered (overflowing on one axis).
    case fill
}

/// `.aspectRatio(_:contentMode:)`: offers the content the largest (fit) or smallest (fill) size of a ratio that
/// fits or covers the proposal, and centres the content in its own size.
///
/// With no ratio the content's ideal size gives it. A proposal without any dimension passes through
/// unchanged; with one dimension, fit scales to that dimension.
struct AspectRatioModifier: ItemModifier, Equatable {
    var aspectRatio: CGFloat?
    var contentMode: ContentMode

    /// The proposal the content gets for the proposal `p` this modifier gets.
    static func offered(_ p: ProposedViewSize, ratio: CGFloat?, mode: ContentMode, inner: LayoutItem) -> ProposedViewSize {
        guard p.width != nil || p.height != nil else { return p }
        var shape = ratio.map { CGSize(width: $0, height: 1) } ?? inner.sizeThatFits(.unspecified)
        if shape.width == shape.height { shape = CGSize(width: 1, height: 1) }
        func scale(_ target: CGFloat?, _ length: CGFloat) -> CGFloat {
            guard let target, length != 0 || target != 0 else { return .infinity }
            return target / length
        }
        let sx = scale(p.width, shape.width), sy = scale(p.height, shape.height)
        var s = mode == .fit ? min(sx, sy) : max(sx, sy)
        // Fill against a missing dimension would offer infinity; SwiftUI's layouts then fill the parent's
        // finite side, which fit gives.
        if !s.isFinite { s = min(sx, sy) }
        guard s.isFinite else { return p }
        return ProposedViewSize(width: shape.width * s, height: shape.height * s)
    }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let ratio = aspectRatio, mode = contentMode
        item.size = { inner, p in inner.sizeThatFits(Self.offered(p, ratio: ratio, mode: mode, inner: inner)) }
        item.place = { inner, frame, p in
            FrameModifier.align(inner, proposal: Self.offered(p, ratio: ratio, mode: mode, inner: inner), in: frame, alignment: .center)
        }
        return item
    }
}

nonisolated extension View {
    /// Keeps this view at `aspectRatio` (width ÷ height; nil: its ideal size's ratio), fitting or filling the space offered.
    ///
    ///     Ellipse().fill(.purple).aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200)
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(AspectRatioModifier(aspectRatio: aspectRatio, contentMode: contentMode))
    }

    /// Keeps this view at the aspect ratio of `aspectRatio`, fitting or filling the space offered.
    ///
    ///     Rectangle().aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit the space offered, keeping its aspect ratio.
    ///
    ///     Image(systemName: "star.fill").resizable().scaledToFit()
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales this view to fill the space offered, keeping its aspect ratio.
    ///
    ///     Circle().fill(.pink).scaledToFill().frame(width: 300, height: 150)
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
