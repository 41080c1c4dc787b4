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
        error("\(AnimRenderCLI.toolName): error: \(oneLine(message))\n")
        exit(code)
    }

    /// `message` as one line a terminal shows as it is: control characters (a newline, an escape sequence in a file
    /// name) spelled `\x1B`, and any run of more than 200 characters without a space (a long path, ten thousand
    /// `--times` values) shortened in its middle.
    ///
    ///     Terminal.oneLine("cannot write a\u{1B}[2Jb")   // "cannot write a\x1B[2Jb"
    static func oneLine(_ message: String) -> String {
        var out = ""
        for scalar in message.unicodeScalars {
            switch scalar.value {
            case 0x09: out += " "
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
                out += scalar.value < 0x100 ? String(format: "\\x%02X", scalar.value) : String(format: "\\u{%X}", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        let words = out.split(separator: " ", omittingEmptySubsequences: false)
        guard words.contains(where: { $0.count > 200 }) else { return out }
        return words.map { $0.count > 200 ? "\($0.prefix(90))…(\($0.count - 180) characters)…\($0.suffix(90))" : String($0) }
            .joined(separator: " ")
    }

    /// Writes text to standard output (the data channel, `DataOutput`) followed by `terminator`.
    static func out(_ text: String, terminator: String = "\n") throws {
        try DataOutput.write(text + terminator)
    }
}
