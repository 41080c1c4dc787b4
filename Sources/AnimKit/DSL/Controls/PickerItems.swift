import Foundation

/// Notes that a picker's option was tapped in the current cycle (the segmented control slides then).
final class PickerTap {
    var cycle = -1
}

/// A segmented picker: equal segments on a light rounded track, the selected one under a white
/// rounded rectangle that slides between them.
final class SegmentedPickerItem: LayoutItem {
    static let height: CGFloat = 32
    static let track = UIColor.tertiarySystemFill.color
    /// The selected segment: white, (99, 99, 102) in the dark appearance.
    static let selectedSegment = Color(light: .white, dark: Color(rgb8: 99, 99, 102))
    static let separator = Color(rgb8: 142, 142, 147, opacity: 0.3)
    /// UIKit's slide of the selection after a tap (its curve is not published: a quick spring without bounce).
    static let slide = Animation.spring(duration: 0.3, bounce: 0)
    let options: PickerOptions

    init(node: ViewNode, options: PickerOptions) {
        self.options = options
        super.init(node: node)
    }

    private var count: CGFloat { CGFloat(max(options.items.count, 1)) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let natural = options.items.map { $0.sizeThatFits(.unspecified) }
        let widest = natural.map(\.width).max() ?? 0, tallest = natural.map(\.height).max() ?? 0
        return CGSize(width: proposal.width ?? (widest + 24) * count, height: max(SegmentedPickerItem.height, tallest + 12))
    }

    private func segment(_ i: Int) -> CGRect {
        let w = frame.width / count
        return CGRect(x: frame.minX + CGFloat(i) * w, y: frame.minY, width: w, height: frame.height)
    }

    override func placeContent(proposal: ProposedViewSize) {
        for (i, item) in options.items.enumerated() {
            let box = segment(i).insetBy(dx: 6, dy: 0)
            let offer = ProposedViewSize(width: box.width, height: box.height)
            item.place(at: CGPoint(x: box.midX, y: box.midY), anchor: .center, proposal: offer)
        }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Picker") }

    override func draw(_ context: inout RenderContext) {
        let tap = node.existing(PickerTap.self)
        let slide = tap?.cycle == node.graph.cycle ? SegmentedPickerItem.slide : nil
        let index = node.animated(vector: Double(options.selected ?? -1), .control, animation: slide)
        context.record(self)
        let identifier = context.lastIdentifier
        context.items.append(.fill(.roundedRect(frame, cornerSize: CGSize(width: 9, height: 9), style: .continuous), SegmentedPickerItem.track))
        // Separators between segments, hidden beside the selection.
        for i in 1..<max(1, options.items.count) where abs(Double(i) - 0.5 - index) > 0.75 {
            let x = frame.minX + CGFloat(i) * frame.width / count
            context.items.append(.fill(.rect(CGRect(x: x - 0.5, y: frame.midY - 8, width: 1, height: 16)), SegmentedPickerItem.separator))
        }
        if index >= 0 {
            let w = frame.width / count
            let thumb = CGRect(x: frame.minX + CGFloat(index) * w, y: frame.minY, width: w, height: frame.height).insetBy(dx: 2, dy: 2)
            context.items.append(.group(DisplayGroup(shadow: Shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3),
                                                     children: [.fill(.roundedRect(thumb, cornerSize: CGSize(width: 7, height: 7), style: .continuous), SegmentedPickerItem.selectedSegment)])))
        }
        let enabled = node.environment.isEnabled
        context.descend("Picker") { ctx in
            if enabled { for item in options.items { item.render(&ctx) } } else {
                ctx.group(opacity: 0.4) { for item in options.items { item.render(&$0) } }
            }
        }
        guard enabled else { return }
        let node = self.node
        for (i, item) in options.items.enumerated() {
            let choose = options.choose
            context.addTarget(segment(i), node: node, label: item.node.firstText, identifier: identifier,
                              action: .tap(perform: {
                                  node.stored { PickerTap() }.cycle = node.graph.cycle
                                  choose(i)
                              }, press: nil))
        }
    }
}

/// A menu picker, closed: the selected option in the tint and ⌃⌄ (in a list row, the label leading and
/// the value trailing in grey). AnimKit does not open the menu.
final class MenuPickerItem: LayoutItem {
    let label: LayoutItem?
    let value: LayoutItem?
    let chevron: LayoutItem?
    static let gap: CGFloat = 4

