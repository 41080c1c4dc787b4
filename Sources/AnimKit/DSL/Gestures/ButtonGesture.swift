import Foundation

/// The gesture of a `Button` or `Toggle`: pressed while a finger is down on it (or within 70 points of
/// it), acting when the finger lifts there. Like a tap, it waits for the gestures before it. A repeating
/// button (`buttonRepeatBehavior(.enabled)`, a stepper's) also acts while held, from `ButtonRepeatBehavior.delay`
/// on every `interval`, and then not again when the finger lifts.
struct ButtonGesture: Gesture {
    let perform: () -> Void
    let press: ((Bool) -> Void)?
    var repeats = false

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
    /// How many times a held, repeating control has acted.
    private var repeated = 0

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
            let acted = repeated > 0
            input.session.enqueue { g.press?(false); if !acted { g.perform() } }
        case .failed:
            if case .active = before, shownPressing { input.session.enqueue { g.press?(false) } }
        case .active:
            if pressing != shownPressing {
                let down = pressing
                input.session.enqueue { g.press?(down) }
                shownPressing = down
            }
            if g.repeats, pressing { repeatWhileHeld(g, input) }
        case .possible:
            break
        }
        lastPress = g.press
        return reported
    }

    private var lastPress: ((Bool) -> Void)?

    /// Acts once for each repeat due by now, and asks to be woken for the next.
    private func repeatWhileHeld(_ g: ButtonGesture, _ input: GestureInput) {
        let first = finger.startTime + ButtonRepeatBehavior.delay, interval = ButtonRepeatBehavior.interval
        let due = input.time < first - 1e-9 ? 0 : Int(((input.time - first) / interval + 1e-9).rounded(.down)) + 1
        while repeated < due {
            repeated += 1
            input.session.enqueue { g.perform() }
        }
        input.session.wake(at: first + Double(repeated) * interval)
    }

    override func reset(_ session: GestureSession) {
        if case .active = reported, shownPressing, let press = lastPress { session.enqueue { press(false) } }
    }
}
