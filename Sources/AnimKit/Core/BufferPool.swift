import Foundation

/// A few byte arrays handed back and forth between threads so that per-frame buffers are reused.
///
/// Frames of a megabyte or more come from fresh `mmap`s when allocated one by one; the kernel then zeroes
/// every page again for every frame (measured: 12 % of a 720p MP4 render). Taking a returned array instead
/// keeps those pages. Arrays are values: one still shared elsewhere is copied on write, never overwritten.
///
///     let pool = BufferPool()
///     var bytes = pool.take(count: n)   // a returned array of that size, or a new one
///     …
///     pool.give(bytes)
final class BufferPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [[UInt8]] = []
    /// Arrays kept at most; more are dropped.
    let limit: Int

    init(limit: Int = 6) { self.limit = limit }

    /// An array of `count` bytes with unspecified contents.
    func take(count: Int) -> [UInt8] {
        lock.lock()
        let i = free.lastIndex { $0.count == count }
        let reused = i.map { free.remove(at: $0) }
        lock.unlock()
        return reused ?? [UInt8](unsafeUninitializedCapacity: count) { _, n in n = count }
    }

    /// Returns an array for reuse.
    func give(_ bytes: [UInt8]) {
        lock.lock(); defer { lock.unlock() }
        if free.count < limit { free.append(bytes) }
    }
}
