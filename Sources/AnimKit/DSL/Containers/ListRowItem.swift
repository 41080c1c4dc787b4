import Foundation

/// One row of a list: the row's view, moved sideways by its swipe (uncovering its actions) and up or down
/// while a row is dragged past it; in edit mode, the red minus before it and the grabber after it.
final class ListRowItem: WrapperItem {
    static let editIndent: CGFloat = 38
    /// The width of the grabber's touch area at the row's trailing end.
    static let grabberWidth: CGFloat = 52
    let editable: EditableRowItem?
    private let swipeActions: [SwipeActionsItem]
    /// The list's node (its reorder and scroll state).
    private unowned let list: ViewNode
    /// The whole row in the card, whether the list is in edit mode, how far the row makes way for a dragged
    /// row (the model) and how far the drag may take it — set by the list as it places its rows.
    var rowRect: CGRect = .zero
    /// What shows under a translucent `listRowBackground` (the list's backdrop), set by the list before drawing.
    var backgroundBase = Clip.systemBackground
    var editing = false
    var displacement: CGFloat = 0
    var reorderRange: ClosedRange<CGFloat> = 0...0
    /// How far the row was drawn moved up or down last.
    private(set) var shownShift: CGFloat = 0

    init(row: LayoutItem, list: ViewNode) {
        let editable = EditableRowItem.find(in: row)
        self.editable = editable
        swipeActions = SwipeActionsItem.all(in: row)
        self.list = list
        // The row's own node (a `ForEach` element's): its swipe is its own.
        super.init(node: ListRowItem.identity(of: row), inner: row)
    }

    /// The node that tells a row apart: its `ForEach` element's (or branch's) slot, else the view inside the
    /// modifiers around it (a modifier on a `ForEach` wraps every row in items of its one node).
    static func identity(of row: LayoutItem) -> ViewNode {
        if let slot = row.unwrapped(TransitionSlotItem.self) { return slot.node }
        var item = row
        while let wrapper = item as? WrapperItem { item = wrapper.inner }
        return item.node
    }

    /// Its frame is its own, apart from the frames of the items around the same view.
    override var geometryPart: ObjectIdentifier? { ObjectIdentifier(ListRowItem.self) }

    /// How far the row's content moves over in edit mode, for its minus.
    var indent: CGFloat { editing && editable?.delete != nil ? ListRowItem.editIndent : 0 }
    /// How much narrower the row's content is at its trailing end, for the grabber.
    var trailingInset: CGFloat { isMovable ? ListRowItem.grabberWidth - 8 : 0 }
    /// Whether the row shows a grabber.
    var isMovable: Bool { editing && editable?.move != nil }
    /// Whether a row is being dragged and it is this one.
    var isDragged: Bool { list.rowReorder.row == ObjectIdentifier(node) }

    private var swipe: RowSwipe { node.stored { RowSwipe() } }

    /// The buttons the leading edge uncovers.
    private var leading: RowActionSet {
        guard !editing, let set = swipeActions.first(where: { $0.edge == .leading }) else { return RowActionSet() }
        return RowActionSet(actions: set.buttons.map(RowAction.init), allowsFullSwipe: set.allowsFullSwipe)
    }

    /// The buttons the trailing edge uncovers: the row's own, or the Delete `onDelete` offers (edit mode's
    /// minus always shows Delete).
    private var trailing: RowActionSet {
        if !editing, let set = swipeActions.first(where: { $0.edge == .trailing }) {
            return RowActionSet(actions: set.buttons.map(RowAction.init), allowsFullSwipe: set.allowsFullSwipe)
        }
        if let delete = editable?.delete { return RowActionSet(actions: [.delete(delete)]) }
        return RowActionSet()
    }

    /// Places the swipe buttons' labels where the buttons are when the row is fully open.
    func placeActions() {
        for (set, trailing) in [(leading, false), (trailing, true)] {
            for (action, rect) in zip(set.actions, set.rects(open: set.totalWidth, row: rowRect, trailing: trailing)) {
                action.label?.place(at: rect.origin, anchor: .topLeading, proposal: ProposedViewSize(rect.size))
            }
        }
    }

