import Foundation

extension Gesture where Value: Equatable {
    /// Runs `action` each time the recognized gesture's value changes (not before it is recognized: a drag
    /// reports once it has moved its minimum distance).
    ///
    ///     DragGesture().onChanged { offset = $0.translation }
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` with the final value when the gesture ends successfully (not when it fails; reset
    /// what must always reset with `@GestureState`).
    ///
    ///     TapGesture(count: 2).onEnded { liked.toggle() }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// The same gesture reporting `body(value)` instead of its value.
    ///
    ///     DragGesture().map { $0.translation.width }
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, body: body)
    }
}

/// A gesture that runs an action when its value changes — what `onChanged(_:)` returns.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        CallbackRecognizer<Value>(content._makeRecognizer(), content: { ($0 as! Self).content }) { gesture, phase, last in
            guard case .active(let value) = phase, last?.value.map({ $0 != value }) ?? true else { return nil }
            let action = (gesture as! Self).action
            return { withAnimation(nil) { action(value) } }
        }
    }
}

/// A gesture that runs an action when it ends — what `onEnded(_:)` returns.
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: (Content.Value) -> Void

    public typealias Value = Content.Value
    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        CallbackRecognizer<Value>(content._makeRecognizer(), content: { ($0 as! Self).content }) { gesture, phase, _ in
            guard case .ended(let value) = phase else { return nil }
            let action = (gesture as! Self).action
            return { action(value) }
        }
    }
}

/// A gesture whose values are transformed — what `map(_:)` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let body: (Content.Value) -> Value

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MapRecognizer<Content.Value, Value>(content._makeRecognizer(), content: { ($0 as! Self).content },
                                             transform: { ($0 as! Self).body })
    }
}

/// A gesture of any type with values of type `Value` — SwiftUI's `AnyGesture`.
///
///     var gesture: AnyGesture<Void> { isEditing ? AnyGesture(TapGesture()) : AnyGesture(TapGesture(count: 2)) }
public struct AnyGesture<Value>: Gesture {
    let base: Any
    let make: () -> _GestureRecognizer<Value>

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        base = gesture
        make = { gesture._makeRecognizer() }
    }

    public typealias Body = Never

    public func _makeRecognizer() -> _GestureRecognizer<Value> { AnyGestureRecognizer<Value>() }
}

/// Follows a wrapped gesture, starting over when the wrapped type changes.
final class AnyGestureRecognizer<Value>: _GestureRecognizer<Value> {
    private var inner: _GestureRecognizer<Value>?
    private var type: Any.Type?

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Value> {
        let any = gesture as! AnyGesture<Value>
        if inner == nil || type.map({ $0 != Swift.type(of: any.base) }) ?? true {
            if let inner { inner.reset(input.session) }
            inner = any.make()
            type = Swift.type(of: any.base)
        }
        return inner!.update(any.base, input)
    }

    override func reset(_ session: GestureSession) { inner?.reset(session) }
}

/// Reports a content gesture's phase, queuing an action when `dispatch` makes one for a new phase.
final class CallbackRecognizer<Value>: _GestureRecognizer<Value> {
    private let inner: _GestureRecognizer<Value>
    private let content: (Any) -> Any
    private let dispatch: (Any, GesturePhase<Value>, GesturePhase<Value>?) -> (() -> Void)?
    /// What to tell the callbacks when the session ends before the gesture did (a press that stops).
    private let cancel: ((Any) -> (() -> Void)?)?
    private var last: GesturePhase<Value>?
    private var lastGesture: Any?

    init(_ inner: _GestureRecognizer<Value>, content: @escaping (Any) -> Any,
         cancel: ((Any) -> (() -> Void)?)? = nil,
         dispatch: @escaping (Any, GesturePhase<Value>, GesturePhase<Value>?) -> (() -> Void)?) {
        self.inner = inner
        self.content = content
        self.cancel = cancel
        self.dispatch = dispatch
    }

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Value> {
        if let last, last.isTerminal { return last }
        let phase = inner.update(content(gesture), input)
        if let action = dispatch(gesture, phase, last) { input.session.enqueue(action) }
        last = phase
        lastGesture = gesture
        return phase
    }

    override func reset(_ session: GestureSession) {
        inner.reset(session)
        if !(last?.isTerminal ?? true), let cancel, let lastGesture, let action = cancel(lastGesture) { session.enqueue(action) }
    }
}

/// Reports a content gesture's phase with transformed values.
final class MapRecognizer<From, To>: _GestureRecognizer<To> {
    private let inner: _GestureRecognizer<From>
    private let content: (Any) -> Any
    private let transform: (Any) -> (From) -> To

    init(_ inner: _GestureRecognizer<From>, content: @escaping (Any) -> Any, transform: @escaping (Any) -> (From) -> To) {
        self.inner = inner
        self.content = content
        self.transform = transform
    }

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<To> {
        inner.update(content(gesture), input).map(transform(gesture))
    }

    override func reset(_ session: GestureSession) { inner.reset(session) }
}


/// An optional gesture: nil never recognizes, so `.gesture(isEditing ? DragGesture() : nil)` switches a
/// gesture off — SwiftUI's `Optional: Gesture`.
extension Optional: Gesture where Wrapped: Gesture {
    public typealias Value = Wrapped.Value

    public func _makeRecognizer() -> _GestureRecognizer<Wrapped.Value> { OptionalRecognizer<Wrapped>() }
}

/// Follows the wrapped gesture while there is one; fails while there is none.
final class OptionalRecognizer<Wrapped: Gesture>: _GestureRecognizer<Wrapped.Value> {
    private var inner: _GestureRecognizer<Wrapped.Value>?

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Wrapped.Value> {
        guard let wrapped = gesture as? Wrapped else { return .failed }
        let recognizer = inner ?? wrapped._makeRecognizer()
        inner = recognizer
        return recognizer.update(wrapped, input)
    }

    override func reset(_ session: GestureSession) { inner?.reset(session) }
}
