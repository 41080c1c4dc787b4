import Foundation
import AnimKit

/// A Markdown article with `<!-- animkit: … -->` markers (see `ArticleMarker`): parsed once, then written with
/// each marker replaced and every other byte as it was.
///
///     let article = try MarkdownArticle(text: source, file: "post.md")
///     let out = article.replacing { marker in marker.markup(path: "media/\(marker.fileName)", description: "") }
public struct MarkdownArticle: Sendable {
    public let text: String
    /// The file the text came from (in error messages).
    public let file: String
    public let markers: [ArticleMarker]
    /// The markers that could not be read, in order: empty unless parsed with `lenient` (otherwise the first one
    /// is thrown).
    public let problems: [Problem]

    /// A marker that could not be read.
    public struct Problem: Sendable {
        /// Its line, 1-based.
        public let line: Int
        /// `FILE:LINE: reason`.
        public let error: AnimKitError
    }

    /// Parses the markers of `text`; throws `FILE:LINE: reason` for a marker it cannot read.
    public init(text: String, file: String) throws { try self.init(text: text, file: file, lenient: false) }

    /// Parses the markers of `text`; a marker it cannot read is thrown, or with `lenient` kept in `problems`
    /// (so that a tool can report every bad marker of every article in one run).
    ///
    ///     let article = try MarkdownArticle(text: draft, file: "post.md", lenient: true)
    ///     for problem in article.problems { print(problem.error.message) }   // "post.md:3: unknown key 'fps' …"
    public init(text: String, file: String, lenient: Bool) throws {
        self.text = text
        self.file = file
        var markers: [ArticleMarker] = []
        var problems: [Problem] = []
        var blocks = CodeBlockTracker()
        var lineNumber = 0
        var index = text.startIndex
        while index < text.endIndex {
            lineNumber += 1
            // "\r\n" is one Character in Swift: both end a line.
            let end = text[index...].firstIndex { $0 == "\n" || $0 == "\r\n" } ?? text.endIndex
            var line = text[index..<end]
            if lineNumber == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
            if !blocks.isCode(line) {
                markers += try MarkdownArticle.markers(in: line, text: text, file: file, line: lineNumber,
                                                       lenient: lenient, problems: &problems)
            }
            index = end < text.endIndex ? text.index(after: end) : end
        }
        self.markers = markers
        self.problems = problems
    }

    /// Reads and parses the article at `path`; throws one line when it cannot be read or is not UTF-8. A byte
    /// order mark is kept (`replacing` writes it back), so that the article is written byte for byte.
    ///
    ///     let article = try MarkdownArticle(contentsOf: "drafts/post.md")
    public init(contentsOf path: String, lenient: Bool = false) throws {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw AnimKitError(.io, "cannot read \(path): \(error.localizedDescription)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw AnimKitError(.invalidArgument, "cannot read \(path): it is not UTF-8 text")
        }
        try self.init(text: text, file: path, lenient: lenient)
    }

    /// The article with each marker replaced by `media(marker)`.
    public func replacing(_ media: (ArticleMarker) -> String) -> String {
        var out = ""
        var cursor = text.startIndex
        for marker in markers {
            out += text[cursor..<marker.range.lowerBound]
            out += media(marker)
            cursor = marker.range.upperBound
        }
        return out + text[cursor...]
    }

