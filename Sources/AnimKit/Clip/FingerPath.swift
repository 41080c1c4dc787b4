import Foundation

/// One finger's path during a script step: when it lands and lifts (clip seconds), where it is and how
/// fast it moves (canvas points).
struct FingerPath {
    let down: Double
    let up: Double
    let location: (Double) -> CGPoint
    let velocity: (Double) -> CGSize
    /// Whether the finger moves (moving fingers report at every frame).
    let moves: Bool

    /// A finger that stays at `point`.
    static func still(at point: CGPoint, from down: Double, to up: Double) -> FingerPath {
        FingerPath(down: down, up: up, location: { _ in point }, velocity: { _ in .zero }, moves: false)
    }
}

extension ScriptStep {
    /// What the step aims at, when it has a target to find before its fingers land.
    var touchTarget: Tap.Target? {
        switch self {
        case let tap as Tap: return tap.target
        case let press as LongPress: return press.target
        case let pinch as Pinch: return pinch.target
        case let rotate as Rotate: return rotate.target
        case let drag as Drag: return .point(drag.from)
        case let scroll as Scroll: return scroll.target
        default: return nil
        }
    }

    /// The step's fingers, around `point` (the target's centre, or its point).
    func fingers(around point: CGPoint) -> [FingerPath] {
        switch self {
        case let tap as Tap:
            let count = max(1, tap.count)
            // Repeated taps lift `repeatInterval` apart, or further when each is held longer.
            let interval = max(Tap.repeatInterval, tap.hold + 0.05)
            return (0..<count).map { k in
                let up = tap.time - Double(count - 1 - k) * interval
                return .still(at: point, from: max(0, up - tap.hold), to: max(0, up))
            }
        case let press as LongPress:
            return [.still(at: point, from: press.time, to: press.endTime)]
        case let drag as Drag:
            let v = drag.velocity, moving = drag.time + drag.hold
            return [FingerPath(down: drag.time, up: drag.endTime, location: { drag.location(at: $0 - drag.time) },
                               velocity: { $0 >= moving ? v : .zero }, moves: true)]
        case let scroll as Scroll:
            return [scroll.finger(from: point)]
        case let pinch as Pinch:
            let progress = Self.progress(from: pinch.time, over: pinch.duration)
            let grow = pinch.spacing * (pinch.scale - 1)
            let speed = pinch.duration > 0 ? grow / CGFloat(pinch.duration) / 2 : 0
            return [-1.0, 1.0].map { (side: CGFloat) in
                FingerPath(down: pinch.time, up: pinch.endTime, location: { t in
                    let half = (pinch.spacing + grow * CGFloat(progress(t))) / 2
                    return CGPoint(x: point.x + side * half, y: point.y)
                }, velocity: { _ in CGSize(width: side * speed, height: 0) }, moves: true)
            }
        case let rotate as Rotate:
            let progress = Self.progress(from: rotate.time, over: rotate.duration)
            let r = rotate.spacing / 2
            let spin = rotate.duration > 0 ? rotate.angle.radians / rotate.duration : 0
            return [-1.0, 1.0].map { (side: CGFloat) in
                FingerPath(down: rotate.time, up: rotate.endTime, location: { t in
                    let a = rotate.angle.radians * progress(t)
                    return CGPoint(x: point.x + side * r * CGFloat(cos(a)), y: point.y + side * r * CGFloat(sin(a)))
                }, velocity: { t in
                    let a = rotate.angle.radians * progress(t)
                    return CGSize(width: -side * r * CGFloat(spin * sin(a)), height: side * r * CGFloat(spin * cos(a)))
                }, moves: true)
            }
        default:
            return []
        }
    }

    /// The share of a motion done at time `t`.
    private static func progress(from start: Double, over duration: Double) -> (Double) -> Double {
        { t in duration > 0 ? min(1, max(0, (t - start) / duration)) : 1 }
    }
}
