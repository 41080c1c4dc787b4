import Foundation

/// A list's row being moved in edit mode: which row, how far the finger has moved it, and where it would
/// land (kept on the list's node).
final class RowReorder {
    /// The dragged row's node, nil when no row is being moved.
    var row: ObjectIdentifier?
    /// How far the finger has moved the row down (up when negative), kept within its `ForEach`'s rows.
    var translation: CGFloat = 0
    /// The `onMove` destination offset where the row would land now (the list sets it as it lays out).
    var destination: Int?

    /// How rows move out of the way and the dropped row settles.
    static let settle = Animation.spring(duration: 0.35, bounce: 0)
}

extension ViewNode {
    /// The reorder state of a list's node (created on first use).
    var rowReorder: RowReorder { stored { RowReorder() } }
}

/// Dragging a row's grabber.
struct RowReorderGesture: Gesture {
    /// The finger has moved the row by this much vertically.
    let move: (CGFloat) -> Void
    /// The finger lifted (or the touch was cancelled).
    let end: () -> Void
    typealias Value = Void
    typealias Body = Never
    func _makeRecognizer() -> _GestureRecognizer<Void> { RowReorderRecognizer() }
}

/// Follows a finger on a row's grabber: the row follows it as soon as it moves (the grabber claims the touch
/// before the list's scrolling does), and is dropped when it lifts.
final class RowReorderRecognizer: _GestureRecognizer<Void> {
    private var finger = FingerTracker()
    private var phase: GesturePhase<Void> = .possible(nil)
    private var gesture: RowReorderGesture?

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Void> {
        guard !phase.isTerminal else { return phase }
        let g = gesture as! RowReorderGesture
        self.gesture = g
        guard let touch = finger.follow(input) else { return phase }
        let dy = touch.location.y - finger.start.y
        if case .possible = phase, dy == 0 {
            if touch.phase == .lifted { phase = .failed }
            return phase
        }
        input.session.enqueue { g.move(dy) }
        if touch.phase == .lifted {
            input.session.enqueue { g.end() }
            phase = .ended(())
        } else {
            phase = .active(())
        }
        return phase
    }

    override func reset(_ session: GestureSession) {
        // A touch cancelled mid-drag drops the row where it is.
        if case .active = phase, let end = gesture?.end { session.enqueue(end) }
        phase = .possible(nil)
        finger = FingerTracker()
    }
}
