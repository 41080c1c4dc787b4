import Foundation

extension TabView: NodeReadingView {
    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        var inner = environment.containerContent(axis: nil)
        inner.tabBarEdge = node.tabBarEdge
        return [ChildSpec(0, content, inner)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let tabs = node.children.flatMap { $0.items() }
        let tags = tabs.map { TagModifier.tag(of: $0) }
        let own = node.tabSelection
        let binding = selection
        let selected: Int = {
            if let binding { return tags.firstIndex { $0 == AnyHashable(binding.wrappedValue) } ?? 0 }
            return min(own.index, max(0, tabs.count - 1))
        }()
        let select: (Int) -> Void = { i in
            if let binding {
                if let value = tags[i]?.base as? SelectionValue { binding.wrappedValue = value }
            } else if own.index != i {
                own.index = i
                node.invalidate(transaction: Transaction.current ?? Transaction())
            }
        }
        return [TabViewItem(node: node, tabs: tabs, selected: selected, select: select)]
    }
}

/// A tab view's own selection, when it has no binding.
final class TabSelectionBox {
    var index = 0
}

extension ViewNode {
    var tabSelection: TabSelectionBox { stored { TabSelectionBox() } }
}

/// The layout item of a tab view: the selected tab over the tab bar, or the pages side by side.
final class TabViewItem: LayoutItem {
    static let barHeight: CGFloat = 49
    static let barLine = Color(light: Color(white: 0, opacity: 0.3), dark: Color(white: 1, opacity: 0.15))
    static let unselected = Color(light: Color(rgb8: 153, 153, 153), dark: Color(rgb8: 142, 142, 147))
    let tabs: [LayoutItem]
    let selected: Int
    let select: (Int) -> Void
    private let style: TabViewStyleKind

    init(node: ViewNode, tabs: [LayoutItem], selected: Int, select: @escaping (Int) -> Void) {
        self.tabs = tabs
        self.selected = selected
        self.select = select
        style = node.environment.tabViewStyle
        super.init(node: node)
    }

    private var paged: Bool { if case .page = style { true } else { false } }

    // The tabs' preferences, collected from their subtrees once per item: the values come from the views, which stay
    // as they are until a state change lays the tree out again with new items (a frame only draws).

    /// Whether the selected tab hides the bar (`.toolbar(.hidden, for: .tabBar)` in it, on its shown screen).
    private lazy var barHidden: Bool =
        tabs.indices.contains(selected) && PreferenceCollector.value(TabBarVisibilityKey.self, of: tabs[selected].node) == .hidden

    /// The bar's look the selected tab asks for (`toolbarBackground`, `toolbarColorScheme` for `.tabBar`).
    private lazy var look: TabBarAppearance? =
        tabs.indices.contains(selected) ? PreferenceCollector.value(TabBarAppearanceKey.self, of: tabs[selected].node) ?? nil : nil

