import Foundation

/// A press held for a while — SwiftUI's `LongPressGesture`. Its value is `true` from the moment the finger
/// lands (`updating` sees the press) and it ends, still `true`, when the finger has stayed down
/// `minimumDuration` seconds without moving more than `maximumDistance` points; lifting or moving earlier
/// fails it.
///
///     LongPressGesture(minimumDuration: 1)
///         .updating($isPressing) { pressing, state, _ in state = pressing }
///         .onEnded { _ in completed = true }
public struct LongPressGesture: Gesture {
    /// How long the finger must stay down.
    public var minimumDuration: Double
    /// How far the finger may move before the press fails.
    public var maximumDistance: CGFloat

    /// A long press.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public typealias Value = Bool
    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Bool> { LongPressRecognizer() }
}

/// Follows one finger: active while it is down and still, ended once it has been down long enough.
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    private var finger = FingerTracker()
    private var phase: GesturePhase<Bool> = .possible(nil)

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Bool> {
        if !phase.isTerminal { phase = follow(gesture as! LongPressGesture, input) }
        return phase
    }

    private func follow(_ g: LongPressGesture, _ input: GestureInput) -> GesturePhase<Bool> {
        guard let touch = finger.follow(input) else { return .possible(nil) }
        if touch.location.distance(to: finger.start) > g.maximumDistance { return .failed }
        if input.time - finger.startTime >= g.minimumDuration - 1e-9 { return .ended(true) }
        if touch.phase == .lifted { return .failed }
        input.session.wake(at: finger.startTime + g.minimumDuration)
        return .active(true)
    }
}
