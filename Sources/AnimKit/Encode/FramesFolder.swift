import Foundation

/// How AnimKit recognises a folder of frames it wrote: a marker file and numbered PNGs, nothing else.
///
/// A frames render replaces an existing folder only when `isReplaceable` says so: the folder is
/// empty, or it holds the marker `.animkit-frames` and otherwise only `frame-NNNNN.png` files, all regular
/// files. Anything else in it (a user's file, a subfolder or a link, even one named like a frame) and the
/// folder is left alone and the render refused.
///
///     FramesFolder.isReplaceable("frames/")   // true for earlier frame output of AnimKit
public enum FramesFolder {
    /// The marker file every frames folder AnimKit writes carries.
    public static let markerName = ".animkit-frames"

    /// The file name of frame `index`: `frame-00000.png`, `frame-00001.png`, …
    public static func fileName(frame index: Int) -> String { String(format: "frame-%05d.png", index) }

    /// Whether `name` is one of the files a frames folder holds (the marker or a frame).
    static func isOwnEntry(_ name: String) -> Bool {
        if name == markerName { return true }
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return digits.count >= 5 && digits.allSatisfy { $0 >= "0" && $0 <= "9" }
    }

    /// Whether the entry `name` of the folder at `path` is one of AnimKit's: the right name and a regular file
    /// (a subfolder or a link named `frame-00001.png` is not a frame).
    static func isOwnFile(_ name: String, in path: String) -> Bool {
        var info = stat()
        return isOwnEntry(name) && lstat(path + "/" + name, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The folder's entries, or nil when it cannot be read.
    static func entries(_ path: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: path)
    }

    /// Whether the folder at `path` may be replaced by a new frames folder: empty, or earlier frame
    /// output of AnimKit (marker present, nothing but frames beside it), and not `/`, `.`, `..` or `~`.
    public static func isReplaceable(_ path: String) -> Bool {
        guard !OutputPath.isProtectedFolder(path), let names = entries(path) else { return false }
        if names.isEmpty { return true }
        return names.contains(markerName) && names.allSatisfy { isOwnFile($0, in: path) }
    }

    /// Why the folder at `path` is not replaceable, as the end of an error line.
    static func refusal(_ path: String) -> String {
        if OutputPath.isProtectedFolder(path) {
            return "it is / , the current folder, the home folder or one of their parents; give a new folder name"
        }
        guard let names = entries(path) else { return "it cannot be read" }
        if !names.contains(markerName) {
            return "it is a folder AnimKit did not write (no \(markerName) marker); give a new folder name"
        }
        let other = names.filter { !isOwnFile($0, in: path) }.sorted().prefix(3).joined(separator: ", ")
        return "it holds files AnimKit did not write (\(other)); give a new folder name"
    }

    /// Removes a frames folder AnimKit wrote: its own entries one by one, then the folder itself.
    /// Anything else found in it (another file, a subfolder or a link, whatever its name) is left in place, and
    /// then so is the folder.
    static func remove(_ path: String) {
        for name in entries(path) ?? [] where isOwnFile(name, in: path) { unlink(path + "/" + name) }
        rmdir(path)
    }
}
