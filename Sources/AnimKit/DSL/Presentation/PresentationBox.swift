import Foundation

/// How the buttons inside an alert or a dialog draw, and what tapping one dismisses.
struct PresentationActionStyle {
    let style: PresentationStyle
    let dismiss: DismissAction

    /// The label font: 17 pt in an alert, 20 pt in an action sheet.
    var font: Font { style == .alert ? .body : .title3 }
}

private struct PresentationActionsKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: PresentationActionStyle? = nil }

extension EnvironmentValues {
    /// Set inside an alert's or a dialog's actions: buttons there become its rows.
    var presentationActions: PresentationActionStyle? {
        get { self[PresentationActionsKey.self] }
        set { self[PresentationActionsKey.self] = newValue }
    }
}

/// An alert's box, or a confirmation dialog's groups, as iOS draws them: the header (title and
/// message), then the actions as rows separated by hairlines.
///
/// An alert is 270 points wide with 44-point rows; two actions that fit sit side by side (the
/// cancel action on the left), more are stacked with the cancel action last; an alert without
/// actions gets "OK". A dialog spans the screen less 8 points a side with 57-point rows; its cancel
/// action sits in a group of its own below, and a dialog without one gets "Cancel".
nonisolated struct PresentationBox: View, PrimitiveView {
    typealias Body = Never
    let style: PresentationStyle
    /// The title and message, already styled (nil: the dialog's header is hidden).
    let header: AnyView?
    let actions: AnyView
    let dismiss: DismissAction

    static let alertWidth: CGFloat = 270
    static let alertRowHeight: CGFloat = 44
    static let dialogRowHeight: CGFloat = 57
    static let cornerRadius: CGFloat = 14
    static let dialogMargin: CGFloat = 8
    /// The header's insets: alert (20 above and below, 16 at the sides), dialog (14 and 16).
    static func headerInsets(_ style: PresentationStyle) -> (vertical: CGFloat, horizontal: CGFloat) {
        style == .alert ? (20, 16) : (14, 16)
    }
    /// The box's material over a dimmed screen (the system blurs; this is its usual result in light mode),
    /// the dialog's separate cancel group, and the hairlines between rows.
    static let material = Material.regular.color
    static let cancelGroup = Color(light: .white, dark: Color(rgb8: 44, 44, 46))
    static let separator = UIColor.separator.color
    static let hairline: CGFloat = 1.0 / 3.0

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.presentationActions = PresentationActionStyle(style: style, dismiss: dismiss)
        let fallback = Button(style == .alert ? "OK" : "Cancel", role: .cancel) {}
        var specs = [ChildSpec(0, actions, inner), ChildSpec(1, fallback, inner)]
        if let header { specs.append(ChildSpec(2, header, environment)) }
        return specs
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let children = node.children
        var rows = children.first?.items() ?? []
        let hasCancel = rows.contains { PresentationBox.role(of: $0) == .cancel }
        if (style == .alert && rows.isEmpty) || (style == .dialog && !hasCancel) {
            rows += children.count > 1 ? children[1].items() : []
        }
        let headerItems = children.count > 2 ? children[2].items() : []
        let header: LayoutItem? = headerItems.isEmpty ? nil : headerItems.count == 1 ? headerItems[0]
            : ContainerItem(node: node, layout: VStackLayout(spacing: 4), children: headerItems, typeName: "VStack")
        return [PresentationBoxItem(node: node, style: style, header: header, rows: rows)]
    }

    /// The role of the button an action item shows (looking through modifiers around it).
    static func role(of item: LayoutItem) -> ButtonRole? { item.unwrapped(ButtonItem.self)?.role }
}

/// The layout item of an alert or a dialog: measures and places the header and rows, and draws the
/// backgrounds and hairlines around them.
final class PresentationBoxItem: LayoutItem {
    let style: PresentationStyle
    let header: LayoutItem?
    /// The rows of the main group, in the order they show; the dialog's cancel row is separate.
    private let rows: [LayoutItem]
    private let cancel: LayoutItem?

    init(node: ViewNode, style: PresentationStyle, header: LayoutItem?, rows: [LayoutItem]) {
        self.style = style
        self.header = header
        var rows = rows
        var cancel: LayoutItem?
        if let index = rows.firstIndex(where: { PresentationBox.role(of: $0) == .cancel }) {
            let row = rows.remove(at: index)
            if style == .dialog { cancel = row } else { rows.append(row) }
        }
        self.rows = rows
        self.cancel = cancel
        super.init(node: node)
    }

