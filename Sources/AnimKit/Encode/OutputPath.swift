import Foundation

/// What an output path names on disk, decided with `lstat`/`stat` (never from how the path is spelled).
///
/// The output rules (docs/guarantees.md) are written against these cases:
///
///     switch try OutputPath.inspect("out.gif") {
///     case .missing, .regularFile: …   // written beside it under a temporary name, renamed on success
///     case .stream, .descriptor: …     // a device, a pipe or an open descriptor: written to, never replaced
///     case .link: …                    // a symbolic link to a file, or a dangling one: refused, never followed
///     case .folder: …                  // refused for a single-file format
///     }
public enum OutputPath: Equatable, Sendable {
    /// Nothing is there yet; `path` is where the file goes.
    case missing(path: String)
    /// A regular file (not a symbolic link).
    case regularFile(path: String)
    /// A symbolic link that leads to a regular file, a folder, or nowhere: AnimKit never writes or replaces
    /// through it (`target` is where it points, for the error line).
    case link(path: String, target: String)
    /// A folder (not a symbolic link to one).
    case folder(path: String)
    /// A character or block device or a FIFO (possibly behind symbolic links, like `/dev/null`).
    case stream(path: String)
    /// An open descriptor of this process other than standard output (`/dev/stderr`, `/dev/fd/3`), written to
    /// where it stands.
    case descriptor(Int32)
    /// A socket: nothing can be written there with `open(2)`.
    case socket(path: String)
    /// Standard output: `-`'s spellings (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`, `//dev/./stdout`, …) or
    /// any path that is the file standard output is open on (same device and inode). The CLI points
    /// descriptor 1 at standard error while views may print; this still means the original standard output.
    case standardOutput

    /// Looks at `path` on disk. Throws `.unwritableOutput` for an empty path.
    public static func inspect(_ path: String) throws -> OutputPath {
        guard !path.isEmpty else {
            throw AnimKitError(.unwritableOutput, "the output path is empty; give a file name (or - for standard output)")
        }
        if let fd = DescriptorPath.number(of: path) {
            return fd == STDOUT_FILENO ? .standardOutput : .descriptor(fd)
        }
        var link = stat()
        guard lstat(path, &link) == 0 else { return .missing(path: path) }
        let isLink = (link.st_mode & S_IFMT) == S_IFLNK
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .link(path: path, target: destination(ofLink: path) ?? "nowhere")
        }
        if isStandardOutput(info) { return .standardOutput }
        switch info.st_mode & S_IFMT {
        case S_IFCHR, S_IFBLK, S_IFIFO: return .stream(path: path)
        case S_IFSOCK: return .socket(path: path)
        case _ where isLink: return .link(path: path, target: destination(ofLink: path) ?? "?")
        case S_IFDIR: return .folder(path: path)
        case S_IFREG: return .regularFile(path: path)
        default: return .socket(path: path)
        }
    }

    /// Whether `info` (a `stat` of the path) is the file the original standard output is open on.
    private static func isStandardOutput(_ info: stat) -> Bool {
        guard !DataOutput.isClosed, (info.st_mode & S_IFMT) != S_IFDIR else { return false }
        var out = stat()
        guard fstat(DataOutput.descriptor, &out) == 0 else { return false }
        return out.st_dev == info.st_dev && out.st_ino == info.st_ino
    }

    /// Throws one line unless `url` names nothing yet or a regular file (not a link, a folder, a device, a
    /// FIFO or a socket): the check for files that AnimKit owns by name — stamps, pages, test references —
    /// made before any work.
    ///
    ///     try OutputPath.requireOwnable(URL(fileURLWithPath: "media/.card.gif.animkit"), role: "stamp")
    public static func requireOwnable(_ url: URL, role: String) throws {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: kind = "a symbolic link (to \(destination(ofLink: url.path) ?? "?"))"
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO (named pipe)"
        case S_IFCHR, S_IFBLK: kind = "a device"
        default: kind = "a socket"
        }
        throw AnimKitError(.unwritableOutput, "cannot write the \(role) \(url.relativePath): it is \(kind), not a file AnimKit "
                           + "wrote, and AnimKit never writes through links or into pipes; move it away")
    }

    /// The canonical absolute path (symbolic links, `.` and `..` resolved), when it exists.
    public static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: strlen(p)), as: UTF8.self)
    }

    /// Where a symbolic link points, as written in the link.
    static func destination(ofLink path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
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
