import Foundation

/// A Markdown page showing clips section by section: each clip's rendered file, what to notice, and its
/// code — the declarations of its Swift file that the clip uses, then the clip declaration itself.
///
///     let gallery = ClipGallery(title: "Card animations", sections: catalog.sections)
///     try gallery.write(to: URL(fileURLWithPath: "docs/clips.md")) { clip in
///         URL(fileURLWithPath: "docs/clips/\(clip.name).gif")
///     }
///
/// `animrender batch --gallery FILE` renders the clips and writes the page in one go; `animrender gallery`
/// writes it from outputs already rendered (by several CI shards, say). The page holds only paths relative to
/// itself, so it reads the same wherever the repository is checked out. With `pagePerSection` the page is an
/// index and each section gets a page of its own beside it (`clips.md` → `clips-SECTION.md`).
public struct ClipGallery: Sendable {
    /// The page's heading.
    public let title: String
    /// Markdown under the heading.
    public let intro: String
    /// The sections, in order; empty sections are left out.
    public let sections: [ClipSection]
    /// Whether each section goes on a page of its own, the main page listing them.
    public var pagePerSection = false
    /// Whether the code shown includes the `Clip(…)` declaration and its script (false: only the views' code).
    public var showsClipDeclaration = true

    /// Creates a gallery.
    public init(title: String = "Clip gallery", intro: String = ClipGallery.defaultIntro, sections: [ClipSection]) {
        self.title = title
        self.intro = intro
        self.sections = sections.filter { !$0.clips.isEmpty }
    }

    /// The opening paragraph of a generated gallery when none is given.
    public static let defaultIntro = "Each clip rendered with AnimKit, with what to notice and its code. This page is generated: "
        + "change the clips' code and render the gallery again rather than editing it (clips whose frames did not change "
        + "are not re-encoded)."

    /// The page, for a gallery file at `page`, with each clip's rendered file at `media(clip)` (every section
    /// on it, whatever `pagePerSection` says). Throws when a clip's source file cannot be read.
    public func markdown(page: URL, media: (Clip) -> URL) throws -> String {
        var sources = SourceFiles()
        var out = heading()
        if sections.filter({ !$0.title.isEmpty }).count > 1 || sections.flatMap(\.clips).count > 3 {
            out += contents { "#\(ClipGallery.anchor($0))" }
        }
        for section in sections { out += try body(of: section, level: "##", page: page, media: media, sources: &sources) }
        return out
    }

    /// Every page to write, main page first: one, or with `pagePerSection` the index and one per section.
    public func pages(page: URL, media: (Clip) -> URL) throws -> [(url: URL, text: String)] {
        guard pagePerSection else { return [(page, try markdown(page: page, media: media))] }
        var sources = SourceFiles()
        var index = heading()
        var pages: [(url: URL, text: String)] = []
        for (i, section) in sections.enumerated() {
            let url = sectionPage(i, of: page)
            let name = section.title.isEmpty ? "Clips" : section.title
            let links = section.clips.map { "[`\($0.name)`](\(url.lastPathComponent)#\(ClipGallery.anchor($0.name)))" }.joined(separator: " · ")
            index += "- **[\(name)](\(url.lastPathComponent))**: \(links)\n"
            var text = "# \(name)\n\n[← \(title)](\(page.lastPathComponent))\n\n"
            text += try body(of: ClipSection("", summary: section.summary, clips: section.clips), level: "", page: url, media: media, sources: &sources)
            pages.append((url, text))
        }
        return [(page, index)] + pages
    }

    /// The page of section `i` beside the main page: `clips.md` → `clips-transitions.md`.
    func sectionPage(_ i: Int, of page: URL) -> URL {
        let base = page.deletingPathExtension().lastPathComponent
        var slug = ClipGallery.anchor(sections[i].title)
        if slug.isEmpty || sections.prefix(i).contains(where: { ClipGallery.anchor($0.title) == slug }) { slug = "section-\(i + 1)" }
        return page.deletingLastPathComponent().appendingPathComponent("\(base)-\(slug).md")
    }

    /// Writes the page (and section pages) to `page`, each atomically (a failure leaves a previous page as it was).
    public func write(to page: URL, media: (Clip) -> URL) throws {
        for (url, text) in try pages(page: page, media: media) { try ClipGallery.save(text, to: url) }
    }

    /// Writes a page made by `markdown(page:media:)` to `page` atomically, with a stamp beside it
    /// (`.NAME.animkit`); an existing file is replaced only when it is a page AnimKit wrote and nobody edited since.
    public static func save(_ text: String, to page: URL) throws { try GeneratedPage.write(text, to: page) }

    /// Throws one line when `page` holds a file `save` would refuse to replace (checked before rendering).
    public static func checkReplaceable(_ page: URL) throws { try GeneratedPage.checkReplaceable(page) }

    /// The clips' source files, read once each.
    struct SourceFiles {
        private var files: [String: SwiftSourceFile] = [:]

