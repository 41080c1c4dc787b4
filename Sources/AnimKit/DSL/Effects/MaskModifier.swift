import Foundation

/// `.mask`: the view drawn through the alpha of a second view laid out in its frame.
struct MaskModifier<Mask: View>: ItemModifier {
    var mask: Mask
    var alignment: Alignment

    var extraViews: [any View] { [mask] }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let masks = extras.first ?? [], alignment = self.alignment
        item.place = { inner, frame, p in
            inner.place(at: frame.origin, anchor: .topLeading, proposal: p)
            for m in masks { FrameModifier.align(m, proposal: ProposedViewSize(frame.size), in: frame, alignment: alignment) }
        }
        item.draw = { inner, _, context in
            context.group(mask: { for m in masks { m.render(&$0) } }) { inner.render(&$0) }
        }
        return item
    }
}

nonisolated extension View {
    /// Masks the view with the alpha of `mask`, laid out in the view's frame at `alignment`.
    ///
    ///     Rectangle().fill(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
    ///         .mask { Text("Gradient").font(.largeTitle.bold()) }
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks the view with the alpha of `mask` (the earlier form).
    @available(*, deprecated, message: "Use mask(alignment:_:) instead.")
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(MaskModifier(mask: mask, alignment: .center))
    }
}
