import Foundation

/// What a leaf view sees while it is measured and drawn.
struct LeafContext {
    let environment: EnvironmentValues
    let measurer: TextMeasuring
    /// Where the leaf keeps what it worked out to draw itself, for the frames its layout item draws (nil: nothing
    /// is kept, as in a canvas).
    var memo: LeafMemo? = nil
}

/// What a leaf view worked out to draw itself (a text's lines and font), kept by its layout item: the item's leaf,
/// environment and layout size stay the same until the next layout makes new items, so frames in between draw
/// from it.
///
///     let memo = LeafMemo()
///     memo.drawing = (size, setting)   // read back when the item draws the next frame
final class LeafMemo {
    /// The layout size the drawing was worked out for, and what was worked out.
    var drawing: (size: CGSize, value: Any)?
}

/// A primitive view without children that measures and draws itself: text, shapes, colours, images.
protocol LeafView: PrimitiveView {
    /// The size chosen for `proposal`.
    func size(for proposal: ProposedViewSize, in context: LeafContext) -> CGSize
    /// Draws into `rect` (current coordinates).
    func draw(in rect: CGRect, context: LeafContext, into render: inout RenderContext)
    /// Draws into `rect`, the frame as presented now, for a layout that gave the view `layoutSize`
    /// (they differ while the frame animates: text keeps the lines its layout set).
    func draw(in rect: CGRect, layoutSize: CGSize, context: LeafContext, into render: inout RenderContext)
    /// The inspector's description.
    func inspection(in context: LeafContext) -> InspectionInfo
    /// The first and last text baselines, for text.
    func baselines(for size: CGSize, in context: LeafContext) -> (CGFloat, CGFloat)?
    /// Whether the leaf is a `Spacer`.
    var isSpacer: Bool { get }
    /// The leaf as presented now: its animatable inputs (paint, outline) animated in `node`'s attributes.
    func presented(by node: ViewNode) -> LeafView
}

extension LeafView {
    func items(node: ViewNode) -> [LayoutItem] { [LeafItem(node: node, leaf: self)] }
    func baselines(for size: CGSize, in context: LeafContext) -> (CGFloat, CGFloat)? { nil }
    var isSpacer: Bool { false }
    func presented(by node: ViewNode) -> LeafView { self }
    func draw(in rect: CGRect, layoutSize: CGSize, context: LeafContext, into render: inout RenderContext) {
        draw(in: rect, context: context, into: &render)
    }
}

/// The layout item of a leaf view.
final class LeafItem: LayoutItem {
    let leaf: LeafView
    let context: LeafContext

    init(node: ViewNode, leaf: LeafView) {
        self.leaf = leaf
        context = LeafContext(environment: node.graph.presentedEnvironment(node.environment), measurer: node.graph.measurer,
                              memo: LeafMemo())
        super.init(node: node)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { leaf.size(for: proposal, in: context) }

    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let b = leaf.baselines(for: size, in: context)
        return ViewDimensions(size: size, firstBaseline: b?.0, lastBaseline: b?.1)
    }

    override var isSpacer: Bool { leaf.isSpacer }

    /// Spacers take what is left: in a stack they are offered space after every other child (as SwiftUI's
    /// spacers, whose layout priority is −∞), unless a `.layoutPriority` outside them says otherwise.
    override var layoutPriority: Double { leaf.isSpacer ? -.infinity : 0 }

    override var inspection: InspectionInfo? { leaf.isSpacer ? nil : leaf.inspection(in: context) }

    override func draw(_ context: inout RenderContext) {
        let shown = leaf.presented(by: node)
        if !leaf.isSpacer { context.record(self, info: shown.inspection(in: self.context)) }
        if let text = shown as? Text,
           text.drawChange(in: frame, layoutSize: layoutFrame.size, context: self.context, node: node, into: &context) { return }
        if let image = shown as? Image,
           image.drawChange(in: frame, layoutSize: layoutFrame.size, context: self.context, node: node, into: &context) { return }
        shown.draw(in: frame, layoutSize: layoutFrame.size, context: self.context, into: &context)
    }
}
