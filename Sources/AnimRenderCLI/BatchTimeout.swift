import AnimKit
import ArgumentParser
import Foundation

/// The per-clip time limit of `batch` and `docs` (`--timeout SECONDS`): a clip whose worker takes longer is stopped
/// and reported failed, so that a body that loops for ever cannot hold a batch for ever.
enum BatchTimeout {
    /// Ten minutes: far more than any gallery clip takes in a release build, short of for ever.
    static let defaultSeconds = 600.0

    /// Throws a usage error for a limit that is not a number of seconds from 0 (no limit) to a day.
    static func validate(_ seconds: Double) throws {
        guard seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
            throw ValidationError("--timeout \(seconds) is not a number of seconds from 0 (no limit) to 86400")
        }
    }

    /// The limit for the pool: nil for 0.
    static func limit(_ seconds: Double) -> Double? { seconds == 0 ? nil : seconds }
}

/// A batch's running totals for its progress bar, from the pool's threads.
final class BatchTally: @unchecked Sendable {
    private let lock = NSLock()
    private let total: Int
    private var clips = 0, frames = 0
    private let report: @Sendable (BatchRenderer.Progress) -> Void

    init(total: Int, report: @escaping @Sendable (BatchRenderer.Progress) -> Void) {
        self.total = total
        self.report = report
    }

    /// Adds frames done.
    @Sendable func add(_ n: Int) { update { $0.frames += n } }
    /// Counts a clip finished.
    func finish() { update { $0.clips += 1 } }

    private func update(_ change: (BatchTally) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(self)
        report(BatchRenderer.Progress(clipsDone: clips, clipsTotal: total, frames: frames))
    }
}
