import Foundation

/// State that a gesture sets while it runs and that returns to its initial value when the gesture ends
/// or fails — SwiftUI's `@GestureState`. Only `updating(_:body:)` writes it.
///
///     @GestureState private var offset = CGSize.zero
///     Circle()
///         .offset(offset)
///         .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let state: State<Value>
    let reset: (Binding<Value>) -> Void

    /// State starting at `wrappedValue`, reset without animation.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// State starting at `initialValue`, reset without animation.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue, resetTransaction: Transaction())
    }

    /// State starting at `wrappedValue`, reset within `resetTransaction` (give it an animation to animate
    /// the return).
    ///
    ///     @GestureState(resetTransaction: Transaction(animation: .spring)) var offset = CGSize.zero
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        state = State(wrappedValue: wrappedValue)
        reset = { binding in binding.transaction(resetTransaction).wrappedValue = wrappedValue }
    }

    /// State starting at `initialValue`, reset within `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// State starting at `wrappedValue`; `reset` receives the value before the reset and may change the
    /// reset's transaction.
    ///
    ///     @GestureState(reset: { _, t in t.animation = .bouncy }) var scale = 1.0
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        self.reset = { binding in
            var transaction = Transaction()
            reset(binding.wrappedValue, &transaction)
            binding.transaction(transaction).wrappedValue = wrappedValue
        }
    }

    /// State starting at `initialValue`; `reset` may change the reset's transaction.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value.
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for `updating(_:body:)`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Optional state starting at nil, reset within `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Optional state starting at nil; `reset` may change the reset's transaction.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension Gesture {
    /// Sets `state` from the gesture's value while the gesture is recognized: `body` gets the value, the
    /// state to change and the transaction of the change. The state returns to its initial value (with its
    /// reset transaction) when the gesture ends or fails.
    ///
    ///     LongPressGesture().updating($isPressing) { pressing, state, transaction in
    ///         state = pressing
    ///         transaction.animation = .easeIn(duration: 0.3)
    ///     }
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// A gesture that updates gesture state — what `updating(_:body:)` returns.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    /// The gesture that produces the values.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// The update.
    public var body: (Value, inout State, inout Transaction) -> Void

    /// A gesture that updates `state` from `base`'s values with `body`.
    public init(base: Base, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> { GestureStateRecognizer<Base, State>(base._makeRecognizer()) }
}

/// Calls the update at every active phase and resets the state when the gesture ends, fails or is cancelled.
final class GestureStateRecognizer<Base: Gesture, State>: _GestureRecognizer<Base.Value> {
    private let inner: _GestureRecognizer<Base.Value>
    /// Set once the state has been written: how to put it back.
    private var pendingReset: (() -> Void)?
    private var done = false

    init(_ inner: _GestureRecognizer<Base.Value>) { self.inner = inner }

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Base.Value> {
        let g = gesture as! GestureStateGesture<Base, State>
        let phase = inner.update(g.base, input)
        guard !done else { return phase }
        switch phase {
        case .possible: break
        case .active(let value):
            let binding = g.state.state.projectedValue
            let (state, reset, body) = (g.state, g.state.reset, g.body)
            pendingReset = { reset(binding) }
            input.session.enqueue {
                var current = state.wrappedValue
                var transaction = Transaction()
                transaction.tracksVelocity = true
                body(value, &current, &transaction)
                binding.transaction(transaction).wrappedValue = current
            }
        case .ended, .failed:
            done = true
            if let reset = pendingReset { input.session.enqueue(reset) }
            pendingReset = nil
        }
        return phase
    }

    override func reset(_ session: GestureSession) {
        inner.reset(session)
        if let reset = pendingReset { session.enqueue(reset) }
        pendingReset = nil
    }
}
