import Foundation

/// A bounded hand-off between the drawing thread and the encoding thread.
final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Result<Frame, Error>] = []
    private var closed = false
    private(set) var cancelled = false
    let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// Waits for room and appends; returns false when the consumer has cancelled.
    func push(_ item: Result<Frame, Error>) -> Bool {
        condition.lock(); defer { condition.unlock() }
        while items.count >= capacity && !cancelled { condition.wait() }
        if cancelled { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// Waits for an item; nil once the producer has closed and everything was taken.
    func pop() -> Result<Frame, Error>? {
        condition.lock(); defer { condition.unlock() }
        while items.isEmpty && !closed { condition.wait() }
        if items.isEmpty { return nil }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }

    /// The producer is done.
    func close() {
        condition.lock(); closed = true; condition.broadcast(); condition.unlock()
    }

    /// The consumer gives up; the producer stops at its next push.
    func cancel() {
        condition.lock(); cancelled = true; items.removeAll(); condition.broadcast(); condition.unlock()
    }

    var isCancelled: Bool {
        condition.lock(); defer { condition.unlock() }
        return cancelled
    }
}
