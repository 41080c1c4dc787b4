import Foundation

/// One layout-and-draw pass over the whole tree: the items are built and placed on the canvas in the device's
/// safe area, then drawn with the presentations and the device's chrome on top.
extension ViewGraph {
    /// Builds the layout items and places them on the canvas.
    func layout() -> LayoutItem {
        coordinateSpaces = [:]
        layoutPassNumber += 1
        matchedGeometryStale = false
        let items = root.items()
        let top: LayoutItem = items.count == 1 ? items[0]
            : ContainerItem(node: root, layout: VStackLayout(), children: items, typeName: "VStack")
        // The root view lays out in the device's safe area (the whole canvas without a device).
        let screen = CGRect(origin: .zero, size: canvas)
        let area = device.map { SafeArea(full: screen, safe: screen.inset(by: $0.safeAreaInsets)) } ?? SafeArea(screen)
        safeAreas = [area]
        let proposal = ProposedViewSize(area.safe.size)
        let size = top.sizeThatFits(proposal)
        top.place(at: CGPoint(x: area.safe.midX - size.width / 2, y: area.safe.midY - size.height / 2),
                  anchor: .topLeading, proposal: proposal)
        return top
    }

    /// Draws placed items, resolving their attributes in the current pass (listing the views when
    /// `inspecting`).
    func draw(_ top: LayoutItem, inspecting: Bool) -> GraphFrame {
        var context = RenderContext(inspects: inspecting)
        if !inspecting && drawings.keepsDrawings { context.keepingGraph = self }
        transitionSources.beginPass()
        let scheme = root.environment.colorScheme
        context.colorScheme = scheme
        top.render(&context)
        let receded = PresentationCompositor.drawPresentations(&context, canvas: canvas, statusBar: device?.statusBarHeight ?? 0)
        if let device { DeviceChrome.draw(&context, device: device, canvas: canvas, onBlack: receded) }
        var items = context.items
        if scheme != .light {
            // The root's appearance: the system colours of everything drawn (presentations and the device look
            // too) take its values, over the background in that appearance.
            items = items.map { $0.resolvingColors(for: scheme) }
            if appearance.canvasBackground.adapts {
                items.insert(.fill(.rect(CGRect(origin: .zero, size: canvas)), appearance.canvasBackground.resolved(for: scheme)), at: 0)
            }
        }
        return GraphFrame(displayList: DisplayList(items), views: inspecting ? context.views : nil, targets: context.targets,
                          identifiedAreas: context.identifiedAreas)
    }
}
