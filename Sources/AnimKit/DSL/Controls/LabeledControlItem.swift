import Foundation

/// The layout of an iOS control with a label: the label at the leading edge, centred vertically, the control
/// (a fixed size) at the trailing edge of the offered width, at least 8 points apart (toggles, steppers).
class LabeledControlItem: WrapperItem {
    /// The control's size.
    let controlSize: CGSize
    static let spacing: CGFloat = 8

    init(node: ViewNode, label: LayoutItem, controlSize: CGSize) {
        self.controlSize = controlSize
        super.init(node: node, inner: label)
    }

    /// Whether the label is shown: not under `labelsHidden()` / `labelsVisibility(.hidden)`, where the control
    /// alone is the view, as in SwiftUI.
    var labelShown: Bool { node.environment.labelsVisibility != .hidden }

    /// The width the label may take in `width`.
    private func labelWidth(_ width: CGFloat) -> CGFloat { max(0, width - controlSize.width - LabeledControlItem.spacing) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard labelShown else { return controlSize }
        let label = inner.sizeThatFits(ProposedViewSize(width: proposal.width.map(labelWidth), height: proposal.height))
        let width = max(proposal.width ?? 0, label.width + LabeledControlItem.spacing + controlSize.width)
        return CGSize(width: width, height: max(label.height, controlSize.height))
    }

    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: sizeThatFits(proposal)) }

    override func placeContent(proposal: ProposedViewSize) {
        guard labelShown else {
            inner.place(at: frame.origin, anchor: .topLeading, proposal: ProposedViewSize(width: 0, height: 0))
            return
        }
        let offer = ProposedViewSize(width: labelWidth(frame.width), height: frame.height)
        let label = inner.sizeThatFits(offer)
        inner.place(at: CGPoint(x: frame.minX, y: frame.midY - label.height / 2), anchor: .topLeading, proposal: offer)
    }

    /// The control's rectangle: trailing, centred vertically.
    var controlFrame: CGRect {
        CGRect(x: frame.maxX - controlSize.width, y: frame.midY - controlSize.height / 2,
               width: controlSize.width, height: controlSize.height)
    }
}
