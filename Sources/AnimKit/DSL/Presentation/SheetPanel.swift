import Foundation

/// A presented view: a sheet (with its drag to dismiss), a full-screen cover, an alert or a dialog.
nonisolated struct PresentedView: View {
    let style: PresentationStyle
    let content: AnyView
    let dismiss: DismissAction
    let settings: SheetSettings
    @State private var drag: CGFloat = 0

    var body: some View {
        if style == .sheet {
            SheetPanel(style: style, content: content, settings: settings, drag: drag)
                .gesture(DragGesture()
                    .onChanged { value in drag = SheetPanel.dragOffset(value.translation.height, dismissible: !settings.dismissDisabled) }
                    .onEnded { value in
                        let height = max(1, settings.lastHeight)
                        if !settings.dismissDisabled && (value.translation.height > height / 2 || value.predictedEndTranslation.height > height) {
                            dismiss()
                        } else {
                            withAnimation(NavigationMotion.sheet) { drag = 0 }
                        }
                    })
        } else if style == .fullScreenCover {
            SheetPanel(style: style, content: content, settings: settings, drag: 0)
        } else if style == .dialog {
            content.padding([.horizontal, .bottom], PresentationBox.dialogMargin)
        } else {
            content
        }
    }
}

/// The card of a sheet (or the whole canvas for a full-screen cover): its background, grabber and
/// top corners, with the content laid out inside and centred.
nonisolated struct SheetPanel: View, PrimitiveView {
    typealias Body = Never
    let style: PresentationStyle
    let content: AnyView
    let settings: SheetSettings
    let drag: CGFloat

    /// The gap above a sheet at its large detent, and the system's corner radius of a sheet.
    static let topMargin: CGFloat = 10

    /// The gap above a large sheet on `graph`'s screen: below the device's status bar.
    static func topMargin(on graph: ViewGraph) -> CGFloat { (graph.device?.safeAreaInsets.top ?? 0) + topMargin }
    static let cornerRadius: CGFloat = 10
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberColor = UIColor.tertiaryLabel.color
    /// A presented sheet's background: white, and in the dark appearance the elevated dark grey (28, 28, 30).
    static let elevatedBackground = Color(light: .white, dark: Color(rgb8: 28, 28, 30))

    /// How far a drag of `translation` moves the sheet: with the finger downwards; upwards (or when it
    /// may not be dismissed) it gives a little.
    static func dragOffset(_ translation: CGFloat, dismissible: Bool) -> CGFloat {
        if translation < 0 || !dismissible { return translation / 4 }
        return translation
    }

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.sheetSettings = style == .sheet ? settings : nil
        inner.presentationZoom = settings
        // The content's own changes animate with the transaction from outside the presentation.
        return [ChildSpec(0, content.transaction { NavigationMotion.leave(&$0) }, inner)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let items = node.children.first?.items() ?? []
        let content: LayoutItem = items.count == 1 ? items[0]
            : ContainerItem(node: node, layout: ZStackLayout(alignment: .center), children: items, typeName: "ZStack")
        return [SheetPanelItem(node: node, inner: content, panel: self)]
    }
}

/// The layout item of a sheet's card.
final class SheetPanelItem: WrapperItem {
    let panel: SheetPanel

    init(node: ViewNode, inner: LayoutItem, panel: SheetPanel) {
        self.panel = panel
        super.init(node: node, inner: inner)
    }

    /// A full-screen cover takes the whole canvas; a sheet's card is as high as its detent and as
    /// wide as the canvas (the presentation layer sets it at the bottom).
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let canvas = proposal.replacingUnspecifiedDimensions(by: node.graph.canvas)
        guard panel.style == .sheet else { return canvas }
        let largest = canvas.height - SheetPanel.topMargin(on: node.graph)
        return CGSize(width: canvas.width, height: detent(canvas: canvas.height).sheetHeight(canvas: canvas.height, largest: largest))
    }

    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: sizeThatFits(proposal)) }

    /// The detent the sheet rests at: the selection when it names one of the detents, else the smallest.
    private func detent(canvas height: CGFloat) -> PresentationDetent {
        let settings = panel.settings
        if let selected = settings.selection?.wrappedValue, settings.detents.contains(selected) { return selected }
        let largest = height - SheetPanel.topMargin(on: node.graph)
        return settings.detents.min { $0.sheetHeight(canvas: height, largest: largest) < $1.sheetHeight(canvas: height, largest: largest) } ?? .large
    }

    override func placeContent(proposal: ProposedViewSize) {
        panel.settings.lastHeight = frame.height
        panel.settings.isLarge = frame.height >= node.graph.canvas.height - SheetPanel.topMargin(on: node.graph) - 0.5
        // The content lays out in the card less the device's bars it covers (the home indicator; the
        // status bar too for a full-screen cover).
        let graph = node.graph
        let insets = graph.device?.safeAreaInsets ?? EdgeInsets()
        let safe = frame.inset(by: EdgeInsets(top: panel.style == .sheet ? 0 : insets.top, leading: 0, bottom: insets.bottom, trailing: 0))
        graph.withSafeArea(SafeArea(full: frame, safe: safe)) {
            inner.place(at: CGPoint(x: safe.midX, y: safe.midY + panel.drag), anchor: .center, proposal: ProposedViewSize(safe.size))
        }
    }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        let settings = panel.settings
        var card = frame
        card.origin.y += panel.drag
        if panel.style == .sheet {
            // At the large detent the screen below recedes; a smaller sheet leaves it in place.
            context.recedes = settings.isLarge
            let radius = settings.cornerRadius ?? SheetPanel.cornerRadius
            // The card runs past the bottom edge by its radius: only the top corners show rounded.
            let shape = DisplayShape.roundedRect(CGRect(x: card.minX, y: card.minY, width: card.width, height: card.height + radius),
                                                 cornerSize: CGSize(width: radius, height: radius), style: .continuous)
            context.items.append(.fill(shape, settings.background ?? SheetPanel.elevatedBackground))
            context.group(clip: shape) { inner in
                inner.descend("Sheet") { self.inner.render(&$0) }
            }
            let grabber = settings.dragIndicator == .visible || (settings.dragIndicator == .automatic && settings.detents.count > 1)
            if grabber {
                let size = SheetPanel.grabberSize
                context.items.append(.fill(.capsule(CGRect(x: card.midX - size.width / 2, y: card.minY + 5, width: size.width, height: size.height)),
                                           SheetPanel.grabberColor))
            }
        } else {
            context.items.append(.fill(.rect(card), settings.background ?? SheetPanel.elevatedBackground))
            context.group(clip: .rect(card)) { inner in
                inner.descend("FullScreenCover") { self.inner.render(&$0) }
            }
        }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: panel.style == .sheet ? "Sheet" : "FullScreenCover", fill: panel.settings.background ?? SheetPanel.elevatedBackground) }
}
