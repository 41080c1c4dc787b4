import Foundation

/// A list row its user may delete or move: the swipe that shows the red Delete button, and in edit mode the
/// red minus before the row and the grabber after it.
final class EditableRowItem: WrapperItem {
    static let deleteWidth: CGFloat = 74
    static let editIndent: CGFloat = 38
    static let deleteColor = Color.red
    let delete: (() -> Void)?
    let movable: Bool
    /// The whole row in the card (set by the list as it places its rows).
    var rowRect: CGRect = .zero
    var editing = false

    init(node: ViewNode, inner: LayoutItem, delete: (() -> Void)?, movable: Bool) {
        self.delete = delete
        self.movable = movable
        super.init(node: node, inner: inner)
    }

    static func find(in item: LayoutItem) -> EditableRowItem? {
        var current: LayoutItem? = item
        while let i = current {
            if let row = i as? EditableRowItem { return row }
            current = (i as? WrapperItem)?.inner
        }
        return nil
    }

    /// The row's swipe state, on the row's own node.
    private var swipe: RowSwipe { inner.node.stored { RowSwipe() } }

    override func draw(_ context: inout RenderContext) {
        let swipe = self.swipe
        let row = inner.node
        let shown = CGFloat(row.animated(vector: Double(swipe.offset), .control, part: ObjectIdentifier(RowSwipe.self)))
        let identifier = context.lastIdentifier
        if shown < 0 {
            // The Delete button behind the row, as wide as the row has moved.
            let button = CGRect(x: rowRect.maxX + shown, y: rowRect.minY, width: -shown, height: rowRect.height)
            context.items.append(.fill(.rect(button), EditableRowItem.deleteColor))
            let font = ResolvedFont(size: 17)
            let label = TextRun("Delete", font: font, color: .white, origin: CGPoint(x: button.minX, y: button.midY - 10.3),
                                width: button.width, alignment: .center, fit: TextFit(lineLimit: 1))
            context.items.append(.text(label))
        }
        context.group(transform: CGAffineTransform(translationX: shown, y: 0)) { ctx in
            inner.render(&ctx)
            if editing { drawEditControls(&ctx) }
        }
        guard node.environment.isEnabled, delete != nil else { return }
        // Targets belong to the row's own node: a session follows a target by its node.
        // A finger moves the row at once; let go (or a tap), it settles with a quick spring.
        let open: (CGFloat, Bool) -> Void = { [weak row] x, settles in
            swipe.offset = x
            row?.invalidate(transaction: Transaction(animation: settles ? .spring(duration: 0.35, bounce: 0) : nil))
            row?.markVisualChange()
        }
        let remove = delete!
        // The swipe first, so the Delete button and the minus drawn over it take their taps.
        let gesture = RowSwipeGesture(swipe: swipe, width: rowRect.width, open: open, delete: { swipe.offset = 0; withAnimation { remove() } })
        let attachment = GestureAttachment(priority: .high, mask: .all, gesture: gesture, makeRecognizer: { RowSwipeRecognizer() },
                                           type: RowSwipeGesture.self)
        context.addTarget(rowRect, node: row, label: nil, identifier: identifier, action: .gesture(attachment))
        if swipe.offset < 0 {
            let button = CGRect(x: rowRect.maxX - EditableRowItem.deleteWidth, y: rowRect.minY, width: EditableRowItem.deleteWidth, height: rowRect.height)
            context.addTarget(button, node: row, label: "Delete", identifier: nil,
                              action: .tap(perform: { swipe.offset = 0; withAnimation { remove() } }, press: nil))
        }
        if editing {
            let minus = CGRect(x: rowRect.minX + 6, y: rowRect.midY - 16, width: 32, height: 32)
            // Named as iOS names it for accessibility: "Delete" and the row's text.
            context.addTarget(minus, node: row, label: "Delete " + (row.firstText ?? "row"), identifier: nil,
                              action: .tap(perform: { open(swipe.offset < 0 ? 0 : -EditableRowItem.deleteWidth, true) }, press: nil))
        }
    }

    /// Edit mode's red minus before the row and, for movable rows, the grabber after it.
    private func drawEditControls(_ context: inout RenderContext) {
        if delete != nil {
            let circle = CGRect(x: rowRect.minX + 16, y: rowRect.midY - 11, width: 22, height: 22)
            context.items.append(.fill(.ellipse(circle), EditableRowItem.deleteColor))
            context.items.append(.fill(.capsule(CGRect(x: circle.midX - 6, y: circle.midY - 1, width: 12, height: 2)), .white))
        }
        if movable {
            for k in -1...1 {
                let line = CGRect(x: rowRect.maxX - 16 - 18, y: rowRect.midY + CGFloat(k) * 5 - 0.75, width: 18, height: 1.5)
                context.items.append(.fill(.rect(line), Color(rgb8: 60, 60, 67, opacity: 0.3)))
            }
        }
    }
}

/// A row's horizontal swipe.
struct RowSwipeGesture: Gesture {
    let swipe: RowSwipe
    let width: CGFloat
    let open: (CGFloat, Bool) -> Void
    let delete: () -> Void
    typealias Value = Void
    typealias Body = Never
    func _makeRecognizer() -> _GestureRecognizer<Void> { RowSwipeRecognizer() }
}

/// Follows a finger swiping a row: the row follows it to the left; let go past 60 % of the row it deletes,
/// past half the Delete button it stays open on the button, else it closes.
final class RowSwipeRecognizer: _GestureRecognizer<Void> {
    private var finger = FingerTracker()
    private var phase: GesturePhase<Void> = .possible(nil)

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Void> {
        guard !phase.isTerminal else { return phase }
        let g = gesture as! RowSwipeGesture
        guard let touch = finger.follow(input) else { return phase }
        let dx = touch.location.x - finger.start.x, dy = touch.location.y - finger.start.y
        if case .possible = phase {
            if abs(dy) >= 10 && abs(dy) > abs(dx) { phase = .failed; return phase }
            guard abs(dx) >= 10 else {
                if touch.phase == .lifted { phase = .failed }
                return phase
            }
            g.swipe.dragStart = g.swipe.offset
        }
        let swipe = g.swipe
        let x = min(0, swipe.dragStart + dx)
        input.session.enqueue { g.open(x, false) }
        if touch.phase == .lifted {
            input.session.enqueue {
                if -x > g.width * 0.6 { g.delete() } else { g.open(-x > EditableRowItem.deleteWidth / 2 ? -EditableRowItem.deleteWidth : 0, true) }
            }
            phase = .ended(())
        } else {
            phase = .active(())
        }
        return phase
    }
}
