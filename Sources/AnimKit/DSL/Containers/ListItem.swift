import Foundation

/// The layout item of a `List`: rows stacked in a card, separators, the grouped background.
final class ListItem: LayoutItem {
    let rows: [LayoutItem]
    let style: ListStyleKind

    /// iOS's grouped background (systemGroupedBackground) and separator colours.
    static let groupedBackground = UIColor.systemGroupedBackground.color
    static let separator = UIColor.separator.color
    static let minimumRowHeight: CGFloat = 44
    static let rowInset: CGFloat = 16
    static let rowVerticalPadding: CGFloat = 11
    static let cornerRadius: CGFloat = 10

    /// The list's sections: its `Section`s, and runs of rows outside any (one section for a plain list of rows).
    private let sections: [ListSection]

    init(node: ViewNode, rows: [LayoutItem], style: ListStyleKind) {
        self.rows = rows
        self.style = style
        // Each row is drawn by a row item: its swipe, edit-mode controls and reordering.
        sections = ListSection.group(rows).map { section in
            var section = section
            // (The rows a lazy `ForEach` has not built are one placeholder: no row of its own.)
            section.rows = section.rows.map { LazyRowsItem.placeholder(in: $0) != nil ? $0 : ListRowItem(row: $0, list: node) }
            return section
        }
        super.init(node: node)
    }

    /// The rows share the list's node with its scroll view: their frame is told apart from the viewport's.
    override var geometryPart: ObjectIdentifier? { ObjectIdentifier(ListItem.self) }

    /// The card's distance from the list's leading and trailing edges.
    private var cardMargin: CGFloat { style == .insetGrouped ? 20 : 0 }
    /// Space above the first card (26) and above the first header (23) in a grouped list: 6 points more than
    /// iOS 14's (20 and 17, measured from its simulator and used by Flutter's Cupertino lists), as iOS 17 and 18
    /// draw them by the comparison with their pixels that found AnimKit's first card about 6 points too high.
    /// Apple publishes neither number (docs/views.md, *Lists*).
    private var topMargin: CGFloat { style == .plain ? 0 : 26 }
    /// Space below the last card or footer.
    private var bottomMargin: CGFloat { style == .plain ? 0 : 20 }
    /// Space between sections; above a header (first / others); between a header or footer and its card.
    private var sectionGap: CGFloat { style == .plain ? 0 : 35 }
    private func headerGap(first: Bool) -> CGFloat { style == .plain ? 0 : first ? 23 : 24 }
    static let headerToCard: CGFloat = 7

    private func contentWidth(_ width: CGFloat) -> CGFloat { max(0, width - 2 * cardMargin - 2 * ListItem.rowInset) }

    /// The space between a row's cell and its content: its `listRowInsets`, else 16 at the sides and 11 above and below.
    static func insets(of row: LayoutItem) -> EdgeInsets {
        ListRowSettings.of(row).insets
            ?? EdgeInsets(top: rowVerticalPadding, leading: rowInset, bottom: rowVerticalPadding, trailing: rowInset)
    }

    /// The width a row's content is offered in a list `width` wide.
    private func rowContentWidth(_ row: LayoutItem, _ width: CGFloat) -> CGFloat {
        let insets = ListItem.insets(of: row)
        return max(0, width - 2 * cardMargin - insets.leading - insets.trailing)
    }

    private func rowHeights(_ rows: [LayoutItem], width: CGFloat?) -> [CGFloat] {
        let shown = rows.filter { !$0.isRemoved }
        var heights = shown.map { row -> CGFloat in
            guard LazyRowsItem.placeholder(in: row) == nil else { return 0 }
            let insets = ListItem.insets(of: row)
            let proposal = ProposedViewSize(width: width.map { rowContentWidth(row, $0) }, height: nil)
            return max(ListItem.minimumRowHeight, row.sizeThatFits(proposal).height + insets.top + insets.bottom)
        }
        // Rows not built yet are as tall as the built rows of the section on average (44 points before any is built).
        let built = zip(shown, heights).filter { LazyRowsItem.placeholder(in: $0.0) == nil }.map(\.1)
        let average = built.isEmpty ? ListItem.minimumRowHeight : built.reduce(0, +) / CGFloat(built.count)
        for (i, row) in shown.enumerated() {
            if let lazy = LazyRowsItem.placeholder(in: row) { heights[i] = CGFloat(lazy.remaining) * average }
        }
        return heights
    }

    private func blockHeight(_ items: [LayoutItem], width: CGFloat?) -> CGFloat {
        let proposal = ProposedViewSize(width: width.map(contentWidth), height: nil)
        return items.map { $0.sizeThatFits(proposal).height }.max() ?? 0
    }

