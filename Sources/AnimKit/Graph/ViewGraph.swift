import Foundation

/// The persistent view graph of one clip run: the root node, the state-change cycles, layout and drawing.
///
/// Each event (a tap's action, a script closure, a deferred callback) runs, then the writes it made are
/// applied in updates, one per transaction, in the order they were made (as SwiftUI's graph host flushes its
/// pending transactions): each update is a state-change cycle that invalidates the written nodes, evaluates
/// their bodies again, reconciles children (insertions and removals reported), and lays out and draws the
/// next frame with that transaction.
///
///     let graph = ViewGraph(root: ContentView(), canvas: CGSize(width: 400, height: 300), measurer: measurer)
///     graph.perform(at: 0.5) { /* mutate state */ }
///     let frame = graph.render()
final class ViewGraph {
    /// The canvas size in points.
    let canvas: CGSize
    /// The phone the canvas is drawn as (nil: a plain canvas).
    let device: ClipDevice?
    /// Where the views marked `matchedTransitionSource` were last drawn.
    let transitionSources = TransitionSourceRegistry()
    /// Measures text for layout (Pango, through the rasterizer).
    let measurer: TextMeasuring
    private(set) var root: ViewNode!
    /// The number of the current state-change cycle (0: the initial mount).
    private(set) var cycle = 0
    /// The virtual time of the current cycle.
    private(set) var time: Double = 0
    /// The transaction of the current cycle (nil until something is written).
    private(set) var cycleTransaction: Transaction?
    /// Writes made outside an update and not applied yet, grouped by transaction, in order (see `enqueue`).
    var pending: [PendingTransaction] = []
    /// Nodes inserted and removed in the current cycle, in order.
    private(set) var insertions: [ViewNode] = []
    private(set) var removals: [ViewNode] = []
    private var dirty = false
    /// Whether a change in the cycle needs layout (not only a redraw: `invalidateDrawing`).
    private var needsLayout = false
    var appearActions: [() -> Void] = []
    /// Work scheduled for later virtual times (ViewGraph+Deferred.swift), and how many were ever scheduled.
    var deferred: [(time: Double, order: Int, action: () -> Void)] = []
    var deferredCount = 0
    /// The frame kept while nothing animates (ViewGraph+Frames.swift).
    var cachedFrame: GraphFrame?
    /// How attributes resolve in the layout pass running now (nil outside one).
    var pass: AttributePass?
    /// Attributes with a running animation, by identity.
    var animating: [ObjectIdentifier: AnyAnimatableAttribute] = [:]
    /// The latest time the graph was brought to: a cycle's or a frame's. Read during a pass, it makes the drawing
    /// around the reader volatile (`DrawCache`).
    var clock: Double {
        if pass != nil { drawings.noteVolatileRead() }
        return latestTime
    }
    var latestTime: Double = 0
    /// The drawing epoch and the reads that keep drawings from being kept (`DrawCache`).
    var drawings = DrawCache.Ledger()

