/// A key for per-animation state kept in an `AnimationContext`, with its initial value.
///
///     struct Progress<V: VectorArithmetic>: AnimationStateKey { static var defaultValue: V { .zero } }
public protocol AnimationStateKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// State an animation keeps between evaluations, stored by key type.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Empty state: every key reads its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue as Any }   // `as Any` keeps an explicit nil
    }
}
