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
/// from it. A text's memo also keeps the sizes it measured, and outlives its item: the next layout's item of the
/// same text in the same environment takes it over (`ViewNode.textMemo`), so an unchanged text is not set again
/// when the tree is laid out again (a scroll view building more rows, a state change elsewhere).
///
///     let memo = LeafMemo()
///     memo.drawing = (size, setting)   // read back when the item draws the next frame
final class LeafMemo {
    /// The layout size the drawing was worked out for, and what was worked out.
    var drawing: (size: CGSize, value: Any)?
    /// The sizes measured so far, by proposal (a text's memo only).
    var sizes = SizeCache()
    /// Whether the memo keeps sizes and serves later layout passes: its leaf is a text (a counting date's shows the
    /// characters of its time), measured in its node's own environment (no animating environment value, no text
    /// renderer).
    let outlivesPass: Bool

    init(outlivesPass: Bool = false) { self.outlivesPass = outlivesPass }

    /// The memo for a new item of `leaf` in `node`: the node's from an earlier pass when the leaf is the same text in
    /// the same environment (a copy of it, not written since), else a new one (kept on the node for the next pass
    /// when it can serve it).
    static func forItem(of leaf: LeafView, in node: ViewNode) -> LeafMemo {
        guard let text = leaf as? Text, !node.graph.hasEnvironmentOverrides,
              node.environment.textRenderer == nil else { return LeafMemo() }
        if let kept = node.textMemo, kept.environment.isCopy(of: node.environment), kept.text == text { return kept.memo }
        let memo = LeafMemo(outlivesPass: true)
        node.textMemo = (memo, text, node.environment)
        return memo
    }

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
                              memo: LeafMemo.forItem(of: leaf, in: node))
        super.init(node: node)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let memo = context.memo, memo.outlivesPass else { return leaf.size(for: proposal, in: context) }
        if let kept = memo.sizes[proposal] {
            assert(kept == leaf.size(for: proposal, in: context), "a kept text size differs: \(leaf)")
            return kept
        }
        let size = leaf.size(for: proposal, in: context)
        // The first few proposals (a stack asks a handful): a memo that outlives passes does not grow with a clip.
        if memo.sizes.count < SizeCache.listLimit { memo.sizes[proposal] = size }
        return size
    }

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
