import Foundation

/// One or more taps — SwiftUI's `TapGesture`. It ends when the last tap lifts.
///
/// A tap fails when the finger moves more than 45 points or stays down 0.75 s or longer; the taps of a
/// multi-tap follow each other within 0.35 s. A tap after another gesture in an exclusive combination
/// waits until that gesture fails, so a single tap behind a double tap fires only once the double tap
/// has given up:
///
///     Image(systemName: "heart.fill")
///         .gesture(TapGesture(count: 2).onEnded { liked.toggle() })
public struct TapGesture: Gesture {
    /// The number of taps.
    public var count: Int

    /// A gesture that recognizes `count` taps.
    public init(count: Int = 1) { self.count = count }

    public typealias Value = Void
    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Void> { TapRecognizer<Void>(value: { _ in () }) }
}

/// Taps reported with where the last one landed — SwiftUI's `SpatialTapGesture`.
///
///     Canvas { … }.gesture(SpatialTapGesture().onEnded { dots.append($0.location) })
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        /// The location of the last tap, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// The number of taps.
    public var count: Int
    /// Where the location is measured.
    public var coordinateSpace: CoordinateSpace

    /// A gesture that recognizes `count` taps and reports where (iOS 17 form).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// A gesture that recognizes `count` taps and reports where (iOS 16 form).
    @_disfavoredOverload
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer<Value>(value: { input in
            let origin = input.origin(of: space)
            return Value(location: CGPoint(x: input.lastLocation.x - origin.x, y: input.lastLocation.y - origin.y))
        })
    }
}

/// What a tap reports when it ends.
struct TapEnd {
    let input: GestureInput
    /// Where the last tap lifted, in canvas points.
    let lastLocation: CGPoint

    func origin(of space: CoordinateSpace) -> CGPoint { input.origin(of: space) }
}

/// Counts taps: each within 45 points of where it started and shorter than 0.75 s, the next starting
/// within 0.35 s of the last lift.
final class TapRecognizer<Value>: _GestureRecognizer<Value> {
    static var movementLimit: CGFloat { 45 }
    static var durationLimit: Double { 0.75 }
    static var repeatDelay: Double { 0.35 }

    private let value: (TapEnd) -> Value
    private var finger = FingerTracker()
    private var taps = 0
    private var lastLift = 0.0
    private var own: GesturePhase<Value> = .possible(nil)
    private var reported: GesturePhase<Value> = .possible(nil)

    init(value: @escaping (TapEnd) -> Value) { self.value = value }

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Value> {
        let count = max(1, (gesture as? TapGesture)?.count ?? (gesture as? SpatialTapGesture)?.count ?? 1)
        if case .possible = own { own = follow(input, count: count) }
        // Terminal phases stay (a tap held back and then failed does not come back).
        if !reported.isTerminal { reported = GestureDependency.failIfActive.apply(own, inherited: input.inherited) }
        return reported
    }

    private func follow(_ input: GestureInput, count: Int) -> GesturePhase<Value> {
        if let touch = finger.follow(input) {
            if touch.location.distance(to: finger.start) > Self.movementLimit { return .failed }
            if input.time - finger.startTime >= Self.durationLimit { return .failed }
            guard touch.phase == .lifted else {
                input.session.wake(at: finger.startTime + Self.durationLimit)
                return .possible(nil)
            }
            finger.release()
            taps += 1
            lastLift = input.time
            if taps >= count { return .ended(value(TapEnd(input: input, lastLocation: touch.location))) }
        }
        if taps > 0 {
            if input.time - lastLift > Self.repeatDelay { return .failed }
            input.session.wake(at: lastLift + Self.repeatDelay + 1e-6)
        }
        return .possible(nil)
    }
}
