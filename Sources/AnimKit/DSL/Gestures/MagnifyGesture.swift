import Foundation

/// Two fingers moving apart or together — SwiftUI's `MagnifyGesture` (iOS 17).
///
/// The magnification is the fingers' distance over their distance when both landed; the gesture starts
/// once it differs from 1 by `minimumScaleDelta` and ends when a finger lifts. Scripts pinch with `Pinch`.
///
///     Image("photo")
///         .scaleEffect(zoom)
///         .gesture(MagnifyGesture().onChanged { zoom = $0.magnification })
public struct MagnifyGesture: Gesture {
    /// One moment of a pinch.
    public struct Value: Equatable, Sendable {
        /// The virtual time of this value.
        public var time: Date
        /// The fingers' distance relative to their distance at the start.
        public var magnification: CGFloat
        /// How fast the magnification changes, per second.
        public var velocity: CGFloat
        /// The point between the fingers at the start, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// The point between the fingers at the start, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// How far from 1 the magnification must get before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer<Value> { g, motion in
            let delta = (g as? MagnifyGesture)?.minimumScaleDelta ?? 0.01
            guard abs(motion.scale - 1) >= delta || motion.recognized else { return nil }
            return Value(time: motion.date, magnification: motion.scale, velocity: motion.scaleVelocity,
                         startAnchor: motion.startAnchor, startLocation: motion.startLocation)
        }
    }
}

/// The pinch gesture whose value is the magnification alone — SwiftUI's `MagnificationGesture`
/// (deprecated in iOS 17 for `MagnifyGesture`).
///
///     .gesture(MagnificationGesture().onChanged { zoom = $0 })
public struct MagnificationGesture: Gesture {
    /// How far from 1 the magnification must get before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A pinch gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }

    public var body: _MapGesture<MagnifyGesture, CGFloat> {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta).map { $0.magnification }
    }
}

/// How two fingers moved since both landed.
struct TwoFingerMotion {
    var date: Date
    var scale: CGFloat
    var scaleVelocity: CGFloat
    /// Radians, clockwise on screen.
    var rotation: Double
    var rotationVelocity: Double
    var startAnchor: UnitPoint
    var startLocation: CGPoint
    /// Whether the gesture has already started (thresholds no longer apply).
    var recognized: Bool
}

/// Follows the first two fingers: their distance and angle relative to when both were down.
final class TwoFingerRecognizer<Value>: _GestureRecognizer<Value> {
    private let value: (Any, TwoFingerMotion) -> Value?
    private var ids: [Int] = []
    private var phase: GesturePhase<Value> = .possible(nil)
    private var start: (distance: CGFloat, angle: Double, centre: CGPoint, anchor: UnitPoint, local: CGPoint)?
    private var last: (time: Double, scale: CGFloat, angle: Double, turned: Double)?
    private var turned = 0.0
    private var velocities: (scale: CGFloat, rotation: Double) = (0, 0)

    init(value: @escaping (Any, TwoFingerMotion) -> Value?) { self.value = value }

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Value> {
        guard !phase.isTerminal else { return phase }
        for touch in input.touches where ids.count < 2 && !ids.contains(touch.id) && touch.phase != .lifted {
            ids.append(touch.id)
        }
        let fingers = ids.compactMap { id in input.touches.first { $0.id == id } }
        guard fingers.count == 2 else {
            // One finger alone that lifts, or one of the two gone: over.
            if !ids.isEmpty && (fingers.count < ids.count || fingers.contains { $0.phase == .lifted }) { phase = .failed }
            return phase
        }
        let (a, b) = (fingers[0].location, fingers[1].location)
        let distance = max(a.distance(to: b), 1e-6)
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        let centre = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        if start == nil {
            let local = CGPoint(x: centre.x - input.frame.minX, y: centre.y - input.frame.minY)
            let size = input.frame.size
            let anchor = UnitPoint(x: size.width > 0 ? local.x / size.width : 0, y: size.height > 0 ? local.y / size.height : 0)
            start = (distance, angle, centre, anchor, local)
        }
        guard let start else { return phase }
        // The angle turned, unwrapped across ±π.
        if let last {
            var step = angle - last.angle
            if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
            turned += step
        }
        let scale = distance / start.distance
        // Velocities over the last step (kept when two updates share a time).
        if let last, input.time > last.time {
            velocities = ((scale - last.scale) / CGFloat(input.time - last.time), (turned - last.turned) / (input.time - last.time))
        }
        let motion = TwoFingerMotion(date: input.date, scale: scale, scaleVelocity: velocities.scale,
                                     rotation: turned, rotationVelocity: velocities.rotation,
                                     startAnchor: start.anchor, startLocation: start.local, recognized: phase.isActive)
        last = (input.time, scale, angle, turned)
        let lifting = fingers.contains { $0.phase == .lifted }
        guard let v = value(gesture, motion) else {
            phase = lifting ? .failed : .possible(nil)
            return phase
        }
        phase = lifting ? .ended(v) : .active(v)
        return phase
    }
}
