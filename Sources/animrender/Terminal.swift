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

    /// Writes a line to standard output.
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
