import Foundation

/// An animation for symbol images — SwiftUI's `SymbolEffect`.
///
/// AnimKit draws the effects on whole symbols with its own motions (documented on each type): Apple's are
/// not published. Use them through `symbolEffect(_:options:value:)` (discrete: plays when the value changes),
/// `symbolEffect(_:options:isActive:)` (indefinite: runs while active) or
/// `contentTransition(.symbolEffect(.replace))` (a symbol replaced by another).
public protocol SymbolEffect {}

/// An effect that plays once per trigger — SwiftUI's `DiscreteSymbolEffect`.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that runs while it is active — SwiftUI's `IndefiniteSymbolEffect`.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol — SwiftUI's `TransitionSymbolEffect`.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another — SwiftUI's `ContentTransitionSymbolEffect`.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect runs: how often and how fast — SwiftUI's `SymbolEffectOptions`.
///
///     .symbolEffect(.bounce, options: .repeat(3).speed(2), value: taps)
public struct SymbolEffectOptions: Equatable, Sendable {
    /// How an effect repeats.
    public struct RepeatBehavior: Equatable, Sendable {
        enum Kind: Equatable, Sendable { case periodic(count: Int?, delay: Double?), continuous }
        let kind: Kind

        /// Plays `count` times (nil: for ever), waiting `delay` seconds between plays.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(kind: .periodic(count: count, delay: delay))
        }

        /// Plays `count` times back to back (nil: for ever).
        public static func periodic(_ count: Int? = nil) -> RepeatBehavior { periodic(count, delay: nil) }

        /// Plays continuously, for ever.
        public static var continuous: RepeatBehavior { RepeatBehavior(kind: .continuous) }
    }

    /// Plays (nil: the effect's own default: indefinite effects repeat, discrete ones play once).
    var plays: Int??
    var delay: Double = 0
    /// How many times faster than normal.
    var speedFactor: Double = 1

    /// The effect's own behaviour at normal speed.
    public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
    /// Repeats for ever.
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions().repeating }
    /// Plays once.
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions().nonRepeating }
    /// Plays `count` times (nil: for ever).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    /// Repeats as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions().repeat(behavior) }
    /// Runs `speed` times faster.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, repeating for ever.
    public var repeating: SymbolEffectOptions { var o = self; o.plays = .some(nil); return o }
    /// These options, playing once.
    public var nonRepeating: SymbolEffectOptions { var o = self; o.plays = 1; return o }
    /// These options, playing `count` times (nil: for ever).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { var o = self; o.plays = .some(count.map { max(1, $0) }); return o }
    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var o = self
        switch behavior.kind {
        case .periodic(let count, let delay):
            o.plays = .some(count.map { max(1, $0) })
            o.delay = max(0, delay ?? 0)
        case .continuous:
            o.plays = .some(nil)
            o.delay = 0
        }
        return o
    }
    /// These options at `speed` times the normal speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        o.speedFactor = speed.isFinite && speed > 0 ? speed : 1
        return o
    }
}

nonisolated extension View {
    /// Plays `effect` on the symbols in this view each time `value` changes.
    ///
    ///     Image(systemName: "bell").symbolEffect(.bounce, value: notifications)
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                   value: U) -> some View {
        modifier(SymbolEffectModifier(motion: SymbolMotion.of(effect), layered: SymbolMotion.isLayered(effect), options: options, trigger: .value(AnyEquatableBox(value))))
    }

    /// Runs `effect` on the symbols in this view while `isActive`.
    ///
    ///     Image(systemName: "wifi").symbolEffect(.variableColor.iterative, isActive: searching)
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                      isActive: Bool = true) -> some View {
        modifier(SymbolEffectModifier(motion: SymbolMotion.of(effect), layered: SymbolMotion.isLayered(effect), options: options, trigger: .active(isActive)))
    }

    /// Removes the symbol effects inside this view (when `isEnabled`).
    ///
    ///     Image(systemName: "wifi").symbolEffect(.pulse).symbolEffectsRemoved()
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { environment(\.symbolEffectsRemoved, isEnabled) }
}

extension ContentTransition {
    /// A symbol replaced by another with `effect` (`.replace`, `.replace.upUp`, `.replace.offUp`…).
    ///
    ///     Image(systemName: muted ? "speaker.slash" : "speaker.wave.3")
    ///         .contentTransition(.symbolEffect(.replace.downUp))
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(_ effect: T,
                                                                                    options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolReplace, replace: (effect as? ReplaceSymbolEffect)?.style ?? .downUp,
                          speed: options.speedFactor)
    }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether symbol effects inside are removed (`symbolEffectsRemoved()`).
    public var symbolEffectsRemoved: Bool {
        get { self[SymbolEffectsRemovedKey.self] }
        set { self[SymbolEffectsRemovedKey.self] = newValue }
    }
}
