import Foundation

/// The frame source of a view clip: runs the script's steps on the virtual clock against a view graph
/// and draws the graph (with touch markers) at each frame time.
///
/// Steps become fingers that land, move and lift at exact times (moving fingers also report at each frame
/// time); the views' gestures follow them in touch sessions (GestureSession). Each event that makes a
/// gesture act is one state-change cycle at its own time; deferred work the views schedule runs the same way.
final class ViewFrameSource: FrameSource {
    private let graph: ViewGraph
    private var pending: [PendingEvent]
    private let steps: [any ScriptStep]
    /// Whether touches are drawn as translucent markers.
    let showsTouches: Bool
    /// Every finger that has landed, for the markers.
    private var markers: [FingerPath] = []
    /// Called with a header line before each state-change cycle (for logs).
    var onCycle: ((Double, String) -> Void)?

    /// A step broken into the moments something happens.
    private struct PendingEvent {
        enum Kind {
            case down(step: Int, finger: Int)
            case up(step: Int, finger: Int)
            case perform(Perform)
            /// A key of a `Type` step.
            case key(step: Int, key: Character)
        }
        let time: Double
        let order: Int
        let kind: Kind
    }

    /// A finger down now.
    private struct Finger {
        let id: Int
        let step: Int
        let path: FingerPath
        /// Whether it takes part in the current session.
        var inSession: Bool
    }

    /// The measurer the clip lays text out with, taken from the process's pool for the source's life
    /// (`TextMeasurerPool`): fonts are resolved once, and a text one clip measured is not measured again by the next.
    let measurer: CairoTextMeasurer

    /// Makes the clip's root view and script again, for the dry run that finds the natural duration.
    private let remake: (() throws -> ViewFrameSource)?

    /// Gives the measurer back to the pool for the next clip.
    deinit { TextMeasurerPool.shared.give(measurer) }