    /// Where each section's header, card and footer go, from `top`.
    private func frames(width: CGFloat, top: CGFloat) -> [(header: CGFloat?, card: CGRect, footer: CGFloat?)] {
        var y = top
        return sections.enumerated().map { i, section in
            var header: CGFloat?
            if !section.header.isEmpty {
                y += headerGap(first: i == 0)
                header = y
                y += blockHeight(section.header, width: width) + ListItem.headerToCard
            } else {
                y += i == 0 ? topMargin : sectionGap
            }
            let card = CGRect(x: cardMargin, y: y, width: width - 2 * cardMargin, height: rowHeights(section.rows, width: width).reduce(0, +))
            y = card.maxY
            var footer: CGFloat?
            if !section.footer.isEmpty {
                footer = y + ListItem.headerToCard
                y += ListItem.headerToCard + blockHeight(section.footer, width: width)
            }
            return (header, card, footer)
        }
    }

    /// The bottom of the last card or footer, from a top at 0.
    private func contentBottom(width: CGFloat) -> CGFloat {
        guard let (section, last) = zip(sections, frames(width: width, top: 0)).reversed().first(where: { _ in true }) else { return 0 }
        return last.footer.map { $0 + blockHeight(section.footer, width: width) } ?? last.card.maxY
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // Its scroll view offers the width; the height is the rows' (the scroll view takes the space offered).
        let width = proposal.width ?? (rows.filter { !$0.isRemoved }.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0)
            + 2 * (cardMargin + ListItem.rowInset)
        return CGSize(width: width, height: contentBottom(width: width) + bottomMargin)
    }

