import Foundation

/// The frame source of a view clip: runs the script's steps on the virtual clock against a view graph
/// and draws the graph (with touch markers) at each frame time.
///
/// Steps are applied in time order before the frame at or after their time; each is one state-change
/// cycle at its own time. Deferred work the views schedule runs the same way.
final class ViewFrameSource: FrameSource {
    private let graph: ViewGraph
    private var pending: [PendingEvent]
    private let steps: [any ScriptStep]
    /// Whether touches are drawn as translucent markers.
    let showsTouches: Bool
    /// Touches so far: where and when, for the markers (a drag's marker follows the finger).
    private var touches: [(point: CGPoint, start: Double, end: Double, drag: Drag?)] = []
    /// Called with a header line before each state-change cycle (for logs).
    var onCycle: ((Double, String) -> Void)?

    /// A step broken into the moments something happens.
    private struct PendingEvent {
        enum Kind {
            case press(Tap)
            case release(Tap)
            case dragMove(Drag, ended: Bool)
            case perform(Perform)
        }
        let time: Double
        let order: Int
        let kind: Kind
    }

    /// Makes the clip's root view and script again, for the dry run that finds the natural duration.
    private let remake: (() throws -> ViewFrameSource)?

    init(root: any View, canvas: CGSize, steps: [any ScriptStep], showsTouches: Bool,
         remake: (() throws -> ViewFrameSource)? = nil) throws {
        graph = ViewGraph(root: root, canvas: canvas, measurer: try CairoTextMeasurer())
        self.steps = steps
        self.remake = remake
        self.showsTouches = showsTouches
        var events: [PendingEvent] = []
        for step in steps { try ViewFrameSource.check(step) }
        for (i, step) in steps.enumerated() {
            switch step {
            case let tap as Tap:
                events.append(PendingEvent(time: max(0, tap.time - Tap.pressDuration), order: 2 * i, kind: .press(tap)))
                events.append(PendingEvent(time: tap.time, order: 2 * i + 1, kind: .release(tap)))
            case let drag as Drag:
                events.append(PendingEvent(time: drag.time, order: 2 * i, kind: .dragMove(drag, ended: false)))
            case let perform as Perform:
                events.append(PendingEvent(time: perform.time, order: 2 * i, kind: .perform(perform)))
            default:
                throw AnimKitError(.invalidArgument, "unsupported script step \(step.summary)")
            }
        }
        pending = events.sorted { ($0.time, $0.order) < ($1.time, $1.order) }
    }

    /// Throws one line for a step at a time that is not a number of seconds from 0 to an hour, a drag
    /// that lasts such a time, or a point that is not a finite point.
    static func check(_ step: any ScriptStep) throws {
        func bad(_ what: String) -> AnimKitError {
            AnimKitError(.invalidArgument, "script step \(step.summary): \(what)")
        }
        let limit = RenderSettings.maxDuration
        guard step.time >= 0 && step.time <= limit else {
            throw bad("its time \(step.time) is not a number of seconds from 0 to \(Int(limit))")
        }
        func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
        if let drag = step as? Drag {
            guard drag.duration >= 0 && drag.duration <= limit else {
                throw bad("its duration \(drag.duration) is not a number of seconds from 0 to \(Int(limit))")
            }
            guard finite(drag.from), finite(drag.to) else { throw bad("its points must be finite") }
        }
        if let tap = step as? Tap, let p = tap.target.point, !finite(p) { throw bad("its point must be finite") }
    }

    /// When the script is over and every animation has finished, plus a hold of half a second (at
    /// least one second in all); nil when animations are still running after a minute (`repeatForever`):
    /// such a clip needs an explicit duration.
    ///
    /// Found by a dry run of a fresh copy of the clip that advances the script and the animations
    /// frame by frame (60 per second) without drawing.
    private(set) lazy var naturalDuration: Double? = {
        let lastStep = scriptEnd
        // The dry run's copies of the views print too: their output is dropped.
        guard let remake, let dry = try? StandardOutput.silenced({ try remake() }) else { return max(1, lastStep + 0.5) }
        let limit = 60.0
        var k = 0
        while Double(k) / 60 <= limit {
            let t = Double(k) / 60
            guard (try? StandardOutput.silenced({ try dry.advance(to: t) })) != nil else { return max(1, lastStep + 0.5) }
            if t >= lastStep, dry.isIdle { return max(1, t + 0.5) }
            k += 1
        }
        return nil
    }()

