import Foundation

/// A batch's running totals — clips finished of all, frames done — reported under a lock from the threads that render
/// (`BatchRenderer.run`'s workers, or the command line's worker pool).
///
///     let tally = BatchTally(total: 12) { progress in bar.update(progress) }
///     tally.addFrames(5); tally.finishClip()
package final class BatchTally: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var clips = 0, frames = 0
    private let report: @Sendable (BatchRenderer.Progress) -> Void

    /// A tally of `total` clips that hands every change to `report`.
    package init(total: Int, report: @escaping @Sendable (BatchRenderer.Progress) -> Void) {
        self.total = total
        self.report = report
    }

    /// Adds `n` frames done.
    package func addFrames(_ n: Int) { update { $0.frames += n } }
    /// Counts a clip finished.
    package func finishClip() { update { $0.clips += 1 } }

    private func update(_ change: (BatchTally) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(self)
        report(BatchRenderer.Progress(clipsDone: clips, clipsTotal: total, frames: frames))
    }
}