    /// Notes that something views read as they draw changed outside a state change (a button's press): the next
    /// frame is drawn again, reusing no kept drawing.
    func noteDrawingChanged() {
        cachedFrame = nil
        drawings.beginEpoch()
    }
    /// The placed items of the latest pass, reused by frames while layout does not depend on time.
    var cachedLayout: LayoutItem?
    /// Whether an animation that changes layout (a custom layout's or an `Animatable` view's data, an
    /// environment value) ran in the current pass: the next frame must lay out again.
    var layoutAnimates = false
    /// Nodes whose body animates with their own data (`View & Animatable`), in mount order.
    var animatableBodies: [ViewNode] = []
    /// Timeline nodes (see ViewGraph+Timelines.swift) and whether one asked to be built again.
    var timelines: [TimelineHandle] = []
    var timelineInvalidated = false
    /// Matched-geometry groups (MatchedGeometryGroup.swift), and whether a member read a shared frame that
    /// its source changed later in the same layout pass (the pass is then done again).
    var matchedGroups: [MatchedGeometryKey: MatchedGeometryGroup] = [:]
    var matchedGeometryStale = false
    /// The clip's appearance, the tree's `preferredColorScheme`s and the canvas background (ViewGraph+ColorScheme.swift).
    var appearance = Appearance() {
        // The frame kept while nothing animates was drawn in the appearance before (the clip's background is set
        // after the first commit drew the mount).
        didSet { cachedFrame = nil }
    }
    /// Changes that animating environment writers make to the environments of the items built inside them
    /// (ViewGraph+Environment.swift).
    var environmentOverrides: [(inout EnvironmentValues) -> Void] = []
    /// Runs the steps of the clip's `.task`s, and the clip's main-actor jobs, on this graph's thread (TaskModifier.swift).
    let taskExecutor = ClipTaskExecutor()
    /// Whether a cycle that drains `taskExecutor`'s main-actor jobs is scheduled.
    var mainDrainScheduled = false
    /// Counts layout passes (a matched-geometry group resolves its source once per pass).
    var layoutPassNumber = 0
    /// Slots inserted in the current cycle, still in `.willAppear`.
    private var appearing: [ViewNode] = []
    /// Slots leaving the tree (removed, running their removal transition), and those removed this cycle.
    private var leaving: [ViewNode] = []
    private var leavingThisCycle: [ViewNode] = []
    /// Attributes that started an animation in the running commit, with their nodes.
    private var started: [(node: ViewNode, attribute: AnyAnimatableAttribute)] = []

    /// Builds the graph for `root` and evaluates it once (cycle 0).
    init(root view: any View, canvas: CGSize, measurer: TextMeasuring, environment: EnvironmentValues = EnvironmentValues(),
         device: ClipDevice? = nil) {
        self.canvas = canvas
        self.device = device
        self.measurer = measurer
        taskExecutor.onRoutedJob = { [unowned self] in scheduleMainDrain() }
        withCurrent {
            updating = true
            appearance.base = environment.colorScheme
            root = ViewNode(graph: self, parent: nil, key: NodeKey(0, view), view: view, environment: environment)
            root.mount()
            commit(nil)
            if adoptPreferredColorScheme() { commit(nil) }
            updating = false
        }
        // A body that wrote state while it was first evaluated is evaluated again, as after any write.
        if dirty { settle() }
        runAppearActions()
    }

    // MARK: Cycles

    /// How many times one cycle re-evaluates bodies that keep writing state while they are evaluated.
    static let updateRoundLimit = 100
    /// How many cycles may run at one instant of the virtual clock (deferred work scheduling itself).
    static let cyclesPerInstantLimit = 1000
    /// Why the graph stopped running cycles: a runaway update loop (see `settle()` and `perform`), or a
    /// tree too deep to build (`ViewNode.maxDepth`).
    private(set) var runaway: AnimKitError?
    /// Whether bodies are being evaluated and laid out now (writes then come from a body).
    private(set) var updating = false
    /// The node whose state was last written while bodies were evaluated.
    private var writerDuringUpdate: ViewNode?
    /// The instant of the latest cycle and how many cycles ran at it.
    private var instant = (time: -Double.infinity, cycles: 0)

    /// Runs `action` as one state-change cycle at `time`, then brings the graph up to date.
    ///
    /// Past `cyclesPerInstantLimit` cycles at one instant (deferred work that schedules itself with
    /// `DispatchQueue.main.async`, for ever) the graph stops running cycles and records `runaway`.
    func perform(at time: Double, _ action: () -> Void) {
        guard runaway == nil else { return }
        self.time = max(self.time, time)
        latestTime = max(latestTime, self.time)
        if self.time == instant.time { instant.cycles += 1 } else { instant = (self.time, 1) }
        guard instant.cycles <= ViewGraph.cyclesPerInstantLimit else {
            runaway = AnimKitError(.invalidArgument, "runaway updates: more than \(ViewGraph.cyclesPerInstantLimit) state changes at t=\(TreeFormat.number(self.time)) without the clock moving (deferred work that schedules itself again at once, e.g. DispatchQueue.main.async in a loop); schedule it later with asyncAfter")
            deferred.removeAll()
            appearActions.removeAll()
            return
        }
        cycle += 1
        cycleTransaction = nil
        insertions = []
        removals = []
        withCurrent(action)
        applyPending()
        if dirty { settle() }
        runAppearActions()
    }

