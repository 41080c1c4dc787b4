import Foundation

/// Writes made in one transaction that the graph has not applied yet: they are applied together, in one update
/// with that transaction (see `ViewGraph.enqueue`).
struct PendingTransaction {
    /// The transaction the writes were made in.
    let transaction: Transaction
    /// What applying each write does (invalidate its node), in the order they were made.
    private(set) var mutations: [() -> Void] = []
    /// The writers (state boxes) with a write here: a second write by one of them replaces its first.
    private(set) var keys: Set<ObjectIdentifier> = []

    init(transaction: Transaction, key: ObjectIdentifier?, _ mutation: @escaping () -> Void) {
        self.transaction = transaction
        add(key: key, mutation)
    }

    mutating func add(key: ObjectIdentifier?, _ mutation: @escaping () -> Void) {
        if let key { keys.insert(key) }
        mutations.append(mutation)
    }
}
