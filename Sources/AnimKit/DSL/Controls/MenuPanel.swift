import Foundation

/// Where an open menu hangs from: the frame of the control that opened it, as last laid out.
final class MenuAnchor {
    var rect: CGRect = .zero
    /// Whether the menu lines up with the anchor's leading edge (a context menu under its lifted view).
    var alignsLeading = false
    /// The canvas the menu opens in.
    var canvas: CGSize = .zero
}

/// What the buttons of an open menu do besides their action: close the menu.
struct MenuActions {
    let dismiss: DismissAction
}

private struct MenuActionsKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: MenuActions? = nil }

extension EnvironmentValues {
    /// The open menu the view is in (its buttons are the menu's rows).
    var menuActions: MenuActions? {
        get { self[MenuActionsKey.self] }
        set { self[MenuActionsKey.self] = newValue }
    }
}

/// An open menu as iOS draws it: a 250-point rounded panel under (or over) its control, one 44-point row per
/// button — the title at the leading side, the icon at the trailing side, hairlines between rows and an
/// 8-point band for a `Divider` — on a material (what is under the panel shows through, blurred and saturated,
/// under a light grey that is 80 % opaque: the panel is (238, 238, 238) over white; a dark grey in the dark
/// appearance) with a soft shadow.
nonisolated struct MenuPanel<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let anchor: MenuAnchor
    let content: Content
    let dismiss: DismissAction

    /// The panel's width and corner radius, its rows' height and background, the band of a divider.
    static var width: CGFloat { 250 }
    static var cornerRadius: CGFloat { 13 }
    static var rowHeight: CGFloat { 44 }
    static var dividerHeight: CGFloat { 8 }
    static var background: MaterialRecipe {
        MaterialRecipe(blur: 12, saturation: 1.8, tint: Color(light: Color(rgb8: 234, 234, 234, opacity: 0.8), dark: Color(rgb8: 46, 46, 46, opacity: 0.8)))
    }
    static var dividerColor: Color { Color(light: Color(white: 0, opacity: 0.08), dark: Color(white: 1, opacity: 0.08)) }
    /// How the menu opens and closes (AnimKit's: a quick spring with a little bounce).
    static var motion: Animation { .spring(duration: 0.35, bounce: 0.15) }

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.menuActions = MenuActions(dismiss: dismiss)
        inner.stackAxis = nil
        inner.font = inner.font ?? .body
        return [ChildSpec(0, content, inner)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        [MenuPanelItem(node: node, rows: node.children.flatMap { $0.items() }, anchor: anchor)]
    }
}

/// The open menu's item: takes the area offered, places its panel by its anchor and its rows in it.
final class MenuPanelItem: LayoutItem {
    let rows: [LayoutItem]
    let anchor: MenuAnchor
    /// The panel's frame, as last placed.
    private(set) var panel: CGRect = .zero

    init(node: ViewNode, rows: [LayoutItem], anchor: MenuAnchor) {
        self.rows = rows
        self.anchor = anchor
        super.init(node: node)
    }

    private static let width = MenuPanel<EmptyView>.width
    private func isDivider(_ row: LayoutItem) -> Bool {
        var item = row
        while let wrapper = item as? WrapperItem { item = wrapper.inner }
        return item.node.view is Divider
    }
    private func height(of row: LayoutItem) -> CGFloat {
        isDivider(row) ? MenuPanel<EmptyView>.dividerHeight : row.sizeThatFits(ProposedViewSize(width: MenuPanelItem.width, height: nil)).height
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? MenuPanelItem.width, height: proposal.height ?? rows.reduce(0) { $0 + height(of: $1) })
    }

    override func placeContent(proposal: ProposedViewSize) {
        let h = rows.reduce(0) { $0 + height(of: $1) }, w = MenuPanelItem.width, margin: CGFloat = 8
        let a = anchor.rect
        // Under the control when it fits, else over it; centred on a control in the middle third, else by its
        // nearer side; kept on screen.
        var y = a.maxY + margin
        if y + h > frame.maxY - margin { y = max(frame.minY + margin, a.minY - margin - h) }
        var x = anchor.alignsLeading ? a.minX : abs(a.midX - frame.midX) < frame.width / 6 ? a.midX - w / 2 : a.midX > frame.midX ? a.maxX - w : a.minX
        x = min(max(x, frame.minX + margin), frame.maxX - margin - w)
        panel = CGRect(x: x, y: y, width: w, height: h)
        var top = y
        for row in rows {
            let rh = height(of: row)
            row.place(at: CGPoint(x: x, y: top), anchor: .topLeading, proposal: ProposedViewSize(width: w, height: rh))
            top += rh
        }
    }

    /// Where the panel grows from as it opens: the anchor's centre, in the panel's unit square.
    var growthAnchor: UnitPoint {
        guard panel.width > 0, panel.height > 0 else { return .top }
        return UnitPoint(x: (anchor.rect.midX - panel.minX) / panel.width, y: (anchor.rect.midY - panel.minY) / panel.height)
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Menu", fill: MenuPanel<EmptyView>.background.tint) }

    override func draw(_ context: inout RenderContext) {
        // The panel is the menu the inspector reports (the item itself spans the screen, for placing it).
        context.record(self, frame: panel)
        let shape = DisplayShape.roundedRect(panel, cornerSize: CGSize(width: MenuPanel<EmptyView>.cornerRadius, height: MenuPanel<EmptyView>.cornerRadius),
                                             style: .continuous)
        let corner = CGSize(width: MenuPanel<EmptyView>.cornerRadius, height: MenuPanel<EmptyView>.cornerRadius)
        // The shadow falls only outside the panel, so what shows through the material is what lies under it.
        var outside = Path(panel.insetBy(dx: -120, dy: -120))
        outside.addRoundedRect(in: panel, cornerSize: corner, style: .continuous)
        var shadow = Shadow(color: Color(white: 0, opacity: 0.18), radius: 24, y: 6)
        shadow.isOnly = true
        context.group(clip: .path(outside), clipIsEvenOdd: true) { around in
            around.group(shadow: shadow) { $0.items.append(.fill(shape, .black)) }
        }
        context.items.append(.shape(shape, .fill(), .material(MenuPanel<EmptyView>.background)))
        context.group(clip: shape) { clipped in
            clipped.descend("Menu") { inner in
                for (i, row) in rows.enumerated() {
                    if isDivider(row) {
                        inner.items.append(.fill(.rect(row.frame), MenuPanel<EmptyView>.dividerColor))
                        continue
                    }
                    row.render(&inner)
                    // A hairline under each row followed by another row.
                    if i + 1 < rows.count, !isDivider(rows[i + 1]) {
                        inner.items.append(.fill(.rect(CGRect(x: row.frame.minX, y: row.frame.maxY - 0.5, width: row.frame.width, height: 0.5)),
                                                 ListItem.separator))
                    }
                }
            }
        }
    }
}
