import Foundation

/// A keyframe reached in a straight line (eased by `timingCurve`).
///
///     LinearKeyframe(200, duration: 0.5, timingCurve: .easeInOut)
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    /// Moves to `to` over `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [_Keyframe(target: to, kind: .linear(timingCurve), duration: duration)]
    }
}

/// A keyframe reached by a spring, starting with the velocity the value has (or `startVelocity`).
///
///     SpringKeyframe(1.0, spring: .bouncy)        // as long as the spring takes to settle
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    /// Springs to `to`; `duration` nil lasts the spring's settling duration.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [_Keyframe(target: to, kind: .spring(spring, startVelocity: startVelocity?.animatableData), duration: duration)]
    }
}

/// A keyframe on a cubic curve: neighbouring cubic keyframes make one smooth Catmull-Rom spline.
///
///     CubicKeyframe(CGPoint(x: 100, y: 0), duration: 0.4)
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    /// Curves to `to` over `duration`; velocities nil follow the neighbouring keyframes.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [_Keyframe(target: to, kind: .cubic(startVelocity: startVelocity?.animatableData,
                                                         endVelocity: endVelocity?.animatableData), duration: duration)]
    }
}

/// A keyframe that jumps to its value at once.
///
///     MoveKeyframe(0)
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]

    /// Jumps to `to`.
    public init(_ to: Value) {
        _keyframes = [_Keyframe(target: to, kind: .move, duration: 0)]
    }
}
