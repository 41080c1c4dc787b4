import Foundation

/// How many processes and threads this user may run (`ulimit -u`, RLIMIT_NPROC), and what AnimKit does within it.
///
/// Pango starts threads of its own to load fonts, and GLib aborts the process when one cannot start. So a limit too
/// small to render is refused up front with one line (`requireMinimum()`), and a batch runs no more workers than fit
/// (`jobsThatFit(_:)`). The limit counts every thread of the user, and the kernel does not hold root to it.
///
///     try ProcessLimit.requireMinimum()
///     let jobs = ProcessLimit.jobsThatFit(4)   // 4 without a limit; 2 under `ulimit -u 40`
public enum ProcessLimit {
    /// The smallest limit AnimKit renders under: a render's own threads (about a dozen) and room for the user's others.
    public static let minimum = 32
    /// What a batch needs besides its workers, and what each worker (a process rendering one clip at a time) adds.
    static let base = 16
    static let perJob = 12

    /// The limit, or nil when there is none (or the process is root's, which the kernel does not limit).
    public static var limit: Int? {
        guard geteuid() != 0 else { return nil }
        var value = rlimit()
        guard getrlimit(__rlimit_resource_t(__RLIMIT_NPROC.rawValue), &value) == 0, value.rlim_cur != rlim_t.max else { return nil }
        return Int(clamping: value.rlim_cur)
    }

    /// Throws one line when the limit is below `minimum`.
    public static func requireMinimum() throws {
        guard let limit, limit < minimum else { return }
        throw AnimKitError(.invalidArgument, "this user may run only \(limit) processes and threads (ulimit -u); AnimKit needs "
                           + "at least \(minimum) (its own threads and Pango's font threads, which abort the process when they "
                           + "cannot start)")
    }

    /// How many of `jobs` worker processes fit within the limit (at least 1).
    public static func jobsThatFit(_ jobs: Int) -> Int {
        guard let limit else { return jobs }
        return max(1, min(jobs, (limit - base) / perJob))
    }
}
