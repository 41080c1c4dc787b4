import AnimKit
import Foundation

/// Writing to standard error without Glibc's non-Sendable globals.
enum Terminal {
    /// Whether standard error is a terminal (progress bars only then).
    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    /// Writes text to standard error as is.
    static func error(_ text: String) {
        var copy = text
        copy.withUTF8 { bytes in
            var p = bytes.baseAddress, left = bytes.count
            while left > 0, let base = p {
                let n = write(2, base, left)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }  // standard error is gone: nothing more can be said
                p = base + n
                left -= n
            }
        }
    }

    /// Writes `animrender: error: MESSAGE` and exits with `code`.
    static func fail(_ message: String, code: Int32) -> Never {
        error("\(AnimRenderCLI.toolName): error: \(message)\n")
        exit(code)
    }

    /// Writes text to standard output (the data channel, `DataOutput`) followed by `terminator`.
    static func out(_ text: String, terminator: String = "\n") throws {
        try DataOutput.write(text + terminator)
    }
}
