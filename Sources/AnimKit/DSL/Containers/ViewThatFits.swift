import Foundation

/// Shows the first of its views that fits — SwiftUI's `ViewThatFits`.
///
/// Each view's ideal size along `axes` is compared with the space offered; the first that fits is laid
/// out and drawn, or the last when none does. The others are kept (their state lives) but not shown.
///
///     ViewThatFits(in: .horizontal) {
///         HStack { Image(systemName: "star"); Text("Add to favourites") }
///         Image(systemName: "star")
///     }
nonisolated public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Chooses among `content`'s views along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, content, environment.containerContent(axis: nil))]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        [ViewThatFitsItem(node: node, options: node.children.flatMap { $0.items() }, axes: axes)]
    }
}

/// The layout item of a `ViewThatFits`: measures and shows the chosen view.
final class ViewThatFitsItem: LayoutItem {
    let options: [LayoutItem]
    let axes: Axis.Set
    private var chosen: LayoutItem?

    init(node: ViewNode, options: [LayoutItem], axes: Axis.Set) {
        self.options = options
        self.axes = axes
        super.init(node: node)
    }

    /// The first option whose ideal size fits `proposal` along the axes, else the last.
    private func choice(_ proposal: ProposedViewSize) -> LayoutItem? {
        options.first { option in
            // Ideal along the checked axes; the proposal along the others.
            let ideal = option.sizeThatFits(ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                             height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 + 0.001 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 + 0.001 } ?? true
            return fitsWidth && fitsHeight
        } ?? options.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { choice(proposal)?.sizeThatFits(proposal) ?? .zero }

    override func placeContent(proposal: ProposedViewSize) {
        chosen = choice(proposal)
        chosen?.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "ViewThatFits") }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        context.descend("ViewThatFits") { ctx in chosen?.render(&ctx) }
    }
}
