import Foundation

/// One laid-out view of a layout pass: measured for proposals, placed in canvas coordinates, drawn.
///
/// Items are rebuilt from the nodes for every pass; sizes are cached per proposal within the pass.
class LayoutItem: LayoutElement {
    /// The node the item shows.
    let node: ViewNode
    /// The frame in canvas coordinates (before drawing effects such as offset): where layout placed
    /// the item, then, while it draws, where its geometry animation presents it.
    private(set) var frame: CGRect = .zero
    /// Where layout placed the item.
    private(set) var layoutFrame: CGRect = .zero
    /// The sizes chosen so far, by proposal: an item is asked about a few proposals, so a list searched in order
    /// (comparing two numbers) beats hashing each proposal; past `SizeCache.listLimit` they go in a dictionary.
    private var sizes = SizeCache()

    init(node: ViewNode) { self.node = node }

    /// The size chosen for `proposal` (cached).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = sizes[proposal] { return size }
        let size = computeSize(proposal)
        sizes[proposal] = size
        return size
    }

    /// Subclasses measure here.
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    final func place(at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        // NaN and infinities from clip code (a frame, a position) stop here: every later pass gets finite numbers.
        layoutFrame = CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                             width: size.width, height: size.height).finite
        frame = layoutFrame
        // A view that moved or changed size in a state change receives the cycle's transaction.
        if case .commit? = node.graph.pass {
            if node.attributeChanges(layoutFrame, .geometry, part: geometryPart) { node.markVisualChange() }
            // A view that may leave remembers where it stands, so it can stay there while it leaves.
            if let state = leavingState, !state.isRemoved {
                state.placements[PlacementKey(node: ObjectIdentifier(node), part: geometryPart)] = (layoutFrame.origin, proposal)
            }
        }
        placeContent(proposal: proposal)
    }

    /// Which of its node's items this is, when a node makes several (a modifier over several views).
    var geometryPart: ObjectIdentifier? { nil }

    /// Subclasses place their children within `frame` here.
    func placeContent(proposal: ProposedViewSize) {}

    var layoutPriority: Double { 0 }
    var isSpacer: Bool { false }
    /// The item's place in its container's drawing order (`.zIndex`, higher on top).
    var zIndex: Double { 0 }
    /// The transition slot this item shows (directly or through wrappers), whose removal it follows.
    var leavingState: TransitionState? { nil }

    /// Whether the item shows a view leaving the tree: containers lay out without it, then call
    /// `placeRemoved()` to put it back where it was. A slot inside another one counts (a `ForEach` element whose
    /// `if`/`else` swaps its view: the leaving branch takes no place of its own while the new one comes in).
    var isRemoved: Bool { leavingState?.isRemoved ?? false }

    /// Places a leaving item where the last state change laid it out (its content is placed inside it
    /// as usual, so wrappers such as a background stay around it).
    final func placeRemoved() {
        let key = PlacementKey(node: ObjectIdentifier(node), part: geometryPart)
        guard let p = leavingState?.placements[key] else { return }
        place(at: p.origin, anchor: .topLeading, proposal: p.proposal)
    }

    /// What the item drew in the latest frames and the context it drew in, while it may be drawn again
    /// (`DrawCache`); nil items: the context was seen once. Kept in the item: drawing visits every item each frame.
    private var keptKey: DrawCache.Key?
    private var keptItems: [DisplayItem]?
    private var keptIdentifier: String?
    /// Drawings left to make afresh without trying to keep them: the latest one read a running animation, or was
    /// made in another context than the one before (content scrolling under a finger).
    private var untriedDrawings: UInt8 = 0

    /// Draws the item (and its children) into `context` at its presented frame: again from what it drew before
    /// when nothing it shows has changed since (`DrawCache`).
    final func render(_ context: inout RenderContext) { _ = renderKeeping(&context) }

    /// Draws as `render(_:)` does; returns whether what it drew is kept for this context (it draws the same way in
    /// it next time, so its container may draw it again without visiting it).
    final func renderKeeping(_ context: inout RenderContext) -> Bool {
        guard untriedDrawings == 0 else {
            untriedDrawings -= 1
            renderAfresh(&context)
            return false
        }
        guard let graph = context.keepingGraph, let key = context.drawCacheKey(graph) else {
            renderAfresh(&context)
            return false
        }
        if let items = keptItems, keptKey == key {
            context.items.append(contentsOf: items)
            context.lastIdentifier = keptIdentifier
            graph.drawings.reused &+= 1
            return true
        }
        guard keptKey == key else {
            // A new context: the drawing is checked and kept if it comes again (the first frame after a state change
            // costs little more than before). One that changes every frame is not compared for the next few.
            if keptKey != nil { untriedDrawings = 4 }
            (keptKey, keptItems) = (key, nil)
            renderAfresh(&context)
            return false
        }
        let mark = context.drawCacheMark(graph)
        renderAfresh(&context)
        guard context.drewOnlyItems(since: mark, graph), var after = context.drawCacheKey(graph) else {
            (keptKey, keptItems) = (nil, nil)
            // Something inside animates: it most likely still does in the next frames.
            if graph.drawings.volatileReads != mark.volatileReads { untriedDrawings = 8 }
            return false
        }
        after.lastIdentifier = key.lastIdentifier
        guard after == key else {
            (keptKey, keptItems) = (nil, nil)
            return false
        }
        (keptItems, keptIdentifier) = (Array(context.items[mark.items...]), context.lastIdentifier)
        return true
    }

    private func renderAfresh(_ context: inout RenderContext) {
        frame = node.animated(layoutFrame, .geometry, part: geometryPart)
        let scheme = node.environment.colorScheme
        guard scheme != context.colorScheme else { return draw(&context) }
        // A view in another appearance (the clip's root in dark mode, `.environment(\.colorScheme, …)`): the
        // system colours it draws take that appearance's values.
        let outer = context.colorScheme, first = context.items.count
        context.colorScheme = scheme
        draw(&context)
        context.colorScheme = outer
        for i in first..<context.items.count { context.items[i] = context.items[i].resolvingColors(for: scheme) }
    }

    /// Subclasses draw here, within `frame`.
    func draw(_ context: inout RenderContext) {}

    /// The description of the view for inspection, when this item is a view the snapshot lists.
    var inspection: InspectionInfo? { nil }
}

