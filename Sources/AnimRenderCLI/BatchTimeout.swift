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
