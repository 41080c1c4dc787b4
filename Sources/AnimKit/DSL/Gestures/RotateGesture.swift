import Foundation

/// Two fingers turning around each other — SwiftUI's `RotateGesture` (iOS 17).
///
/// The rotation is the turn of the line between the fingers since both landed (clockwise positive, as
/// on screen); the gesture starts once it reaches `minimumAngleDelta` and ends when a finger lifts.
/// Scripts turn with `Rotate`.
///
///     Rectangle()
///         .rotationEffect(angle)
///         .gesture(RotateGesture().onChanged { angle = $0.rotation })
public struct RotateGesture: Gesture {
    /// One moment of a rotation.
    public struct Value: Equatable, Sendable {
        /// The virtual time of this value.
        public var time: Date
        /// The turn since the start.
        public var rotation: Angle
        /// How fast the rotation changes, per second.
        public var velocity: Angle
        /// The point between the fingers at the start, as a unit point of the view's bounds.
        public var startAnchor: UnitPoint
        /// The point between the fingers at the start, in the view's coordinates.
        public var startLocation: CGPoint
    }

    /// How far the fingers must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        TwoFingerRecognizer<Value> { g, motion in
            let delta = (g as? RotateGesture)?.minimumAngleDelta.radians ?? Angle.degrees(1).radians
            guard abs(motion.rotation) >= delta || motion.recognized else { return nil }
            return Value(time: motion.date, rotation: .radians(motion.rotation), velocity: .radians(motion.rotationVelocity),
                         startAnchor: motion.startAnchor, startLocation: motion.startLocation)
        }
    }
}

/// The rotation gesture whose value is the angle alone — SwiftUI's `RotationGesture` (deprecated in
/// iOS 17 for `RotateGesture`).
///
///     .gesture(RotationGesture().onChanged { angle = $0 })
public struct RotationGesture: Gesture {
    /// How far the fingers must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }

    public var body: _MapGesture<RotateGesture, Angle> {
        RotateGesture(minimumAngleDelta: minimumAngleDelta).map { $0.rotation }
    }
}
