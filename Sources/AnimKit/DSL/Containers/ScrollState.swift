import Foundation

/// Where a scroll view's content is: the offset (the model; drawing animates to it), the content's size
/// and the viewport, and the frames of the identified views inside (for `scrollTo`).
final class ScrollState {
    weak var node: ViewNode?
    /// How far the content is scrolled (positive: moved up / left), as the applied writes left it: the model
    /// drawing animates to.
    var offset: CGPoint = .zero
    /// The offset the latest `scroll(to:)` asked for, until the update of its transaction applies it.
    private var requested: CGPoint?
    /// The offset actions work from: the latest asked for.
    var latestOffset: CGPoint { requested ?? offset }
    /// The offset drawn last (an animation's value, or the model). Views drawn elsewhere read it (a large title, a
    /// refresh indicator), so a new value begins a new drawing epoch: kept drawings are not reused (`DrawCache`).
    var presented: CGPoint = .zero {
        didSet { if presented != oldValue { node?.graph.drawings.beginEpoch() } }
    }
    var contentOrigin: CGPoint = .zero
    var contentSize: CGSize = .zero
    var viewport: CGSize = .zero
    /// Where the scroll view itself is (following any scroll view around it), as the latest commit placed it.
    var viewportFrame = ScrolledFrame(.zero)
    /// Where its content shows: the viewport grown into the safe area on the edges it reaches (under the bars).
    var windowFrame = ScrolledFrame(.zero)
    /// The axes it scrolls along.
    var axes: Axis.Set = []
    /// The lazy stacks' rows placed inside, not all built (`LazyRows`), as the latest commit placed them.
    private(set) var lazyRows: [LazyRows] = []
    /// The canvas frames of the identified views inside (ForEach elements, `.id`), as last laid out unscrolled.
    private(set) var anchors: [AnyHashable: CGRect] = [:]
    /// The keys of `anchors` in the order this commit first placed them (a list gives each new one its row's cell).
    private(set) var anchorOrder: [AnyHashable] = []
    /// The canvas frames of the subviews of the `scrollTargetLayout()` containers inside, as last laid out unscrolled.
    var layoutTargets: [CGRect] = []
    /// The offset when the current drag began.
    private var dragStart: CGPoint = .zero
    /// Where the content comes to rest after a flick (`scrollTargetBehavior`), nil: where it glides to.
    var targetBehavior: AnyScrollTargetBehavior?
    /// Told where the content will rest when a finger lets go (a paging tab view selects that page).
    var onRest: ((CGPoint) -> Void)?

    /// Forgets the identified views' frames, before a commit places them again.
    func resetAnchors() {
        anchors = [:]
        anchorOrder = []
        lazyRows = []
    }

    /// Records lazy rows placed inside (a `scrollTo` may name one not built yet).
    func noteLazyRows(_ rows: LazyRows) {
        if !lazyRows.contains(where: { $0 === rows }) { lazyRows.append(rows) }
    }

    /// The canvas frame of the view identified by `id` as last laid out unscrolled: where it was placed, or, for a
    /// lazy stack's row not built yet, where the estimate puts it.
    func frame(of id: AnyHashable) -> CGRect? {
        if let frame = anchors[id] { return frame }
        for rows in lazyRows {
            if let index = rows.indexOf(id), let frame = rows.estimatedFrame(ofIndex: index) { return frame }
        }
        return nil
    }

    /// Records that the view identified by `id` was placed at `frame` (several views with one id: their union).
    func placeAnchor(_ id: AnyHashable, at frame: CGRect) {
        if let known = anchors[id] {
            anchors[id] = known.union(frame)
        } else {
            anchors[id] = frame
            anchorOrder.append(id)
        }
    }

    /// Gives the identified views first placed since `mark` (a count of `anchorOrder`) the frame `frame`.
    func setAnchors(since mark: Int, to frame: CGRect) {
        for id in anchorOrder[mark...] { anchors[id] = frame }
    }
    /// Canvas areas of controls inside that take a touch before the scrolling does (a list row's grabber),
    /// gathered as the content is drawn.
    var reservedAreas: [CGRect] = []
    /// Until when the scroll indicators show fully, in clip time (infinity while a finger moves the content).
    var indicatorsUntil = -Double.infinity
    /// Whether a finger is moving the content.
    private(set) var isDragging = false
    /// The `scrollPosition(id:)` binding, and the id last agreed with it.
    var positionLink: ScrollPositionLink?
    var agreedPosition: AnyHashable?
    /// The pull to refresh of an enclosing `.refreshable`, when this scroll view is the one it drives.
    weak var refresh: RefreshModel?

