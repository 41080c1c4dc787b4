import Foundation

/// The one road from a clip's name to a file name: every command that names a file after a clip (`batch`'s media and
/// stamps, `docs` markers, `watch`'s previews, frames folders) asks here, so a name that could leave the folder it is
/// written into — `../escape`, `a/../../x`, `/etc/x`, a NUL or a newline — is refused in one line everywhere.
///
///     try ClipName.fileStem("card-flip")      // "card-flip"
///     ClipName.problem(with: "../escape")     // "it contains '/', a folder separator"
///
/// A name may hold anything else (spaces, accents, emoji): it is used as it is, never encoded, so the file of a clip
/// is always `NAME.EXT`.
public enum ClipName {
    /// The longest name in UTF-8 bytes: the stamp `.NAME.gif.animkit` must stay within the file system's 255.
    public static let maximumBytes = 200

    /// Why `name` cannot name a file (a phrase to follow "the clip name … cannot be a file name:"), or nil when it can.
    ///
    ///     ClipName.problem(with: ".hidden")   // "it starts with '.' (a hidden file, or '..', the folder above)"
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.utf8.count > maximumBytes { return "it is \(name.utf8.count) bytes long, more than \(maximumBytes)" }
        if name.hasPrefix(".") { return "it starts with '.' (a hidden file, or '..', the folder above)" }
        for scalar in name.unicodeScalars {
            switch scalar {
            case "/": return "it contains '/', a folder separator"
            case "\\": return "it contains '\\', a folder separator on Windows"
            case "\0": return "it contains a NUL character"
            default:
                if let why = control(scalar) { return "it contains \(why)" }
            }
        }
        return nil
    }

    /// `name` itself when it can name a file; otherwise an `.invalidArgument` error in one line.
    ///
    ///     let file = directory.appendingPathComponent(try ClipName.fileStem(clip.name) + ".gif")
    public static func fileStem(_ name: String) throws -> String {
        if let why = problem(with: name) { throw AnimKitError(.invalidArgument, message(name, why)) }
        return name
    }

    /// The one-line message for a name that cannot be a file name.
    static func message(_ name: String, _ why: String) -> String {
        "the clip name \(shown(name)) cannot be a file name: \(why); rename the clip (letters, digits, '-', '_' and spaces are safe)"
    }

    /// `name` quoted for a message, with control characters spelled out (`'a\nb'`) so that a terminal shows them.
    public static func shown(_ name: String) -> String {
        var out = "'"
        for scalar in name.unicodeScalars.prefix(80) {
            if control(scalar) != nil || scalar == "\0" {
                out += scalar.value < 0x100 ? String(format: "\\x%02X", scalar.value) : String(format: "\\u{%X}", scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out + (name.unicodeScalars.count > 80 ? "…'" : "'")
    }

    /// What `scalar` is when it is a character that changes how a name shows or reads (C0 and C1 controls, line and
    /// paragraph separators, the bidirectional overrides that can make `gif.exe` show as `exe.gif`), else nil.
    private static func control(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A, 0x0D: return "a line break"
        case 0x00...0x1F, 0x7F...0x9F: return String(format: "the control character U+%04X", scalar.value)
        case 0x2028, 0x2029: return String(format: "a line or paragraph separator (U+%04X)", scalar.value)
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return String(format: "a bidirectional control (U+%04X)", scalar.value)
        default: return nil
        }
    }
}
