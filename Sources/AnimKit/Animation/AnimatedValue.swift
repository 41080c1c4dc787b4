import Foundation

/// One animatable value over time: its model (target) value and the animations moving its presented value.
///
/// This is what every animatable attribute of a view uses. Setting a new model value with an animation
/// starts an entry at that time. While entries run, each one moves the value from where the entries before
/// it put it (still moving) towards its own target, so the presented value stays continuous:
///
/// - a new animation that `shouldMerge` (springs) takes over the newest entry instead, starting from the
///   presented value with its velocity;
/// - otherwise (timing curves) it runs alongside: linear(1 s) 0→1 at 0, then →2 at 0.5 with linear(1 s)
///   presents 1.0625 at 0.75 (= 0.75 + (2 − 0.75)·0.25), 1.5 at 1, 2 at 1.5;
/// - a change without animation jumps and drops every running entry.
///
/// Times are seconds on the clip's virtual clock; `update(to:)` must be called with non-decreasing times.
///
///     var x = AnimatedValue(0.0)
///     x.set(100, animation: .linear(duration: 1), at: 0)
///     x.update(to: 0.25); x.presented   // 25
public struct AnimatedValue<Value: VectorArithmetic> {
    /// The value the animations are heading to.
    public private(set) var model: Value
    /// The presented value at the last `update(to:)`.
    public private(set) var presented: Value
    /// The time of the last `update(to:)`.
    public private(set) var time: TimeInterval = 0

    private var base: Value
    private var entries: [Entry] = []
    /// The time `presented` was evaluated at, while nothing changed since: evaluating at it again changes nothing
    /// (a frame advances the running animations, then draws them).
    private var evaluatedAt: TimeInterval?

    private struct Entry {
        var animation: Animation
        var target: Value
        var start: TimeInterval
        /// When the current animation took over (the start, or the time of a merge).
        var since: TimeInterval
        var context: AnimationContext<Value>
        var completions: [AnimationCompletion]
    }

    /// A value at rest.
    public init(_ value: Value) {
        model = value
        presented = value
        base = value
    }

    /// Whether an animation is running.
    public var isAnimating: Bool { !entries.isEmpty }

    /// Sets the model value at `time`: animated with `animation` (from the presented value), or at once when nil.
    ///
    /// `completions` are called (through `update(to:)`) when this change's animation completes by their
    /// criteria, or at once when there is nothing to animate.
    public mutating func set(_ newValue: Value, animation: Animation?, at time: TimeInterval,
                             environment: EnvironmentValues = EnvironmentValues(), completions: [AnimationCompletion] = []) {
        update(to: time)
        evaluatedAt = nil
        // A change is a value that differs (as SwiftUI compares inputs), not one whose distance is above zero: a custom
        // VectorArithmetic's magnitude may be anything (a constant 1 would make every equal value a new animation).
        guard !ValueChange.isNone(from: model, to: newValue) else {
            // Nothing changes here: running animations go on, and this change has nothing to wait for.
            completions.forEach { $0.finish() }
            return
        }
        guard let animation else {
            // A change without animation jumps and drops what was running.
            for entry in entries { entry.completions.forEach { $0.finish() } }
            entries.removeAll()
            model = newValue
            base = newValue
            presented = newValue
            completions.forEach { $0.finish() }
            return
        }
        model = newValue
        if var last = entries.last {
            var context = last.context
            let p = presentedValue(at: time)
            context.mergeOrigin = .init(displacement: p - newValue, velocity: velocity(at: time),
                                        scale: (newValue - p).magnitudeSquared.squareRoot())
            let gap = newValue - valueBefore(entries.count - 1, at: time)
            if animation.shouldMerge(previous: last.animation, value: gap, time: time - last.start, context: &context) {
                last.completions.forEach { $0.finish() }
                context.mergeOrigin = nil
                last.animation = animation
                last.target = newValue
                last.context = context
                last.since = time
                last.completions = completions
                entries[entries.count - 1] = last
                return
            }
        }
        entries.append(Entry(animation: animation, target: newValue, start: time, since: time,
                             context: AnimationContext(environment: environment), completions: completions))
    }

    /// Moves the model value to `newValue` carrying every running animation along: the presented value
    /// keeps its distance from the model. Used when a value is recomputed from other presented values
    /// (a frame of an animating layout), which is not a change of its own.
    mutating func shift(to newValue: Value) {
        guard !ValueChange.isNone(from: model, to: newValue) else { return }
        let delta = newValue - model
        evaluatedAt = nil
        model = newValue
        base += delta
        presented += delta
        for i in entries.indices { entries[i].target += delta }
    }

    /// Drops every running animation, finishing their completions; the value rests at its model.
    mutating func cancel() {
        evaluatedAt = nil
        for entry in entries { entry.completions.forEach { $0.finish() } }
        entries.removeAll()
        base = model
        presented = model
    }

    /// Advances to `time`: evaluates the animations, drops finished ones and runs due completions.
    public mutating func update(to time: TimeInterval) {
        guard evaluatedAt != time else { return }
        self.time = max(self.time, time)
        var v = base
        var lastFinished = -1
        for i in entries.indices {
            let gap = entries[i].target - v
            if let part = entries[i].animation.animate(value: gap, time: time - entries[i].start, context: &entries[i].context) {
                v += part
                if entries[i].context.isLogicallyComplete { entries[i].completions.forEach { $0.logicallyComplete() } }
            } else {
                v = entries[i].target
                lastFinished = i
            }
        }
        presented = v
        evaluatedAt = time
        guard lastFinished >= 0 else { return }
        // Entries up to the last finished one no longer matter: it stands at its target.
        for entry in entries[...lastFinished] { entry.completions.forEach { $0.finish() } }
        base = entries[lastFinished].target
        entries.removeFirst(lastFinished + 1)
    }

    /// The presented value at `time` without changing any state (for inspection; `update(to:)` drives).
    public func presentedValue(at time: TimeInterval) -> Value {
        valueBefore(entries.count, at: time)
    }

    /// The value produced by the first `count` entries at `time`.
    private func valueBefore(_ count: Int, at time: TimeInterval) -> Value {
        var v = base
        for entry in entries.prefix(count) {
            var context = entry.context
            if let part = entry.animation.animate(value: entry.target - v, time: time - entry.start, context: &context) {
                v += part
            } else {
                v = entry.target
            }
        }
        return v
    }

    /// The velocity of the presented value at `time`, per second: a central difference over ±0.1 ms, or a
    /// second-order one-sided difference right after a start or merge (both exact to O(h²)).
    public func velocity(at time: TimeInterval) -> Value {
        guard let newest = entries.map(\.since).max() else { return .zero }
        let h = 1e-4
        if time - h >= newest {
            return (presentedValue(at: time + h) - presentedValue(at: time - h)).scaled(by: 1 / (2 * h))
        }
        let f0 = presentedValue(at: time), f1 = presentedValue(at: time + h), f2 = presentedValue(at: time + 2 * h)
        return (f1.scaled(by: 4) - f0.scaled(by: 3) - f2).scaled(by: 1 / (2 * h))
    }
}

/// Whether a value changed, for an animated value.
enum ValueChange {
    /// Whether `old` to `new` is no change: equal values, or a difference that is not a number (a NaN never animates).
    static func isNone<V: VectorArithmetic>(from old: V, to new: V) -> Bool {
        old == new || (new - old).magnitudeSquared.isNaN
    }
}