    /// The markers on one line, outside inline code; a bad one is thrown, or with `lenient` appended to `problems`.
    private static func markers(in line: Substring, text: String, file: String, line number: Int,
                                lenient: Bool, problems: inout [Problem]) throws -> [ArticleMarker] {
        var found: [ArticleMarker] = []
        var search = line.startIndex
        while let open = line[search...].range(of: "<!--") {
            guard let close = line[open.upperBound...].range(of: "-->") else { break }
            defer { search = close.upperBound }
            let body = line[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard body.hasPrefix("animkit:") else { continue }
            // Inside `inline code` when an odd number of backticks precede it on the line.
            if line[line.startIndex..<open.lowerBound].filter({ $0 == "`" }).count % 2 == 1 { continue }
            do {
                found.append(try parse(String(body.dropFirst("animkit:".count)), range: open.lowerBound..<close.upperBound,
                                       file: file, line: number))
            } catch let error as AnimKitError where lenient {
                problems.append(Problem(line: number, error: error))
            }
        }
        return found
    }

    /// One marker's words: the clip's name, then `key=value` pairs (values may be "quoted").
    private static func parse(_ body: String, range: Range<String.Index>, file: String, line: Int) throws -> ArticleMarker {
        func fail(_ reason: String) -> AnimKitError { AnimKitError(.invalidArgument, "\(file):\(line): \(reason)") }
        var words: [String] = []
        var current = "", quoted = false
        for ch in body {
            if ch == "\"" { quoted.toggle(); continue }
            if ch == " " && !quoted {
                if !current.isEmpty { words.append(current); current = "" }
            } else {
                current.append(ch)
            }
        }
        if quoted { throw fail("a quote is not closed in the animkit marker") }
        if !current.isEmpty { words.append(current) }
        guard let clip = words.first, !clip.contains("=") else { throw fail("the animkit marker names no clip (<!-- animkit: NAME … -->)") }
        // The name becomes the media's file name: one that could leave the media folder is refused here, as a catalogue does.
        do { _ = try ClipName.fileStem(clip) } catch let error as AnimKitError { throw fail(error.message) }
        var format: OutputFormat?
        var marker = ArticleMarker(clip: clip, format: .gif, line: line, range: range)
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw fail("'\(word)' is not KEY=VALUE in the animkit marker") }
            let (key, value) = (parts[0], parts[1])
            switch key {
            case "format":
                guard let f = try? OutputFormat.parse(value), ![.raw, .frames].contains(f) else {
                    throw fail("format=\(value) is not one of gif, apng, mp4, webm, png, filmstrip")
                }
                format = f
            case "at":
                guard let t = Double(value), t >= 0, t <= RenderSettings.maxDuration else {
                    throw fail("at=\(value) is not a time in seconds (0...\(Int(RenderSettings.maxDuration)))")
                }
                marker.at = t
            case "times":
                let times = value.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
                guard (1...24).contains(times.count),
                      times.allSatisfy({ $0.map { $0 >= 0 && $0 <= RenderSettings.maxDuration } ?? false }) else {
                    throw fail("times=\(value) is not 1 to 24 times in seconds (0...\(Int(RenderSettings.maxDuration))), comma-separated")
                }
                marker.times = times.compactMap { $0 }
            case "frames":
                guard let n = Int(value), (1...24).contains(n) else { throw fail("frames=\(value) is not a count from 1 to 24") }
                marker.frames = n
            case "scale":
                guard let n = Int(value), RenderSettings.scaleRange.contains(n) else { throw fail("scale=\(value) is out of range (1...4)") }
                marker.scale = n
            case "alt":
                marker.alt = value
            default:
                throw fail("unknown key '\(key)' in the animkit marker (format, at, times, frames, scale, alt)")
            }
        }
        marker.format = format ?? (marker.times != nil || marker.frames != nil ? .filmstrip : marker.at != nil ? .png : .gif)
        return marker
    }
}

/// Tells, line by line, whether a Markdown line is code: inside a fenced block (```` ``` ```` or `~~~`, the
/// fences included) or an indented code block (four columns of indentation after a blank line, not inside a
/// list item, as CommonMark reads it). Markers there are shown, not replaced.
struct CodeBlockTracker {
    private var fence: Substring?
    private var indented = false
    private var previousBlank = true
    private var inList = false

    /// Whether `line`, the next line of the article, is code.
    mutating func isCode(_ line: Substring) -> Bool {
        let indent = CodeBlockTracker.indentation(line)
        let blank = line.allSatisfy { $0 == " " || $0 == "\t" }
        defer { previousBlank = blank }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if let open = fence {
            if trimmed.hasPrefix(open) { fence = nil }
            return true
        }
        if indented {
            if blank || indent >= 4 { return true }
            indented = false
        }
        if blank { return false }
        if indent >= 4 {
            if previousBlank && !inList { indented = true; return true }
            return false
        }
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            fence = trimmed.prefix(3)
            return true
        }
        if CodeBlockTracker.startsListItem(trimmed) { inList = true } else if indent == 0 && previousBlank { inList = false }
        return false
    }

    /// The line's indentation in columns (a tab advances to the next multiple of four).
    static func indentation(_ line: Substring) -> Int {
        var columns = 0
        for ch in line {
            if ch == " " { columns += 1 } else if ch == "\t" { columns += 4 - columns % 4 } else { break }
        }
        return columns
    }

    /// Whether `text` (without its indentation) begins a list item: `-`, `*`, `+` or `1.`/`1)` and a space.
    static func startsListItem(_ text: Substring) -> Bool {
        if let first = text.first, "-*+".contains(first) {
            return text.dropFirst().first == " " || text.count == 1
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 9 else { return false }
        let rest = text.dropFirst(digits.count)
        return (rest.first == "." || rest.first == ")") && (rest.dropFirst().first == " " || rest.count == 1)
    }
}