    /// The row where it is drawn: its cell moves with the row's content when rows are laid out anew.
    var presentedRect: CGRect { rowRect.offsetBy(dx: 0, dy: frame.minY - layoutFrame.minY) }

    override func draw(_ context: inout RenderContext) {
        guard !isRemoved else { return inner.render(&context) }
        let rowRect = presentedRect
        let reorder = list.rowReorder, dragged = isDragged
        // Rows making way move with the list's own spring; the dragged row follows the finger.
        let model = dragged ? reorder.translation : displacement
        shownShift = CGFloat(node.animated(vector: Double(model), .control, part: ObjectIdentifier(RowReorder.self),
                                           animation: dragged ? nil : RowReorder.settle))
        let swipe = self.swipe
        let shown = CGFloat(node.animated(vector: Double(swipe.offset), .control, part: ObjectIdentifier(RowSwipe.self)))
        let (leading, trailing) = (self.leading, self.trailing)
        let identifier = context.lastIdentifier
        context.group(transform: CGAffineTransform(translationX: 0, y: shownShift)) { ctx in
            if dragged {
                // The lifted row: its own card-white background with a soft shadow under it.
                ctx.group(shadow: Shadow(color: Color(white: 0, opacity: 0.2), radius: 8, y: 2)) { $0.items.append(.fill(.rect(rowRect), UIColor.secondarySystemGroupedBackground.color)) }
            }
            if shown != 0 {
                let set = shown < 0 ? trailing : leading
                let uncovered = zip(set.actions, set.rects(open: abs(shown), row: rowRect, trailing: shown < 0))
                for (action, rect) in uncovered { drawAction(action, in: rect, &ctx) }
            }
            ctx.group(transform: CGAffineTransform(translationX: shown, y: 0)) { row in
                if let background = ListRowSettings.of(self).background {
                    // The row's own background, placed at its cell in layout: moved to where the row is shown.
                    row.items.append(.fill(.rect(rowRect), backgroundBase))
                    row.group(transform: CGAffineTransform(translationX: 0, y: rowRect.minY - self.rowRect.minY)) { background.render(&$0) }
                }
                inner.render(&row)
                if editing { drawEditControls(&row) }
            }
            if node.environment.isEnabled { addTargets(leading: leading, trailing: trailing, identifier: identifier, &ctx) }
        }
    }

    /// A swipe button: its colour over `rect`, its label centred in it.
    private func drawAction(_ action: RowAction, in rect: CGRect, _ context: inout RenderContext) {
        context.items.append(.fill(.rect(rect), action.color))
        context.group(clip: .rect(rect)) { ctx in
            if let label = action.label {
                ctx.group(transform: CGAffineTransform(translationX: rect.midX - label.frame.midX, y: 0)) { label.render(&$0) }
            } else {
                let run = TextRun(action.title, font: ResolvedFont(size: 17), color: .white, origin: CGPoint(x: rect.minX, y: rect.midY - 10.3),
                                  width: rect.width, alignment: .center, fit: TextFit(lineLimit: 1))
                ctx.items.append(.text(run))
            }
        }
    }

    /// Edit mode's red minus before the row and, for movable rows, the grabber after it.
    private func drawEditControls(_ context: inout RenderContext) {
        let rowRect = presentedRect
        if editable?.delete != nil {
            let circle = CGRect(x: rowRect.minX + 16, y: rowRect.midY - 11, width: 22, height: 22)
            context.items.append(.fill(.ellipse(circle), .red))
            context.items.append(.fill(.capsule(CGRect(x: circle.midX - 6, y: circle.midY - 1, width: 12, height: 2)), .white))
        }
        if isMovable {
            for k in -1...1 {
                let line = CGRect(x: rowRect.maxX - 16 - 18, y: rowRect.midY + CGFloat(k) * 5 - 0.75, width: 18, height: 1.5)
                context.items.append(.fill(.rect(line), UIColor.tertiaryLabel.color))
            }
        }
    }

