import Foundation

/// Something a person does with fingers on a view, recognized from touches and reported as values —
/// SwiftUI's `Gesture`.
///
/// Build gestures from the primitives (`TapGesture`, `SpatialTapGesture`, `LongPressGesture`, `DragGesture`,
/// `MagnifyGesture`, `RotateGesture`), combine them (`simultaneously(with:)`, `sequenced(before:)`,
/// `exclusively(before:)`), follow them (`onChanged`, `onEnded`, `updating`) and attach them to a view with
/// `.gesture(_:)`. A custom gesture is a type with a `body` made of other gestures:
///
///     struct PressThenDrag: Gesture {
///         var body: some Gesture { LongPressGesture().sequenced(before: DragGesture()) }
///     }
public protocol Gesture<Value> {
    /// The values the gesture reports.
    associatedtype Value
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// The gesture this one is made of (primitive gestures have none).
    var body: Body { get }
    /// Makes the object that follows touches for this gesture — AnimKit's counterpart of SwiftUI's
    /// `_makeGesture`; not called by user code.
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Value == Body.Value {
    public func _makeRecognizer() -> _GestureRecognizer<Value> { BodyRecognizer<Self>() }
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture and has no body") }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer() -> _GestureRecognizer<Never> { fatalError("Never is not a gesture") }
}

/// Follows touches for one gesture and reports its phase — the engine behind `Gesture`; user code never
/// makes or calls one.
public class _GestureRecognizer<Value> {
    init() {}

    /// The phase after `input`; `gesture` is the gesture's value now (its callbacks may be new closures).
    func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Value> { .failed }

    /// Ends this recognizer's part of the touch session: state it changed is reset, callbacks that need
    /// telling (a press that stops) are queued on `session`.
    func reset(_ session: GestureSession) {}
}

/// Where a gesture is in its life — SwiftUI's internal `GesturePhase`.
enum GesturePhase<Value> {
    /// Not recognized yet; the value, when there is one, is reported before recognition (a button pressed).
    case possible(Value?)
    /// Recognized and going on.
    case active(Value)
    /// Recognized and over.
    case ended(Value)
    /// Will not be recognized in this touch session.
    case failed

    var value: Value? {
        switch self {
        case .possible(let v): return v
        case .active(let v), .ended(let v): return v
        case .failed: return nil
        }
    }

    var isActive: Bool { if case .active = self { return true } else { return false } }
    var isEnded: Bool { if case .ended = self { return true } else { return false } }
    var isFailed: Bool { if case .failed = self { return true } else { return false } }
    var isTerminal: Bool { isEnded || isFailed }

    /// The same phase with each value transformed.
    func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible(let v): return .possible(v.map(transform))
        case .active(let v): return .active(transform(v))
        case .ended(let v): return .ended(transform(v))
        case .failed: return .failed
        }
    }

    /// A phase held back until the gestures before it have failed: recognition shows as possible.
    var paused: GesturePhase {
        switch self {
        case .possible, .failed: return self
        case .active(let v), .ended(let v): return .possible(v)
        }
    }
}

/// What the gestures before this one in an exclusive combination are doing.
struct InheritedPhase: OptionSet {
    let rawValue: Int
    /// Every gesture before this one has failed (or there is none).
    static let failed = InheritedPhase(rawValue: 1)
    /// A gesture before this one is active.
    static let active = InheritedPhase(rawValue: 2)

    /// The phase a gesture after one in `phase` inherits.
    func after<V>(_ phase: GesturePhase<V>) -> InheritedPhase {
        var result = self
        if !phase.isFailed { result.remove(.failed) }
        if phase.isActive { result.insert(.active) }
        return result
    }
}

/// How a gesture waits for the gestures that come before it.
enum GestureDependency {
    /// Fails when one before it is active; held back while one before it is still possible (taps, buttons).
    case failIfActive

    func apply<V>(_ phase: GesturePhase<V>, inherited: InheritedPhase) -> GesturePhase<V> {
        if inherited.contains(.active) { return .failed }
        return inherited.contains(.failed) ? phase : phase.paused
    }
}

/// One finger at one moment of a touch session, in canvas points.
struct TouchSample {
    enum Phase { case down, moved, lifted }
    /// Which finger (stable for the finger's life).
    let id: Int
    var location: CGPoint
    /// Points per second.
    var velocity: CGSize
    var phase: Phase
}

/// What a recognizer sees at one update of a touch session.
struct GestureInput {
    /// Clip time in seconds.
    var time: Double
    /// The fingers down (and those lifting now).
    var touches: [TouchSample]
    /// What the gestures before this one are doing.
    var inherited: InheritedPhase = .failed
    /// The canvas frame of the view the gesture is attached to.
    var frame: CGRect = .zero
    unowned let session: GestureSession

    /// The virtual date of this update.
    var date: Date { Clip.date(at: time) }

    /// The origin of `space` in canvas points, for converting touch locations.
    func origin(of space: CoordinateSpace) -> CGPoint {
        switch space {
        case .global: return .zero
        case .local: return frame.origin
        case .named(let name): return session.graph.coordinateSpaces[name]?.current.origin ?? .zero
        }
    }
}

/// A recognizer for a custom gesture: follows its body.
final class BodyRecognizer<G: Gesture>: _GestureRecognizer<G.Value> where G.Body.Value == G.Value {
    private var inner: _GestureRecognizer<G.Value>?

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<G.Value> {
        let body = (gesture as! G).body
        let recognizer = inner ?? body._makeRecognizer()
        inner = recognizer
        return recognizer.update(body, input)
    }

    override func reset(_ session: GestureSession) { inner?.reset(session) }
}

/// A gesture that never succeeds (a view whose gestures are masked out).
final class FailedRecognizer<Value>: _GestureRecognizer<Value> {
    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Value> { .failed }
}

/// Follows one finger: the first that is down and not followed before.
struct FingerTracker {
    private(set) var id: Int?
    private var seen: Set<Int> = []
    /// Where and when the followed finger was first seen.
    private(set) var start: CGPoint = .zero
    private(set) var startTime: Double = 0

    /// The followed finger in `input`; starts following a new finger when none is followed.
    mutating func follow(_ input: GestureInput) -> TouchSample? {
        if id == nil, let touch = input.touches.first(where: { !seen.contains($0.id) && $0.phase != .lifted }) {
            id = touch.id
            seen.insert(touch.id)
            start = touch.location
            startTime = input.time
        }
        return input.touches.first { $0.id == id }
    }

    /// Stops following the current finger (it lifted).
    mutating func release() { id = nil }
}