    /// Applies the pending writes, one update (one cycle) per transaction: the first in the cycle the event
    /// opened, each later one in a new cycle at the same time.
    private func applyPending() {
        var first = true
        while runaway == nil, !pending.isEmpty {
            let next = pending.removeFirst()
            if !first {
                if dirty { settle() }
                cycle += 1
            }
            first = false
            cycleTransaction = next.transaction
            withCurrent { next.mutations.forEach { $0() } }
        }
    }

    /// Re-evaluates invalidated bodies until none is invalid. A body that writes state it depends on
    /// while it is evaluated invalidates itself again; past `updateRoundLimit` rounds the graph stops
    /// and records `runaway`, naming the view.
    private func settle() {
        var rounds = 0
        while dirty, runaway == nil {
            rounds += 1
            guard rounds <= ViewGraph.updateRoundLimit else {
                let name = writerDuringUpdate.map { "\(type(of: $0.view))" } ?? "a view"
                runaway = AnimKitError(.invalidArgument, "runaway updates: \(name) changes its own state while its body is evaluated (\(ViewGraph.updateRoundLimit) updates in a row at t=\(TreeFormat.number(time))); change state in an action, onAppear or onChange instead")
                dirty = false
                return
            }
            writerDuringUpdate = nil
            withCurrent {
                updating = true
                update()
                updating = false
            }
        }
    }

    /// Stops the graph: no more cycles run, and the clip fails with `error` (a tree too deep to build).
    func stop(_ error: AnimKitError) {
        if runaway == nil { runaway = error }
        deferred.removeAll()
        appearActions.removeAll()
    }

    /// Called when a write is applied: the node is invalid. The transaction is the cycle's already (see
    /// `applyPending`), except for writes made while bodies are evaluated, which join the running update and
    /// bring their animation to it if it has none.
    func noteChange(transaction: Transaction, by node: ViewNode, relayout: Bool = true) {
        if relayout { needsLayout = true }
        if cycleTransaction == nil || (cycleTransaction?.animation == nil && transaction.animation != nil
                                       && cycleTransaction?.disablesAnimations != true) {
            cycleTransaction = transaction
        }
        if updating { writerDuringUpdate = node }
        dirty = true
    }

    private func update() {
        dirty = false
        cachedFrame = nil
        let placed = needsLayout ? nil : cachedLayout  // only redraws asked for (a scroll offset): placed items stay
        (cachedLayout, needsLayout) = (nil, false)
        root.refresh()
        let transaction = cycleTransaction ?? Transaction()
        root.dispatch(transaction)
        commit(transaction, reusing: placed)
        if adoptPreferredColorScheme() { commit(transaction) }
    }

