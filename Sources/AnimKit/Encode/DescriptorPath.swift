import Foundation

/// Finds the descriptor a path names through `/proc`'s descriptor links, however it is spelled.
///
/// `/dev/stdout`, `//dev/stdout`, `/dev/./stdout`, `/dev/fd/./1` and `/proc/self/fd//1` all lead to
/// `/proc/self/fd/1`, a link that the kernel resolves to whatever descriptor 1 is open on *now*. AnimKit
/// points descriptor 1 at standard error while views may print, so such a path must be recognised as the
/// descriptor it names before the kernel follows it. The path is walked one component at a time, following
/// symbolic links as the kernel would, and stops at `/proc/self/fd/N` (or `/proc/thread-self/fd/N`,
/// `/proc/PID/fd/N` with this process's PID).
///
///     DescriptorPath.number(of: "/dev/./stdout")   // 1
///     DescriptorPath.number(of: "out.gif")         // nil
enum DescriptorPath {
    /// The descriptor `path` names, or nil when it does not lead into this process's `/proc/…/fd`.
    static func number(of path: String) -> Int32? {
        var pending = components(path)
        var resolved: [String] = path.hasPrefix("/") ? [] : components(FileManager.default.currentDirectoryPath)
        var hops = 0
        while !pending.isEmpty {
            let part = pending.removeFirst()
            if part == "." || part.isEmpty { continue }
            if part == ".." { if !resolved.isEmpty { resolved.removeLast() }; continue }
            resolved.append(part)
            if let fd = descriptor(resolved) { return pending.isEmpty ? fd : nil }
            let here = "/" + resolved.joined(separator: "/")
            var info = stat()
            guard lstat(here, &info) == 0 else { return nil }
            guard (info.st_mode & S_IFMT) == S_IFLNK else { continue }
            hops += 1
            guard hops <= 40, let target = OutputPath.destination(ofLink: here) else { return nil }
            resolved.removeLast()
            if target.hasPrefix("/") { resolved = [] }
            pending = components(target) + pending
        }
        return nil
    }

    /// `N` when `parts` is `proc/self/fd/N`, `proc/thread-self/fd/N` or `proc/PID/fd/N` of this process
    /// (`/proc/thread-self` leads to `/proc/PID/task/TID`, whose `fd/N` counts too).
    private static func descriptor(_ parts: [String]) -> Int32? {
        guard parts.count >= 4, parts[0] == "proc", parts[parts.count - 2] == "fd" else { return nil }
        let process = parts[1] == "self" || parts[1] == "thread-self" || parts[1] == String(getpid())
        let shape = parts.count == 4 || (parts.count == 6 && parts[1] == String(getpid()) && parts[2] == "task")
        guard process, shape, let n = Int32(parts[parts.count - 1]), n >= 0 else { return nil }
        return n
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
}
