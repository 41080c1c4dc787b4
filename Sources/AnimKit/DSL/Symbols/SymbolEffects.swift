import Foundation

// The symbol effects. Each plays on the whole symbol, or with `.byLayer` on each layer of the symbol in turn
// (rotate and replace move the whole symbol either way); the motions are AnimKit's, chosen to read as Apple's
// (see docs/views.md, *Symbol effects*).

/// The symbol squashes, then springs up past its size and settles (0.6 s) — SwiftUI's `BounceSymbolEffect`.
///
///     Image(systemName: "bell.fill").symbolEffect(.bounce.down, value: rings)
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    var downwards = false
    /// Bounces upwards (from its bottom edge; the default).
    public var up: BounceSymbolEffect { var e = self; e.downwards = false; return e }
    /// Bounces downwards (from its top edge).
    public var down: BounceSymbolEffect { var e = self; e.downwards = true; return e }
    /// Layer by layer: each layer of the symbol plays in turn, a little after the one before.
    public var byLayer: BounceSymbolEffect { var e = self; e.layered = true; return e }
    /// The whole symbol at once (the default).
    public var wholeSymbol: BounceSymbolEffect { var e = self; e.layered = false; return e }
    var layered = false
}

/// The symbol's opacity dips to 0.35 and back (1 s) — SwiftUI's `PulseSymbolEffect`.
///
///     Image(systemName: "record.circle").symbolEffect(.pulse, isActive: recording)
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    /// Layer by layer: each layer of the symbol plays in turn, a little after the one before.
    public var byLayer: PulseSymbolEffect { var e = self; e.layered = true; return e }
    /// The whole symbol at once (the default).
    public var wholeSymbol: PulseSymbolEffect { var e = self; e.layered = false; return e }
    var layered = false
}

/// The variable layers (wifi arcs, speaker waves) light up in turn (1 s) — SwiftUI's `VariableColorSymbolEffect`.
///
///     Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, isActive: true)
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    var accumulates = false
    var reverses = false
    var hidesInactive = false
    /// One layer at a time (the default).
    public var iterative: VariableColorSymbolEffect { var e = self; e.accumulates = false; return e }
    /// Each layer stays lit as the next lights.
    public var cumulative: VariableColorSymbolEffect { var e = self; e.accumulates = true; return e }
    /// Lights up and then back down.
    public var reversing: VariableColorSymbolEffect { var e = self; e.reverses = true; return e }
    /// Lights up only (the default).
    public var nonReversing: VariableColorSymbolEffect { var e = self; e.reverses = false; return e }
    /// Unlit layers are hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { var e = self; e.hidesInactive = true; return e }
    /// Unlit layers are dimmed (the default).
    public var dimInactiveLayers: VariableColorSymbolEffect { var e = self; e.hidesInactive = false; return e }
}

/// The symbol grows to 1.2× (or shrinks to 0.8×) while active — SwiftUI's `ScaleSymbolEffect`.
///
///     Image(systemName: "mic.fill").symbolEffect(.scale.up, isActive: listening)
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    var shrinks = false
    /// Scales up (the default).
    public var up: ScaleSymbolEffect { var e = self; e.shrinks = false; return e }
    /// Scales down.
    public var down: ScaleSymbolEffect { var e = self; e.shrinks = true; return e }
    /// Layer by layer: each layer of the symbol plays in turn, a little after the one before.
    public var byLayer: ScaleSymbolEffect { var e = self; e.layered = true; return e }
    /// The whole symbol at once (the default).
    public var wholeSymbol: ScaleSymbolEffect { var e = self; e.layered = false; return e }
    var layered = false
}

/// The symbol scales in from nothing while it fades in; inactive, it is hidden — SwiftUI's `AppearSymbolEffect`.
///
///     Image(systemName: "checkmark.circle").symbolEffect(.appear, isActive: done)
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    var downwards = false
    /// Rising into place (the default).
    public var up: AppearSymbolEffect { var e = self; e.downwards = false; return e }
    /// Dropping into place.
    public var down: AppearSymbolEffect { var e = self; e.downwards = true; return e }
    /// Layer by layer: each layer of the symbol plays in turn, a little after the one before.
    public var byLayer: AppearSymbolEffect { var e = self; e.layered = true; return e }
    /// The whole symbol at once (the default).
    public var wholeSymbol: AppearSymbolEffect { var e = self; e.layered = false; return e }
    var layered = false
}

/// The symbol scales away to nothing while it fades out; active, it stays hidden — SwiftUI's `DisappearSymbolEffect`.
///
///     Image(systemName: "bell.slash").symbolEffect(.disappear, isActive: muted)
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    var downwards = false
    /// Rising out (the default).
    public var up: DisappearSymbolEffect { var e = self; e.downwards = false; return e }
    /// Dropping out.
    public var down: DisappearSymbolEffect { var e = self; e.downwards = true; return e }
    /// Layer by layer: each layer of the symbol plays in turn, a little after the one before.
    public var byLayer: DisappearSymbolEffect { var e = self; e.layered = true; return e }
    /// The whole symbol at once (the default).
    public var wholeSymbol: DisappearSymbolEffect { var e = self; e.layered = false; return e }
    var layered = false
}