        /// The parsed source of `clip`'s file; throws when it cannot be read.
        mutating func file(of clip: Clip) throws -> SwiftSourceFile {
            if let known = files[clip.origin.file] { return known }
            guard let text = try? String(contentsOfFile: clip.origin.file, encoding: .utf8) else {
                throw AnimKitError(.io, "cannot read the source of clip '\(clip.name)' (\(clip.origin.file)); "
                                   + "the gallery is written from a checkout of the clips' code")
            }
            let file = SwiftSourceFile(text)
            files[clip.origin.file] = file
            return file
        }
    }

    /// The title and introduction.
    private func heading() -> String {
        var out = "# \(title)\n\n"
        if !intro.isEmpty { out += "\(intro)\n\n" }
        return out
    }

    /// A list of the sections with a link to each clip (`link(name)` gives the target).
    private func contents(_ link: (String) -> String) -> String {
        var out = ""
        for section in sections {
            let links = section.clips.map { "[`\($0.name)`](\(link($0.name)))" }.joined(separator: " · ")
            out += section.title.isEmpty ? "- \(links)\n" : "- **\(section.title)**: \(links)\n"
        }
        return out + "\n"
    }

    /// A section's heading (at `level`, none when empty or untitled), summary and clips.
    private func body(of section: ClipSection, level: String, page: URL, media: (Clip) -> URL,
                      sources: inout SourceFiles) throws -> String {
        var out = ""
        if !section.title.isEmpty && !level.isEmpty { out += "\(level) \(section.title)\n\n" }
        if !section.summary.isEmpty { out += "\(section.summary)\n\n" }
        for clip in section.clips {
            out += entry(for: clip, in: try sources.file(of: clip), folder: page.deletingLastPathComponent(), media: media(clip))
        }
        return out
    }

    /// One clip's part of the page.
    private func entry(for clip: Clip, in file: SwiftSourceFile, folder: URL, media: URL) -> String {
        var out = "### `\(clip.name)`\n\n"
        if !clip.description.isEmpty { out += "\(clip.description)\n\n" }
        let mediaPath = ClipGallery.relativePath(from: folder, to: media)
        if !isImage(media) {
            out += "[\(clip.name) (\(media.pathExtension))](\(mediaPath))\n\n"
        } else if clip.background.resolve() == Color.white.resolve() {
            // A white clip on a white page gets a hairline frame: a one-cell table, which Markdown renderers
            // (GitHub's among them) draw with a border, where an image's own style would be stripped.
            out += "<table><tr><td><img src=\"\(mediaPath)\" alt=\"\(clip.name)\"></td></tr></table>\n\n"
        } else {
            out += "![\(clip.name)](\(mediaPath))\n\n"
        }
        if !clip.notice.isEmpty { out += "**What to notice:** \(clip.notice)\n\n" }
        let sourcePath = ClipGallery.relativePath(from: folder, to: URL(fileURLWithPath: clip.origin.file))
        out += "The code, from [`\(URL(fileURLWithPath: clip.origin.file).lastPathComponent)`](\(sourcePath)):\n\n"
        out += "```swift\n\(code(of: clip, in: file))\n```\n\n"
        return out
    }

    /// The declarations the clip uses, then its declaration inside the block that holds it.
    func code(of clip: Clip, in file: SwiftSourceFile) -> String {
        let statement = file.statement(startingAt: clip.origin.line) ?? ""
        let container = file.declaration(containing: clip.origin.line)
        var parts = file.declarations(usedBy: statement, excluding: container).map(\.text)
        // Only the views: the declarations the clip uses, unless it has none (its view is written inline).
        if !showsClipDeclaration && !parts.isEmpty { return parts.joined(separator: "\n\n") }
        if let container, container.lines.lowerBound != clip.origin.line {
            let lines = file.oneLineMembers(of: container, usedBy: statement) + statement.components(separatedBy: "\n")
            let declaration = ClipGallery.dedent(lines).map { $0.isEmpty ? $0 : "    " + $0 }.joined(separator: "\n")
            parts.append("\(container.header)\n\(declaration)\n}")
        } else {
            parts.append(ClipGallery.dedent(statement.components(separatedBy: "\n")).joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    private func isImage(_ url: URL) -> Bool {
        ["gif", "png", "apng", "webp", "jpg", "jpeg", "svg"].contains(url.pathExtension.lowercased())
    }

    /// Lines without their common leading spaces.
    static func dedent(_ lines: [String]) -> [String] {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.count >= indent ? String($0.dropFirst(indent)) : $0.trimmingCharacters(in: .whitespaces) }
    }

    /// GitHub's anchor for a heading.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { ch -> Character? in
            if ch == " " { return "-" }
            if ch == "-" || ch == "_" || CharacterSet.alphanumerics.contains(ch) { return Character(ch) }
            return nil
        })
    }

    /// `target` relative to the folder `base` (`clips/a.gif`, `../examples/A.swift`).
    ///
    ///     ClipGallery.relativePath(from: URL(fileURLWithPath: "/r/docs"), to: URL(fileURLWithPath: "/r/examples/A.swift"))
    ///     // "../examples/A.swift"
    public static func relativePath(from base: URL, to target: URL) -> String {
        let from = base.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = target.standardizedFileURL.resolvingSymlinksInPath().pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }
}