    init(root: any View, canvas: CGSize, steps: [any ScriptStep], showsTouches: Bool, device: ClipDevice? = nil,
         colorScheme: ColorScheme = .light, background: Color = .white, remake: (() throws -> ViewFrameSource)? = nil) throws {
        var environment = EnvironmentValues()
        environment.colorScheme = colorScheme
        measurer = try TextMeasurerPool.shared.take()
        graph = ViewGraph(root: root, canvas: canvas, measurer: measurer, environment: environment, device: device)
        graph.appearance.canvasBackground = background
        self.steps = steps
        self.remake = remake
        self.showsTouches = showsTouches
        var events: [PendingEvent] = []
        for step in steps { try ViewFrameSource.check(step) }
        for (i, step) in steps.enumerated() {
            if let perform = step as? Perform {
                events.append(PendingEvent(time: perform.time, order: 100_000 * i, kind: .perform(perform)))
                continue
            }
            if let type = step as? Type {
                for (k, stroke) in type.keystrokes.enumerated() {
                    events.append(PendingEvent(time: stroke.time, order: 100_000 * i + k, kind: .key(step: i, key: stroke.key)))
                }
                continue
            }
            guard step.touchTarget != nil else {
                throw AnimKitError(.invalidArgument, "unsupported script step \(step.summary)")
            }
            // The times do not depend on where the fingers are.
            for (j, finger) in step.fingers(around: .zero).enumerated() {
                events.append(PendingEvent(time: finger.down, order: 100_000 * i + 2 * j, kind: .down(step: i, finger: j)))
                events.append(PendingEvent(time: finger.up, order: 100_000 * i + 2 * j + 1, kind: .up(step: i, finger: j)))
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
            guard drag.hold >= 0 && drag.hold <= limit else {
                throw bad("its hold \(drag.hold) is not a number of seconds from 0 to \(Int(limit))")
            }
            guard finite(drag.from), finite(drag.to) else { throw bad("its points must be finite") }
        }
        if let p = step.touchTarget?.point, !finite(p) { throw bad("its point must be finite") }
        if let tap = step as? Tap, !(1...20).contains(tap.count) { throw bad("its count \(tap.count) is not from 1 to 20") }
        var duration: Double?
        if let press = step as? LongPress { duration = press.duration }
        if let pinch = step as? Pinch {
            duration = pinch.duration
            guard pinch.scale.isFinite, pinch.scale > 0 else { throw bad("its scale \(pinch.scale) is not a positive number") }
            guard pinch.spacing.isFinite, pinch.spacing > 0 else { throw bad("its spacing \(pinch.spacing) is not a positive number") }
        }
        if let rotate = step as? Rotate {
            duration = rotate.duration
            guard rotate.angle.radians.isFinite else { throw bad("its angle must be finite") }
            guard rotate.spacing.isFinite, rotate.spacing > 0 else { throw bad("its spacing \(rotate.spacing) is not a positive number") }
        }
        if let duration, !(duration >= 0 && duration <= limit) {
            throw bad("its duration \(duration) is not a number of seconds from 0 to \(Int(limit))")
        }
    }

    /// When the script is over and every animation has finished, plus a hold of half a second (at
    /// least one second in all); nil when animations are still running after a minute (`repeatForever`):
    /// such a clip needs an explicit duration.
    ///
    /// Found by a dry run of a fresh copy of the clip that advances the script and the animations
    /// frame by frame (60 per second) without drawing.
    private(set) lazy var naturalDuration: Double? = {
        // The dry run's copies of the views print too: their output is dropped.
        guard let remake, let dry = try? StandardOutput.silenced({ try remake() }) else { return max(1, scriptEnd + 0.5) }
        if case .settles(let duration) = dry.runToIdle() { return duration }
        return nil
    }()

    /// How a search for a clip's natural duration ended.
    enum IdleSearch: Equatable {
        /// Everything settled: the duration (with its hold).
        case settles(Double)
        /// Something still runs after a minute of clip time (`repeatForever`).
        case neverSettles
        /// The search used up its CPU budget first, at this clip time: each frame costs too much to run a minute of them.
        case tooCostly(at: Double)
    }

    /// The CPU seconds a search for a natural duration may use.
    static let idleSearchCPULimit = 30.0

    /// The clip's natural duration, found by running this source (fresh, and used up by it) until nothing is left
    /// to happen after the script's last step, at 60 steps a second, for a minute at most (nil: it never settles).
    /// What the views print meanwhile is dropped.
    ///
    ///     let duration = (clip.source() as? ViewFrameSource)?.durationRunningToIdle()
    func durationRunningToIdle() -> Double? {
        if case .settles(let duration) = runToIdle() { return duration }
        return nil
    }

    /// Runs this source (fresh, and used up by it) until nothing is left to happen after the script's last step, at 60
    /// steps a second, for a minute of clip time and `cpuLimit` seconds of this thread's CPU at most.
    func runToIdle(cpuLimit: Double = ViewFrameSource.idleSearchCPULimit) -> IdleSearch {
        let lastStep = scriptEnd
        let limit = 60.0
        let start = ViewFrameSource.threadCPUSeconds()
        var k = 0
        while Double(k) / 60 <= limit {
            let t = Double(k) / 60
            guard (try? StandardOutput.silenced({ try advance(to: t) })) != nil else { return .settles(max(1, lastStep + 0.5)) }
            if t >= lastStep, isIdle { return .settles(max(1, t + 0.5)) }
            if ViewFrameSource.threadCPUSeconds() - start > cpuLimit { return .tooCostly(at: t) }
            k += 1
        }
        return .neverSettles
    }

    /// This thread's CPU time in seconds.
    static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// When the script's last step ends.
    var scriptEnd: Double { steps.map(\.endTime).max() ?? 0 }

    /// Whether nothing is left to happen: no animation running, no deferred work, no step pending, no
    /// finger down, no gesture waiting.
    var isIdle: Bool {
        !graph.isAnimating && graph.nextDeferredTime == nil && pending.isEmpty && fingers.isEmpty
            && session?.deadline == nil && !graph.hasLiveTimelines
    }

    // MARK: Running

    private var fingers: [Finger] = []
    private var nextFingerID = 0
    /// Where each touch step's fingers go, found when its first finger lands.
    private var paths: [Int: [FingerPath]] = [:]
    private var session: GestureSession?
    /// The time of the last session update, so that frames do not repeat an event's update.
    private var lastUpdate = -1.0

    /// Applies every event due at or before `t`, in order, interleaved with deferred work and gesture
    /// deadlines; then moving fingers report where they are at `t`.
    func advance(to t: Double) throws {
        try checkRunaway()
        while true {
            try checkRunaway()
            let deadline = session?.deadline
            // Animations that end by now schedule their completion handlers.
            graph.advanceAnimations(to: min(t, pending.first?.time ?? t, graph.nextDeferredTime ?? t, deadline ?? t))
            let nextEvent = pending.first.map(\.time)
            let nextDeferred = graph.nextDeferredTime
            guard let time = [nextEvent, nextDeferred, deadline].compactMap({ $0 }).min(), time <= t + 1e-9 else { break }
            if let d = nextDeferred, d <= time, d < (nextEvent ?? .infinity), d <= (deadline ?? .infinity) {
                onCycle?(d, "deferred work")
                graph.runDeferred(until: d)
                continue
            }
            if let d = deadline, d <= time, d < (nextEvent ?? .infinity) {
                updateSession(at: d, header: "gesture timer")
                continue
            }
            try apply(pending.removeFirst())
        }
        // Moving fingers report at each frame time.
        if session != nil, t > lastUpdate, fingers.contains(where: { $0.inSession && $0.path.moves }) {
            let step = fingers.first { $0.inSession && $0.path.moves }.map { steps[$0.step].summary } ?? ""
            updateSession(at: t, header: "\(step) change")
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

    private func apply(_ event: PendingEvent) throws {
        switch event.kind {
        case .down(let k, let j):
            let step = steps[k]
            if paths[k] == nil {
                paths[k] = step.fingers(around: try aim(step, at: event.time))
            }
            let path = paths[k]![j]
            let id = nextFingerID
            nextFingerID += 1
            markers.append(path)
            let point = path.location(event.time)
            let sameStep = fingers.contains { $0.step == k && $0.inSession }
            if let live = session, !live.isOver, sameStep || live.accepts(point) {
                fingers.append(Finger(id: id, step: k, path: path, inSession: true))
            } else {
                session?.cancel(at: event.time)
                fingers = fingers.map { var f = $0; f.inSession = false; return f }
                // A step's fingers land around its target: the views there take the touch.
                let aimed = try aim(step, at: event.time)
                let chain = GestureSession.chain(at: j == 0 ? aimed : point, in: graph.render().targets)
                // A finger aimed by name lands even where nothing takes it (a disabled control); a point that
                // hits nothing is a script mistake.
                if chain.isEmpty, !(step is Drag), case .point? = step.touchTarget {
                    throw AnimKitError(.invalidArgument, "nothing tappable at (\(TreeFormat.number(aimed.x)), \(TreeFormat.number(aimed.y))) at t=\(TreeFormat.number(event.time)) for \(step.summary)")
                }
                session = GestureSession(graph: graph, chain: chain)
                fingers.append(Finger(id: id, step: k, path: path, inSession: session != nil))
            }
            // A tap's press is not a log header of its own (the control only highlights).
            updateSession(at: event.time, header: step is Tap ? nil : "\(step.summary) down", landing: id)
        case .up(let k, let j):
            guard let index = fingers.firstIndex(where: { $0.step == k && $0.path.down == paths[k]?[j].down && $0.path.up == paths[k]?[j].up }) else { return }
            let finger = fingers[index]
            let step = steps[k]
            if finger.inSession {
                // A moving finger reaches its last point before it lifts there.
                if finger.path.moves, event.time > lastUpdate { updateSession(at: event.time, header: "\(step.summary) change") }
                updateSession(at: event.time, header: step is Tap ? step.summary : "\(step.summary) end", lifting: finger.id)
            }
            fingers.remove(at: index)
        case .perform(let perform):
            onCycle?(event.time, perform.summary)
            graph.perform(at: event.time, perform.action)
        case .key(let k, let key):
            try type(key, step: steps[k] as! Type, at: event.time)
        }
    }

    /// Feeds the fingers in the session at `time` to its gestures.
    private func updateSession(at time: Double, header: String?, landing: Int? = nil, lifting: Int? = nil) {
        guard let live = session else { return }
        let touches = fingers.filter(\.inSession).map { f in
            TouchSample(id: f.id, location: f.path.location(time), velocity: f.path.moves ? f.path.velocity(time) : .zero,
                        phase: f.id == landing ? .down : f.id == lifting ? .lifted : .moved)
        }
        live.announce = { [onCycle] in if let header { onCycle?(time, header) } }
        live.update(at: time, touches: touches, targets: graph.render().targets)
        lastUpdate = time
        if live.isOver { session = nil }
    }

    /// Types one key of a `Type` step into its field, as a state change at `time`.
    private func type(_ key: Character, step: Type, at time: Double) throws {
        let targets = graph.render().targets
        guard let field = targets.last(where: { $0.textInput != nil && ($0.label == step.field || $0.identifier == step.field) }),
              let input = field.textInput else {
            let names = Set(targets.filter { $0.textInput != nil }.compactMap { $0.label ?? $0.identifier }).sorted()
            throw AnimKitError(.invalidArgument, "no text field named \"\(step.field)\" at t=\(TreeFormat.number(time)); text fields: "
                               + (names.isEmpty ? "(none)" : names.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        let event: TextInputEvent = key == "\n" ? .submit : key == "\u{8}" ? .deleteBackward : .insert(String(key))
        onCycle?(time, "\(step.summary) \(String(reflecting: String(key)))")
        graph.perform(at: time) { input(event) }
    }

    /// The canvas point a step aims at: its point, or the centre of the view with its label or identifier.
    private func aim(_ step: any ScriptStep, at time: Double) throws -> CGPoint {
        guard let target = step.touchTarget else { return .zero }
        switch target {
        case .point(let p):
            return p
        case .label(let label):
            let frame = graph.render()
            let targets = frame.targets
            if let t = targets.last(where: { $0.label == label || $0.identifier == label }) {
                return CGPoint(x: t.frame.midX, y: t.frame.midY)
            }
            // A view named by an identifier but not itself tappable: the finger lands at its centre, as a
            // finger (or XCUITest) would, on whatever takes touches there.
            if let area = frame.identifiedAreas.last(where: { $0.identifier == label }) {
                return CGPoint(x: area.frame.midX, y: area.frame.midY)
            }
            // A Text or Label inside a tappable view (`onTapGesture`, a gesture): the finger lands on the text, as
            // it would on screen, and the view around it takes the touch.
            let views = graph.render(inspecting: true).views ?? []
            func centre(_ r: CGRect) -> CGPoint { CGPoint(x: r.midX, y: r.midY) }
            func inTarget(_ v: ViewSnapshot) -> Bool { v.opacity > 0 && targets.contains { $0.contains(centre(v.frame)) } }
            let texts = views.filter { $0.label != nil && ["Text", "Label", "Image"].contains($0.type) }
            if let text = texts.last(where: { $0.label == label && inTarget($0) }) { return centre(text.frame) }
            let labels = Set(targets.compactMap { $0.label } + texts.filter(inTarget).compactMap(\.label)).sorted()
            let identifiers = Set(targets.compactMap { $0.identifier } + frame.identifiedAreas.map(\.identifier)).sorted()
            func list(_ names: [String]) -> String { names.isEmpty ? "(none)" : names.map { "\"\($0)\"" }.joined(separator: ", ") }
            throw AnimKitError(.invalidArgument, "no tappable view labelled \"\(label)\" at t=\(TreeFormat.number(time)); labels: "
                               + list(labels) + "; identifiers: " + list(identifiers))
        }
    }

    // MARK: Frames

    /// Whether items keep what they drew for later frames (DrawCache.swift); off, every frame is drawn afresh (to
    /// check that both give the same frames).
    var keepsDrawings: Bool {
        get { graph.drawings.keepsDrawings }
        set { graph.drawings.keepsDrawings = newValue }
    }

    func displayList(at t: Double) throws -> DisplayList {
        try advance(to: t)
        var list = graph.render(at: t).displayList
        if showsTouches {
            for finger in markers where finger.down <= t && t <= finger.up + 0.15 {
                // Fades out over 0.15 s after the finger lifts.
                let fade = min(1, max(0, (finger.up + 0.15 - t) / 0.15))
                list.append(.fill(.circle(center: finger.location(min(t, finger.up)), radius: 22), Color(white: 0.5, opacity: 0.35 * fade)))
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