    init(node: ViewNode, label: LayoutItem?, value: LayoutItem?, chevron: LayoutItem?) {
        (self.label, self.value, self.chevron) = (label, value, chevron)
        super.init(node: node)
    }

    private var trailing: CGSize {
        let v = value?.sizeThatFits(.unspecified) ?? .zero, c = chevron?.sizeThatFits(.unspecified) ?? .zero
        return CGSize(width: v.width + MenuPickerItem.gap + c.width, height: max(v.height, c.height))
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let t = trailing
        guard let label else { return t }
        let l = label.sizeThatFits(.unspecified)
        return CGSize(width: max(proposal.width ?? 0, l.width + 8 + t.width), height: max(l.height, t.height))
    }

    override func placeContent(proposal: ProposedViewSize) {
        if let label { label.place(at: CGPoint(x: frame.minX, y: frame.midY), anchor: .leading, proposal: .unspecified) }
        let t = trailing
        var x = frame.maxX - t.width
        if let value {
            value.place(at: CGPoint(x: x, y: frame.midY), anchor: .leading, proposal: .unspecified)
            x += value.sizeThatFits(.unspecified).width + MenuPickerItem.gap
        }
        chevron?.place(at: CGPoint(x: x, y: frame.midY), anchor: .leading, proposal: .unspecified)
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Picker") }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        context.descend("Picker") { ctx in
            label?.render(&ctx)
            value?.render(&ctx)
            chevron?.render(&ctx)
        }
    }
}

/// An inline picker: the options as rows, a checkmark in the tint by the selected one.
final class InlinePickerItem: LayoutItem {
    static let rowHeight: CGFloat = 44
    let options: PickerOptions

    init(node: ViewNode, options: PickerOptions) {
        self.options = options
        super.init(node: node)
    }

    private func rowHeight(_ item: LayoutItem, width: CGFloat?) -> CGFloat {
        max(InlinePickerItem.rowHeight, item.sizeThatFits(ProposedViewSize(width: width.map { $0 - 30 }, height: nil)).height + 22)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let width = proposal.width ?? ((options.items.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0) + 30)
        return CGSize(width: width, height: options.items.reduce(0) { $0 + rowHeight($1, width: width) })
    }

    private var rows: [CGRect] {
        var y = frame.minY
        return options.items.map { item in
            let h = rowHeight(item, width: frame.width)
            defer { y += h }
            return CGRect(x: frame.minX, y: y, width: frame.width, height: h)
        }
    }

    override func placeContent(proposal: ProposedViewSize) {
        for (item, row) in zip(options.items, rows) {
            item.place(at: CGPoint(x: row.minX, y: row.midY), anchor: .leading, proposal: ProposedViewSize(width: row.width - 30, height: nil))
        }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Picker") }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        let identifier = context.lastIdentifier
        let rows = self.rows
        let tint = node.environment.tint ?? .accentColor
        context.descend("Picker") { ctx in for item in options.items { item.render(&ctx) } }
        for (i, row) in rows.enumerated() {
            if i > 0 { context.items.append(.fill(.rect(CGRect(x: row.minX, y: row.minY, width: row.width, height: 1.0 / 3)), ListItem.separator)) }
            if i == options.selected {
                // The checkmark: 17-point semibold, at the trailing edge.
                let mark = CGRect(x: row.maxX - 17, y: row.midY - 7, width: 15, height: 13)
                var path = Path()
                path.move(to: CGPoint(x: mark.minX, y: mark.midY))
                path.addLine(to: CGPoint(x: mark.minX + mark.width * 0.38, y: mark.maxY))
                path.addLine(to: CGPoint(x: mark.maxX, y: mark.minY))
                context.items.append(.shape(.path(path), .stroke(StrokeStyle(lineWidth: 2.2, lineCap: .round, lineJoin: .round)), .color(tint)))
            }
            guard node.environment.isEnabled else { continue }
            let choose = options.choose
            context.addTarget(row, node: node, label: options.items[i].node.firstText, identifier: identifier,
                              action: .tap(perform: { choose(i) }, press: nil))
        }
    }
}
