import Foundation

/// The gesture of a `Button` or `Toggle`: pressed while a finger is down on it (or within 70 points of
/// it), acting when the finger lifts there. Like a tap, it waits for the gestures before it.
struct ButtonGesture: Gesture {
    let perform: () -> Void
    let press: ((Bool) -> Void)?

    typealias Value = Void
    typealias Body = Never

    func _makeRecognizer() -> _GestureRecognizer<Void> { ButtonRecognizer() }
}

/// Follows one finger on a control, telling the control when it is pressed.
final class ButtonRecognizer: _GestureRecognizer<Void> {
    /// How far outside its frame a finger still presses a control (iOS's touch outset).
    static var outset: CGFloat { 70 }

    private var finger = FingerTracker()
    private var own: GesturePhase<Void> = .possible(nil)
    private var reported: GesturePhase<Void> = .possible(nil)
    private var pressing = false
    /// Whether the control was last told it is pressed.
    private var shownPressing = false

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Void> {
        let g = gesture as! ButtonGesture
        if !own.isTerminal, let touch = finger.follow(input) {
            let inside = input.frame.insetBy(dx: -Self.outset, dy: -Self.outset).contains(touch.location)
            if touch.phase == .lifted {
                own = inside ? .ended(()) : .failed
            } else {
                own = .active(())
            }
            pressing = inside && touch.phase != .lifted
        }
        guard !reported.isTerminal else { return reported }
        let before = reported
        reported = GestureDependency.failIfActive.apply(own, inherited: input.inherited)
        switch reported {
        case .ended:
            input.session.enqueue { g.press?(false); g.perform() }
        case .failed:
            if case .active = before, shownPressing { input.session.enqueue { g.press?(false) } }
        case .active:
            if pressing != shownPressing {
                let down = pressing
                input.session.enqueue { g.press?(down) }
                shownPressing = down
            }
        case .possible:
            break
        }
        lastPress = g.press
        return reported
    }

    private var lastPress: ((Bool) -> Void)?

    override func reset(_ session: GestureSession) {
        if case .active = reported, shownPressing, let press = lastPress { session.enqueue { press(false) } }
    }
}
