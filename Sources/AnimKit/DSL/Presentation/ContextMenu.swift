import Foundation

/// A view with a context menu: a long press (half a second) lifts the view — or the preview — over the blurred
/// screen and opens the menu under it; a row runs its action and closes the menu, a tap elsewhere closes it.
nonisolated struct ContextMenuHost<Content: View, MenuItems: View>: View {
    let content: Content
    let menuItems: MenuItems
    /// What is lifted instead of the view itself (`contextMenu(menuItems:preview:)`).
    let preview: AnyView?

    @State private var isOpen = false
    /// The pressed view's frame (the presentation host records it) and the lifted view's (the layer's layout).
    @State private var source = MenuAnchor()
    @State private var lifted = MenuAnchor()

    var body: some View {
        let open = $isOpen
        let dismiss = DismissAction { withAnimation(MenuPanel<EmptyView>.motion) { open.wrappedValue = false } }
        let layer: AnyView? = isOpen
            ? AnyView(ContextMenuLayer(source: source, lifted: lifted, view: preview ?? AnyView(content), sizesItself: preview != nil,
                                       menuItems: menuItems, dismiss: dismiss))
            : nil
        return PresentationHost(
            content: content.onLongPressGesture(minimumDuration: 0.5) { withAnimation(MenuPanel<EmptyView>.motion) { open.wrappedValue = true } },
            layer: PresentationLayer(style: .contextMenu, content: layer, identity: 0, dismiss: dismiss, anchor: source),
            onDismiss: nil)
    }
}

/// The open context menu over the whole screen: the blurred, dimmed screen (a tap on it closes the menu), the
/// lifted view on a rounded platter with a soft shadow, and the menu panel under it (over it when there is no room).
nonisolated struct ContextMenuLayer<MenuItems: View>: View {
    let source: MenuAnchor
    let lifted: MenuAnchor
    let view: AnyView
    let sizesItself: Bool
    let menuItems: MenuItems
    let dismiss: DismissAction

    /// The backdrop: what is behind blurred by 10 points and dimmed (AnimKit's estimate of iOS's).
    static var backdrop: MaterialRecipe {
        MaterialRecipe(blur: 10, saturation: 1.2, tint: Color(light: Color(white: 0, opacity: 0.12), dark: Color(white: 0, opacity: 0.35)))
    }
    /// The lifted view's platter: its corners and shadow.
    static var cornerRadius: CGFloat { 13 }

    var body: some View {
        ContextMenuLayout(source: source, lifted: lifted, sizesItself: sizesItself) {
            ContextMenuBackdrop().contentShape(Rectangle()).onTapGesture { dismiss() }
            view
                .background(Color(.systemBackground))
                .clipShape(RoundedRectangle(cornerRadius: ContextMenuLayer.cornerRadius, style: .continuous))
                .shadow(color: Color.black.opacity(0.18), radius: 20, y: 8)
                .allowsHitTesting(false)
            MenuPanel(anchor: lifted, content: menuItems, dismiss: dismiss)
        }
    }
}

/// The blurred, dimmed screen behind an open context menu.
nonisolated struct ContextMenuBackdrop: View, PrimitiveView {
    typealias Body = Never
    func items(node: ViewNode) -> [LayoutItem] { [ContextMenuBackdropItem(node: node)] }
}

final class ContextMenuBackdropItem: LayoutItem {
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    override func draw(_ context: inout RenderContext) {
        context.items.append(.shape(.rect(frame), .fill(), .material(ContextMenuLayer<EmptyView>.backdrop)))
    }
}

/// Places an open context menu's parts: the backdrop over everything; the lifted view where the pressed view is
/// (a preview at its own size, centred on it, kept on screen); and the menu, which hangs from the lifted view,
/// lined up with its leading edge.
struct ContextMenuLayout: Layout {
    let source: MenuAnchor
    let lifted: MenuAnchor
    let sizesItself: Bool

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else { return }
        subviews[0].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        var rect = source.rect
        if sizesItself {
            let ideal = subviews[1].sizeThatFits(.unspecified)
            let width = min(ideal.width, bounds.width - 32), height = min(ideal.height, bounds.height * 0.6)
            rect = CGRect(x: min(max(source.rect.midX - width / 2, bounds.minX + 16), bounds.maxX - 16 - width),
                          y: min(max(source.rect.minY, bounds.minY + 60), max(bounds.minY + 60, bounds.maxY - height - 16)),
                          width: width, height: height)
        }
        subviews[1].place(at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(rect.size))
        (lifted.rect, lifted.canvas, lifted.alignsLeading) = (rect, bounds.size, true)
        subviews[2].place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
    }
}

nonisolated extension View {
    /// A menu that a long press on the view opens: the view lifts over the blurred screen and the menu's rows
    /// hang under it.
    ///
    ///     PhotoView(photo).contextMenu {
    ///         Button("Copy", systemImage: "doc.on.doc") { copy() }
    ///         Button("Delete", systemImage: "trash", role: .destructive) { delete() }
    ///     }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenuHost(content: self, menuItems: menuItems(), preview: nil)
    }

    /// A context menu that lifts `preview` (at its own size, centred on the view) instead of the view.
    ///
    ///     Thumbnail(photo).contextMenu { Button("Share") { share() } } preview: { FullPhoto(photo) }
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                            @ViewBuilder preview: () -> Preview) -> some View {
        ContextMenuHost(content: self, menuItems: menuItems(), preview: AnyView(preview()))
    }
}
