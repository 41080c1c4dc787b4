import Foundation

/// A timing-curve animation over a fixed duration (`.linear`, `.easeIn`, `.timingCurve(…)`, …).
///
/// Timing curves do not merge: a new change while one runs animates from the running value.
/// A duration that is negative or NaN counts as 0 (the change applies at once); +∞ never progresses.
struct BezierAnimation: CustomAnimation {
    var duration: TimeInterval
    var curve: UnitCurve.CubicSolver

    init(duration: TimeInterval, curve: UnitCurve.CubicSolver) {
        self.duration = duration.isNaN || duration < 0 ? 0 : duration
        self.curve = curve
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: curve.value(at: max(0, time) / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration, duration.isFinite else { return .zero }
        return value.scaled(by: curve.velocity(at: max(0, time) / duration) / duration)
    }
}

/// A timing-curve animation whose curve is not a Bézier curve (the circular ease curves, inverses).
struct UnitCurveAnimation: CustomAnimation {
    var duration: TimeInterval
    var curve: UnitCurve

    init(duration: TimeInterval, curve: UnitCurve) {
        self.duration = duration.isNaN || duration < 0 ? 0 : duration
        self.curve = curve
    }

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: curve.value(at: max(0, time) / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration, duration.isFinite else { return .zero }
        return value.scaled(by: curve.velocity(at: max(0, time) / duration) / duration)
    }
}
