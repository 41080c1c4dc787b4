import Foundation

/// A damped spring: the closed-form physics behind spring animations.
///
/// Stored as mass m, angular frequency ω₀ = √(k/m) and damping ratio ζ; every other property derives
/// from them. `response` (= `duration`) is the period of the undamped oscillation, 2π/ω₀; `bounce` is
/// 1 − ζ for ζ ≤ 1 and 1/ζ − 1 above (over-damped springs have negative bounce).
///
///     let s = Spring(duration: 0.5, bounce: 0.3)
///     s.stiffness   // 157.9137
///     s.damping     // 17.5929
///     Spring().value(target: 1.0, time: 0.2)   // 0.7154
///
/// Bad parameters never trap: a NaN parameter takes its default; a response or stiffness ≤ 0 gives an
/// instantaneous spring (its value is the target at every time); a negative damping ratio is 0; bounce is
/// clamped to −0.99…1.
public struct Spring: Hashable, Sendable {
    /// Mass (1 unless given).
    public let mass: Double
    /// √(stiffness/mass), radians per second; +∞ for an instantaneous spring.
    let angularFrequency: Double
    /// ζ = damping / (2·√(stiffness·mass)).
    public let dampingRatio: Double

    init(mass: Double, angularFrequency: Double, dampingRatio: Double) {
        self.mass = mass
        self.angularFrequency = angularFrequency
        self.dampingRatio = dampingRatio
    }

    // MARK: Initializers

