import Foundation

/// When an assertion writes its reference instead of only comparing with it — the modes swift-snapshot-testing
/// users know.
///
///     assertClipFrames(card, record: .all)       // re-record this reference
///     // or for a whole run: ANIMKIT_RECORD=failed swift test
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write a reference that does not exist yet (and fail, saying so); compare existing ones. The default.
    case missing
    /// Write every reference (and fail, so a recording run is never mistaken for a passing one).
    case all
    /// Write the reference when the comparison fails (the failure is still reported).
    case failed
    /// Never write: a missing reference is a failure. The default when `CI=true`.
    case never

    /// The mode for an assertion without one: `ANIMKIT_RECORD` (missing, all, failed, never) when set, else
    /// `.never` on CI (`CI=true`), else `.missing`.
    public static var current: RecordMode { resolve(environment: ProcessInfo.processInfo.environment) }

    /// The mode the variables `environment` choose.
    static func resolve(environment: [String: String]) -> RecordMode {
        if let value = environment["ANIMKIT_RECORD"]?.lowercased(), let mode = RecordMode(rawValue: value) { return mode }
        if let ci = environment["CI"]?.lowercased(), ci == "true" || ci == "1" { return .never }
        return .missing
    }
}
