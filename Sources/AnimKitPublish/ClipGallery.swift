import AnimKitSwiftText
import Foundation
import AnimKit

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
    /// The point size each clip's image is shown at (its `width` and `height`), nil to leave it to the image:
    /// by default the clip's canvas size. Give the size a render used (`--size`), or nil for filmstrips.
    ///
    ///     gallery.pointSize = { _ in nil }   // filmstrip media
    public var pointSize: @Sendable (Clip) -> CGSize? = { $0.size }

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
    public func markdown(page: URL, media: (Clip) throws -> URL) throws -> String {
        var sources = SourceFiles()
        var out = heading()
        if sections.filter({ !$0.title.isEmpty }).count > 1 || sections.flatMap(\.clips).count > 3 {
            out += contents { "#\(ClipGallery.anchor($0))" }
        }
        for section in sections { out += try body(of: section, level: "##", page: page, media: media, sources: &sources) }
        return out
    }

    /// Every page to write, main page first: one, or with `pagePerSection` the index and one per section.
    public func pages(page: URL, media: (Clip) throws -> URL) throws -> [(url: URL, text: String)] {
        guard pagePerSection else { return [(page, try markdown(page: page, media: media))] }
        var sources = SourceFiles()
        var index = heading()
        var pages: [(url: URL, text: String)] = []
        for (i, section) in sections.enumerated() {
            let url = sectionPage(i, of: page)
            let name = section.title.isEmpty ? "Clips" : section.title
            let links = section.clips.map { "[\(ClipGallery.codeSpan($0.name))](\(ClipGallery.urlPath(url.lastPathComponent))#\(ClipGallery.urlPath(ClipGallery.anchor($0.name))))" }
                .joined(separator: " · ")
            index += "- **[\(ClipGallery.linkText(name))](\(ClipGallery.urlPath(url.lastPathComponent)))**: \(links)\n"
            var text = "# \(name)\n\n[← \(ClipGallery.linkText(title))](\(ClipGallery.urlPath(page.lastPathComponent)))\n\n"
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
    public func write(to page: URL, media: (Clip) throws -> URL) throws {
        for (url, text) in try pages(page: page, media: media) { try ClipGallery.save(text, to: url) }
    }

    /// Writes a page made by `markdown(page:media:)` to `page` atomically, with a stamp beside it
    /// (`.NAME.animkit`); an existing file is replaced only when it is a page AnimKit wrote and nobody edited since.
    public static func save(_ text: String, to page: URL) throws { try GeneratedPage.write(text, to: page) }

    /// Throws one line when `page` holds a file `save` would refuse to replace (checked before rendering).
    public static func checkReplaceable(_ page: URL) throws { try GeneratedPage.checkReplaceable(page) }

    /// The clips' source files, read once each, and the other Swift files of their targets.
    struct SourceFiles {
        private var files: [String: SwiftSourceFile] = [:]
        private var targets: [String: [String]] = [:]

        /// The parsed source of `clip`'s file; throws when it cannot be read.
        mutating func file(of clip: Clip) throws -> SwiftSourceFile {
            guard let file = read(clip.origin.file) else {
                throw AnimKitError(.io, "cannot read the source of clip '\(clip.name)' (\(clip.origin.file)); "
                                   + "the gallery is written from a checkout of the clips' code")
            }
            return file
        }

        /// The other Swift files of the target that holds `clip`'s file, then, for a target under `Sources/`, those
        /// of the package's other targets (views kept in a library target): by path, unreadable ones left out.
        mutating func neighbours(of clip: Clip) -> [(path: String, file: SwiftSourceFile, sameTarget: Bool)] {
            let folder = SourceFiles.targetFolder(of: URL(fileURLWithPath: clip.origin.file))
            let own = URL(fileURLWithPath: clip.origin.file).standardizedFileURL.path
            let sources = folder.deletingLastPathComponent()
            let searched = sources.lastPathComponent == "Sources" ? sources : folder
            let paths = targets[searched.path] ?? SourceFiles.swiftFiles(in: searched)
            targets[searched.path] = paths
            let prefix = folder.path + "/"
            let ordered = paths.filter { $0.hasPrefix(prefix) } + paths.filter { !$0.hasPrefix(prefix) }
            return ordered.filter { $0 != own }.compactMap { path in read(path).map { (path, $0, path.hasPrefix(prefix)) } }
        }

        private mutating func read(_ path: String) -> SwiftSourceFile? {
            if let known = files[path] { return known }
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
            let file = SwiftSourceFile(text)
            files[path] = file
            return file
        }

        /// The folder of the target that holds `file`: the folder right under `Sources/` or `Tests/`, or right
        /// under the package's folder (`examples/`); without a package around it, the file's own folder.
        static func targetFolder(of file: URL) -> URL {
            let own = file.deletingLastPathComponent().standardizedFileURL
            var folder = own
            while folder.pathComponents.count > 1 {
                let parent = folder.deletingLastPathComponent()
                if ["Sources", "Tests"].contains(parent.lastPathComponent)
                    || FileManager.default.fileExists(atPath: parent.appendingPathComponent("Package.swift").path) {
                    return folder
                }
                folder = parent
            }
            return own
        }

        /// The `.swift` files under `folder`, sorted (hidden folders left out; at most 2,000).
        static func swiftFiles(in folder: URL) -> [String] {
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { return [] }
            var out: [String] = []
            for case let url as URL in walk where url.pathExtension == "swift" {
                out.append(url.standardizedFileURL.path)
                if out.count >= 2000 { break }
            }
            return out.sorted()
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
    private func body(of section: ClipSection, level: String, page: URL, media: (Clip) throws -> URL,
                      sources: inout SourceFiles) throws -> String {
        var out = ""
        if !section.title.isEmpty && !level.isEmpty { out += "\(level) \(section.title)\n\n" }
        if !section.summary.isEmpty { out += "\(section.summary)\n\n" }
        for clip in section.clips {
            out += try entry(for: clip, sources: &sources, folder: page.deletingLastPathComponent(), media: try media(clip))
        }
        return out
    }

    /// One clip's part of the page.
    private func entry(for clip: Clip, sources: inout SourceFiles, folder: URL, media: URL) throws -> String {
        let file = try sources.file(of: clip)
        var out = "### \(ClipGallery.codeSpan(clip.name))\n\n"
        if !clip.description.isEmpty { out += "\(ClipGallery.wrap(clip.description))\n\n" }
        let mediaPath = ClipGallery.urlPath(ClipGallery.relativePath(from: folder, to: media))
        // Images carry the clip's point size, so that 2x media show at 1x on any page.
        let size = pointSize(clip).map { "width=\"\(Int($0.width.rounded()))\" height=\"\(Int($0.height.rounded()))\" " } ?? ""
        let alt = ClipGallery.attribute(clip.description.isEmpty ? clip.name : clip.description)
        if !isImage(media) {
            out += "[\(ClipGallery.linkText(clip.name)) (\(media.pathExtension))](\(mediaPath))\n\n"
        } else if clip.background.resolve() == Color.white.resolve() {
            // A white clip on a white page gets a hairline frame: a one-cell table, which Markdown renderers
            // (GitHub's among them) draw with a border, where an image's own style would be stripped.
            out += "<table><tr><td><img src=\"\(mediaPath)\" \(size)alt=\"\(alt)\"></td></tr></table>\n\n"
        } else {
            out += "<img src=\"\(mediaPath)\" \(size)alt=\"\(alt)\">\n\n"
        }
        if !clip.notice.isEmpty { out += "\(ClipGallery.wrap("**What to notice:** \(clip.notice)"))\n\n" }
        let code = self.code(of: clip, in: file, neighbours: sources.neighbours(of: clip))
        for (k, part) in code.enumerated() {
            let url = URL(fileURLWithPath: part.path)
            let sourcePath = ClipGallery.urlPath(ClipGallery.relativePath(from: folder, to: url))
            out += k == 0 ? "The code, from [\(ClipGallery.codeSpan(url.lastPathComponent))](\(sourcePath)):\n\n"
                : "From [\(ClipGallery.codeSpan(url.lastPathComponent))](\(sourcePath)):\n\n"
            out += "```swift\n\(part.code)\n```\n\n"
        }
        return out
    }

    /// The clip's code: from its own file, the declarations the clip uses then its declaration inside the block
    /// that holds it; then, file by file, what it uses from the rest of its target and the package's other targets
    /// (`neighbours`).
    func code(of clip: Clip, in file: SwiftSourceFile, neighbours: [(path: String, file: SwiftSourceFile, sameTarget: Bool)] = [])
        -> [(path: String, code: String)] {
        let statement = file.statement(startingAt: clip.origin.line) ?? ""
        let container = file.declaration(containing: clip.origin.line)
        var words = SwiftSourceFile.identifiers(in: statement)
        let chosen = SwiftSourceFile.closure(of: &words, unqualified: SwiftTokenizer.words(in: statement, unqualified: true),
                                             in: [file] + neighbours.map(\.file), excluding: container,
                                             otherTargets: Set(neighbours.indices.filter { !neighbours[$0].sameTarget }.map { $0 + 1 }))
        var parts = chosen.filter { $0.file == 0 }.map { file.declarations[$0.declaration].text }
        var others: [(path: String, code: String)] = []
        for (k, neighbour) in neighbours.enumerated() {
            let texts = chosen.filter { $0.file == k + 1 }.map { neighbour.file.declarations[$0.declaration].text }
            if !texts.isEmpty { others.append((neighbour.path, texts.joined(separator: "\n\n"))) }
        }
        // Only the views: the declarations the clip uses, unless it has none (its view is written inline).
        if !showsClipDeclaration && !(parts.isEmpty && others.isEmpty) {
            return (parts.isEmpty ? [] : [(clip.origin.file, parts.joined(separator: "\n\n"))]) + others
        }
        if let container, container.lines.lowerBound != clip.origin.line {
            let lines = file.oneLineMembers(of: container, usedBy: statement) + statement.components(separatedBy: "\n")
            let declaration = ClipGallery.dedent(lines).map { $0.isEmpty ? $0 : "    " + $0 }.joined(separator: "\n")
            parts.append("\(container.header)\n\(declaration)\n}")
        } else {
            parts.append(ClipGallery.dedent(statement.components(separatedBy: "\n")).joined(separator: "\n"))
        }
        return [(clip.origin.file, parts.joined(separator: "\n\n"))] + others
    }

    /// `text` as lines of at most `width` characters, broken at spaces (a word longer than that keeps its line):
    /// Markdown joins them again, and the page's source reads and diffs well.
    static func wrap(_ text: String, width: Int = 118) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += line.isEmpty ? String(word) : " " + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines.joined(separator: "\n")
    }

    /// A relative file path as a URL path: every byte but letters, digits, `-._~@` and the `/` between folders is
    /// percent-encoded, so that a name with a space, `"`, `#`, `?`, `%` or `)` stays one link in Markdown and HTML.
    ///
    ///     ClipGallery.urlPath("media/q?x#y%20.gif")   // "media/q%3Fx%23y%2520.gif"
    public static func urlPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "@"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += String(format: "%%%02X", byte)
            }
        }
        return out
    }

    /// `text` as a Markdown code span: fenced with one more backtick than its longest run of them (CommonMark).
    static func codeSpan(_ text: String) -> String {
        var longest = 0, run = 0
        for ch in text { run = ch == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return fence + pad + text + pad + fence
    }

    /// `text` for the text of a Markdown link: backslashes, brackets and the characters that start HTML escaped.
    static func linkText(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\\", "[", "]", "`", "*", "_": out += "\\\(ch)"
            case "<": out += "&lt;"
            case "&": out += "&amp;"
            default: out.append(ch)
            }
        }
        return out
    }

    /// `text` for an HTML attribute: quotes and angle brackets escaped.
    package static func attribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
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
