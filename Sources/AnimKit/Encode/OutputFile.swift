import Foundation

/// One output of a render, written under a temporary name and put in place only when complete.
///
/// What happens depends on what the path names on disk (`OutputPath`), never on how it is spelled:
/// - a missing or regular file is written beside it under a temporary name and renamed over it on
///   success;
/// - a symbolic link to a file, a folder or nowhere is refused: AnimKit never writes through a link;
/// - a device or FIFO (`/dev/null`, a named pipe), another open descriptor (`/dev/stderr`) and standard output
///   (`OutputFile.standardOutput()`, `/dev/stdout` however spelled) are never replaced: the output is made in the
///   system's temporary folder and then written to them;
/// - a folder, a socket or an empty path is refused for a single file, with nothing touched;
/// - a file AnimKit owns by name (a stamp, a page, a test reference: `init(owned:role:)`) must be missing or a
///   regular file; anything else there is refused before any work;
/// - a frames folder (`init(folder:)`) is made under a temporary name and replaces only a missing folder,
///   an empty one, or earlier frame output of AnimKit (`FramesFolder`).
///
/// A failed or interrupted render therefore leaves no partial output and keeps what was there. Temporary
/// paths are registered with `TemporaryFiles`, which removes them on SIGINT/SIGTERM/SIGHUP.
///
///     let out = try OutputFile(target: URL(fileURLWithPath: "card.gif"))
///     try out.writeTemporary(bytes, shown: "out.png")
///     try out.commit()
public final class OutputFile: @unchecked Sendable {
    /// Where the output ends up (for standard output, the path `-`).
    public let target: URL
    /// Where it is written meanwhile.
    public let temporary: URL
    private let destination: Destination
    private var done = false

    private enum Destination {
        /// Renamed over this path.
        case replace(String)
        /// Copied into this device or FIFO.
        case stream(String)
        /// Copied to this open descriptor (not standard output).
        case descriptor(Int32)
        /// Copied to the data descriptor of standard output.
        case standardOutput
        /// A frames folder renamed over this path.
        case folder(String)
    }