    /// The swipe, the uncovered buttons' taps, the minus and the grabber. Targets belong to the row's own
    /// node: a gesture session follows a target by its node.
    private func addTargets(leading: RowActionSet, trailing: RowActionSet, identifier: String?, _ context: inout RenderContext) {
        let rowRect = presentedRect
        let swipe = self.swipe, row = node
        // A finger moves the row at once; let go (or a tap), it settles with a quick spring.
        let open: (CGFloat, Bool) -> Void = { [weak row] x, settles in
            row?.invalidateDrawing(transaction: Transaction(animation: settles ? .spring(duration: 0.35, bounce: 0) : nil)) {
                swipe.offset = x
            }
        }
        // A destructive action closes the row at once and runs animated (the row leaves); another closes it
        // with the spring and runs.
        let run: (RowAction) -> Void = { action in
            if action.destructive {
                swipe.offset = 0
                withAnimation { action.perform() }
            } else {
                open(0, true)
                action.perform()
            }
        }
        if !editing && !(leading.isEmpty && trailing.isEmpty) {
            // The swipe first, so the buttons drawn over it take their taps.
            let gesture = RowSwipeGesture(swipe: swipe, width: rowRect.width, leading: leading, trailing: trailing, open: open, run: run)
            let attachment = GestureAttachment(priority: .high, mask: .all, gesture: gesture, makeRecognizer: { RowSwipeRecognizer() },
                                               type: RowSwipeGesture.self)
            context.addTarget(rowRect, node: row, label: nil, identifier: identifier, action: .gesture(attachment))
        }
        if swipe.offset != 0 {
            let set = swipe.offset < 0 ? trailing : leading
            for (action, rect) in zip(set.actions, set.rects(open: abs(swipe.offset), row: rowRect, trailing: swipe.offset < 0)) {
                context.addTarget(rect, node: row, label: action.title, identifier: nil, action: .tap(perform: { run(action) }, press: nil))
            }
        }
        guard editing else { return }
        if editable?.delete != nil {
            let minus = CGRect(x: rowRect.minX + 6, y: rowRect.midY - 16, width: 32, height: 32)
            // Named as iOS names it for accessibility: "Delete" and the row's text.
            context.addTarget(minus, node: row, label: "Delete " + (row.firstText ?? "row"), identifier: nil,
                              action: .tap(perform: { open(swipe.offset < 0 ? 0 : -RowAction.minimumWidth, true) }, press: nil))
        }
        if isMovable { addGrabber(&context) }
    }

    /// The grabber's drag: the row follows the finger within its `ForEach`'s rows; dropped, `onMove` runs
    /// with the row's offset and where it landed, and the rows settle with the list's spring.
    private func addGrabber(_ context: inout RenderContext) {
        let rowRect = presentedRect
        guard let editable, let move = editable.move else { return }
        let grabber = CGRect(x: rowRect.maxX - ListRowItem.grabberWidth, y: rowRect.minY, width: ListRowItem.grabberWidth, height: rowRect.height)
        // The touch is the grabber's, not the list's scrolling.
        list.scrollState.reservedAreas.append(context.canvasRect(grabber))
        let reorder = list.rowReorder, id = ObjectIdentifier(node), range = reorderRange, source = editable.index
        let list = self.list
        let gesture = RowReorderGesture(move: { [weak list] dy in
            reorder.row = id
            reorder.translation = min(max(dy, range.lowerBound), range.upperBound)
            list?.invalidate(transaction: Transaction())
            list?.markVisualChange()
        }, end: { [weak list] in
            let destination = reorder.destination
            reorder.row = nil
            reorder.translation = 0
            reorder.destination = nil
            // The row settles and the data moves in one update, with one animation.
            withAnimation(RowReorder.settle) {
                list?.invalidate(transaction: Transaction.current ?? Transaction(animation: RowReorder.settle))
                if let destination, destination != source, destination != source + 1 { move(destination) }
            }
            list?.markVisualChange()
        })
        let attachment = GestureAttachment(priority: .high, mask: .all, gesture: gesture, makeRecognizer: { RowReorderRecognizer() },
                                           type: RowReorderGesture.self)
        context.addTarget(grabber, node: node, label: "Reorder " + (node.firstText ?? "row"), identifier: nil, action: .gesture(attachment))
    }
}
