import Foundation

/// What an output path names on disk, decided with `lstat`/`stat` (never from how the path is spelled).
///
/// The output rules (docs/guarantees.md) are written against these cases:
///
///     switch try OutputPath.inspect("out.gif") {
///     case .missing, .regularFile: …   // written beside it under a temporary name, renamed on success
///     case .stream: …                  // a device or pipe: written to directly, never replaced
///     case .folder: …                  // refused for a single-file format
///     }
public enum OutputPath: Equatable, Sendable {
    /// Nothing is there yet; `path` is where the file goes.
    case missing(path: String)
    /// A regular file (a symbolic link to one is followed: `path` is the file it leads to).
    case regularFile(path: String)
    /// A folder (a symbolic link to one is followed).
    case folder(path: String)
    /// A character or block device or a FIFO (possibly behind symbolic links, like `/dev/stdout`).
    case stream(path: String)
    /// A socket: nothing can be written there with `open(2)`.
    case socket(path: String)
    /// `/dev/stdout`, `/dev/fd/1` or `/proc/self/fd/1`: standard output, whatever descriptor 1 is now
    /// (the CLI points descriptor 1 at standard error while views may print).
    case standardOutput

    /// The paths that name this process's standard output.
    static let standardOutputAliases: Set<String> = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    /// Looks at `path` on disk. Throws `.unwritableOutput` for an empty path.
    public static func inspect(_ path: String) throws -> OutputPath {
        guard !path.isEmpty else {
            throw AnimKitError(.unwritableOutput, "the output path is empty; give a file name (or - for standard output)")
        }
        if standardOutputAliases.contains(path) { return .standardOutput }
        var link = stat()
        guard lstat(path, &link) == 0 else { return .missing(path: path) }
        let isLink = (link.st_mode & S_IFMT) == S_IFLNK
        var info = stat()
        guard stat(path, &info) == 0 else {
            // A dangling symbolic link: the file goes where it points.
            return .missing(path: isLink ? (resolvedLink(path) ?? path) : path)
        }
        let resolved = isLink ? (realPath(path) ?? path) : path
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regularFile(path: resolved)
        case S_IFDIR: return .folder(path: resolved)
        case S_IFCHR, S_IFBLK, S_IFIFO: return .stream(path: path)
        default: return .socket(path: path)
        }
    }

    /// The canonical absolute path (symbolic links, `.` and `..` resolved), when it exists.
    public static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: strlen(p)), as: UTF8.self)
    }

    /// Where a dangling symbolic link points, relative links taken from the link's folder.
    private static func resolvedLink(_ path: String) -> String? {
        guard let dest = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return nil }
        if dest.hasPrefix("/") { return dest }
        return (path as NSString).deletingLastPathComponent.isEmpty ? dest
            : (path as NSString).deletingLastPathComponent + "/" + dest
    }

    /// Whether a folder at `path` (existing) must never be replaced by a frames folder: `/`, the current
    /// folder or one of its ancestors (`.`, `..`), the home folder or one of its ancestors (`~`).
    static func isProtectedFolder(_ path: String) -> Bool {
        guard let real = realPath(path) else { return false }
        if real == "/" { return true }
        var guarded: [String] = []
        if let cwd = realPath(FileManager.default.currentDirectoryPath) { guarded.append(cwd) }
        if let home = ProcessInfo.processInfo.environment["HOME"], let h = realPath(home) { guarded.append(h) }
        return guarded.contains { $0 == real || $0.hasPrefix(real + "/") }
    }
}
