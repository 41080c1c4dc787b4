import Foundation

/// An animation that eases a change over a fixed duration along a unit curve.
///
/// Timing curves do not merge: a new change while one runs animates from the running value.
/// A duration that is negative or NaN counts as 0 (the change applies at once); +∞ never progresses.
protocol TimingCurveAnimation: CustomAnimation {
    var duration: TimeInterval { get }
    /// Eased progress at linear progress `x`.
    func ease(_ x: Double) -> Double
    /// Derivative of `ease` at `x`.
    func easeVelocity(_ x: Double) -> Double
}

extension TimingCurveAnimation {
    /// The eased part of `value` at `time`; at exactly `duration` the whole of it (as SwiftUI answers), and nil
    /// only after it — or at once for a zero duration (the change jumps).
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard duration > 0, time <= duration else { return nil }
        if time == duration { return value }
        return value.scaled(by: ease(max(0, time) / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard time < duration, duration.isFinite else { return .zero }
        return value.scaled(by: easeVelocity(max(0, time) / duration) / duration)
    }

    static func clampDuration(_ d: TimeInterval) -> TimeInterval { d.isNaN || d < 0 ? 0 : d }
}

/// A Bézier timing-curve animation (`.linear`, `.easeIn`, `.timingCurve(…)`, …); prints as SwiftUI's does.
struct BezierAnimation: TimingCurveAnimation {
    var duration: TimeInterval
    var curve: UnitCurve.CubicSolver

    init(duration: TimeInterval, curve: UnitCurve.CubicSolver) {
        self.duration = BezierAnimation.clampDuration(duration)
        self.curve = curve
    }

    func ease(_ x: Double) -> Double { curve.value(at: x) }
    func easeVelocity(_ x: Double) -> Double { curve.velocity(at: x) }
}

/// A timing-curve animation whose curve is not a Bézier curve (the circular ease curves, inverses).
struct UnitCurveAnimation: TimingCurveAnimation {
    var duration: TimeInterval
    var curve: UnitCurve

    init(duration: TimeInterval, curve: UnitCurve) {
        self.duration = UnitCurveAnimation.clampDuration(duration)
        self.curve = curve
    }

    func ease(_ x: Double) -> Double { curve.value(at: x) }
    func easeVelocity(_ x: Double) -> Double { curve.velocity(at: x) }
}