    init(node: ViewNode) { self.node = node }

    /// The largest offset along each axis (0 when the content fits).
    var maxOffset: CGPoint {
        CGPoint(x: max(0, contentSize.width - viewport.width), y: max(0, contentSize.height - viewport.height))
    }

    /// `offset` kept within the content (and, while refreshing, the spinner's band above it).
    func clamped(_ p: CGPoint) -> CGPoint {
        let top: CGFloat = refresh?.isRefreshing == true ? -RefreshModel.restingPull : 0
        return CGPoint(x: min(max(p.x, 0), maxOffset.x), y: min(max(p.y, top), maxOffset.y))
    }

    /// Moves the content, with `transaction`'s animation.
    func scroll(to target: CGPoint, transaction: Transaction) {
        guard let node else { return }
        if target != presented || isDragging { showIndicators(motion: transaction.animation) }
        requested = target
        // The offset is drawn, not laid out: the update of the write's transaction stores it and reaches the node,
        // and nothing is placed again.
        node.invalidateDrawing(transaction: transaction) { [weak self] in
            guard let self else { return }
            self.offset = target
            if self.requested == target { self.requested = nil }
        }
    }

    /// A finger starts moving the content: it stops where it is drawn now.
    func beginDrag() {
        isDragging = true
        node?.cancelAttributes()
        dragStart = presented
        scroll(to: presented, transaction: Transaction())
    }

    /// The finger has moved by `translation`: the content follows it, resisting past its ends (UIKit's rubber band).
    func drag(by translation: CGSize, axes: Axis.Set) {
        var p = dragStart
        if axes.contains(.horizontal) { p.x = ScrollState.rubberBand(dragStart.x - translation.width, max: maxOffset.x, extent: viewport.width) }
        if axes.contains(.vertical) { p.y = ScrollState.rubberBand(dragStart.y - translation.height, max: maxOffset.y, extent: viewport.height) }
        scroll(to: p, transaction: Transaction())
        // Pulled far enough past the top: the refresh starts while the finger is still down, as UIKit's does.
        if let refresh, -p.y >= RefreshModel.triggerPull { refresh.begin() }
    }

    /// The finger lifted moving at `velocity` (points per second): the content glides on, slowing at UIKit's
    /// normal rate, to a stop within its ends; pulled past an end it springs back.
    func release(velocity: CGSize, axes: Axis.Set) {
        isDragging = false
        // Stopped where it is unless a glide below moves it on.
        showIndicators(motion: nil)
        defer {
            // The binding learns where the content will rest.
            if let link = positionLink {
                let id = firstVisibleID(at: latestOffset, axes: axes)
                agreedPosition = id
                if link.get() != id { link.set(id) }
            }
        }
        let v = CGPoint(x: axes.contains(.horizontal) ? -velocity.width : 0, y: axes.contains(.vertical) ? -velocity.height : 0)
        let current = latestOffset
        let inside = clamped(current)
        if inside != current {
            onRest?(inside)
            scroll(to: inside, transaction: Transaction(animation: .spring(duration: 0.5, bounce: 0)))
            return
        }
        let glide = ScrollDeceleration.distance(for: v)
        var target = clamped(CGPoint(x: current.x + glide.x, y: current.y + glide.y))
        if let behavior = targetBehavior {
            var rest = ScrollTarget(rect: CGRect(origin: target, size: viewport))
            let context = ScrollTargetBehaviorContext(
                originalTarget: rest, velocity: CGVector(dx: v.x, dy: v.y), contentSize: contentSize, containerSize: viewport,
                axes: axes, startOffset: dragStart,
                targets: layoutTargets.map { $0.offsetBy(dx: -contentOrigin.x, dy: -contentOrigin.y) },
                isCompactWidth: (node?.graph.canvas.width ?? 0) < 600)
            behavior.update(&rest, context)
            let anchor = rest.anchor ?? .topLeading
            target = clamped(CGPoint(x: rest.rect.minX + anchor.x * (rest.rect.width - viewport.width),
                                     y: rest.rect.minY + anchor.y * (rest.rect.height - viewport.height)))
        }
        onRest?(target)
        let moved = CGPoint(x: target.x - current.x, y: target.y - current.y)
        guard abs(moved.x) + abs(moved.y) > 0.5 else { return }
        let speed = hypot(v.x, v.y), distance = hypot(moved.x, moved.y)
        // A behaviour's stop settles within about a second even from a slow release.
        let rate = targetBehavior == nil ? ScrollDeceleration.decay : 8
        scroll(to: target, transaction: Transaction(animation: Animation(ScrollDeceleration(speed: speed, distance: distance, minimumRate: rate))))
    }