/// One symbol replaced by another: the old scales down and fades, the new scales up (0.5 s) — SwiftUI's
/// `ReplaceSymbolEffect`.
///
///     Image(systemName: playing ? "pause.fill" : "play.fill").contentTransition(.symbolEffect(.replace))
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Sendable, Equatable {
    /// How the old symbol leaves and the new one arrives.
    enum Style: Equatable, Sendable { case downUp, upUp, offUp }
    var style = Style.downUp
    /// The old symbol scales down, the new one up (the default).
    public var downUp: ReplaceSymbolEffect { var e = self; e.style = .downUp; return e }
    /// The old symbol scales up and away, the new one up into place.
    public var upUp: ReplaceSymbolEffect { var e = self; e.style = .upUp; return e }
    /// The old symbol goes at once, the new one scales up.
    public var offUp: ReplaceSymbolEffect { var e = self; e.style = .offUp; return e }
    /// Layer by layer (AnimKit moves the whole symbol: it does not know which layers SF Symbols marks for it).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

/// The symbol wiggles: a damped back-and-forth tilt, or shake along a direction (0.8 s) — SwiftUI's
/// `WiggleSymbolEffect`.
///
///     Image(systemName: "bell").symbolEffect(.wiggle.clockwise, value: alerts)
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    /// A tilt (sign: clockwise first when positive) or a shake along an angle (degrees, 0 = right, 90 = down).
    enum Motion: Equatable, Sendable { case tilt(Double), shake(Double) }
    var motion = Motion.tilt(1)
    /// Tilting clockwise first (the default).
    public var clockwise: WiggleSymbolEffect { var e = self; e.motion = .tilt(1); return e }
    /// Tilting counterclockwise first.
    public var counterClockwise: WiggleSymbolEffect { var e = self; e.motion = .tilt(-1); return e }
    /// Reading forwards (clockwise in a left-to-right layout).
    public var forward: WiggleSymbolEffect { clockwise }
    /// Reading backwards.
    public var backward: WiggleSymbolEffect { counterClockwise }
    /// Shaking up and down, up first.
    public var up: WiggleSymbolEffect { custom(angle: .degrees(-90)) }
    /// Shaking up and down, down first.
    public var down: WiggleSymbolEffect { custom(angle: .degrees(90)) }
    /// Shaking sideways, left first.
    public var left: WiggleSymbolEffect { custom(angle: .degrees(180)) }
    /// Shaking sideways, right first.
    public var right: WiggleSymbolEffect { custom(angle: .degrees(0)) }
    /// Shaking along `angle` (0° = right, 90° = down).
    public func custom(angle: Angle) -> WiggleSymbolEffect { var e = self; e.motion = .shake(angle.degrees); return e }
    /// Layer by layer: each layer of the symbol plays in turn, a little after the one before.
    public var byLayer: WiggleSymbolEffect { var e = self; e.layered = true; return e }
    /// The whole symbol at once (the default).
    public var wholeSymbol: WiggleSymbolEffect { var e = self; e.layered = false; return e }
    var layered = false
}

/// The symbol turns a full circle, easing in and out (1 s) — SwiftUI's `RotateSymbolEffect`.
///
///     Image(systemName: "arrow.clockwise").symbolEffect(.rotate, value: refreshes)
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    var direction = 1.0
    /// Clockwise (the default).
    public var clockwise: RotateSymbolEffect { var e = self; e.direction = 1; return e }
    /// Counterclockwise.
    public var counterClockwise: RotateSymbolEffect { var e = self; e.direction = -1; return e }
    /// Layer by layer (AnimKit moves the whole symbol: it does not know which layers SF Symbols marks for it).
    public var byLayer: RotateSymbolEffect { self }
    /// The whole symbol at once.
    public var wholeSymbol: RotateSymbolEffect { self }
}

/// The symbol breathes: grows to 1.1× and back, fading a little with `.pulse` (1.6 s) — SwiftUI's
/// `BreatheSymbolEffect`.
///
///     Image(systemName: "heart.fill").symbolEffect(.breathe, isActive: true)
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable, Equatable {
    var fades = false
    /// Scale only (the default).
    public var plain: BreatheSymbolEffect { var e = self; e.fades = false; return e }
    /// Scale and opacity.
    public var pulse: BreatheSymbolEffect { var e = self; e.fades = true; return e }
    /// Layer by layer: each layer of the symbol plays in turn, a little after the one before.
    public var byLayer: BreatheSymbolEffect { var e = self; e.layered = true; return e }
    /// The whole symbol at once (the default).
    public var wholeSymbol: BreatheSymbolEffect { var e = self; e.layered = false; return e }
    var layered = false
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// A bounce.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// A pulse of opacity.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// Variable layers lighting in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// A change of scale while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// Appearing.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// Disappearing.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// Replacing one symbol by another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
extension SymbolEffect where Self == WiggleSymbolEffect {
    /// A wiggle.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}
extension SymbolEffect where Self == RotateSymbolEffect {
    /// A rotation.
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}
extension SymbolEffect where Self == BreatheSymbolEffect {
    /// Breathing.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