    /// Lays out the changed tree at the cycle's time: views that only moved receive the transaction
    /// too, then every attribute whose value changed animates with the transaction at its position.
    /// The first commit (the mount) has no transaction: nothing is dispatched, nothing animates.
    private func commit(_ transaction: Transaction?, reusing placed: LayoutItem? = nil) {
        for group in transaction?.completionGroups ?? [] {
            group.deliver = { [unowned self] callback in self.schedule(at: self.clock, callback) }
        }
        pass = .commit(time: time)
        drawings.beginEpoch()
        started = []
        // Transitions without an animation happen at once: inserted views start in place, removed ones go.
        for slot in appearing where slot.transitionAnimation == nil { slot.setTransitionPhase(.identity) }
        appearing.removeAll { $0.transitionState?.phase == .identity }
        for slot in leavingThisCycle where slot.transitionAnimation == nil { slot.finishRemoval() }
        var (top, frame) = commitPass(transaction, reusing: placed)
        // Inserted views were laid out and drawn in `.willAppear` (their attributes start there); now
        // they move to `.identity`, animating with the transaction at each one.
        if !appearing.isEmpty {
            for slot in appearing { slot.setTransitionPhase(.identity) }
            appearing = []
            (top, frame) = commitPass(transaction)
        }
        // A removal that started no animation (an identity transition) ends now.
        var ended = false
        for slot in leavingThisCycle {
            let animations = started.filter { $0.node.isInside(slot) && $0.attribute.isAnimating }.map(\.attribute)
            if animations.isEmpty {
                slot.finishRemoval()
                ended = true
            } else {
                slot.transitionState?.removalAttributes = animations
            }
        }
        leavingThisCycle = []
        started = []
        if ended { (top, frame) = commitPass(transaction) }
        pass = nil
        cachedFrame = animating.isEmpty ? frame : nil
        cachedLayout = layoutAnimates ? nil : top
        transaction?.sealCompletions()
    }

    /// One layout-and-draw pass of a commit. Geometry readers placed with new geometry build their content
    /// again and the tree is laid out again (a few rounds at most: content that keeps changing its reader's
    /// size stops there).
    private func commitPass(_ transaction: Transaction?, reusing placed: LayoutItem? = nil) -> (LayoutItem, GraphFrame) {
        layoutAnimates = false
        updateAnimatedBodies()
        var top = placed ?? layoutBuildingLazyRows()
        var rounds = 0
        while !geometryChanged.isEmpty && rounds < ViewGraph.geometryRoundLimit {
            rounds += 1
            let changed = geometryChanged
            geometryChanged = []
            for node in changed where node.isAttached { node.rebuild(force: false) }
            top = layoutBuildingLazyRows()
        }
        geometryChanged = []
        if matchedGeometryStale { top = layout() }
        if let transaction { root.dispatch(transaction) }
        var frame = draw(top, inspecting: false)
        // Drawing moved scroll views' content: readers inside that follow it build again, lazy stacks build the rows
        // now in view, and the tree is laid out and drawn again.
        if followsScrolls() {
            top = layoutBuildingLazyRows()
            if let transaction { root.dispatch(transaction) }
            frame = draw(top, inspecting: false)
        }
        return (top, frame)
    }

    /// A slot was inserted into a live parent in this cycle.
    func noteAppearing(_ slot: ViewNode) { appearing.append(slot) }

    /// A slot was removed from its parent's view in this cycle and is leaving.
    func noteRemoving(_ slot: ViewNode) {
        leaving.append(slot)
        leavingThisCycle.append(slot)
    }

    /// A leaving slot came back, left for good, or went with an ancestor.
    func forgetRemoval(_ slot: ViewNode) {
        leaving.removeAll { $0 === slot }
        leavingThisCycle.removeAll { $0 === slot }
    }

    /// Called by an attribute that started an animation in a commit.
    func noteStarted(_ attribute: AnyAnimatableAttribute, on node: ViewNode) {
        if !leavingThisCycle.isEmpty { started.append((node, attribute)) }
    }

    /// Takes out the leaving slots whose removal animations have ended by `time`.
    func finishRemovals(at time: Double) {
        guard !leaving.isEmpty else { return }
        for slot in leaving {
            guard let state = slot.transitionState else { continue }
            for attribute in state.removalAttributes { attribute.advance(to: time) }
            if !state.removalAttributes.contains(where: { $0.isAnimating }) {
                slot.finishRemoval()
                cachedLayout = nil
                cachedFrame = nil
            }
        }
    }

