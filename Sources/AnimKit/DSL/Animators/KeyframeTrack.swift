import Foundation

/// Keyframes for one property of a value, by key path — or for the whole value when it is itself animatable.
///
///     KeyframeTrack(\.verticalOffset) {
///         LinearKeyframe(-30, duration: 0.15)
///         SpringKeyframe(0, duration: 0.4, spring: .bouncy)
///     }
///
/// The track starts from the property's value in the timeline's initial value. Between `CubicKeyframe`s the
/// motion is one Catmull-Rom spline (velocity at a knot = difference of its neighbours over their time apart);
/// a cubic keyframe next to another kind takes that keyframe's velocity at the shared knot; at the start and
/// end of a track a cubic keyframe starts and ends at rest. A `SpringKeyframe` without a start velocity keeps the
/// velocity the value has when it begins; one without a duration lasts the spring's settling duration.
public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public let _tracks: [_KeyframeTrackPlayer<Root>]

    /// A track for the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        let keyframes = content()._keyframes
        let duration = KeyframeSegments<Value>.duration(of: keyframes)
        _tracks = [_KeyframeTrackPlayer(duration: duration) { root, time in
            let start = root[keyPath: keyPath]
            root[keyPath: keyPath] = KeyframeSegments(start: start, keyframes: keyframes).value(at: time)
        }]
    }

    /// A track for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.init(\.self, content: content)
    }
}

/// A track's keyframes laid end to end from a start value: each segment's span, values and velocities.
struct KeyframeSegments<Value: Animatable> {
    typealias Vector = Value.AnimatableData

    struct Segment {
        let start: Double
        let duration: Double
        let from: Vector
        let to: Vector
        let kind: _Keyframe<Value>.Kind
        /// For springs: the velocity it starts with; for cubics: the tangents at both ends (per second).
        let startVelocity: Vector
        let endVelocity: Vector
    }

    let start: Value
    let segments: [Segment]

    /// The length of `keyframes` (springs without a duration last their settling duration).
    static func duration(of keyframes: [_Keyframe<Value>]) -> Double {
        keyframes.reduce(0) { $0 + length(of: $1) }
    }

    static func length(of keyframe: _Keyframe<Value>) -> Double {
        if let d = keyframe.duration { return max(0, d) }
        if case .spring(let spring, _) = keyframe.kind { return spring.settlingDuration }
        return 0
    }

    init(start: Value, keyframes: [_Keyframe<Value>]) {
        self.start = start
        var lengths: [Double] = []
        for keyframe in keyframes { lengths.append(Self.length(of: keyframe)) }
        var segments: [Segment] = []
        var time = 0.0
        var current = start.animatableData
        var velocity = Vector.zero
        var knots = [current] + keyframes.map(\.target.animatableData)
        for (i, keyframe) in keyframes.enumerated() {
            let d = lengths[i], to = keyframe.target.animatableData
            knots[i] = current
            switch keyframe.kind {
            case .linear(let curve):
                let v = d > 0 ? (to - current).scaled(by: curve.velocity(at: 1) / d) : .zero
                segments.append(Segment(start: time, duration: d, from: current, to: to, kind: keyframe.kind,
                                        startVelocity: .zero, endVelocity: v))
                current = to
                velocity = v
            case .spring(let spring, let given):
                let v0 = given ?? velocity
                segments.append(Segment(start: time, duration: d, from: current, to: to, kind: keyframe.kind, startVelocity: v0,
                                        endVelocity: .zero))
                let delta = to - current
                current = current + spring.value(target: delta, initialVelocity: v0, time: d)
                velocity = spring.velocity(target: delta, initialVelocity: v0, time: d)
            case .cubic(let givenStart, let givenEnd):
                let m0: Vector
                if let givenStart { m0 = givenStart }
                else if i > 0, keyframes[i - 1].isCubic, lengths[i - 1] + d > 0 {
                    m0 = (to - knots[i - 1]).scaled(by: 1 / (lengths[i - 1] + d))
                } else { m0 = velocity }
                let m1: Vector
                if let givenEnd { m1 = givenEnd }
                else if i + 1 < keyframes.count {
                    let next = keyframes[i + 1], dn = lengths[i + 1], after = next.target.animatableData
                    switch next.kind {
                    case .cubic(let nextStart, _):
                        m1 = nextStart ?? (d + dn > 0 ? (after - current).scaled(by: 1 / (d + dn)) : .zero)
                    case .linear(let curve):
                        m1 = dn > 0 ? (after - to).scaled(by: curve.velocity(at: 0) / dn) : .zero
                    case .spring(_, let nextStart):
                        m1 = nextStart ?? .zero
                    case .move:
                        m1 = .zero
                    }
                } else { m1 = .zero }
                segments.append(Segment(start: time, duration: d, from: current, to: to, kind: keyframe.kind, startVelocity: m0,
                                        endVelocity: m1))
                current = to
                velocity = m1
            case .move:
                segments.append(Segment(start: time, duration: 0, from: current, to: to, kind: keyframe.kind, startVelocity: .zero,
                                        endVelocity: .zero))
                current = to
                velocity = .zero
            }
            time += d
        }
        self.segments = segments
    }

    /// The value `time` seconds into the track (the start before it, the end after it).
    func value(at time: Double) -> Value {
        var out = start
        out.animatableData = vector(at: time)
        return out
    }

    func vector(at time: Double) -> Vector {
        // The segment running at `time`: the last one started at or before it (after a jump, what follows it).
        guard let segment = segments.last(where: { $0.start <= time }) else { return start.animatableData }
        return position(in: segment, at: time - segment.start)
    }

    private func position(in s: Segment, at t: Double) -> Vector {
        let d = s.duration
        guard d > 0 else { return s.to }
        let t = min(max(t, 0), d)
        switch s.kind {
        case .linear(let curve):
            return s.from + (s.to - s.from).scaled(by: curve.value(at: t / d))
        case .spring(let spring, _):
            return s.from + spring.value(target: s.to - s.from, initialVelocity: s.startVelocity, time: t)
        case .cubic:
            let u = t / d, u2 = u * u, u3 = u2 * u
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            return s.from.scaled(by: h00) + s.startVelocity.scaled(by: h10 * d) + s.to.scaled(by: h01) + s.endVelocity.scaled(by: h11 * d)
        case .move:
            return s.to
        }
    }
}
