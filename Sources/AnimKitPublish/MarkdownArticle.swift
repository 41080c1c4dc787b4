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
    /// What looks like a marker but is not read as one (`<!-- animkit:` whose `-->` is on another line), in order.
    public let warnings: [Problem]

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
        var warnings: [Problem] = []
        var blocks = CodeBlockTracker()
        // The lines of the paragraph being read: its code spans may run over several lines.
        var paragraph: [(line: Substring, number: Int)] = []
        func flush() throws {
            guard let first = paragraph.first, let last = paragraph.last else { return }
            let spans = MarkdownArticle.codeSpans(in: text[first.line.startIndex..<last.line.endIndex])
            var next = spans.startIndex
            for (line, number) in paragraph {
                markers += try MarkdownArticle.markers(in: line, codeSpans: spans, from: &next, file: file, line: number,
                                                       lenient: lenient, problems: &problems, warnings: &warnings)
            }
            paragraph.removeAll()
        }
        var lineNumber = 0
        var index = text.startIndex
        while index < text.endIndex {
            lineNumber += 1
            // "\r\n" is one Character in Swift: both end a line.
            let end = text[index...].firstIndex { $0 == "\n" || $0 == "\r\n" } ?? text.endIndex
            var line = text[index..<end]
            if lineNumber == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
            if blocks.isCode(line) || CodeBlockTracker.isBlank(line) {
                try flush()
            } else {
                // A heading is a block of one line: no code span runs out of it or into it.
                if CodeBlockTracker.isHeading(line) { try flush() }
                paragraph.append((line, lineNumber))
                if CodeBlockTracker.isHeading(line) { try flush() }
            }
            index = end < text.endIndex ? text.index(after: end) : end
        }
        try flush()
        self.markers = markers
        self.problems = problems
        self.warnings = warnings
    }

    /// Reads and parses the article at `path`; throws one line when it cannot be read or is not UTF-8. A byte
    /// order mark is kept (`replacing` writes it back), so that the article is written byte for byte.
    ///
    ///     let article = try MarkdownArticle(contentsOf: "drafts/post.md")
    public init(contentsOf path: String, lenient: Bool = false) throws {
        let data = try MarkdownArticle.read(path)
        guard let text = String(validating: data, as: UTF8.self) else {
            throw AnimKitError(.invalidArgument, "cannot read \(MarkdownArticle.shown(path)): it is not UTF-8 text")
        }
        try self.init(text: text, file: MarkdownArticle.shown(path), lenient: lenient)
    }

    /// The largest article read: 64 MiB.
    public static let maximumBytes = 64 << 20

    /// How `path` is named in messages: `-` is standard input.
    static func shown(_ path: String) -> String { path == "-" ? "standard input" : path }

    /// The bytes of the article at `path`, read to its end as pandoc reads its inputs: a file, a pipe (`<(…)`, a FIFO,
    /// `/dev/stdin`) or, for `-`, standard input. Throws one line with the system's reason when it cannot be read (a
    /// folder, a missing file, no permission, a name too long, a loop of links) or holds more than `maximumBytes`.
    static func read(_ path: String) throws -> Data {
        func fail(_ why: String) -> AnimKitError { AnimKitError(.io, "cannot read \(shown(path)): \(why)") }
        let fd = path == "-" ? dup(STDIN_FILENO) : open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw fail(String(cString: strerror(errno)) + MarkdownArticle.hint(errno)) }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { throw fail("it is a folder") }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { throw fail(String(cString: strerror(errno)) + MarkdownArticle.hint(errno)) }
            if n == 0 { return data }
            data.append(contentsOf: chunk[0..<n])
            if data.count > maximumBytes { throw fail("it holds more than \(maximumBytes >> 20) MiB, too much for an article") }
        }
    }

    private static func hint(_ code: Int32) -> String {
        switch code {
        case ENAMETOOLONG: return " (a name longer than 255 bytes, or a path longer than 4095)"
        case ELOOP: return " (a loop of symbolic links)"
        default: return ""
        }
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

    /// The markers on one line, outside code spans (`spans`, in order; `next` is the first that may still matter); a bad
    /// one is thrown, or with `lenient` appended to `problems`.
    private static func markers(in line: Substring, codeSpans spans: [Range<String.Index>], from next: inout Int,
                                file: String, line number: Int, lenient: Bool,
                                problems: inout [Problem], warnings: inout [Problem]) throws -> [ArticleMarker] {
        var found: [ArticleMarker] = []
        var search = line.startIndex
        while let open = line[search...].range(of: "<!--") {
            while next < spans.count, spans[next].upperBound <= open.lowerBound { next += 1 }
            let inCode = next < spans.count && spans[next].lowerBound <= open.lowerBound
            guard let close = line[open.upperBound...].range(of: "-->") else {
                let rest = line[open.upperBound...].drop { $0 == " " || $0 == "\t" }
                if !inCode, rest.hasPrefix("animkit:") {
                    warnings.append(Problem(line: number, error: AnimKitError(.invalidArgument,
                        "\(file):\(number): this animkit marker has no '-->' on its line, so it is left as it is (a marker is one line)")))
                }
                break
            }
            defer { search = close.upperBound }
            let body = line[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard body.hasPrefix("animkit:"), !inCode else { continue }
            do {
                found.append(try parse(String(body.dropFirst("animkit:".count)), range: open.lowerBound..<close.upperBound,
                                       file: file, line: number))
            } catch let error as AnimKitError where lenient {
                problems.append(Problem(line: number, error: error))
            }
        }
        return found
    }

    /// The code spans of a paragraph, in order (CommonMark: a run of backticks opens one, and the next run of the same
    /// length closes it, across lines; a run with no partner is literal text, and so is a backslash-escaped backtick).
    static func codeSpans(in paragraph: Substring) -> [Range<String.Index>] {
        var spans: [Range<String.Index>] = []
        let chars = paragraph
        var i = chars.startIndex
        func run(at j: String.Index) -> String.Index {
            var k = j
            while k < chars.endIndex, chars[k] == "`" { k = chars.index(after: k) }
            return k
        }
        while i < chars.endIndex {
            let ch = chars[i]
            if ch == "\\" {
                let after = chars.index(after: i)
                i = after < chars.endIndex ? chars.index(after: after) : after
                continue
            }
            guard ch == "`" else { i = chars.index(after: i); continue }
            let end = run(at: i)
            let length = chars.distance(from: i, to: end)
            // The next run of exactly that length closes the span.
            var j = end
            var closing: String.Index?
            while j < chars.endIndex {
                guard chars[j] == "`" else { j = chars.index(after: j); continue }
                let e = run(at: j)
                if chars.distance(from: j, to: e) == length { closing = e; break }
                j = e
            }
            if let closing {
                spans.append(i..<closing)
                i = closing
            } else {
                i = end
            }
        }
        return spans
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

/// Tells, line by line, whether a Markdown line is code: inside a fenced block (the fences included) or an indented
/// code block (four columns of indentation after a blank line, not inside a list item). Fences follow CommonMark:
/// blockquote markers (`>`) and a list item's marker are stripped first; a fence of three or more backticks or tildes
/// opens a block (a backtick fence's info string has no backtick), and only a fence of the same character, at least as
/// long, with nothing after it but spaces, closes it — or the end of the blockquote that holds it. Markers in code
/// are shown, not replaced.
struct CodeBlockTracker {
    private var fence: (character: Character, length: Int, quotes: Int)?
    private var indented = false
    private var previousBlank = true
    private var inList = false

    /// Whether `line`, the next line of the article, is code.
    mutating func isCode(_ raw: Substring) -> Bool {
        let (quotes, line) = CodeBlockTracker.quoteContent(raw)
        let indent = CodeBlockTracker.indentation(line)
        let blank = CodeBlockTracker.isBlank(line)
        defer { previousBlank = blank }
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if let open = fence {
            if quotes >= open.quotes {
                if CodeBlockTracker.closes(trimmed, open.character, open.length) { fence = nil }
                return true
            }
            // The blockquote that held the block ended: so did the block.
            fence = nil
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
        let startsItem = CodeBlockTracker.startsListItem(trimmed)
        let content = startsItem ? CodeBlockTracker.afterListMarker(trimmed) : trimmed
        if let opening = CodeBlockTracker.opening(content) {
            fence = (opening.character, opening.length, quotes)
            if startsItem { inList = true }
            return true
        }
        if startsItem { inList = true } else if indent == 0 && previousBlank { inList = false }
        return false
    }

    /// A fence that opens a block: its character and length; nil when `text` is none.
    static func opening(_ text: Substring) -> (character: Character, length: Int)? {
        guard let first = text.first, first == "`" || first == "~" else { return nil }
        let run = text.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        if first == "`" && text.dropFirst(run.count).contains("`") { return nil }
        return (first, run.count)
    }

    /// Whether `text` (without its indentation) closes a fence of `character` and `length`.
    static func closes(_ text: Substring, _ character: Character, _ length: Int) -> Bool {
        let run = text.prefix { $0 == character }
        return run.count >= length && text.dropFirst(run.count).allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// How many blockquote levels `line` is in (`> > text` is two), and the line without their markers.
    static func quoteContent(_ line: Substring) -> (Int, Substring) {
        var rest = line
        var depth = 0
        while true {
            let spaces = rest.prefix { $0 == " " }
            guard spaces.count <= 3, rest.dropFirst(spaces.count).first == ">" else { return (depth, rest) }
            rest = rest.dropFirst(spaces.count + 1)
            if rest.first == " " { rest = rest.dropFirst() }
            depth += 1
        }
    }

    /// Whether a line holds only spaces and tabs.
    static func isBlank(_ line: Substring) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// Whether a line is an ATX heading (`# Title`, up to three spaces before it).
    static func isHeading(_ line: Substring) -> Bool {
        let spaces = line.prefix { $0 == " " }
        guard spaces.count <= 3 else { return false }
        let hashes = line.dropFirst(spaces.count).prefix { $0 == "#" }
        guard (1...6).contains(hashes.count) else { return false }
        let after = line.dropFirst(spaces.count + hashes.count).first
        return after == nil || after == " " || after == "\t"
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

    /// A list item's content: `text` without its marker and the spaces after it.
    static func afterListMarker(_ text: Substring) -> Substring {
        let marker = text.first.map { "-*+".contains($0) } == true ? text.dropFirst() : text.drop { $0.isASCII && $0.isNumber }.dropFirst()
        return marker.drop { $0 == " " || $0 == "\t" }
    }
}
