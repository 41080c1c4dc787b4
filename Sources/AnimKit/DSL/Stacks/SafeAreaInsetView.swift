import Foundation

/// A view with content shown along one of its edges (`safeAreaInset`): the view lays out in the rest,
/// with its safe area ending at the content.
nonisolated struct SafeAreaInsetView<Content: View, Inset: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let inset: Inset
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, content, environment), ChildSpec(1, inset, environment)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        func one(_ index: Int) -> LayoutItem? {
            guard node.children.count > index else { return nil }
            let items = node.children[index].items()
            if items.count <= 1 { return items.first }
            return ContainerItem(node: node, layout: ZStackLayout(alignment: alignment), children: items, typeName: "ZStack")
        }
        guard let main = one(0) else { return [] }
        guard let bar = one(1) else { return [main] }
        return [SafeAreaInsetItem(node: node, main: main, bar: bar, view: self)]
    }
}

/// The layout item of `safeAreaInset`.
final class SafeAreaInsetItem<Content: View, Inset: View>: LayoutItem {
    let main: LayoutItem
    let bar: LayoutItem
    let view: SafeAreaInsetView<Content, Inset>

    init(node: ViewNode, main: LayoutItem, bar: LayoutItem, view: SafeAreaInsetView<Content, Inset>) {
        self.main = main
        self.bar = bar
        self.view = view
        super.init(node: node)
    }

    private var isVertical: Bool { view.edge == .top || view.edge == .bottom }

    /// The inset content's size along the edge, for a view as wide (or high) as `length`.
    private func barSize(across length: CGFloat?) -> CGSize {
        bar.sizeThatFits(isVertical ? ProposedViewSize(width: length, height: nil) : ProposedViewSize(width: nil, height: length))
    }

    private func mainProposal(_ p: ProposedViewSize, bar: CGSize) -> ProposedViewSize {
        isVertical ? ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - bar.height - view.spacing) })
            : ProposedViewSize(width: p.width.map { max(0, $0 - bar.width - view.spacing) }, height: p.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let barSize = barSize(across: isVertical ? proposal.width : proposal.height)
        let mainSize = main.sizeThatFits(mainProposal(proposal, bar: barSize))
        return isVertical ? CGSize(width: max(mainSize.width, proposal.width == nil ? barSize.width : 0), height: mainSize.height + barSize.height + view.spacing)
            : CGSize(width: mainSize.width + barSize.width + view.spacing, height: max(mainSize.height, proposal.height == nil ? barSize.height : 0))
    }

    override func placeContent(proposal: ProposedViewSize) {
        let size = barSize(across: isVertical ? frame.width : frame.height)
        let gap = view.spacing
        var rest = frame, strip = frame
        switch view.edge {
        case .top:
            strip.size.height = size.height
            rest = CGRect(x: frame.minX, y: frame.minY + size.height + gap, width: frame.width, height: max(0, frame.height - size.height - gap))
        case .bottom:
            strip = CGRect(x: frame.minX, y: frame.maxY - size.height, width: frame.width, height: size.height)
            rest.size.height = max(0, frame.height - size.height - gap)
        case .leading:
            strip.size.width = size.width
            rest = CGRect(x: frame.minX + size.width + gap, y: frame.minY, width: max(0, frame.width - size.width - gap), height: frame.height)
        case .trailing:
            strip = CGRect(x: frame.maxX - size.width, y: frame.minY, width: size.width, height: frame.height)
            rest.size.width = max(0, frame.width - size.width - gap)
        }
        let graph = node.graph
        let outer = graph.safeArea
        graph.withSafeArea(SafeArea(full: outer.full, safe: rest.intersection(outer.safe).isNull ? rest : rest.intersection(outer.safe))) {
            main.place(at: rest.origin, anchor: .topLeading, proposal: ProposedViewSize(rest.size))
        }
        // The inset content sits in the strip, aligned across it.
        let a = view.alignment
        let barProposal = isVertical ? ProposedViewSize(width: strip.width, height: nil) : ProposedViewSize(width: nil, height: strip.height)
        let d = bar.dimensions(in: barProposal)
        let stripGuides = ViewDimensions(size: strip.size)
        let origin = CGPoint(x: strip.minX + stripGuides[a.horizontal] - d[a.horizontal],
                             y: strip.minY + stripGuides[a.vertical] - d[a.vertical])
        bar.place(at: origin, anchor: .topLeading, proposal: barProposal)
    }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        context.descend("SafeAreaInset") { inner in
            main.render(&inner)
            bar.render(&inner)
        }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "SafeAreaInset") }
}