    /// Prepares writing one file at `target`; throws `.unwritableOutput` when that cannot be done safely.
    public init(target: URL) throws {
        self.target = target
        let path = target.path, shown = target.relativePath
        switch try OutputPath.inspect(path) {
        case .folder:
            throw AnimKitError(.unwritableOutput, "cannot write \(shown): it is a folder (AnimKit never replaces a folder with a file); give a file name")
        case .socket:
            throw AnimKitError(.unwritableOutput, "cannot write \(shown): it is a socket")
        case .link(_, let to):
            throw OutputFile.linkRefusal(shown, to: to)
        case .descriptor(let fd):
            destination = .descriptor(fd)
            temporary = try OutputFile.scratch()
        case .missing where target.hasDirectoryPath:
            throw AnimKitError(.unwritableOutput, "cannot write \(shown)/: a path ending in / names a folder; give a file name")
        case .stream(let p):
            destination = .stream(p)
            temporary = try OutputFile.scratch()
        case .standardOutput:
            if DataOutput.isClosed { throw AnimKitError(.unwritableOutput, "standard output is closed; give a file with -o") }
            destination = .standardOutput
            temporary = try OutputFile.scratch()
        case .missing(let p), .regularFile(let p):
            destination = .replace(p)
            temporary = try OutputFile.beside(p)
        }
        // Made now, empty, so that a place that cannot be written is reported before any work, by its name.
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw AnimKitError(.unwritableOutput, "cannot write \(shown): \(systemError())") }
        close(fd)
        TemporaryFiles.shared.register(temporary.path)
    }

    /// Prepares writing a file that AnimKit owns by name (a stamp, a page, a test reference): `url` must name
    /// nothing yet or a regular file; a link, a folder, a FIFO or a device there is refused in one line.
    ///
    ///     let out = try OutputFile(owned: URL(fileURLWithPath: "media/.card.gif.animkit"), role: "stamp")
    public convenience init(owned url: URL, role: String) throws {
        try OutputPath.requireOwnable(url, role: role)
        try self.init(target: url)
    }

    /// Writes `data` whole to a file AnimKit owns by name (see `init(owned:role:)`): under a temporary name, renamed
    /// into place; on failure nothing is left and what was there is kept.
    ///
    ///     try OutputFile.write(Data("fingerprint …\n".utf8), owned: URL(fileURLWithPath: "media/.card.gif.animkit"), role: "stamp")
    public static func write(_ data: Data, owned url: URL, role: String) throws {
        let out = try OutputFile(owned: url, role: role)
        do {
            try out.writeTemporary(data, shown: url.path)
            try out.commit()
        } catch {
            out.discard()
            throw error
        }
    }

    /// The error for a target that is a symbolic link.
    static func linkRefusal(_ shown: String, to target: String) -> AnimKitError {
        AnimKitError(.unwritableOutput, "cannot write \(shown): it is a symbolic link (to \(target)); AnimKit never writes "
                     + "through a link, so the file it points to stays as it is: remove the link or write elsewhere")
    }

    /// Prepares writing a frames folder at `folder` (see `FramesFolder` for what may be replaced).
    public init(folder: URL) throws {
        target = folder
        let path = folder.path, shown = folder.relativePath
        switch try OutputPath.inspect(path) {
        case .folder(let p):
            guard FramesFolder.isReplaceable(p) else {
                throw AnimKitError(.unwritableOutput, "cannot write frames to \(shown): \(FramesFolder.refusal(p))")
            }
            destination = .folder(p)
        case .missing(let p):
            destination = .folder(p)
        case .link(_, let to):
            throw OutputFile.linkRefusal(shown, to: to)
        case .regularFile, .stream, .socket, .standardOutput, .descriptor:
            throw AnimKitError(.unwritableOutput, "cannot write frames to \(shown): it is a file, not a folder")
        }
        guard case .folder(let p) = destination else { fatalError("unreachable") }
        temporary = try OutputFile.beside(p)
        guard mkdir(temporary.path, 0o755) == 0 else {
            throw AnimKitError(.unwritableOutput, "cannot create \(temporary.path): \(systemError())")
        }
        TemporaryFiles.shared.register(temporary.path)
        guard FileManager.default.createFile(atPath: temporary.appendingPathComponent(FramesFolder.markerName).path,
                                             contents: Data("frames written by AnimKit; animrender may replace this folder\n".utf8)) else {
            rmdir(temporary.path)
            throw AnimKitError(.unwritableOutput, "cannot write into \(temporary.path)")
        }
    }

    private init(standardOutputAt temporary: URL) {
        target = URL(fileURLWithPath: "-")
        self.temporary = temporary
        destination = .standardOutput
        TemporaryFiles.shared.register(temporary.path)
    }

    /// An output that goes to standard output once complete (the data descriptor of `DataOutput`).
    public static func standardOutput() throws -> OutputFile {
        if DataOutput.isClosed { throw AnimKitError(.unwritableOutput, "standard output is closed; give a file with -o") }
        return OutputFile(standardOutputAt: try scratch())
    }

    /// The output for `url`, or standard output when `url` is nil.
    public static func make(_ url: URL?) throws -> OutputFile {
        try url.map { try OutputFile(target: $0) } ?? standardOutput()
    }

    /// Whether the target is a device, a FIFO or standard output (never renamed over).
    public var isStream: Bool {
        switch destination {
        case .stream, .standardOutput, .descriptor: return true
        case .replace, .folder: return false
        }
    }

    /// Puts the output in place: renames it over the target, or writes it to the device or standard output.
    public func commit() throws {
        guard !done else { return }
        done = true
        defer { TemporaryFiles.shared.unregister(temporary.path) }
        switch destination {
        case .replace(let path):
            guard rename(temporary.path, path) == 0 else {
                let reason = systemError()
                unlink(temporary.path)
                throw AnimKitError(.unwritableOutput, "cannot write \(target.relativePath): \(reason)")
            }
        case .stream(let path):
            defer { unlink(temporary.path) }
            let fd = open(path, O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { throw AnimKitError(.unwritableOutput, "cannot write \(path): \(systemError())") }
            defer { close(fd) }
            try copyTemporary(to: fd, name: path)
        case .descriptor(let fd):
            defer { unlink(temporary.path) }
            try copyTemporary(to: fd, name: "descriptor \(fd)")
        case .standardOutput:
            defer { unlink(temporary.path) }
            if DataOutput.isClosed { throw AnimKitError(.io, "standard output is closed; give a file with -o") }
            try copyTemporary(to: DataOutput.descriptor, name: "standard output")
        case .folder(let path):
            try commitFolder(at: path)
        }
    }

    /// Swaps the finished frames folder in: a missing target is a rename; an existing one (checked again
    /// now) is moved aside, the new one renamed in, and the old one's frames removed.
    private func commitFolder(at path: String) throws {
        func fail(_ reason: String) -> AnimKitError {
            FramesFolder.remove(temporary.path)
            return AnimKitError(.unwritableOutput, "cannot write frames to \(target.relativePath): \(reason)")
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard rename(temporary.path, path) == 0 else { throw fail(systemError()) }
            return
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR, FramesFolder.isReplaceable(path) else {
            throw fail(FramesFolder.refusal(path))
        }
        let aside = temporary.path + ".old"
        guard rename(path, aside) == 0 else { throw fail(systemError()) }
        guard rename(temporary.path, path) == 0 else {
            let reason = systemError()
            rename(aside, path)
            throw fail(reason)
        }
        FramesFolder.remove(aside)
    }

    private func copyTemporary(to fd: Int32, name: String) throws {
        guard let input = FileHandle(forReadingAtPath: temporary.path) else {
            throw AnimKitError(.io, "cannot read \(temporary.path)")
        }
        defer { try? input.close() }
        while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
            try chunk.withUnsafeBytes { try DataOutput.write($0, to: fd, name: name) }
        }
    }

    /// Writes `data` whole into the temporary file (made new, readable by all as `umask` allows); throws one line with
    /// the system's reason (a full disk, a file-size limit), naming the output as `shown`.
    public func writeTemporary(_ data: Data, shown: String) throws {
        func fail(_ code: Int32) -> AnimKitError { AnimKitError(.unwritableOutput, "cannot write \(shown): \(systemError(code))") }
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw fail(errno) }
        var failure: Int32?
        data.withUnsafeBytes { bytes in
            var p = bytes.baseAddress, left = bytes.count
            while left > 0, let base = p {
                let n = Glibc.write(fd, base, left)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failure = n < 0 ? errno : ENOSPC; return }
                p = base + n
                left -= n
            }
        }
        if close(fd) != 0 && failure == nil { failure = errno }
        if let failure { throw fail(failure) }
    }

    /// Removes the temporary file or folder.
    public func discard() {
        guard !done else { return }
        done = true
        if case .folder = destination { FramesFolder.remove(temporary.path) } else { unlink(temporary.path) }
        TemporaryFiles.shared.unregister(temporary.path)
    }

    deinit { discard() }

    // MARK: Temporary names

    /// A temporary path beside `path`, in its folder, which must exist and be writable. The name is
    /// `.NAME.animkit-PID-N.tmp`, with NAME shortened so that it stays within the 255-byte limit.
    private static func beside(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        var info = stat()
        guard stat(dir, &info) == 0 else {
            let why = errno == ENOENT ? "does not exist" : "cannot be reached: \(systemError())"
            throw AnimKitError(.unwritableOutput, "cannot write \(path): folder \(dir) \(why)")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw AnimKitError(.unwritableOutput, "cannot write \(path): \(dir) is a file, not a folder")
        }
        guard access(dir, W_OK) == 0 else {
            throw AnimKitError(.unwritableOutput, "cannot write \(path): folder \(dir) is not writable")
        }
        StaleTemporaries.sweep(dir)
        let suffix = ".animkit-\(getpid())-\(nextSerial()).tmp"
        var name = url.lastPathComponent
        while name.utf8.count + suffix.utf8.count + 5 > 255 { name.removeLast() }
        return URL(fileURLWithPath: dir).appendingPathComponent(".\(name)\(suffix)")
    }

    /// A temporary path in the system's temporary folder (for outputs that go to a stream).
    private static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory
        var info = stat()
        guard stat(dir.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw AnimKitError(.unwritableOutput, "the temporary folder \(dir.path) is not a folder (\(stat(dir.path, &info) == 0 ? "it is a file" : systemError())); "
                               + "set TMPDIR to a folder")
        }
        guard access(dir.path, W_OK) == 0 else {
            throw AnimKitError(.unwritableOutput, "the temporary folder \(dir.path) is not writable (set TMPDIR)")
        }
        StaleTemporaries.sweep(dir.path)
        return dir.appendingPathComponent(".animkit-\(getpid())-\(nextSerial()).tmp")
    }

    nonisolated(unsafe) private static var serial = 0
    private static let lock = NSLock()
    private static func nextSerial() -> Int {
        lock.lock(); defer { lock.unlock() }
        serial += 1
        return serial
    }
}
