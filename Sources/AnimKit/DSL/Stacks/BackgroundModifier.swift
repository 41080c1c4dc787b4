import Foundation

/// `.background` / `.overlay`: a second view laid out in the content's frame, drawn behind or on top.
struct BackgroundModifier<Secondary: View>: ItemModifier {
    var secondary: Secondary
    var alignment: Alignment
    var inFront: Bool

    var extraViews: [any View] { [secondary] }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        ClosureItem.layered(item, with: extras.first ?? [], alignment: alignment, inFront: inFront, node: node)
    }
}

extension ClosureItem {
    /// `item` with `others` laid out in its frame (aligned by `alignment`) and drawn behind it or in front;
    /// `placed` runs after the item is placed and before the others are (an overlay built from the item's layout).
    static func layered(_ item: LayoutItem, with others: [LayoutItem], alignment: Alignment, inFront: Bool, node: ViewNode,
                        placed: (() -> Void)? = nil) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        item.place = { inner, frame, p in
            inner.place(at: frame.origin, anchor: .topLeading, proposal: p)
            placed?()
            for other in others { FrameModifier.align(other, proposal: ProposedViewSize(frame.size), in: frame, alignment: alignment) }
        }
        item.draw = { inner, _, context in
            if !inFront { for other in others { other.render(&context) } }
            inner.render(&context)
            if inFront { for other in others { other.render(&context) } }
        }
        return item
    }
}

nonisolated extension View {
    /// Draws `content` behind the view, sized to the view's frame.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(BackgroundModifier(secondary: content(), alignment: alignment, inFront: false))
    }

    /// Draws `background` behind the view, sized to the view's frame (a colour or other shape style
    /// goes to the `ShapeStyle` form, as in SwiftUI).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(BackgroundModifier(secondary: background, alignment: alignment, inFront: false))
    }

    /// Fills the view's frame with `style` behind it — past the safe area on `edges` where the view
    /// touches it (under a `ClipDevice`'s status bar, say), as SwiftUI does.
    ///
    ///     VStack { … }.frame(maxWidth: .infinity, maxHeight: .infinity).background(.yellow)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(BackgroundModifier(secondary: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center, inFront: false))
    }

    /// Fills `shape` (fitted to the view's frame) with `style` behind the view.
    ///
    ///     Text("New").padding(8).background(.blue, in: .capsule)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(BackgroundModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, inFront: false))
    }

    /// Fills `shape` (fitted to the view's frame) with the background style (white) behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(BackgroundModifier(secondary: shape.fill(Color.white, style: fillStyle), alignment: .center, inFront: false))
    }

    /// Draws `content` on top of the view, sized to the view's frame.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(BackgroundModifier(secondary: content(), alignment: alignment, inFront: true))
    }

    /// Draws `overlay` on top of the view, sized to the view's frame (a `ShapeStyle` such as a `Color` takes
    /// the style form, as in SwiftUI).
    @_disfavoredOverload
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(BackgroundModifier(secondary: overlay, alignment: alignment, inFront: true))
    }

    /// Fills the view's frame with `style` on top of the view — past the safe area on `edges` where the view
    /// touches it, as SwiftUI does.
    ///
    ///     Image(systemName: "photo").overlay(.black.opacity(0.3))
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        modifier(BackgroundModifier(secondary: Rectangle().fill(style).ignoresSafeArea(edges: edges), alignment: .center, inFront: true))
    }

    /// Fills `shape` (fitted to the view's frame) with `style` on top of the view.
    ///
    ///     avatar.overlay(.white.opacity(0.2), in: .circle)
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        modifier(BackgroundModifier(secondary: shape.fill(style, style: fillStyle), alignment: .center, inFront: true))
    }

    /// A border of `width` points drawn inside the view's frame with `content`.
    ///
    ///     Text("Tag").padding(4).border(.red, width: 2)
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}
