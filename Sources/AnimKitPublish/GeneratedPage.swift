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
        try OutputPath.requireOwnable(BatchStamp.url(beside: page), role: "page stamp")
        var info = stat()
        if lstat(page.path, &info) == 0 {
            guard (info.st_mode & S_IFMT) == S_IFREG, let stamp = BatchStamp.read(BatchStamp.url(beside: page)),
                  stamp.output == BatchStamp.describe(page) else {
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
        try OutputFile.write(Data(text.utf8), owned: page, role: "page")
        guard let written = BatchStamp.describe(page) else { throw AnimKitError(.io, "cannot read back \(page.path)") }
        try BatchStamp(fingerprint: "page", output: written).write(to: BatchStamp.url(beside: page))
    }
}