/// What the inspector reports about a view besides its geometry.
struct InspectionInfo {
    var type: String
    var label: String?
    var fill: Color?
}

/// An item whose layout is a `Layout` over child items: stacks and custom layouts.
/// An item that lays out subviews of its own (a stack, a grid): what `scrollTargetLayout()` aligns to.
protocol SubviewContainerItem: LayoutItem {
    /// The subviews' items, in order.
    var subviewItems: [LayoutItem] { get }
}

final class ContainerItem<L: Layout>: LayoutItem, SubviewContainerItem {
    let layout: L
    let children: [LayoutItem]
    var subviewItems: [LayoutItem] { children }
    private var cache: L.Cache?
    private let typeName: String
    /// Tells its frame apart from another item of the same node (a scroll view's content stack).
    private let part: ObjectIdentifier?

    /// Whether children far out of the enclosing scroll view's view are left undrawn (lazy stacks).
    private let isLazy: Bool

    init(node: ViewNode, layout: L, children: [LayoutItem], typeName: String, part: ObjectIdentifier? = nil, isLazy: Bool = false) {
        self.layout = layout
        self.children = children
        self.typeName = typeName
        self.part = part
        self.isLazy = isLazy
        super.init(node: node)
    }

    override var geometryPart: ObjectIdentifier? { part }

    /// The children layout arranges: all but the ones leaving the tree.
    private var subviews: LayoutSubviews {
        LayoutSubviews(children.filter { !$0.isRemoved }.map { LayoutSubview(element: $0) })
    }

    private func withCache<R>(_ body: (inout L.Cache) -> R) -> R {
        var c = cache ?? layout.makeCache(subviews: subviews)
        let r = body(&c)
        cache = c
        return r
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let s = subviews
        return withCache { layout.sizeThatFits(proposal: proposal, subviews: s, cache: &$0) }
    }

