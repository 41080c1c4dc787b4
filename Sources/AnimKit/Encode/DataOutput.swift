import CAnimKitRuntime
import Foundation

/// Standard output as a data channel: raw frames, a PNG, hash lines or JSON go here, and only they.
///
/// What views `print` goes through the C library's `stdout` (file descriptor 1). A command whose data goes
/// to standard output first calls `separateFromPrints()`: the data keeps the original descriptor (a
/// duplicate of it), and descriptor 1 is pointed at standard error, so a view's `print` can never mix
/// with the data.
///
///     DataOutput.separateFromPrints()
///     try DataOutput.write("digest 4f1c…\n")      // the data, on the real standard output
///     print("from a view")                         // on standard error
public enum DataOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var dataDescriptor: Int32 = STDOUT_FILENO
    nonisolated(unsafe) private static var closedAtStart = false

    /// The descriptor the data goes to.
    public static var descriptor: Int32 {
        lock.lock(); defer { lock.unlock() }
        return dataDescriptor
    }

    /// Whether standard output was closed when the process started (`>&-`).
    public static var isClosed: Bool {
        lock.lock(); defer { lock.unlock() }
        return closedAtStart
    }

    /// Makes sure descriptors 0, 1 and 2 are open: a closed one is opened on /dev/null, so that no file
    /// AnimKit opens later takes its number (and a view's `print` lands in it). Call first thing.
    public static func guardStandardDescriptors() {
        lock.lock(); defer { lock.unlock() }
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 {
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0, null != fd { dup2(null, fd); close(null) }
            if fd == STDOUT_FILENO { closedAtStart = true }
        }
    }

    /// Keeps the data on the original standard output and sends descriptor 1 (what views print) to
    /// standard error. Idempotent.
    public static func separateFromPrints() {
        lock.lock(); defer { lock.unlock() }
        guard dataDescriptor == STDOUT_FILENO else { return }
        fflush(nil)
        let saved = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard saved >= 0 else { return }
        dataDescriptor = saved
        dup2(STDERR_FILENO, STDOUT_FILENO)
    }

    /// Makes what views `print` leave the process line by line, even into a pipe (by default a pipe gets it only
    /// when the C library's buffer fills): for a tool that shows the lines as they come.
    package static func lineBufferPrints() { animkit_stdout_line_buffered() }

    /// Flushes what was printed through the C library's standard output; throws one line when any of it could not be
    /// written (the output was full, or its reader went away), so a command whose data is its prints (`log`) never ends
    /// with exit 0 having lost it.
    public static func flushPrints() throws {
        if animkit_stdout_flush_failed() != 0 {
            throw AnimKitError(.io, "cannot write to standard output: \(systemError())")
        }
    }

    /// Writes `text` as UTF-8 to the data descriptor.
    public static func write(_ text: String) throws {
        var copy = text
        try copy.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Writes bytes to the data descriptor; throws `.io` when standard output is closed or broken.
    public static func write(_ bytes: UnsafeRawBufferPointer) throws {
        if isClosed { throw AnimKitError(.io, "standard output is closed; give a file with -o") }
        try write(bytes, to: descriptor, name: "standard output")
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and interruptions.
    static func write(_ bytes: UnsafeRawBufferPointer, to fd: Int32, name: String) throws {
        guard var p = bytes.baseAddress else { return }
        var left = bytes.count
        while left > 0 {
            let n = Glibc.write(fd, p, left)
            if n < 0 {
                if errno == EINTR { continue }
                let reason = errno == EPIPE ? "it was closed by the reader (broken pipe)" : String(decoding: strerrorBytes(errno), as: UTF8.self)
                throw AnimKitError(.io, "cannot write to \(name): \(reason)")
            }
            p += n
            left -= n
        }
    }

    /// The C library's message for an errno value.
    static func strerrorBytes(_ code: Int32) -> [UInt8] {
        guard let s = strerror(code) else { return Array("error \(code)".utf8) }
        return Array(UnsafeRawBufferPointer(start: s, count: strlen(s)))
    }
}

/// The C library's message for an errno value, as text.
func systemError(_ code: Int32 = errno) -> String {
    let text = String(decoding: DataOutput.strerrorBytes(code), as: UTF8.self)
    switch code {
    case EFBIG: return text + " (past the file-size limit of this process: ulimit -f, or systemd's LimitFSIZE)"
    case ENAMETOOLONG: return text + " (a name longer than 255 bytes, or a path longer than 4095)"
    case ELOOP: return text + " (a loop of symbolic links)"
    default: return text
    }
}
