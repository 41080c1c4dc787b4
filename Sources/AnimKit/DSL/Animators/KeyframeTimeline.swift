import Foundation

/// Keyframes played against time, outside any view: the value at any time or progress.
///
///     let timeline = KeyframeTimeline(initialValue: 0.0) {
///         LinearKeyframe(100, duration: 1)
///         SpringKeyframe(50, duration: 0.5)
///     }
///     timeline.duration                // 1.5
///     timeline.value(time: 0.5)        // 50
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let tracks: [_KeyframeTrackPlayer<Value>]

    /// A timeline of `content`'s tracks, starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = content()._tracks
    }

    /// A timeline of resolved tracks.
    init(initialValue: Value, keyframes: some Keyframes<Value>) {
        self.initialValue = initialValue
        tracks = keyframes._tracks
    }

    /// The length of the longest track, in seconds.
    public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value `time` seconds in (each track holds its last value once it has ended).
    public func value(time: TimeInterval) -> Value {
        // Each track reads its property's start from the initial value and writes only that property.
        var value = initialValue
        for track in tracks { track.apply(&value, time) }
        return value
    }

    /// The value at `progress` (0…1) of the duration.
    public func value(progress: Double) -> Value { value(time: duration * min(max(progress, 0), 1)) }
}
