import Foundation

/// How much address space the process may use (`ulimit -v`), and what AnimKit does within it.
///
/// Cairo, Pango and libav allocate freely, and GLib aborts the process when an allocation or a thread of its
/// own fails. So a limit too small to render is refused up front with one line (`requireMinimum()`), and a
/// batch runs no more clips at once than fit (`jobsThatFit(_:)`); the threads that run view trees take a
/// smaller stack under a limit (`DeepStack`).
///
///     try AddressSpace.requireMinimum()
///     let jobs = AddressSpace.jobsThatFit(4)   // 4 without a limit; 1 under `ulimit -v 1048576`
public enum AddressSpace {
    /// The smallest limit AnimKit renders under: the libraries, fonts, one frame pipeline and its threads.
    public static let minimum: UInt64 = 1 << 30
    /// What the process needs before any clip, and what each clip rendered at the same time adds.
    static let base: UInt64 = 768 << 20
    static let perJob: UInt64 = 384 << 20

    /// The limit in bytes, or nil when there is none.
    public static var limit: UInt64? {
        var value = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &value) == 0, value.rlim_cur != rlim_t.max else { return nil }
        return UInt64(value.rlim_cur)
    }

    /// Throws one line when the limit is below `minimum`.
    public static func requireMinimum() throws {
        guard let limit, limit < minimum else { return }
        throw AnimKitError(.invalidArgument, "the address space is limited to \(limit >> 20) MiB (ulimit -v); AnimKit needs "
                           + "at least \(minimum >> 20) MiB for its libraries, fonts and one render")
    }

    /// How many of `jobs` clips can render at once within the limit (at least 1).
    public static func jobsThatFit(_ jobs: Int) -> Int {
        guard let limit else { return jobs }
        let room = limit > base ? (limit - base) / perJob : 0
        return max(1, min(jobs, Int(clamping: room)))
    }
}