    func didInsert(_ node: ViewNode) {
        insertions.append(node)
        cachedFrame = nil
        if let action = lifecycle(of: node)?.appearAction { appearActions.append(action) }
        if node.facts.modifierWatchesChanges, let watcher = node.modifiedContent(node.view)?.modifierValue as? ChangeWatchingModifier,
           let action = watcher.initialAction {
            appearActions.append(action)
        }
    }

    /// Runs `action` after the current update, with the update's other actions (an `onChange` action).
    func runAfterUpdate(_ action: @escaping () -> Void) { appearActions.append(action) }

    /// Called by an attribute that has an animation running after it resolved.
    func noteAnimating(_ attribute: AnyAnimatableAttribute, slot: AttributeSlot) {
        animating[ObjectIdentifier(attribute)] = attribute
        drawings.noteVolatileRead()
        if slot == .layout || slot == .body || slot == .environment { layoutAnimates = true }
    }

    /// Whether any animation is running.
    var isAnimating: Bool { !animating.isEmpty }

    /// Evaluates every running animation at `time` without drawing: finished ones end and their
    /// completion handlers are scheduled.
    func advanceAnimations(to time: Double) {
        latestTime = max(latestTime, time)
        finishRemovals(at: time)
        for (id, attribute) in animating {
            attribute.advance(to: time)
            if !attribute.isAnimating { animating[id] = nil }
        }
    }

    func didRemove(_ node: ViewNode) {
        removals.append(node)
        appearance.requests[ObjectIdentifier(node)] = nil
        cachedFrame = nil
        if let action = lifecycle(of: node)?.disappearAction { appearActions.append(action) }
    }

    /// The node's `onAppear`/`onDisappear` modifier, if it is one.
    private func lifecycle(of node: ViewNode) -> LifecycleModifier? {
        node.facts.modifierHasLifecycle ? node.modifiedContent(node.view)?.modifierValue as? LifecycleModifier : nil
    }

    /// `onAppear`/`onDisappear`/`onChange` actions run after the update, all of them in one event, as SwiftUI
    /// dispatches the actions an update queued: their writes are then applied as any event's are, one update
    /// per transaction (neighbouring plain writes share one), so ten rows that appear and each count themselves
    /// make one update, not ten. Actions queued by that update run after it, in the next event.
    private func runAppearActions() {
        while !appearActions.isEmpty {
            perform(at: time, takeAppearActions())
        }
    }

    /// The queued actions as one event that runs them in order; the queue is left empty.
    func takeAppearActions() -> () -> Void {
        let actions = appearActions
        appearActions = []
        return { for action in actions { action() } }
    }

    /// The rows of lazy stacks with a placeholder in the latest layout, by identity (`LazyRows`).
    var lazyRowSets: [ObjectIdentifier: LazyRows] = [:]
    /// Readers whose geometry changed in the layout just done.
    private var geometryChanged: [ViewNode] = []
    /// The frames of named coordinate spaces, as the latest layout placed them (see ScrolledFrame.swift).
    var coordinateSpaces: [AnyHashable: ScrolledFrame] = [:]
    /// The scroll views whose content is being placed now, outermost first.
    var enclosingScrolls: [ScrollState] = []
    /// What is inside scroll views and follows their offsets, by node.
    var scrollFollowers: [ObjectIdentifier: ScrollFollower] = [:]
    /// The scroll views being laid out, innermost last (identified views inside note their frames).
    var scrollContents: [ScrollState] = []
    /// The safe areas of the views being placed, innermost last (see `SafeArea`).
    var safeAreas: [SafeArea] = []
    /// The sizes of the scroll views whose content is being measured or placed, innermost last
    /// (`containerRelativeFrame`).
    var containerSizes: [CGSize] = []
    /// Layout rounds a commit runs for geometry readers whose content changes their geometry again.
    static let geometryRoundLimit = 4

    /// A geometry reader was placed with geometry its content was not built with.
    func noteGeometryChange(_ node: ViewNode) { geometryChanged.append(node) }
}
