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

extension ViewGraph {
    /// Whether bodies are being evaluated and laid out now (state then reads as the applied writes left it).
    var isUpdating: Bool { updating }

    /// Takes a write made with `transaction`: during an update it is applied at once; otherwise it joins the
    /// pending update of the latest transaction if the two may concatenate, or starts a new one. Returns true
    /// when a write with the same `key` is already pending in that update (the new one is then dropped).
    @discardableResult
    func enqueue(_ transaction: Transaction, key: ObjectIdentifier? = nil, _ apply: @escaping () -> Void) -> Bool {
        if updating {
            apply()
            return false
        }
        if let last = pending.indices.last, pending[last].transaction.mayConcatenate(with: transaction) {
            if let key, pending[last].keys.contains(key) { return true }
            pending[last].add(key: key, apply)
        } else {
            pending.append(PendingTransaction(transaction: transaction, key: key, apply))
        }
        return false
    }
}
