import Foundation

/// Writing to standard error without Glibc's non-Sendable globals.
enum Terminal {
    /// Whether standard error is a terminal (progress bars only then).
    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    /// Writes text to standard error as is.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `animrender: error: MESSAGE` and exits with `code`.
    static func fail(_ message: String, code: Int32) -> Never {
        error("animrender: error: \(message)\n")
        exit(code)
    }

    /// Writes text to standard output followed by `terminator`.
    static func out(_ text: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((text + terminator).utf8))
    }

    /// Runs `body` with standard output sent to standard error, so that what views `print` does not mix
    /// with the command's own output.
    static func withStandardOutputOnStandardError<R>(_ body: () throws -> R) rethrows -> R {
        fflush(nil)
        let saved = dup(1)
        dup2(2, 1)
        defer {
            fflush(nil)
            dup2(saved, 1)
            close(saved)
        }
        return try body()
    }
}