    override func placeContent(proposal: ProposedViewSize) {
        let s = subviews, bounds = frame
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: s, cache: &$0) }
        for child in children where child.isRemoved { child.placeRemoved() }
    }

    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        var d = ViewDimensions(size: size, firstBaseline: nil, lastBaseline: nil)
        let s = subviews, bounds = CGRect(origin: .zero, size: size)
        for guide in [HorizontalAlignment.leading, .center, .trailing] {
            if let v = withCache({ layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: s, cache: &$0) }) {
                d.explicit[guide.id] = v
            }
        }
        return d
    }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        context.descend(typeName) { ctx in drawChildren(&ctx) }
    }

    /// What the children drew in the latest frame (`DrawCache`).
    private var keptChildren: KeptChildren?

    /// Draws the children in order (leaving out, in a lazy stack, those far out of the scroll view's view). In the same
    /// context as the frame before, a child whose drawing was kept is drawn again from the items it drew then, kept by
    /// the container, without visiting it: a frame in which a few of many children move costs what they draw.
    private func drawChildren(_ ctx: inout RenderContext) {
        guard let graph = ctx.keepingGraph, let key = ctx.drawCacheKey(graph) else {
            keptChildren = nil
            for child in drawingOrder where !(isLazy && LazyCulling.skips(child, in: ctx)) { child.render(&ctx) }
            return
        }
        // Each drawn child: where its items are in this frame's output, and whether they are kept.
        var drawn: [(span: KeptChildren.Span, at: Range<Int>)] = []
        var changed = false
        func draw(_ index: Int, wasKept: Bool) {
            let from = ctx.items.count, before = ctx.lastIdentifier
            let kept = drawingOrder[index].renderKeeping(&ctx)
            if kept != wasKept { changed = true }
            drawn.append((.init(child: index, range: 0..<0, kept: kept, identifierBefore: before, identifierAfter: ctx.lastIdentifier),
                          from..<ctx.items.count))
        }
        if let last = keptChildren, last.key == key {
            // Valid while the children leave the context as they found it, and no drawing begins a new epoch.
            var contextHolds = true
            for span in last.spans {
                if span.kept && contextHolds && ctx.lastIdentifier == span.identifierBefore && graph.drawings.epoch == key.epoch {
                    let from = ctx.items.count
                    ctx.items.append(contentsOf: last.items[span.range])
                    ctx.lastIdentifier = span.identifierAfter
                    graph.drawings.reused &+= 1
                    drawn.append((span, from..<ctx.items.count))
                } else {
                    draw(span.child, wasKept: span.kept)
                    if contextHolds, var now = ctx.drawCacheKey(graph) {
                        now.lastIdentifier = key.lastIdentifier
                        contextHolds = now == key
                    } else {
                        contextHolds = false
                    }
                }
            }
            // The same children kept as before: what the container keeps is still right.
            if !changed && graph.drawings.epoch == key.epoch { return }
        } else {
            for (index, child) in drawingOrder.enumerated() where !(isLazy && LazyCulling.skips(child, in: ctx)) {
                draw(index, wasKept: false)
            }
        }
        // Keep the kept children's items (a container none of whose children is kept keeps nothing).
        guard drawn.contains(where: \.span.kept) else {
            keptChildren = nil
            return
        }
        var items: [DisplayItem] = []
        let spans = drawn.map { entry -> KeptChildren.Span in
            var span = entry.span
            if span.kept {
                let from = items.count
                items.append(contentsOf: ctx.items[entry.at])
                span = .init(child: span.child, range: from..<items.count, kept: true, identifierBefore: span.identifierBefore,
                             identifierAfter: span.identifierAfter)
            }
            return span
        }
        keptChildren = KeptChildren(key: key, items: items, spans: spans)
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: typeName) }

    /// The children bottom to top: by `zIndex`, then in order (worked out once per layout pass; frames
    /// that reuse the placed items reuse it).
    private lazy var drawingOrder: [LayoutItem] = {
        guard children.contains(where: { $0.zIndex != 0 }) else { return children }
        return children.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }()
}

/// The sizes a layout item (or a text's memo, `LeafMemo`) chose, by proposal.
struct SizeCache {
    /// How many proposals are kept in `list` before they move to `table`.
    static let listLimit = 8
    private var list: [(proposal: ProposedViewSize, size: CGSize)] = []
    private var table: [ProposedViewSize: CGSize]?

    /// How many sizes are kept.
    var count: Int { table?.count ?? list.count }
    /// The sizes kept, in the order they were chosen while few.
    var values: [CGSize] { table.map { Array($0.values) } ?? list.map(\.size) }

    subscript(proposal: ProposedViewSize) -> CGSize? {
        get {
            if let table { return table[proposal] }
            for entry in list where entry.proposal == proposal { return entry.size }
            return nil
        }
        set {
            guard let newValue else { return }
            if table != nil {
                table![proposal] = newValue
            } else if list.count < SizeCache.listLimit {
                list.append((proposal, newValue))
            } else {
                var all = Dictionary(list.map { ($0.proposal, $0.size) }, uniquingKeysWith: { $1 })
                all[proposal] = newValue
                (table, list) = (all, [])
            }
        }
    }
}
