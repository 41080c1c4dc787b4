import Foundation

/// One touch session: the gestures of the views under the first finger, combined as SwiftUI combines
/// them (a view's `.gesture` after its subviews', `.highPriorityGesture` before, `.simultaneousGesture`
/// beside), followed until the combination ends or fails.
///
/// Each update feeds the fingers to the combined recognizer; the callbacks it queues run together as one
/// state-change cycle at the update's time.
final class GestureSession {
    unowned let graph: ViewGraph
    private let slots: [GestureSlot]
    private var root: _GestureRecognizer<Void>
    private var actions: [() -> Void] = []
    private var requested: Double?
    private var now = 0.0
    /// Whether the combined gesture has ended or failed.
    private(set) var isOver = false
    /// When the session wants an update without a finger moving (a long press completing, a tap timing out).
    private(set) var deadline: Double?
    /// Called before the callbacks of an update run (the log's header).
    var announce: (() -> Void)?

    /// A session for the views whose targets are `chain` (outermost first); nil when none has a gesture.
    init?(graph: ViewGraph, chain: [HitTarget]) {
        let slots = chain.compactMap(GestureSlot.init)
        guard !slots.isEmpty else { return nil }
        self.graph = graph
        self.slots = slots
        var combined: _GestureRecognizer<Void> = FailedRecognizer()
        for slot in slots.reversed() {
            let content: _GestureRecognizer<Void> = slot.mask.contains(.gesture) ? SlotRecognizer(slot) : FailedRecognizer()
            let subviews = slot.mask.contains(.subviews) ? combined : FailedRecognizer()
            switch slot.priority {
            case .normal: combined = Self.exclusive(subviews, content)
            case .high: combined = Self.exclusive(content, subviews)
            case .simultaneous: combined = Self.simultaneous(subviews, content)
            }
        }
        root = combined
    }

    /// Whether a new finger at `point` joins this session (it lands on the session's views).
    func accepts(_ point: CGPoint) -> Bool { slots.contains { $0.frame.safelyContains(point) } }

    /// Queues a callback for the end of this update.
    func enqueue(_ action: @escaping () -> Void) { actions.append(action) }

    /// Asks for an update at `time`.
    func wake(at time: Double) {
        guard time > now else { return }
        requested = min(requested ?? time, time)
    }

    /// Feeds the fingers at `time` (with the views' current gestures from `targets`), then runs the
    /// queued callbacks as one cycle; ends the session when the combined gesture is over, or when no finger
    /// is down and nothing is awaited.
    func update(at time: Double, touches: [TouchSample], targets: [HitTarget]) {
        guard !isOver else { return }
        now = time
        requested = nil
        for slot in slots { slot.refresh(from: targets) }
        let phase = root.update((), GestureInput(time: time, touches: touches, session: self))
        let idle = touches.allSatisfy { $0.phase == .lifted } && requested == nil
        if phase.isTerminal || idle {
            root.reset(self)
            isOver = true
        }
        deadline = isOver ? nil : requested
        runQueued(at: time)
    }

    private func runQueued(at time: Double) {
        let queued = actions
        actions = []
        guard !queued.isEmpty else { return }
        announce?()
        graph.perform(at: time) { for action in queued { action() } }
    }

    /// Ends the session at once (a finger elsewhere starts another): state it changed is reset.
    func cancel(at time: Double) {
        guard !isOver else { return }
        isOver = true
        deadline = nil
        root.reset(self)
        runQueued(at: time)
    }

    private static func exclusive(_ a: _GestureRecognizer<Void>, _ b: _GestureRecognizer<Void>) -> _GestureRecognizer<Void> {
        PairRecognizer(a, b) { (_: Void, input, a, b) in
            let pa = a.update((), input)
            var next = input
            next.inherited = input.inherited.after(pa)
            return GesturePhase.exclusive(pa, b.update((), next), first: { $0 }, second: { $0 })
        }
    }

    private static func simultaneous(_ a: _GestureRecognizer<Void>, _ b: _GestureRecognizer<Void>) -> _GestureRecognizer<Void> {
        PairRecognizer(a, b) { (_: Void, input, a, b) in
            GesturePhase.simultaneous(a.update((), input), b.update((), input)) { _, _ in () }
        }
    }

    /// The targets under `point`, outermost first: the topmost view there and the views it is inside.
    static func chain(at point: CGPoint, in targets: [HitTarget]) -> [HitTarget] {
        func search(_ range: Range<Int>) -> [HitTarget] {
            var i = range.upperBound - 1
            while i >= range.lowerBound {
                let target = targets[i]
                let inner = search(max(range.lowerBound, target.contentStart)..<i)
                if !inner.isEmpty || target.contains(point) { return [target] + inner }
                i = min(i, target.contentStart) - 1
            }
            return []
        }
        return search(0..<targets.count)
    }
}

/// One view's gesture in a session: the view, its gesture as last drawn, and its recognizer.
final class GestureSlot {
    let node: ViewNode
    let priority: GestureAttachment.Priority
    let mask: GestureMask
    /// The view's canvas frame when the session began.
    let frame: CGRect
    private(set) var attachment: GestureAttachment
    /// Whether the view is gone from the drawing (its gesture then fails).
    private(set) var vanished = false
    lazy var recognizer: _GestureRecognizer<Void> = attachment.makeRecognizer()

    init?(_ target: HitTarget) {
        guard let attachment = target.gestureAttachment else { return nil }
        node = target.node
        priority = attachment.priority
        mask = attachment.mask
        frame = target.frame
        self.attachment = attachment
    }

    /// Takes the view's current gesture from this frame's targets.
    func refresh(from targets: [HitTarget]) {
        guard !vanished else { return }
        // A view may own several targets (a row's swipe, its Delete button): follow the one of this gesture's
        // type nearest to where the session began.
        func distance(_ t: HitTarget) -> CGFloat { hypot(t.frame.midX - frame.midX, t.frame.midY - frame.midY) }
        let candidates = targets.filter { $0.node === node && $0.gestureAttachment?.type == attachment.type }
        if let target = candidates.min(by: { distance($0) < distance($1) }), let current = target.gestureAttachment {
            attachment = current
        } else {
            vanished = true
        }
    }
}

/// Runs one slot's gesture in the slot's frame.
final class SlotRecognizer: _GestureRecognizer<Void> {
    private let slot: GestureSlot
    private var failed = false

    init(_ slot: GestureSlot) { self.slot = slot }

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Void> {
        if slot.vanished { failed = true }
        guard !failed else { return .failed }
        var input = input
        input.frame = slot.frame
        return slot.recognizer.update(slot.attachment.gesture, input)
    }

    override func reset(_ session: GestureSession) { slot.recognizer.reset(session) }
}

extension HitTarget {
    /// The gesture a touch on this target runs: an attached gesture, or a control's button gesture.
    var gestureAttachment: GestureAttachment? {
        switch action {
        case .gesture(let attachment): return attachment
        case .tap(let perform, let press, let repeats):
            let gesture = ButtonGesture(perform: perform, press: press, repeats: repeats)
            return GestureAttachment(priority: .normal, mask: .all, gesture: gesture,
                                     makeRecognizer: { ButtonRecognizer() }, type: ButtonGesture.self)
        }
    }
}
