import Foundation

/// Keyframes for a value: one or more `KeyframeTrack`s (or, for a value that is itself animatable, keyframes
/// directly) — what `keyframeAnimator` and `KeyframeTimeline` play.
///
///     KeyframeTrack(\.scale) { SpringKeyframe(1.3, duration: 0.2); SpringKeyframe(1) }
public protocol Keyframes<Value> {
    associatedtype Value
    /// The tracks, each changing part of the value over time (AnimKit's own representation).
    var _tracks: [_KeyframeTrackPlayer<Value>] { get }
}

/// Keyframes for one animatable value, in order: `LinearKeyframe`, `SpringKeyframe`, `CubicKeyframe`, `MoveKeyframe`.
///
///     LinearKeyframe(20, duration: 0.3)
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    /// The keyframes, in order (AnimKit's own representation).
    var _keyframes: [_Keyframe<Value>] { get }
}

/// One keyframe: where the value goes, how, and for how long.
public struct _Keyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case spring(Spring, startVelocity: Value.AnimatableData?)
        case cubic(startVelocity: Value.AnimatableData?, endVelocity: Value.AnimatableData?)
        case move
    }
    let target: Value
    let kind: Kind
    /// Seconds; nil for a spring's settling duration.
    let duration: Double?

    var isCubic: Bool { if case .cubic = kind { return true } else { return false } }
}

/// A track resolved for playing: its length and the value it gives its part of the root value at a time.
public struct _KeyframeTrackPlayer<Root> {
    let duration: Double
    let apply: (inout Root, Double) -> Void
}

/// Builds the keyframes of one track.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> [_Keyframe<Value>] where K.Value == Value {
        keyframe._keyframes
    }
    public static func buildBlock(_ parts: [_Keyframe<Value>]...) -> [_Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [_Keyframe<Value>]?) -> [_Keyframe<Value>] { part ?? [] }
    public static func buildEither(first: [_Keyframe<Value>]) -> [_Keyframe<Value>] { first }
    public static func buildEither(second: [_Keyframe<Value>]) -> [_Keyframe<Value>] { second }
    public static func buildArray(_ parts: [[_Keyframe<Value>]]) -> [_Keyframe<Value>] { parts.flatMap { $0 } }
    public static func buildFinalResult(_ keyframes: [_Keyframe<Value>]) -> _KeyframeSequence<Value> { _KeyframeSequence(_keyframes: keyframes) }
}

/// Keyframes a builder collected.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}

/// Part of a keyframes builder's content: whole tracks, and keyframes written directly (which together make one
/// track over the whole value).
public struct _KeyframesPart<Value> {
    var tracks: [_KeyframeTrackPlayer<Value>] = []
    var loose: [Any] = []
    var makeTrack: (([Any]) -> _KeyframeTrackPlayer<Value>)?

    static func merged(_ parts: [_KeyframesPart<Value>]) -> _KeyframesPart<Value> {
        _KeyframesPart(tracks: parts.flatMap(\.tracks), loose: parts.flatMap(\.loose), makeTrack: parts.lazy.compactMap(\.makeTrack).first)
    }

    var allTracks: [_KeyframeTrackPlayer<Value>] {
        guard !loose.isEmpty, let makeTrack else { return tracks }
        return tracks + [makeTrack(loose)]
    }
}

/// Builds the tracks of a value's keyframes.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesPart<Value> where K.Value == Value {
        _KeyframesPart(tracks: keyframes._tracks)
    }
    /// Keyframes written directly, for a value that is itself animatable: together they are one track.
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframesPart<Value> where K.Value == Value {
        _KeyframesPart(loose: keyframe._keyframes) { loose in
            let keyframes = loose.compactMap { $0 as? _Keyframe<K.Value> }
            return KeyframeTrack(content: { _KeyframeSequence(_keyframes: keyframes) })._tracks[0]
        }
    }
    public static func buildBlock(_ parts: _KeyframesPart<Value>...) -> _KeyframesPart<Value> { .merged(parts) }
    public static func buildOptional(_ part: _KeyframesPart<Value>?) -> _KeyframesPart<Value> { part ?? _KeyframesPart() }
    public static func buildEither(first: _KeyframesPart<Value>) -> _KeyframesPart<Value> { first }
    public static func buildEither(second: _KeyframesPart<Value>) -> _KeyframesPart<Value> { second }
    public static func buildArray(_ parts: [_KeyframesPart<Value>]) -> _KeyframesPart<Value> { .merged(parts) }
    public static func buildFinalResult(_ part: _KeyframesPart<Value>) -> _KeyframeTracks<Value> { _KeyframeTracks(_tracks: part.allTracks) }
}

/// Tracks a builder collected.
public struct _KeyframeTracks<Value>: Keyframes {
    public let _tracks: [_KeyframeTrackPlayer<Value>]
}