    /// When the script's last step ends.
    var scriptEnd: Double { steps.map(\.endTime).max() ?? 0 }

    /// Whether nothing is left to happen: no animation running, no deferred work, no step pending.
    var isIdle: Bool {
        !graph.isAnimating && graph.nextDeferredTime == nil && pending.isEmpty && drags.isEmpty && !graph.hasLiveTimelines
    }

    // MARK: Running

    private var pressedTarget: [Int: HitTarget] = [:]
    private var drags: [Int: (target: HitTarget?, start: Double)] = [:]

    /// Applies every event due at or before `t`, in order, interleaved with deferred work.
    func advance(to t: Double) throws {
        try checkRunaway()
        while true {
            try checkRunaway()
            // Animations that end by now schedule their completion handlers.
            graph.advanceAnimations(to: min(t, pending.first?.time ?? t, graph.nextDeferredTime ?? t))
            let nextEvent = pending.first.map(\.time)
            let nextDeferred = graph.nextDeferredTime
            let next = [nextEvent, nextDeferred].compactMap { $0 }.min()
            guard let time = next, time <= t + 1e-9 else { break }
            if let d = nextDeferred, d <= time, d < (nextEvent ?? .infinity) {
                onCycle?(d, "deferred work")
                graph.runDeferred(until: d)
                continue
            }
            let event = pending.removeFirst()
            try apply(event)
        }
        // Drags in progress deliver a change at each frame time.
        for (key, drag) in drags {
            guard let step = pendingDrag(key) else { continue }
            try deliverDrag(step, key: key, at: t, target: drag.target, ended: t >= step.endTime)
        }
        // Timelines that reached a new entry build their content for it.
        graph.updateTimelines(at: t)
        // Completion handlers due by now run before the frame, each as its own cycle.
        graph.advanceAnimations(to: t)
        while let d = graph.nextDeferredTime, d <= t + 1e-9 {
            onCycle?(d, "deferred work")
            graph.runDeferred(until: d)
            graph.advanceAnimations(to: t)
        }
        try checkRunaway()
    }

    /// Throws the graph's runaway-update error, if it stopped on one.
    private func checkRunaway() throws {
        if let error = graph.runaway { throw error }
    }

    private func pendingDrag(_ key: Int) -> Drag? {
        steps.indices.contains(key) ? steps[key] as? Drag : nil
    }

    private func apply(_ event: PendingEvent) throws {
        switch event.kind {
        case .press(let tap):
            let target = try find(tap)
            pressedTarget[event.order / 2] = target
            if case .tap(_, let press?) = target.action {
                graph.perform(at: event.time) { press(true) }
            }
            let point = tap.target.point ?? CGPoint(x: target.frame.midX, y: target.frame.midY)
            touches.append((point, event.time, tap.time + 0.15, nil))
        case .release(let tap):
            let target = try pressedTarget[event.order / 2] ?? find(tap)
            pressedTarget[event.order / 2] = nil
            onCycle?(event.time, tap.summary)
            switch target.action {
            case .tap(let perform, let press):
                graph.perform(at: event.time) {
                    press?(false)
                    perform()
                }
            case .drag:
                break
            }
        case .dragMove(let drag, _):
            let key = event.order / 2
            let target = graph.render().targets.last { t in
                if case .drag = t.action { return t.contains(drag.from) }
                return false
            }
            drags[key] = (target, drag.time)
            touches.append((drag.from, drag.time, drag.endTime + 0.15, drag))
            try deliverDrag(drag, key: key, at: event.time, target: target, ended: drag.duration == 0)
        case .perform(let perform):
            onCycle?(event.time, perform.summary)
            graph.perform(at: event.time, perform.action)
        }
    }