    private var rowHeight: CGFloat { style == .alert ? PresentationBox.alertRowHeight : PresentationBox.dialogRowHeight }

    private func width(_ proposal: ProposedViewSize) -> CGFloat {
        style == .alert ? PresentationBox.alertWidth : proposal.width ?? node.graph.canvas.width
    }

    /// Whether an alert's two actions sit side by side: each label fits half the box.
    private var sideBySide: Bool {
        guard style == .alert, rows.count == 2 else { return false }
        let half = PresentationBox.alertWidth / 2 - 2 * 8
        return rows.allSatisfy { $0.sizeThatFits(.unspecified).width <= half }
    }

    /// The rows in drawing order: side by side, the cancel action goes first (on the left).
    private var orderedRows: [LayoutItem] {
        guard sideBySide, let last = rows.last, PresentationBox.role(of: last) == .cancel else { return rows }
        return [last] + rows.dropLast()
    }

    private func headerHeight(width: CGFloat) -> CGFloat {
        guard let header else { return 0 }
        let insets = PresentationBox.headerInsets(style)
        return header.sizeThatFits(ProposedViewSize(width: width - 2 * insets.horizontal, height: nil)).height + 2 * insets.vertical
    }

    /// The main group's height (header and rows) at `width`.
    private func groupHeight(width: CGFloat) -> CGFloat {
        headerHeight(width: width) + rowHeight * CGFloat(sideBySide ? 1 : rows.count)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = width(proposal)
        let cancelHeight = cancel == nil ? 0 : PresentationBox.dialogMargin + rowHeight
        return CGSize(width: width, height: groupHeight(width: width) + cancelHeight)
    }

    override func placeContent(proposal: ProposedViewSize) {
        let width = frame.width
        let insets = PresentationBox.headerInsets(style)
        let top = headerHeight(width: width)
        header?.place(at: CGPoint(x: frame.midX, y: frame.minY + insets.vertical), anchor: .top,
                      proposal: ProposedViewSize(width: width - 2 * insets.horizontal, height: nil))
        let ordered = orderedRows
        if sideBySide {
            for (i, row) in ordered.enumerated() {
                row.place(at: CGPoint(x: frame.minX + CGFloat(i) * width / 2, y: frame.minY + top), anchor: .topLeading,
                          proposal: ProposedViewSize(width: width / 2, height: rowHeight))
            }
        } else {
            for (i, row) in ordered.enumerated() {
                row.place(at: CGPoint(x: frame.minX, y: frame.minY + top + CGFloat(i) * rowHeight), anchor: .topLeading,
                          proposal: ProposedViewSize(width: width, height: rowHeight))
            }
        }
        cancel?.place(at: CGPoint(x: frame.minX, y: frame.maxY - rowHeight), anchor: .topLeading,
                      proposal: ProposedViewSize(width: width, height: rowHeight))
    }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        let radius = CGSize(width: PresentationBox.cornerRadius, height: PresentationBox.cornerRadius)
        let group = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: groupHeight(width: frame.width))
        context.items.append(.shape(.roundedRect(group, cornerSize: radius, style: .continuous), .fill(), .material(Material.regular.recipe)))
        if let cancel {
            context.items.append(.fill(.roundedRect(cancel.frame, cornerSize: radius, style: .continuous), PresentationBox.cancelGroup))
        }
        // Hairlines: under the header (when there is one) and between rows.
        let hairline = PresentationBox.hairline
        let top = group.minY + headerHeight(width: frame.width)
        let count = sideBySide ? 1 : rows.count
        for i in 0..<count where header != nil || i > 0 {
            let y = top + CGFloat(i) * rowHeight
            context.items.append(.fill(.rect(CGRect(x: group.minX, y: y, width: group.width, height: hairline)), PresentationBox.separator))
        }
        if sideBySide {
            context.items.append(.fill(.rect(CGRect(x: group.midX, y: top, width: hairline, height: rowHeight)), PresentationBox.separator))
        }
        context.descend(style == .alert ? "Alert" : "ConfirmationDialog") { inner in
            header?.render(&inner)
            for row in orderedRows { row.render(&inner) }
            cancel?.render(&inner)
        }
    }

    override var inspection: InspectionInfo? {
        InspectionInfo(type: style == .alert ? "Alert" : "ConfirmationDialog", fill: PresentationBox.material)
    }
}
