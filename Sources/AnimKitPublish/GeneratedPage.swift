import Foundation
import AnimKit

/// A Markdown page AnimKit writes (a gallery page, an article with its markers replaced): written whole and
/// renamed into place, with a stamp beside it (`.NAME.animkit`, the page's size and hash), so that a later run
/// replaces only a page AnimKit wrote and nobody edited since — never a hand-written file of the same name.
///
///     try GeneratedPage.write(markdown, to: URL(fileURLWithPath: "docs/clips.md"))
enum GeneratedPage {
    /// Throws one line when `page` holds a file AnimKit may not replace (not an unedited page of its own).
    static func checkReplaceable(_ page: URL) throws {
        try BatchStamp.requireOwnable(BatchStamp.url(beside: page), role: "page stamp")
        var info = stat()
        if lstat(page.path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG, let stamp = BatchStamp.read(BatchStamp.url(beside: page)),
                  stamp.vouches(for: BatchStamp.describe(page)) else {
                throw AnimKitError(.unwritableOutput, "\(page.path) exists and is not a page AnimKit wrote (or it was edited "
                                   + "since); move it away or write the page elsewhere")
            }
        }
    }

    /// Writes `text` to `page`; throws one line, touching nothing, when a file there is not an unedited AnimKit page.
    static func write(_ text: String, to page: URL) throws {
        try checkReplaceable(page)
        do {
            try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw AnimKitError(.unwritableOutput, "cannot create the folder of \(page.path): \(error.localizedDescription)")
        }
        // The page and its stamp are one commit: the stamp first vouches for the page there and the new one, then the
        // page is renamed in, then the stamp vouches for the new page alone. Stopped anywhere (a full disk, a kill), the
        // page on disk is one the stamp names, and the next run carries on.
        let bytes = Data(text.utf8)
        let stamp = BatchStamp.url(beside: page)
        let new = BatchStamp.describe(bytes: bytes)
        let old = BatchStamp.describe(page)
        if let old, old != new { try BatchStamp(fingerprint: "page", outputs: [old, new]).write(to: stamp) }
        else { try BatchStamp(fingerprint: "page", output: new).write(to: stamp) }
        try OutputFile.write(bytes, owned: page, role: "page")
        if let old, old != new { try BatchStamp(fingerprint: "page", output: new).write(to: stamp) }
    }
}
