import Foundation

/// The layout item of a `List`: rows stacked in a card, separators, the grouped background.
final class ListItem: LayoutItem {
    let rows: [LayoutItem]
    let style: ListStyleKind

    /// iOS's grouped background (systemGroupedBackground) and separator colours.
    static let groupedBackground = Color(rgb8: 242, 242, 247)
    static let separator = Color(rgb8: 60, 60, 67, opacity: 0.29)
    static let minimumRowHeight: CGFloat = 44
    static let rowInset: CGFloat = 16
    static let rowVerticalPadding: CGFloat = 11
    static let cornerRadius: CGFloat = 10

    init(node: ViewNode, rows: [LayoutItem], style: ListStyleKind) {
        self.rows = rows
        self.style = style
        super.init(node: node)
    }

    /// The card's distance from the list's leading and trailing edges.
    private var cardMargin: CGFloat { style == .insetGrouped ? 20 : 0 }
    /// Space above the first row.
    private var topMargin: CGFloat { style == .plain ? 0 : 20 }

    private func contentWidth(_ width: CGFloat) -> CGFloat { max(0, width - 2 * cardMargin - 2 * ListItem.rowInset) }

    /// The rows in the list's view (rows leaving the tree are drawn where they were, outside layout).
    private var liveRows: [LayoutItem] { rows.filter { !$0.isRemoved } }

    private func rowHeights(width: CGFloat?) -> [CGFloat] {
        let proposal = ProposedViewSize(width: width.map(contentWidth), height: nil)
        return liveRows.map { max(ListItem.minimumRowHeight, $0.sizeThatFits(proposal).height + 2 * ListItem.rowVerticalPadding) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // A list is greedy, like a scroll view: it takes what it is offered.
        let width = proposal.width ?? (liveRows.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
            + 2 * (cardMargin + ListItem.rowInset)
        let height = proposal.height ?? topMargin + rowHeights(width: width).reduce(0, +) + topMargin
        return CGSize(width: width, height: height)
    }

    override func placeContent(proposal: ProposedViewSize) {
        let heights = rowHeights(width: frame.width)
        let rowProposal = ProposedViewSize(width: contentWidth(frame.width), height: nil)
        var y = frame.minY + topMargin
        for (row, h) in zip(liveRows, heights) {
            let size = row.sizeThatFits(rowProposal)
            row.place(at: CGPoint(x: frame.minX + cardMargin + ListItem.rowInset, y: y + (h - size.height) / 2),
                      anchor: .topLeading, proposal: rowProposal)
            y += h
        }
        for row in rows where row.isRemoved { row.placeRemoved() }
    }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        let heights = rowHeights(width: frame.width)
        // The card grows and shrinks with the transaction that changed its rows.
        let card = node.animated(CGRect(x: frame.minX + cardMargin, y: frame.minY + topMargin,
                                        width: frame.width - 2 * cardMargin, height: heights.reduce(0, +)), .control)
        context.group(clip: .rect(frame)) { ctx in
            if style != .plain { ctx.items.append(.fill(.rect(frame), ListItem.groupedBackground)) }
            let shape: DisplayShape = style == .insetGrouped
                ? .roundedRect(card, cornerSize: CGSize(width: ListItem.cornerRadius, height: ListItem.cornerRadius), style: .continuous)
                : .rect(card)
            if card.height > 0 { ctx.items.append(.fill(shape, .white)) }
            // Rows are drawn inside the card, as a table's cells are: a row leaving while the card shrinks
            // is cut off by the card's edge instead of fading outside it.
            ctx.group(clip: shape) { clipped in
                clipped.descend("List") { inner in
                    for row in rows { row.render(&inner) }
                }
            }
            // Separators below each row but the last, where the row is presented (rows move as others
            // come and go).
            for (row, h) in zip(liveRows, heights).dropLast() {
                let y = row.frame.midY + h / 2
                ctx.items.append(.fill(.rect(CGRect(x: card.minX + ListItem.rowInset, y: y - 0.5,
                                                    width: card.width - ListItem.rowInset, height: 0.5)), ListItem.separator))
            }
        }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "List", fill: style == .plain ? nil : ListItem.groupedBackground) }
}