    /// Each tab's badge.
    private lazy var badges: [String?] = tabs.map { PreferenceCollector.value(TabBadgeKey.self, of: $0.node) ?? nil }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    /// The content area: the frame above the bar (all of it for pages).
    private var contentFrame: CGRect {
        paged || barHidden ? frame : CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - TabViewItem.barHeight))
    }

    override func placeContent(proposal: ProposedViewSize) {
        let area = contentFrame
        if case .commit? = node.graph.pass { node.tabBarEdge.reset() }
        // The bar is a safe-area inset: backgrounds and scroll views that reach it run on under it.
        let outer = node.graph.safeArea
        var safe = outer.safe
        if !paged, !barHidden, safe.maxY > area.maxY { safe.size.height = max(0, area.maxY - safe.minY) }
        node.graph.withSafeArea(SafeArea(full: outer.full, safe: safe)) { placeTabs(in: area) }
        guard paged, case .commit? = node.graph.pass else { return }
        // Pages scroll as a paging scroll view; the selection is where they rest.
        let state = node.scrollState
        state.contentOrigin = area.origin
        state.contentSize = CGSize(width: area.width * CGFloat(tabs.count), height: area.height)
        state.viewport = area.size
        state.targetBehavior = AnyScrollTargetBehavior { PagingScrollTargetBehavior().updateTarget(&$0, context: $1) }
        let select = self.select, width = area.width, count = tabs.count
        state.onRest = { rest in
            guard width > 0 else { return }
            select(min(max(Int((rest.x / width).rounded()), 0), max(0, count - 1)))
        }
        let page = CGFloat(selected) * area.width
        if !state.isDragging, abs(state.offset.x - page) > 0.5 { state.offset = CGPoint(x: page, y: 0) }
    }

    /// Places each tab in the content area, and its bar label in its slot.
    private func placeTabs(in area: CGRect) {
        for (i, tab) in tabs.enumerated() {
            // Each tab is offered the content area and centred in it.
            let x = paged ? area.midX + CGFloat(i) * area.width : area.midX
            tab.place(at: CGPoint(x: x, y: area.midY), anchor: .center, proposal: ProposedViewSize(area.size))
            // The bar labels: each item's icon above its title, in its slot of the bar.
            if !paged, let carrier = TabItemCarrier.find(in: tab) {
                let slot = barSlot(i)
                var y = slot.minY + 5
                for label in carrier.label {
                    label.place(at: CGPoint(x: slot.midX, y: y), anchor: .top, proposal: .unspecified)
                    y += label.sizeThatFits(.unspecified).height + 2
                }
            }
        }
    }

    private func barSlot(_ i: Int) -> CGRect {
        let w = frame.width / CGFloat(max(tabs.count, 1))
        return CGRect(x: frame.minX + CGFloat(i) * w, y: frame.maxY - TabViewItem.barHeight, width: w, height: TabViewItem.barHeight)
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "TabView") }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        if paged { return drawPages(&context) }
        let identifier = context.lastIdentifier
        if tabs.indices.contains(selected) { context.descend("TabView") { tabs[selected].render(&$0) } }
        if barHidden { return }
        let look = self.look
        let barStart = context.items.count
        // The bar: its material (or the tab's style) runs to the screen's bottom edge under the home indicator.
        let bar = CGRect(x: frame.minX, y: frame.maxY - TabViewItem.barHeight, width: frame.width, height: TabViewItem.barHeight)
        let bottom = frame.maxY >= node.graph.canvas.height - 40 ? max(frame.maxY, node.graph.canvas.height) : frame.maxY
        // At the content's bottom edge the bar is clear (iOS 15's scroll-edge look); `toolbarBackground(.visible)` keeps it.
        let shown: Double = switch look?.visibility {
        case .hidden?: 0
        case .visible?: 1
        default: tabs.indices.contains(selected) ? node.tabBarEdge.backgroundOpacity(tab: tabs[selected].node, barTop: bar.minY) : 0
        }
        if shown > 0 {
            let area = CGRect(x: bar.minX, y: bar.minY, width: bar.width, height: bottom - bar.minY)
            context.group(opacity: shown) { ctx in
                ctx.items.append(.shape(.rect(area), .fill(), look?.style.map { $0.paint(in: area, environment: node.environment) } ?? .material(Material.bar.recipe)))
                ctx.items.append(.fill(.rect(CGRect(x: bar.minX, y: bar.minY - 1.0 / 3, width: bar.width, height: 1.0 / 3)), TabViewItem.barLine))
            }
        }
        defer {
            if let scheme = look?.scheme ?? nil {
                context.items[barStart...] = context.items[barStart...].map { $0.resolvingColors(for: scheme) }[...]
            }
        }
        let tint = node.environment.tint ?? .accentColor
        for (i, tab) in tabs.enumerated() {
            guard let carrier = TabItemCarrier.find(in: tab) else { continue }
            // The label drawn in one colour: the tint when selected, grey otherwise.
            let color = i == selected ? tint : TabViewItem.unselected
            let slot = barSlot(i)
            context.group(mask: { mask in mask.descend("TabView") { ctx in for label in carrier.label { label.render(&ctx) } } }) { ctx in
                ctx.items.append(.fill(.rect(slot), color))
            }
            if let badge = badges[i] { drawBadge(badge, in: slot, &context) }
            let select = self.select
            context.addTarget(slot, node: node, label: carrier.label.lazy.compactMap { $0.node.firstText }.first, identifier: identifier,
                              action: .tap(perform: { select(i) }, press: nil))
        }
    }

    /// A tab item's badge: a red capsule at the icon's top trailing corner (a 22-point icon centred in the slot,
    /// 5 points from the bar's top), white text centred in it.
    private func drawBadge(_ text: String, in slot: CGRect, _ context: inout RenderContext) {
        let font = ResolvedFont(size: 13)
        let textSize = node.graph.measurer.size(of: text, font: font, maxWidth: nil)
        let width = max(TabBarBadge.height, textSize.width + 2 * TabBarBadge.padding)
        let center = CGPoint(x: slot.midX + 14, y: slot.minY + 5 + 4)
        let capsule = CGRect(x: center.x - TabBarBadge.height / 2, y: center.y - TabBarBadge.height / 2, width: width, height: TabBarBadge.height)
        context.items.append(.fill(.capsule(capsule), TabBarBadge.fill))
        context.items.append(.text(TextRun(text, font: font, color: .white, origin: CGPoint(x: capsule.minX, y: capsule.midY - textSize.height / 2),
                                           width: capsule.width, alignment: .center, fit: TextFit(lineLimit: 1))))
        context.descend("TabView") { $0.record(self, info: InspectionInfo(type: "Badge", label: text, fill: TabBarBadge.fill), frame: capsule) }
    }

    private func drawPages(_ context: inout RenderContext) {
        let state = node.scrollState
        let model = AnimatablePair(Double(state.offset.x), Double(state.offset.y))
        let shown = node.animated(vector: model, .control)
        state.presented = CGPoint(x: shown.first, y: shown.second)
        let identifier = context.lastIdentifier
        let first = context.targets.count
        context.group(clip: .rect(frame)) { clipped in
            clipped.group(transform: CGAffineTransform(translationX: -state.presented.x, y: 0)) { ctx in
                ctx.descend("TabView") { inner in for tab in tabs { tab.render(&inner) } }
            }
        }
        if case .page(let showsIndex) = style, showsIndex, tabs.count > 1 { drawDots(&context, offset: state.presented.x) }
        let gesture = ScrollGesture(state: state, axes: .horizontal)
        let attachment = GestureAttachment(priority: .high, mask: .all, gesture: gesture,
                                           makeRecognizer: { ScrollRecognizer() }, type: ScrollGesture.self)
        context.addTarget(frame, node: node, label: nil, identifier: identifier, action: .gesture(attachment), contentFrom: first)
    }

    /// The page dots: 7 points, 16 apart, white; the current one opaque (following the pages as they move).
    private func drawDots(_ context: inout RenderContext, offset: CGFloat) {
        let count = tabs.count, spacing: CGFloat = 16, dot: CGFloat = 7
        let width = CGFloat(count - 1) * spacing + dot
        let y = frame.maxY - 26
        let start = frame.midX - width / 2
        if node.environment.pageIndexBacked {
            let back = CGRect(x: start - 10, y: y - 9, width: width + 20, height: 18 + dot)
            context.items.append(.fill(.capsule(back), Color(white: 0, opacity: 0.25)))
        }
        let current = frame.width > 0 ? offset / frame.width : 0
        for i in 0..<count {
            let lit = max(0, 1 - abs(current - CGFloat(i)))
            let rect = CGRect(x: start + CGFloat(i) * spacing, y: y, width: dot, height: dot)
            context.items.append(.fill(.ellipse(rect), Color(white: 1, opacity: 0.3 + 0.7 * Double(lit))))
        }
    }
}