    override func placeContent(proposal: ProposedViewSize) {
        let rowProposal = ProposedViewSize(width: contentWidth(frame.width), height: nil)
        let x = frame.minX + cardMargin + ListItem.rowInset
        let scroll: ScrollState? = if case .commit? = node.graph.pass { node.graph.scrollContents.last } else { nil }
        for (section, place) in zip(sections, frames(width: frame.width, top: frame.minY)) {
            if let y = place.header { for item in section.header { item.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: rowProposal) } }
            var y = place.card.minY
            let editing = node.environment.editMode?.wrappedValue.isEditing ?? false
            let shown = section.rows.filter { !$0.isRemoved }
            let rows = shown.compactMap { $0 as? ListRowItem }
            for (item, h) in zip(shown, rowHeights(shown, width: frame.width)) {
                guard let row = item as? ListRowItem else {
                    // The rows not built: their cells, measured as one.
                    let cells = CGRect(x: frame.minX + place.card.minX, y: y, width: place.card.width, height: h)
                    if let lazy = LazyRowsItem.placeholder(in: item) {
                        lazy.cellFrames = rows.filter { lazy.follows($0.inner) }.map(\.rowRect)
                    }
                    item.place(at: cells.origin, anchor: .topLeading, proposal: ProposedViewSize(cells.size))
                    y += h
                    continue
                }
                row.editing = editing
                row.rowRect = CGRect(x: frame.minX + place.card.minX, y: y, width: place.card.width, height: h)
                // A deletable row in edit mode moves over for its red minus.
                let insets = ListItem.insets(of: row)
                let proposal = ProposedViewSize(width: rowContentWidth(row, frame.width) - row.indent - row.trailingInset, height: nil)
                let size = row.sizeThatFits(proposal)
                let mark = scroll?.anchorOrder.count
                let top = y + insets.top + (h - insets.top - insets.bottom - size.height) / 2
                row.place(at: CGPoint(x: x - ListItem.rowInset + insets.leading + row.indent, y: top), anchor: .topLeading, proposal: proposal)
                // A `listRowBackground` fills the row's cell.
                ListRowSettings.of(row).background?.place(at: row.rowRect.origin, anchor: .topLeading, proposal: ProposedViewSize(row.rowRect.size))
                row.placeActions()
                // `scrollTo` a row's id shows its whole cell, not only the content in it.
                if let scroll, let mark { scroll.setAnchors(since: mark, to: row.rowRect) }
                y += h
            }
            makeWay(in: rows)
            if let y = place.footer { for item in section.footer { item.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: rowProposal) } }
        }
        for section in sections { for row in section.rows where row.isRemoved { row.placeRemoved() } }
    }

    override func draw(_ context: inout RenderContext) {
        // The background is its scroll view's backdrop, which also shows where the rows are pulled past their ends.
        let places = frames(width: frame.width, top: frame.minY)
        for (section, place) in zip(sections, places) {
            if style == .plain { pinHeaders(of: section, card: place.card, visible: context.visibleScrollRect) }
            drawSection(section, card: place.card.offsetBy(dx: frame.minX, dy: 0), in: &context)
        }
    }

    /// A plain list's section headers stay at the top of the list while their section's rows pass under them,
    /// and are pushed up by the next section's header.
    private func pinHeaders(of section: ListSection, card: CGRect, visible: CGRect?) {
        for item in section.header {
            guard let part = SectionPartItem.find(in: item) else { continue }
            let top = visible?.minY ?? -.infinity
            part.pinShift = max(0, min(top - item.frame.minY, card.maxY - item.frame.maxY))
        }
    }

    private func drawSection(_ section: ListSection, card model: CGRect, in ctx: inout RenderContext) {
        let heights = rowHeights(section.rows, width: frame.width)
        // The card grows and shrinks with the transaction that changed its rows.
        let card = node.animated(model, .control, part: section.id)
        let shape: DisplayShape = style == .insetGrouped
            ? .roundedRect(card, cornerSize: CGSize(width: ListItem.cornerRadius, height: ListItem.cornerRadius), style: .continuous)
            : .rect(card)
        // The card: the grouped cell background (white, dark grey in the dark appearance), or the plain background.
        let cardColor = style == .plain ? Clip.systemBackground : UIColor.secondarySystemGroupedBackground.color
        if card.height > 0 { ctx.items.append(.fill(shape, cardColor)) }
        // Rows are drawn inside the card, as a table's cells are: a row leaving while the card shrinks
        // is cut off by the card's edge instead of fading outside it.
        ctx.group(clip: shape) { clipped in
            clipped.descend("List") { inner in
                // A dragged row is drawn over the others.
                let rows = section.rows.compactMap { $0 as? ListRowItem }
                // A `listRowBackground` takes the place of the cell's white: what is behind the list shows through a
                // translucent one (the grouped grey, or the plain background). The row draws it, so that it slides
                // with the row's swipe and moves with the row.
                let behind = style == .plain || node.environment.scrollContentBackground == .hidden ? Clip.systemBackground : ListItem.groupedBackground
                for row in rows { row.backgroundBase = behind }
                // A leaving row is drawn under the others, and the rows sliding up over it cover it with their cells'
                // background, as a table's opaque cells do: its text stays in its own slot instead of crossing theirs.
                let leaving = rows.filter(\.isRemoved)
                for row in leaving where !row.isDragged { row.render(&inner) }
                // Rows far out of view are not drawn (a list makes only the rows near its screen).
                for row in rows where !row.isDragged && !row.isRemoved && !inner.isFarOutOfScrollView(row.layoutFrame) {
                    let cell = row.presentedRect
                    if leaving.contains(where: { $0.frame.intersects(cell) }) { inner.items.append(.fill(.rect(cell), cardColor)) }
                    row.render(&inner)
                }
                for row in rows where row.isDragged { row.render(&inner) }
            }
        }
        ctx.descend("List") { inner in for item in section.footer { item.render(&inner) } }
        // Separators below each row but the last, where the row is presented (rows move as others
        // come and go), from the row's content edge; none where either row hides it (`listRowSeparator`).
        let shown = section.rows.filter { !$0.isRemoved }
        for (k, (row, h)) in zip(shown, heights).enumerated().dropLast() {
            let above = ListRowSettings.of(row), below = ListRowSettings.of(shown[k + 1])
            if above.hiddenSeparators.contains(.bottom) || below.hiddenSeparators.contains(.top) { continue }
            let tint = above.tintedSeparators.contains(.bottom) ? above.separatorTint
                : below.tintedSeparators.contains(.top) ? below.separatorTint : nil
            let insets = ListItem.insets(of: row)
            let y = row.frame.midY + ((row as? ListRowItem)?.shownShift ?? 0) + h / 2 - (insets.top - insets.bottom) / 2
            let leading = insets.leading + (above.separatorLeading ?? 0)
            ctx.items.append(.fill(.rect(CGRect(x: card.minX + leading, y: y - 0.5,
                                                width: card.width - leading, height: 0.5)), tint ?? ListItem.separator))
        }
        // Headers last: a pinned header covers the rows passing under it.
        ctx.descend("List") { inner in
            for item in section.header {
                if style == .plain, let part = SectionPartItem.find(in: item), part.pinShift > 0 {
                    let band = CGRect(x: frame.minX, y: item.frame.minY + part.pinShift - ListItem.headerToCard,
                                      width: frame.width, height: item.frame.height + 2 * ListItem.headerToCard)
                    inner.items.append(.fill(.rect(band), Clip.systemBackground))
                }
                item.render(&inner)
            }
        }
    }
}

/// A section of a list: its header, rows and footer items.
struct ListSection {
    /// The `Section`'s node (nil for rows outside any section).
    let id: ObjectIdentifier?
    var header: [LayoutItem] = []
    var rows: [LayoutItem] = []
    var footer: [LayoutItem] = []

    /// The sections of a list's items, in order: consecutive items of one `Section`, or outside any.
    static func group(_ items: [LayoutItem]) -> [ListSection] {
        var sections: [ListSection] = []
        for item in items {
            let part = SectionPartItem.find(in: item)
            if sections.isEmpty || sections[sections.count - 1].id != part?.section || (part == nil && sections[sections.count - 1].id != nil) {
                sections.append(ListSection(id: part?.section))
            }
            switch part?.role {
            case .header?: sections[sections.count - 1].header.append(item)
            case .footer?: sections[sections.count - 1].footer.append(item)
            default: sections[sections.count - 1].rows.append(item)
            }
        }
        return sections.isEmpty ? [ListSection(id: nil)] : sections
    }
}
