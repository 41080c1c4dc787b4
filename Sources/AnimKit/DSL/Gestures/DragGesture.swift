import Foundation

/// A drag: the finger's location, start, translation and velocity — SwiftUI's `DragGesture`.
///
///     .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
public struct DragGesture: Gesture {
    /// One moment of a drag.
    public struct Value: Equatable, Sendable {
        /// Where the finger is.
        public var location: CGPoint
        /// Where the finger went down.
        public var startLocation: CGPoint
        /// The distance moved since the start.
        public var translation: CGSize
        /// The finger's velocity in points per second.
        public var velocity: CGSize
        /// Where the drag would end if the finger lifted now and the motion decelerated.
        public var predictedEndLocation: CGPoint
        /// The predicted end, as a translation.
        public var predictedEndTranslation: CGSize
        /// The virtual time of this value.
        public var time: Date
    }

    /// The distance the finger must move before the drag starts.
    public var minimumDistance: CGFloat
    /// Where locations are measured: the view's own bounds (`.local`), the canvas (`.global`) or a named space.
    public var coordinateSpace: CoordinateSpace

    /// A drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A drag whose locations are measured in `coordinateSpace` (the iOS 17 form).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> { DragRecognizer() }
}

/// Follows one finger: active once it has moved `minimumDistance` points, ended when it lifts.
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    private var finger = FingerTracker()
    private var phase: GesturePhase<DragGesture.Value> = .possible(nil)
    private var started = false
    /// The coordinate origin, fixed when the finger lands (a view that follows the drag does not shift it).
    private var origin = CGPoint.zero

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<DragGesture.Value> {
        guard !phase.isTerminal else { return phase }
        let g = gesture as! DragGesture
        guard let touch = finger.follow(input) else { return phase }
        if touch.phase == .down || finger.startTime == input.time { origin = input.origin(of: g.coordinateSpace) }
        if !started, touch.location.distance(to: finger.start) >= g.minimumDistance { started = true }
        guard started else {
            phase = touch.phase == .lifted ? .failed : .possible(nil)
            return phase
        }
        let value = makeValue(touch, input)
        phase = touch.phase == .lifted ? .ended(value) : .active(value)
        return phase
    }

    private func makeValue(_ touch: TouchSample, _ input: GestureInput) -> DragGesture.Value {
        let start = finger.start, location = touch.location, v = touch.velocity
        // Predicted end: the finger decelerating from its velocity (iOS's rate, about a quarter second of travel).
        let predicted = CGPoint(x: location.x + v.width * 0.25, y: location.y + v.height * 0.25)
        func local(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
        return DragGesture.Value(
            location: local(location), startLocation: local(start),
            translation: CGSize(width: location.x - start.x, height: location.y - start.y),
            velocity: v, predictedEndLocation: local(predicted),
            predictedEndTranslation: CGSize(width: predicted.x - start.x, height: predicted.y - start.y),
            time: input.date)
    }
}