    /// A spring with a perceptual `duration` (its response) and a `bounce` (0 none, 1 undamped, negative over-damped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let b = bounce.isNaN ? 0 : min(max(bounce, -0.99), 1)
        self.init(response: duration, dampingRatio: b < 0 ? 1 / (1 + b) : 1 - b)
    }

    /// A spring that completes one undamped oscillation in `response` seconds, damped by `dampingRatio`.
    public init(response: Double, dampingRatio: Double) {
        let r = response.isNaN ? 0.5 : response
        let z = dampingRatio.isNaN ? 1 : max(dampingRatio, 0)
        self.init(mass: 1, angularFrequency: r > 0 ? 2 * .pi / r : .infinity, dampingRatio: z)
    }

    /// A spring from its physical parameters; unless `allowOverDamping`, a damping above critical is treated as critical.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isNaN || mass <= 0 ? 1 : mass
        let k = stiffness.isNaN ? 100 : stiffness
        let c = damping.isNaN ? 10 : max(damping, 0)
        guard k > 0 else {
            self.init(mass: m, angularFrequency: .infinity, dampingRatio: 1)
            return
        }
        let z = c / (2 * (k * m).squareRoot())
        self.init(mass: m, angularFrequency: (k / m).squareRoot(), dampingRatio: allowOverDamping ? z : min(z, 1))
    }

    /// The spring with `dampingRatio` that settles within `epsilon` of its target after `settlingDuration` seconds
    /// (starting at rest, one unit away).
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let z = dampingRatio.isNaN ? 1 : max(dampingRatio, 0)
        let unit = Spring(mass: 1, angularFrequency: 1, dampingRatio: z).settleTime(epsilon: epsilon)
        // Settling time scales with 1/ω₀ for a fixed damping ratio.
        let d = settlingDuration.isNaN ? 0.5 : settlingDuration
        let w = (d > 0 && unit.isFinite) ? unit / d : (d > 0 ? 1 : .infinity)
        self.init(mass: 1, angularFrequency: w, dampingRatio: z)
    }

    // MARK: Derived properties

    /// The perceptual duration: the response, 2π/ω₀.
    public var duration: TimeInterval { response }
    /// The period of the undamped oscillation, 2π/ω₀ (0 for an instantaneous spring).
    public var response: Double { angularFrequency.isFinite ? 2 * .pi / angularFrequency : 0 }
    /// 1 − ζ up to critical damping, 1/ζ − 1 above it.
    public var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }
    /// k = m·ω₀².
    ///
    /// For an over-damped spring (damping ratio ζ > 1, e.g. a negative bounce) this reports what SwiftUI's
    /// getter reports, m·ω₀²·(2ζ² − 1) — `Spring(duration: 0.5, bounce: -0.2).stiffness` is 335.57 — although
    /// the motion is that of the physical stiffness m·ω₀² (157.91 there); see `physicalStiffness`.
    public var stiffness: Double {
        dampingRatio > 1 ? physicalStiffness * (2 * dampingRatio * dampingRatio - 1) : physicalStiffness
    }

    /// The stiffness the motion follows: m·ω₀².
    var physicalStiffness: Double { mass * angularFrequency * angularFrequency }
    /// c = 2ζ·√(k·m) = 2ζ·m·ω₀.
    public var damping: Double { 2 * dampingRatio * mass * angularFrequency }
    /// How long the spring takes, starting at rest one unit from its target, to stay within 0.001 of it.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001) }

    /// How long the spring takes to settle within `epsilon` of `target`, starting at 0 with `initialVelocity`,
    /// by SwiftUI's own procedure (so the numbers are SwiftUI's, not the continuous "last time outside ε").
    ///
    /// With decay rate λ = ζ·ω₀: an under-damped spring (ζ < 1) uses the closed form
    /// `max(0, −ln(ε / (|λ·target − v₀| + |target|)) / λ)`; a critically or over-damped one samples the motion
    /// every 0.1 s (the time accumulated, as SwiftUI adds it) and answers the first sample of the last run of
    /// samples within ε that lasts more than a second. No decay (λ = 0) never settles: ∞.
    ///
    ///     Spring().settlingDuration                         // 0.7999999999999999
    ///     Spring.bouncy.settlingDuration                    // 1.0447130905120119
    ///     Spring(duration: 0.7, bounce: 0.2).settlingDuration(target: 1.2, initialVelocity: 0.1, epsilon: 0.001)  // 1.27864
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        let lambda = dampingRatio * angularFrequency
        guard lambda.isFinite else { return 0 }
        if lambda == 0 { return .infinity }
        if dampingRatio < 1 {
            let magnitude = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            let t = -log(epsilon / magnitude) / lambda
            return t.isNaN ? 0 : max(0, t)
        }
        var best = -1.0, bestDistance = Double.infinity, t = 0.0
        for _ in 0..<1024 {
            let distance = (value(target: target, initialVelocity: initialVelocity, time: t) - target).magnitudeSquared.squareRoot()
            if !distance.isFinite { break }
            if bestDistance >= epsilon {
                if distance < bestDistance { best = t; bestDistance = distance }
            } else if distance >= epsilon {
                bestDistance = .infinity   // left the band: start over
            } else if t - best > 1 {
                return best
            }
            t += 0.1
        }
        return 0
    }

    // MARK: Presets

    /// No bounce, 0.5 s.
    public static let smooth = Spring.smooth()
    /// Bounce 0.15, 0.5 s.
    public static let snappy = Spring.snappy()
    /// Bounce 0.3, 0.5 s.
    public static let bouncy = Spring.bouncy()

    /// A smooth spring (bounce 0 + `extraBounce`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring (bounce 0.15 + `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring (bounce 0.3 + `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    // MARK: Motion

    /// Coefficients of the displacement from the target: e(t) = e₀·p + v₀·q, e′(t) = e₀·dp + v₀·dq.
    func coefficients(at time: Double) -> (p: Double, q: Double, dp: Double, dq: Double) {
        let t = max(0, time.isNaN ? 0 : time)
        let w = angularFrequency, z = dampingRatio
        guard w.isFinite else { return (0, 0, 0, 0) }
        if t == 0 { return (1, 0, 0, 1) }
        if w == 0 { return (1, t, 0, 1) }   // no stiffness (an infinite response): free motion
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let decay = exp(-z * w * t), c = cos(wd * t), s = sin(wd * t)
            let p = decay * (c + z * w / wd * s)
            let q = decay * s / wd
            let dp = -decay * (w * w / wd) * s
            let dq = decay * (c - z * w / wd * s)
            return (p, q, dp, dq)
        }
        if z == 1 {
            let decay = exp(-w * t)
            return (decay * (1 + w * t), decay * t, -decay * w * w * t, decay * (1 - w * t))
        }
        // Over-damped: two real roots r₁ > r₂ (both negative).
        let root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        let p = (r2 * e1 - r1 * e2) / (r2 - r1)
        let q = (e1 - e2) / (r1 - r2)
        let dp = r1 * r2 * (e1 - e2) / (r2 - r1)
        let dq = (r1 * e1 - r2 * e2) / (r1 - r2)
        return (p, q, dp, dq)
    }

    /// The position at `time` of a spring released at 0 with `initialVelocity`, pulled towards `target`.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(at: time)
        // e₀ = −target: the spring starts at zero.
        return target - target.scaled(by: k.p) + initialVelocity.scaled(by: k.q)
    }

    /// The velocity at `time` of the motion described by `value(target:initialVelocity:time:)`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(at: time)
        return initialVelocity.scaled(by: k.dq) - target.scaled(by: k.dp)
    }

    /// The position at `time` of a value released at `fromValue` with `initialVelocity`, pulled towards `toValue`.
    ///
    ///     Spring.snappy.value(fromValue: -4.0, toValue: 0.0, initialVelocity: 0.0, time: 0.1)
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(target: toValue.animatableData - fromValue.animatableData,
                                                                 initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity at `time` of the motion of `value(fromValue:toValue:initialVelocity:time:)`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// How long the motion from `fromValue` to `toValue` takes to settle within `epsilon`.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData,
                         epsilon: epsilon)
    }

    /// The force (per the spring's mass) on a body at `position` moving at `velocity`: −k·(x − target) − c·v.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: physicalStiffness) - velocity.scaled(by: damping)
    }

    /// Advances a body at `value` moving at `velocity` by `deltaTime` towards `target`, exactly.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let k = coefficients(at: deltaTime)
        let e0 = value - target
        value = target + e0.scaled(by: k.p) + velocity.scaled(by: k.q)
        velocity = e0.scaled(by: k.dp) + velocity.scaled(by: k.dq)
    }

    /// The last time the displacement of a unit step from rest is at least `epsilon` (∞ for an undamped spring).
    func settleTime(epsilon: Double) -> TimeInterval {
        settleTime(displacement: 1, velocity: 0, epsilon: epsilon)
    }

    /// The last time |e₀·p(t) + v₀·q(t)| ≥ `epsilon`, for a scalar displacement `displacement` and velocity;
    /// with `bound`, the last time |e₀·p(t)| + |v₀·q(t)| ≥ `epsilon` (for vectors of unknown relative direction).
    func settleTime(displacement e0: Double, velocity v0: Double, epsilon: Double, bound: Bool = false) -> TimeInterval {
        guard angularFrequency.isFinite else { return 0 }
        // A displacement or velocity that is not a finite number never settles to a number.
        guard e0.isFinite, v0.isFinite, epsilon > 0 else { return e0 == 0 && v0 == 0 ? 0 : .infinity }
        if dampingRatio == 0 || angularFrequency == 0 { return (e0 == 0 && v0 == 0) ? 0 : .infinity }
        func error(_ t: Double) -> Double {
            let k = coefficients(at: t)
            return bound ? abs(e0 * k.p) + abs(v0 * k.q) : abs(e0 * k.p + v0 * k.q)
        }
        // A time after which an upper bound of the envelope is below epsilon; the last sample at or above
        // epsilon before it is then refined by bisection.
        let z = dampingRatio, w = angularFrequency
        let horizon: Double, scale: Double
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            // |e(t)| ≤ e^(−ζω₀t)·(|e₀|·(1 + ζω₀/ω_d) + |v₀|/ω_d), in either mode.
            let amplitude = abs(e0) * (1 + z * w / wd) + abs(v0) / wd
            horizon = log(max(amplitude, epsilon) / epsilon) / (z * w)
            scale = min(2 * .pi / wd, 1 / (z * w))
        } else if z == 1 {
            // (1 + ω₀t)·e^(−ω₀t) and ω₀t·e^(−ω₀t) are at most (1 + 2/e)·e^(−ω₀t/2) and (2/e)·e^(−ω₀t/2).
            let amplitude = abs(e0) * (1 + 2 / M_E) + abs(v0) * 2 / (M_E * w)
            horizon = 2 * log(max(amplitude, epsilon) / epsilon) / w
            scale = 1 / w
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            // |p| ≤ (|r₁| + |r₂|)/(r₁ − r₂)·e^(r₁t) and |q| ≤ 2/(r₁ − r₂)·e^(r₁t).
            let amplitude = (abs(e0) * (abs(r1) + abs(r2)) + 2 * abs(v0)) / (r1 - r2)
            horizon = log(max(amplitude, epsilon) / epsilon) / -r1
            scale = 1 / -r2
        }
        guard horizon.isFinite else { return .infinity }
        let step = max(min(scale / 32, horizon / 256), horizon / 100_000, 1e-9)   // at most 10⁵ samples
        var last = -1.0, t = 0.0
        while t <= horizon + step {
            if error(t) >= epsilon { last = t }
            t += step
        }
        guard last >= 0 else { return 0 }
        var lo = last, hi = last + step
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if error(mid) >= epsilon { lo = mid } else { hi = mid }
        }
        return lo
    }
}
