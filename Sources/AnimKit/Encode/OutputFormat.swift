import Foundation

/// The kinds of output `animrender render` writes.
public enum OutputFormat: String, CaseIterable, Sendable {
    case gif, mp4, webm, apng
    /// One PNG of the frame at a chosen time.
    case png
    /// A folder of numbered PNGs, one per frame.
    case frames
    /// Several frames tiled into one PNG with time labels.
    case filmstrip
    /// Straight-alpha RGBA frames concatenated, for piping into other tools.
    case raw

    /// The format a file name implies: `.gif`, `.mp4`, `.webm`, `.apng`, `.png`, `.rgba`/`.raw`,
    /// or a name with no extension (or ending in `/`) for a PNG folder.
    public static func inferred(from path: String) -> OutputFormat? {
        if path == "-" { return .raw }
        if path.hasSuffix("/") { return .frames }
        let ext = (path as NSString).pathExtension.lowercased()
        switch ext {
        case "gif": return .gif
        case "mp4", "m4v": return .mp4
        case "webm": return .webm
        case "apng": return .apng
        case "png": return .png
        case "rgba", "raw": return .raw
        case "": return .frames
        default: return nil
        }
    }

    /// Parses a `--format` value, with a one-line error listing the valid names.
    public static func parse(_ name: String) throws -> OutputFormat {
        guard let f = OutputFormat(rawValue: name.lowercased()) else {
            throw AnimKitError(.unknownFormat,
                               "unknown format '\(name)'; use one of: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return f
    }

    /// The file extension batch mode uses.
    public var fileExtension: String {
        switch self {
        case .gif: return "gif"
        case .mp4: return "mp4"
        case .webm: return "webm"
        case .apng: return "apng"
        case .png, .filmstrip: return "png"
        case .frames: return ""
        case .raw: return "rgba"
        }
    }
}
