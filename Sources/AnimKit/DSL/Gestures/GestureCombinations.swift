import Foundation

extension Gesture {
    /// This gesture and `other` at the same time: both follow the touches, and the combination reports
    /// the values of both.
    ///
    ///     MagnifyGesture().simultaneously(with: RotateGesture())
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, then `other` once this one has ended (the same finger may go on: press, then drag).
    ///
    ///     LongPressGesture().sequenced(before: DragGesture())
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }

    /// This gesture or `other`, preferring this one: taps and buttons in `other` wait until this gesture
    /// has failed, and fail if it becomes active.
    ///
    ///     TapGesture(count: 2).exclusively(before: TapGesture())
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Two gestures recognized at the same time — SwiftUI's `SimultaneousGesture`.
///
///     .gesture(MagnifyGesture().simultaneously(with: RotateGesture()).onChanged { value in
///         zoom = value.first?.magnification ?? 1
///         angle = value.second?.rotation ?? .zero
///     })
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of the two gestures (nil for one not recognized).
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Combines `first` and `second`.
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        PairRecognizer(first._makeRecognizer(), second._makeRecognizer()) { (g: Self, input, a, b) in
            GesturePhase.simultaneous(a.update(g.first, input), b.update(g.second, input)) { Value(first: $0, second: $1) }
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// A gesture and then another — SwiftUI's `SequenceGesture`. The second follows the touches only once the
/// first has ended; the combination fails when either fails.
///
///     LongPressGesture().sequenced(before: DragGesture())
///         .updating($drag) { value, state, _ in
///             if case .second(true, let drag?) = value { state = drag.translation }
///         }
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which part of the sequence is running.
    public enum Value {
        /// The first gesture, with its value.
        case first(First.Value)
        /// The first has ended with its value; the second's value once it has one.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture.
    public var first: First
    /// The gesture after it.
    public var second: Second

    /// Combines `first` and `second` in sequence.
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        PairRecognizer(first._makeRecognizer(), second._makeRecognizer()) { (g: Self, input, a, b) in
            let pa = a.update(g.first, input)
            switch pa {
            case .possible(let v): return .possible(v.map { .first($0) })
            case .active(let v): return .active(.first(v))
            case .failed: return .failed
            case .ended(let v1):
                switch b.update(g.second, input) {
                case .possible(let v2): return .active(.second(v1, v2))
                case .active(let v2): return .active(.second(v1, v2))
                case .ended(let v2): return .ended(.second(v1, v2))
                case .failed: return .failed
                }
            }
        }
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// One of two gestures, the first preferred — SwiftUI's `ExclusiveGesture`.
///
/// Both follow the touches; taps and buttons in the second wait until the first has failed and fail when
/// it becomes active. The combination reports the first while it is recognized, the second otherwise.
///
///     TapGesture(count: 2).onEnded { zoomIn() }
///         .exclusively(before: TapGesture().onEnded { select() })
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture succeeded.
    public enum Value {
        /// The first gesture, with its value.
        case first(First.Value)
        /// The second gesture, with its value.
        case second(Second.Value)
    }

    /// The preferred gesture.
    public var first: First
    /// The other gesture.
    public var second: Second

    /// Combines `first` and `second`, preferring `first`.
    public init(_ first: First, _ second: Second) {
        (self.first, self.second) = (first, second)
    }

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        PairRecognizer(first._makeRecognizer(), second._makeRecognizer()) { (g: Self, input, a, b) in
            let pa = a.update(g.first, input)
            var next = input
            next.inherited = input.inherited.after(pa)
            let pb = b.update(g.second, next)
            return GesturePhase.exclusive(pa, pb, first: Value.first, second: Value.second)
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension GesturePhase {
    /// The phase of a simultaneous combination of gestures in phases `a` and `b`, whose value `combine` makes
    /// from the two values (nil for one without).
    static func simultaneous<A, B>(_ a: GesturePhase<A>, _ b: GesturePhase<B>,
                                   combine: (A?, B?) -> Value) -> GesturePhase<Value> {
        switch (a, b) {
        case (.active, _), (_, .active): return .active(combine(a.value, b.value))
        case (.possible, _), (_, .possible): return .possible(nil)
        case (.failed, .failed): return .failed
        default: return .ended(combine(a.value, b.value))
        }
    }

    /// The phase of an exclusive combination of gestures in phases `a` (preferred) and `b`.
    static func exclusive<A, B>(_ a: GesturePhase<A>, _ b: GesturePhase<B>,
                                first: (A) -> Value, second: (B) -> Value) -> GesturePhase<Value> {
        switch (a, b) {
        case (.active(let x), _): return .active(first(x))
        case (.possible, .active(let y)): return .active(second(y))
        case (.possible(let x?), _): return .possible(first(x))
        case (.possible, .possible(let y?)): return .possible(second(y))
        case (.possible, _): return .possible(nil)
        case (.ended(let x), _): return .ended(first(x))
        case (.failed, .active(let y)): return .active(second(y))
        case (.failed, .possible(let y)): return .possible(y.map(second))
        case (.failed, .ended(let y)): return .ended(second(y))
        case (.failed, .failed): return .failed
        }
    }
}

/// Two recognizers combined by a rule over the combination's gesture value.
final class PairRecognizer<G, A, B, Value>: _GestureRecognizer<Value> {
    private let a: _GestureRecognizer<A>
    private let b: _GestureRecognizer<B>
    private let rule: (G, GestureInput, _GestureRecognizer<A>, _GestureRecognizer<B>) -> GesturePhase<Value>

    init(_ a: _GestureRecognizer<A>, _ b: _GestureRecognizer<B>,
         rule: @escaping (G, GestureInput, _GestureRecognizer<A>, _GestureRecognizer<B>) -> GesturePhase<Value>) {
        self.a = a
        self.b = b
        self.rule = rule
    }

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Value> {
        rule(gesture as! G, input, a, b)
    }

    override func reset(_ session: GestureSession) {
        a.reset(session)
        b.reset(session)
    }
}
