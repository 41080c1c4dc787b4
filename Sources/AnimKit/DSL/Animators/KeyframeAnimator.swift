import Foundation

/// A view whose content is given values played from keyframes: once each time `trigger` changes, or over and
/// over (`repeating`) — SwiftUI's `KeyframeAnimator`.
///
///     KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
///         Image(systemName: "heart.fill").scaleEffect(scale)
///     } keyframes: { _ in
///         SpringKeyframe(1.4, duration: 0.15)
///         SpringKeyframe(1.0, spring: .bouncy)
///     }
///
/// The keyframes get the animator's value when a run starts (the initial value the first time). With a trigger,
/// the content shows the initial value until the first change and the timeline's end value after each run; a
/// change during a run starts a new run from the value the previous run ends at (AnimKit does not cut a run
/// short: its clock combines with the new run's). Runs play on the clip's virtual clock.
nonisolated public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnyEquatableBox?
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var run = KeyframeRun()

    /// Plays the keyframes each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = AnyEquatableBox(trigger)
        self.content = content
        self.keyframes = keyframes
    }

    /// Plays the keyframes over and over from the start (`repeating`), or shows the initial value.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.trigger = repeating ? nil : AnyEquatableBox(false)
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        let start = run.runs == 0 ? initialValue : (run.startValue as? Value ?? initialValue)
        let timeline = KeyframeTimeline(initialValue: start, keyframes: keyframes(start))
        return KeyframePlayer(clock: run.clock, runStart: run.runStart, timeline: timeline,
                              rests: run.runs == 0 && trigger != nil, content: content)
            .onChange(of: trigger) { _, _ in
                // A new run from where the previous run ends (the initial value the first time).
                let shown = run.runs == 0 ? initialValue
                    : (KeyframeTimeline(initialValue: start, keyframes: keyframes(start)).value(time: run.elapsed))
                let next = KeyframeTimeline(initialValue: shown, keyframes: keyframes(shown))
                var fresh = run
                fresh.runs += 1
                fresh.startValue = shown
                fresh.runStart = run.clock
                fresh.clock = run.clock + next.duration
                // One write: only the clock animates (linearly, over the run); the run's start moves at once.
                withAnimation(.linear(duration: max(next.duration, 0.001))) { run = fresh }
            }
            .onAppear {
                guard trigger == nil else { return }
                let d = max(timeline.duration, 0.001)
                run.runs = 1
                run.startValue = initialValue
                withAnimation(.linear(duration: d).repeatForever(autoreverses: false)) { run.clock = d }
            }
    }
}

/// The animator's runs: a clock that advances, linearly animated, by each run's duration.
struct KeyframeRun {
    var runs = 0
    var clock = 0.0
    var runStart = 0.0
    var startValue: Any?
    /// How far into the current run the model clock is.
    var elapsed: Double { clock - runStart }
}

/// An `Equatable` value of any type, compared with values of the same type.
struct AnyEquatableBox: Equatable {
    let value: Any
    let equals: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }

    static func == (a: AnyEquatableBox, b: AnyEquatableBox) -> Bool { a.equals(b.value) }
}

/// Shows `content` with the timeline's value at the presented clock: its body runs again at every frame while the
/// clock animates.
nonisolated struct KeyframePlayer<Value, Content: View>: View, Animatable {
    var clock: Double
    let runStart: Double
    let timeline: KeyframeTimeline<Value>
    /// Before the first run of a triggered animator: the initial value.
    let rests: Bool
    let content: (Value) -> Content

    var animatableData: Double {
        get { clock }
        set { clock = newValue }
    }

    var body: some View {
        content(rests ? timeline.initialValue : timeline.value(time: max(0, clock - runStart)))
    }
}

nonisolated extension View {
    /// Plays keyframes each time `trigger` changes, giving `content` this view and the value.
    ///
    ///     Text("Tap").keyframeAnimator(initialValue: 0.0, trigger: taps) { view, angle in
    ///         view.rotationEffect(.degrees(angle))
    ///     } keyframes: { _ in
    ///         KeyframeTrack { CubicKeyframe(12, duration: 0.1); CubicKeyframe(-12, duration: 0.2); CubicKeyframe(0, duration: 0.1) }
    ///     }
    public func keyframeAnimator<Value>(initialValue: Value, trigger: some Equatable,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { value in content(PlaceholderContentView<Self>(view: self), value) },
                         keyframes: keyframes)
    }

    /// Plays keyframes over and over (`repeating`), giving `content` this view and the value.
    ///
    ///     Circle().keyframeAnimator(initialValue: 1.0) { view, scale in view.scaleEffect(scale) } keyframes: { _ in
    ///         LinearKeyframe(1.2, duration: 0.5); LinearKeyframe(1.0, duration: 0.5)
    ///     }
    public func keyframeAnimator<Value>(initialValue: Value, repeating: Bool = true,
                                        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
                                        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>) -> some View {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { value in content(PlaceholderContentView<Self>(view: self), value) },
                         keyframes: keyframes)
    }
}