    /// UIKit's resistance past an end: `x` beyond the range moves the content `(1 − 1/(x·0.55/extent + 1))·extent`.
    static func rubberBand(_ p: CGFloat, max upper: CGFloat, extent: CGFloat) -> CGFloat {
        guard extent > 0 else { return min(max(p, 0), upper) }
        func resist(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / extent + 1)) * extent }
        if p < 0 { return -resist(-p) }
        if p > upper { return upper + resist(p - upper) }
        return p
    }
}

/// UIKit's scroll deceleration: the speed falls by the normal rate (0.998 per millisecond), so the content
/// travels `v / (1000·ln(1/0.998))` ≈ 0.4995·v. Stopped early by an end, it slows faster to stop there with
/// the same starting speed. An `Animation`, so the glide is the offset's animation between two model values.
struct ScrollDeceleration: CustomAnimation {
    /// Speed at release, points per second, and the distance the glide covers.
    let speed: Double
    let distance: Double
    /// The slowest decay allowed (the normal rate unless a target behaviour wants a quicker stop).
    var minimumRate: Double = ScrollDeceleration.decay

    /// The normal rate's decay constant per second: 1000·ln(1/0.998).
    static let decay = 1000 * log(1 / 0.998)

    static func distance(for velocity: CGPoint) -> CGPoint {
        CGPoint(x: velocity.x / decay, y: velocity.y / decay)
    }

    /// The decay constant of this glide: the normal one, or faster when an end shortens it.
    private var k: Double {
        guard distance > 0 else { return minimumRate }
        return max(minimumRate, speed / distance)
    }

    /// The glide ends when it is within a hundredth of a point of its stop.
    private var duration: Double { log(max(distance, 0.01) / 0.01) / k }

    /// When the content looks still: within half a point of its stop (the scroll indicators then begin to go).
    var visibleDuration: Double { log(max(distance, 0.5) / 0.5) / k }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: 1 - exp(-k * time))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        value.scaled(by: k * exp(-k * time))
    }
}

/// The scroll view's drag: pans the content once the finger has moved 10 points along a scrolling axis (a
/// single-axis scroll view lets a drag across it go to the views inside).
struct ScrollGesture: Gesture {
    let state: ScrollState
    let axes: Axis.Set

    typealias Value = Void
    typealias Body = Never

    func _makeRecognizer() -> _GestureRecognizer<Void> { ScrollRecognizer() }
}

/// Follows one finger on a scroll view and moves its content.
final class ScrollRecognizer: _GestureRecognizer<Void> {
    /// How far the finger moves before the content follows (UIKit's pan hysteresis).
    static let slop: CGFloat = 10
    private var finger = FingerTracker()
    private var phase: GesturePhase<Void> = .possible(nil)

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Void> {
        guard !phase.isTerminal else { return phase }
        let g = gesture as! ScrollGesture
        guard let touch = finger.follow(input) else { return phase }
        let translation = CGSize(width: touch.location.x - finger.start.x, height: touch.location.y - finger.start.y)
        let along = (g.axes.contains(.horizontal) ? abs(translation.width) : 0) + (g.axes.contains(.vertical) ? abs(translation.height) : 0)
        let across = (g.axes.contains(.horizontal) ? 0 : abs(translation.width)) + (g.axes.contains(.vertical) ? 0 : abs(translation.height))
        if case .possible = phase {
            if g.state.reservedAreas.contains(where: { $0.contains(finger.start) }) {
                phase = .failed
                return phase
            }
            if across >= Self.slop && across > along {
                phase = .failed
                return phase
            }
            guard along >= Self.slop else {
                if touch.phase == .lifted { phase = .failed }
                return phase
            }
            let state = g.state
            input.session.enqueue { state.beginDrag() }
        }
        let state = g.state, axes = g.axes, velocity = touch.velocity
        input.session.enqueue { state.drag(by: translation, axes: axes) }
        if touch.phase == .lifted {
            input.session.enqueue { state.release(velocity: velocity, axes: axes) }
            phase = .ended(())
        } else {
            phase = .active(())
        }
        return phase
    }
}
