import Foundation

/// What a layout sees of one child: it can be measured and placed. Implemented by the view graph.
protocol LayoutElement: AnyObject {
    /// The size the child chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The child's size for `proposal` and the positions of its alignment guides.
    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions
    /// Puts the child's `anchor` at `point` (parent coordinates), sized for `proposal`.
    func place(at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    /// The child's `.layoutPriority`.
    var layoutPriority: Double { get }
    /// The axis along which the child is a spacer, if it is one (it then adds no spacing of its own).
    var isSpacer: Bool { get }
}
