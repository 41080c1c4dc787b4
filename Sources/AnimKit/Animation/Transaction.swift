import Foundation

/// A key for a value carried by a `Transaction`, with the value used when none was set.
///
///     struct AvatarTappedKey: TransactionKey { static let defaultValue = false }
public protocol TransactionKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The context of one state change: its animation and any values views downstream may read.
///
/// A state-change cycle carries one transaction from the root down the view tree; `.transaction`
/// modifiers may change it for their subtree. Values are stored by key type; only keys that were set
/// are kept, so a nested `withTransaction` overrides exactly what it sets.
///
///     var t = Transaction(animation: .bouncy)
///     t.disablesAnimations = true
///     t[AvatarTappedKey.self] = true
public struct Transaction: @unchecked Sendable, CustomStringConvertible {
    // Values are created and read on the clip's thread only, hence unchecked.
    private var storage: [ObjectIdentifier: (key: Any.Type, value: Any)] = [:]
    /// Completion groups to notify when the animations this transaction starts are complete.
    var completionGroups: [AnimationCompletionGroup] = []
    /// The `withTransaction` call that made this transaction current (nil: made directly). Writes made in one
    /// call share it and are applied in one update; see `mayConcatenate(with:)`.
    var origin: TransactionOrigin?

    /// An empty transaction: no animation.
    public init() {}

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// The value for `key`, or its default.
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)]?.value as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = (key, newValue as Any) }   // `as Any` keeps an explicit nil
    }

    private struct AnimationKey: TransactionKey { static var defaultValue: Animation? { nil } }
    private struct DisablesAnimationsKey: TransactionKey { static var defaultValue: Bool { false } }
    private struct IsContinuousKey: TransactionKey { static var defaultValue: Bool { false } }
    private struct TracksVelocityKey: TransactionKey { static var defaultValue: Bool { false } }

    /// The animation of this state change (nil: changes apply at once).
    public var animation: Animation? {
        get { self[AnimationKey.self] }
        set { self[AnimationKey.self] = newValue }
    }

    /// Whether `.animation` modifiers leave this transaction's animation alone (`.transaction` ones still see it).
    public var disablesAnimations: Bool {
        get { self[DisablesAnimationsKey.self] }
        set { self[DisablesAnimationsKey.self] = newValue }
    }

    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous: Bool {
        get { self[IsContinuousKey.self] }
        set { self[IsContinuousKey.self] = newValue }
    }

    /// Whether velocity is tracked through the change (for springs released after a drag).
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }

    /// The values that were set: `Transaction(animation: …, disablesAnimations: true, SourceKey: root)`
    /// (the built-in values by name first, then custom keys by type name).
    public var description: String {
        let names: [ObjectIdentifier: String] = [
            ObjectIdentifier(AnimationKey.self): "animation", ObjectIdentifier(DisablesAnimationsKey.self): "disablesAnimations",
            ObjectIdentifier(IsContinuousKey.self): "isContinuous", ObjectIdentifier(TracksVelocityKey.self): "tracksVelocity",
        ]
        let entries = storage.map { id, entry -> (Int, String, String) in
            let builtIn = names[id]
            let value = Transaction.describe(entry.value)
            return (builtIn == nil ? 1 : 0, builtIn ?? String(describing: entry.key), value)
        }
        let order = ["animation", "disablesAnimations", "isContinuous", "tracksVelocity"]
        let sorted = entries.sorted {
            ($0.0, order.firstIndex(of: $0.1) ?? 0, $0.1) < ($1.0, order.firstIndex(of: $1.1) ?? 0, $1.1)
        }
        return "Transaction(" + sorted.map { "\($0.1): \($0.2)" }.joined(separator: ", ") + ")"
    }

    /// A value's description, optionals unwrapped (`nil` for none).
    private static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return "\(value)" }
        return mirror.children.first.map { describe($0.value) } ?? "nil"
    }

    /// A transaction with no animation whose `disablesAnimations` is set.
    public static func disablesAnimations() -> Transaction {
        var t = Transaction()
        t.disablesAnimations = true
        return t
    }

    /// Runs `completion` when the animations started by this transaction are complete by `criteria`
    /// (at once, at the end of the state change, if nothing animates).
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete,
                                                _ completion: @escaping () -> Void) {
        completionGroups.append(AnimationCompletionGroup(criteria: criteria, completion))
    }

    /// One completion handle per group, for an animated value that starts an animation with this transaction.
    public func makeCompletionHandles() -> [AnimationCompletion] {
        completionGroups.map { $0.makeHandle() }
    }

    /// Ends the state change for completion purposes: groups with nothing pending run now.
    public func sealCompletions() {
        completionGroups.forEach { $0.seal() }
    }

    /// This transaction's values over `outer`'s: what a nested `withTransaction` sees.
    func merged(onto outer: Transaction) -> Transaction {
        var result = outer
        result.storage.merge(storage) { _, inner in inner }
        result.completionGroups += completionGroups
        return result
    }

    /// Whether writes made in `other` may be applied in the same update as writes made in this transaction:
    /// both were made in the same `withTransaction` (or `withAnimation`) call, or both are empty (writes made
    /// outside any). Two `withAnimation` blocks in one action are two updates, as in SwiftUI.
    func mayConcatenate(with other: Transaction) -> Bool {
        if let origin { return origin === other.origin }
        return other.origin == nil && storage.isEmpty && other.storage.isEmpty
            && completionGroups.isEmpty && other.completionGroups.isEmpty
    }

    /// The transaction of the state change in progress on this task, if any.
    @TaskLocal static var current: Transaction?
}

/// The identity of one `withTransaction` call: the writes made inside it form one update.
final class TransactionOrigin: @unchecked Sendable {}

/// Runs `body` inside `transaction`, merged onto any transaction already in progress; state changes made
/// in `body` carry it.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var merged = Transaction.current.map { transaction.merged(onto: $0) } ?? transaction
    merged.origin = TransactionOrigin()
    return try Transaction.$current.withValue(merged) { try body() }
}

/// Runs `body` with one transaction value set: `withTransaction(\.disablesAnimations, true) { … }`.
@discardableResult
public func withTransaction<Result, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                       _ body: () throws -> Result) rethrows -> Result {
    var t = Transaction()
    t[keyPath: keyPath] = value
    return try withTransaction(t, body)
}

/// Runs `body` in a transaction with `animation` (`.default` unless given; nil changes without animation).
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` in a transaction with `animation`, then `completion` once its animations complete by `completionCriteria`.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    var t = Transaction(animation: animation)
    t.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(t, body)
}
