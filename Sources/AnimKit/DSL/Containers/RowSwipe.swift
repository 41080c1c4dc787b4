import Foundation

/// A list row's swipe: how far it is pulled open (negative: trailing actions showing, positive: leading), as
/// the model the drawing animates to.
final class RowSwipe {
    var offset: CGFloat = 0
    var dragStart: CGFloat = 0
}

/// One button a swiped row uncovers: a `swipeActions` button, or the Delete that `onDelete` offers.
struct RowAction {
    /// The button's label view (nil: the built-in Delete, drawn as text).
    let label: LayoutItem?
    /// Its name for taps by label.
    let title: String
    let color: Color
    let width: CGFloat
    /// Whether it removes the row: the row closes at once and the action runs animated.
    let destructive: Bool
    let perform: () -> Void

    /// The width of the Delete button, and the least width of any.
    static let minimumWidth: CGFloat = 74
    /// A button without a tint (iOS's system gray).
    static let defaultColor = Color(rgb8: 142, 142, 147)

    /// The Delete that `onDelete` shows.
    static func delete(_ perform: @escaping () -> Void) -> RowAction {
        RowAction(label: nil, title: "Delete", color: .red, width: minimumWidth, destructive: true, perform: perform)
    }

    /// A `swipeActions` button: its tint behind its label, at least the Delete button's width.
    init(button: ButtonItem) {
        let destructive = button.role == .destructive
        label = button.inner
        title = button.label ?? ""
        color = button.node.environment.tint ?? (destructive ? .red : RowAction.defaultColor)
        width = max(RowAction.minimumWidth, button.inner.sizeThatFits(.unspecified).width + 24)
        self.destructive = destructive
        perform = button.action
    }

    private init(label: LayoutItem?, title: String, color: Color, width: CGFloat, destructive: Bool, perform: @escaping () -> Void) {
        (self.label, self.title, self.color, self.width, self.destructive, self.perform) = (label, title, color, width, destructive, perform)
    }
}

/// The buttons one edge of a row uncovers, the first outermost.
struct RowActionSet {
    var actions: [RowAction] = []
    var allowsFullSwipe = true

    var totalWidth: CGFloat { actions.reduce(0) { $0 + $1.width } }
    var isEmpty: Bool { actions.isEmpty }

    /// Where each button is when the row has moved `open` points (≥ 0) from `edge` of `row`: every button
    /// is uncovered in proportion to its width; past their total the outermost one stretches.
    func rects(open: CGFloat, row: CGRect, trailing: Bool) -> [CGRect] {
        let total = totalWidth
        guard total > 0 else { return [] }
        let scale = min(1, open / total), extra = max(0, open - total)
        var edge = trailing ? row.maxX : row.minX
        return actions.enumerated().map { i, action in
            let w = action.width * scale + (i == 0 ? extra : 0)
            defer { edge += trailing ? -w : w }
            return CGRect(x: trailing ? edge - w : edge, y: row.minY, width: w, height: row.height)
        }
    }
}

/// A row's horizontal swipe.
struct RowSwipeGesture: Gesture {
    let swipe: RowSwipe
    let width: CGFloat
    let leading: RowActionSet
    let trailing: RowActionSet
    /// Moves the row to an offset (settling with a quick spring, or following the finger).
    let open: (CGFloat, Bool) -> Void
    /// Runs an action of a full swipe.
    let run: (RowAction) -> Void
    typealias Value = Void
    typealias Body = Never
    func _makeRecognizer() -> _GestureRecognizer<Void> { RowSwipeRecognizer() }
}

/// Follows a finger swiping a row: the row follows it towards the edge that has actions; let go past 60 %
/// of the row a full swipe runs the outermost action, past half the buttons it stays open on them, else it
/// closes.
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
        let x = min(g.leading.isEmpty ? 0 : g.width, max(g.trailing.isEmpty ? 0 : -g.width, g.swipe.dragStart + dx))
        input.session.enqueue { g.open(x, false) }
        if touch.phase == .lifted {
            input.session.enqueue {
                let set = x < 0 ? g.trailing : g.leading, pulled = abs(x)
                if set.allowsFullSwipe, pulled > g.width * 0.6, let first = set.actions.first {
                    g.run(first)
                } else {
                    let rest = pulled > set.totalWidth / 2 ? set.totalWidth : 0
                    g.open(x < 0 ? -rest : rest, true)
                }
            }
            phase = .ended(())
        } else {
            phase = .active(())
        }
        return phase
    }
}
