import Foundation

/// How a symbol is drawn at one moment of an effect: scaled and turned about an anchor, moved, faded, and its
/// variable layers lit.
struct SymbolPose {
    /// The transform that puts a symbol drawn in `f` (canvas points) in this pose.
    func transform(in f: CGRect) -> CGAffineTransform {
        let pivot = CGPoint(x: f.minX + anchor.x * f.width, y: f.minY + anchor.y * f.height)
        return CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(rotationAngle: rotation * .pi / 180))
            .concatenating(CGAffineTransform(translationX: pivot.x + offset.width * f.width, y: pivot.y + offset.height * f.height))
    }

    var scale: CGFloat = 1
    var anchor = UnitPoint.center
    /// Degrees, clockwise.
    var rotation: Double = 0
    /// As a fraction of the symbol's size.
    var offset = CGSize.zero
    var opacity: Double = 1
    /// The opacity of a variable layer drawn from `threshold` on (nil: as the symbol's variable value says).
    var layerOpacity: ((Double) -> Double)?
    /// For an effect played by layer: the pose of layer `index` of `count` (the symbol as a whole stays put).
    var layerPose: ((_ index: Int, _ count: Int) -> SymbolPose)?

    /// How far into its own play layer `index` of `count` is when the whole play is `p` of the way: each layer
    /// starts 12 % of the play after the one before and plays in what is left.
    static func staggered(_ p: Double, layer index: Int, of count: Int) -> Double {
        guard count > 1 else { return p }
        let step = min(0.12, 0.6 / Double(count - 1))
        let window = 1 - step * Double(count - 1)
        return min(1, max(0, (p - step * Double(index)) / window))
    }
}

/// The motion of one symbol effect, as AnimKit draws it (Apple's curves are not published: these read alike).
enum SymbolMotion: Equatable {
    case bounce(downwards: Bool)
    case pulse
    case variableColor(cumulative: Bool, reverses: Bool, hidesInactive: Bool)
    case scale(shrinks: Bool)
    case appear(downwards: Bool)
    case disappear(downwards: Bool)
    case wiggle(WiggleSymbolEffect.Motion)
    case rotate(direction: Double)
    case breathe(fades: Bool)
    case none

    /// Whether `effect` plays layer by layer (`.byLayer`).
    static func isLayered(_ effect: any SymbolEffect) -> Bool {
        switch effect {
        case let e as BounceSymbolEffect: return e.layered
        case let e as PulseSymbolEffect: return e.layered
        case let e as ScaleSymbolEffect: return e.layered
        case let e as AppearSymbolEffect: return e.layered
        case let e as DisappearSymbolEffect: return e.layered
        case let e as WiggleSymbolEffect: return e.layered
        case let e as BreatheSymbolEffect: return e.layered
        default: return false
        }
    }

    static func of(_ effect: any SymbolEffect) -> SymbolMotion {
        switch effect {
        case let e as BounceSymbolEffect: return .bounce(downwards: e.downwards)
        case is PulseSymbolEffect: return .pulse
        case let e as VariableColorSymbolEffect: return .variableColor(cumulative: e.accumulates, reverses: e.reverses, hidesInactive: e.hidesInactive)
        case let e as ScaleSymbolEffect: return .scale(shrinks: e.shrinks)
        case let e as AppearSymbolEffect: return .appear(downwards: e.downwards)
        case let e as DisappearSymbolEffect: return .disappear(downwards: e.downwards)
        case let e as WiggleSymbolEffect: return .wiggle(e.motion)
        case let e as RotateSymbolEffect: return .rotate(direction: e.direction)
        case let e as BreatheSymbolEffect: return .breathe(fades: e.fades)
        default: return .none
        }
    }

    /// The seconds one play takes at normal speed.
    var period: Double {
        switch self {
        case .bounce: return 0.6
        case .wiggle: return 0.8
        case .breathe: return 1.6
        case .variableColor(_, let reverses, _): return reverses ? 1.6 : 1.0
        default: return 1.0
        }
    }

    /// Whether the effect is a state the symbol moves into while active (scale, appear, disappear) rather than
    /// a motion that plays.
    var isState: Bool {
        switch self {
        case .scale, .appear, .disappear: return true
        default: return false
        }
    }

    /// The pose of a state effect `amount` of the way into its active state (0…1).
    func pose(active amount: Double) -> SymbolPose {
        var pose = SymbolPose()
        switch self {
        case .scale(let shrinks):
            pose.scale = 1 + (shrinks ? -0.2 : 0.2) * amount
        case .appear(let down), .disappear(let down):
            var shown = amount
            if case .disappear = self { shown = 1 - amount }
            pose.scale = shown
            pose.opacity = shown
            pose.anchor = down ? .top : .bottom
        default:
            break
        }
        return pose
    }

    /// The pose at `p` (0…1) of one play.
    func pose(playing p: Double) -> SymbolPose {
        var pose = SymbolPose()
        let envelope = exp(-2.5 * p)
        switch self {
        case .bounce(let down):
            // Squashes to about 0.89 at a sixth, overshoots to about 1.04 half way, settles at 1.
            pose.scale = 1 - 0.18 * exp(-3 * p) * sin(3 * .pi * p)
            pose.anchor = down ? .top : .bottom
        case .pulse:
            pose.opacity = 1 - 0.65 * sin(.pi * p)
        case .variableColor(let cumulative, let reverses, let hides):
            let sweep = reverses ? (p < 0.5 ? 2 * p : 2 - 2 * p) : p
            let level = sweep * 1.25
            pose.layerOpacity = { threshold in
                let lit = cumulative ? threshold <= level + 1e-9 : (threshold <= level + 1e-9 && threshold > level - 0.4)
                return lit ? 1 : (hides ? 0 : 0.25)
            }
        case .wiggle(.tilt(let sign)):
            pose.rotation = sign * 14 * envelope * sin(4 * .pi * p)
        case .wiggle(.shake(let degrees)):
            let amount = 0.12 * envelope * sin(4 * .pi * p)
            pose.offset = CGSize(width: amount * cos(degrees * .pi / 180), height: amount * sin(degrees * .pi / 180))
        case .rotate(let direction):
            pose.rotation = direction * 360 * (p < 0.5 ? 2 * p * p : 1 - 2 * (1 - p) * (1 - p))
        case .breathe(let fades):
            pose.scale = 1 + 0.1 * sin(.pi * p)
            if fades { pose.opacity = 1 - 0.3 * sin(.pi * p) }
        case .scale, .appear, .disappear, .none:
            break
        }
        return pose
    }
}