    private func deliverDrag(_ drag: Drag, key: Int, at t: Double, target: HitTarget?, ended: Bool) throws {
        if ended { drags[key] = nil }
        guard let target, case .drag(let handlers) = target.action else { return }
        onCycle?(t, "\(drag.summary) \(ended ? "end" : "change")")
        let local = drag.location(at: t - drag.time)
        let origin = handlers.origin
        let velocity = ended && drag.duration == 0 ? .zero : drag.velocity
        // Predicted end: the finger decelerating from its velocity (iOS's rate, about a quarter second of travel).
        let predicted = CGPoint(x: local.x + velocity.width * 0.25, y: local.y + velocity.height * 0.25)
        let value = DragGesture.Value(
            location: CGPoint(x: local.x - origin.x, y: local.y - origin.y),
            startLocation: CGPoint(x: drag.from.x - origin.x, y: drag.from.y - origin.y),
            translation: CGSize(width: local.x - drag.from.x, height: local.y - drag.from.y),
            velocity: velocity,
            predictedEndLocation: CGPoint(x: predicted.x - origin.x, y: predicted.y - origin.y),
            predictedEndTranslation: CGSize(width: predicted.x - drag.from.x, height: predicted.y - drag.from.y),
            time: Clip.date(at: t))
        onCycle?(t, ended ? "Drag end" : "Drag change")
        graph.perform(at: t) {
            if ended { handlers.ended?(value) } else { handlers.changed?(value) }
        }
    }

    /// The hit target a tap goes to, or an error naming the labels that exist.
    private func find(_ tap: Tap) throws -> HitTarget {
        let frame = graph.render()
        let targets = frame.targets
        switch tap.target {
        case .label(let label):
            if let t = targets.last(where: { $0.label == label || $0.identifier == label }) { return t }
            // A view named by an identifier but not itself tappable: the tap lands at its centre, as a
            // finger (or XCUITest) would, on whatever takes touches there.
            if let area = frame.identifiedAreas.last(where: { $0.identifier == label }),
               let t = targets.last(where: { $0.contains(CGPoint(x: area.frame.midX, y: area.frame.midY)) }) {
                return t
            }
            let labels = Set(targets.compactMap { $0.label }).sorted()
            let identifiers = Set(targets.compactMap { $0.identifier } + frame.identifiedAreas.map(\.identifier)).sorted()
            func list(_ names: [String]) -> String { names.isEmpty ? "(none)" : names.map { "\"\($0)\"" }.joined(separator: ", ") }
            throw AnimKitError(.invalidArgument, "no tappable view labelled \"\(label)\" at t=\(TreeFormat.number(tap.time)); labels: "
                               + list(labels) + "; identifiers: " + list(identifiers))
        case .point(let p):
            if let t = targets.last(where: { $0.contains(p) }) { return t }
            throw AnimKitError(.invalidArgument, "nothing tappable at (\(TreeFormat.number(p.x)), \(TreeFormat.number(p.y))) at t=\(TreeFormat.number(tap.time))")
        }
    }

    // MARK: Frames

    func displayList(at t: Double) throws -> DisplayList {
        try advance(to: t)
        var list = graph.render(at: t).displayList
        if showsTouches {
            for touch in touches where touch.start <= t && t <= touch.end {
                // Fades out over the last 0.15 s.
                let fade = min(1, max(0, (touch.end - t) / 0.15))
                let point = touch.drag.map { $0.location(at: t - $0.time) } ?? touch.point
                list.append(.fill(.circle(center: point, radius: 22), Color(white: 0.5, opacity: 0.35 * fade)))
            }
        }
        return list
    }

    /// The inspector's view of time `t`.
    func snapshot(at t: Double) throws -> ClipSnapshot {
        try advance(to: t)
        return ClipSnapshot(time: t, canvas: graph.canvas, views: graph.render(at: t, inspecting: true).views ?? [])
    }
}

extension Tap.Target {
    /// The point of a point target.
    var point: CGPoint? { if case .point(let p) = self { return p } else { return nil } }
}
