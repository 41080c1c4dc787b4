/// A key for a value in `EnvironmentValues`, with the value used when none was set.
///
///     struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads from its surroundings, stored by key type.
///
///     extension EnvironmentValues {
///         var accent: Color { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
///     }
public struct EnvironmentValues: @unchecked Sendable {
    // Values are read and written on one thread at a time (the clip's), hence unchecked.
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Empty environment values: every key reads its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            // A key never written reads its default, also when the value is optional (a missing entry cast to an
            // optional type would read nil).
            guard let stored = storage[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { storage[ObjectIdentifier(key)] = newValue as Any }   // `as Any` keeps an explicit nil
    }

    /// Whether `other` is a copy of these very values, not written since (the same storage): then every value is
    /// the same. Equal values written separately answer false.
    ///
    ///     let copy = environment
    ///     environment.isCopy(of: copy)   // true until either is written
    func isCopy(of other: EnvironmentValues) -> Bool {
        // The dictionary is one reference to its storage; the same reference is the same contents.
        withUnsafeBytes(of: storage) { a in withUnsafeBytes(of: other.storage) { b in a.elementsEqual(b) } }
    }
}
