import Foundation

/// Inline Markdown as SwiftUI's `Text` reads a string literal: `**bold**` / `__bold__`, `*italic*` /
/// `_italic_`, `***both***`, `~~struck~~`, `` `code` ``, `[links](url)` and backslash escapes. Block
/// syntax (headings, lists) is shown as written, as in SwiftUI.
///
///     InlineMarkdown.parse("Tap **Save**")   // [("Tap ", plain), ("Save", bold)]
enum InlineMarkdown {
    /// The styling Markdown gives a run of characters.
    struct Style: Hashable, Sendable {
        var bold = false
        var italic = false
        var strikethrough = false
        var code = false
        /// The destination of a link.
        var link: String?
    }

    /// The runs of `source` with their styles (adjacent runs of one style merged).
    static func parse(_ source: String) -> [(text: String, style: Style)] {
        guard source.contains(where: { "*_~`[\\".contains($0) }) else { return [(source, Style())] }
        var parser = Parser(chars: Array(source))
        parser.parse(0..<parser.chars.count, style: Style())
        parser.flush(Style())
        return parser.runs
    }

    private struct Parser {
        let chars: [Character]
        var runs: [(text: String, style: Style)] = []
        var buffer = ""

        init(chars: [Character]) { self.chars = chars }

        mutating func flush(_ style: Style) {
            guard !buffer.isEmpty else { return }
            if let last = runs.last, last.style == style { runs[runs.count - 1].text += buffer } else { runs.append((buffer, style)) }
            buffer = ""
        }

        private func isPunctuation(_ c: Character) -> Bool { c.isASCII && (c.isPunctuation || c.isSymbol) }

        /// The length of the run of `c` starting at `i` within `end`.
        private func runLength(of c: Character, at i: Int, end: Int) -> Int {
            var j = i
            while j < end && chars[j] == c { j += 1 }
            return j - i
        }

        mutating func parse(_ range: Range<Int>, style: Style) {
            var i = range.lowerBound
            let end = range.upperBound
            while i < end {
                let c = chars[i]
                if c == "\\", i + 1 < end, isPunctuation(chars[i + 1]) {
                    buffer.append(chars[i + 1])
                    i += 2
                } else if c == "`" {
                    i = code(at: i, end: end, style: style)
                } else if c == "[", let next = link(at: i, end: end, style: style) {
                    i = next
                } else if c == "*" || c == "_" || (c == "~" && i + 1 < end && chars[i + 1] == "~") {
                    i = emphasis(at: i, end: end, style: style)
                } else {
                    buffer.append(c)
                    i += 1
                }
            }
        }

        /// A code span: the characters between matching backtick runs, literally.
        private mutating func code(at i: Int, end: Int, style: Style) -> Int {
            let n = runLength(of: "`", at: i, end: end)
            var j = i + n
            while j < end {
                let m = runLength(of: "`", at: j, end: end)
                if m == n {
                    flush(style)
                    var inner = String(chars[(i + n)..<j])
                    if inner.count > 1, inner.first == " ", inner.last == " " { inner = String(inner.dropFirst().dropLast()) }
                    var codeStyle = style
                    codeStyle.code = true
                    buffer = inner
                    flush(codeStyle)
                    return j + n
                }
                j += max(m, 1)
            }
            buffer += String(repeating: "`", count: n)
            return i + n
        }

        /// A link `[text](destination)`, or nil when the brackets are not one.
        private mutating func link(at i: Int, end: Int, style: Style) -> Int? {
            var depth = 0, k = i
            while k < end {
                if chars[k] == "\\" { k += 2; continue }
                if chars[k] == "[" { depth += 1 }
                if chars[k] == "]" { depth -= 1; if depth == 0 { break } }
                k += 1
            }
            guard k + 1 < end, chars[k] == "]", chars[k + 1] == "(" else { return nil }
            var m = k + 2
            while m < end, chars[m] != ")", !chars[m].isWhitespace { m += 1 }
            guard m < end, chars[m] == ")" else { return nil }
            flush(style)
            var linked = style
            linked.link = String(chars[(k + 2)..<m])
            parse((i + 1)..<k, style: linked)
            flush(linked)
            return m + 1
        }

        /// Emphasis or strikethrough between matching delimiter runs; a run without its match is literal.
        private mutating func emphasis(at i: Int, end: Int, style: Style) -> Int {
            let c = chars[i]
            let length = runLength(of: c, at: i, end: end)
            let n = c == "~" ? 2 : min(length, 3)
            let opensBeforeText = i + n < end && !chars[i + n].isWhitespace
            let intraword = c == "_" && i > 0 && (chars[i - 1].isLetter || chars[i - 1].isNumber)
            if length == n, opensBeforeText, !intraword, let close = closer(of: c, count: n, from: i + n, end: end) {
                flush(style)
                var inner = style
                if c == "~" { inner.strikethrough = true } else {
                    if n >= 2 { inner.bold = true }
                    if n != 2 { inner.italic = true }
                }
                parse((i + n)..<close, style: inner)
                flush(inner)
                return close + n
            }
            buffer += String(repeating: String(c), count: length)
            return i + length
        }

        /// Where a run of exactly `count` `c`s closes emphasis opened before `start`.
        private func closer(of c: Character, count: Int, from start: Int, end: Int) -> Int? {
            var j = start
            while j < end {
                if chars[j] == "\\" { j += 2; continue }
                if chars[j] == "`" {
                    // Skip a code span: delimiters inside it do not count.
                    let n = runLength(of: "`", at: j, end: end)
                    var k = j + n
                    while k < end, runLength(of: "`", at: k, end: end) != n { k += 1 }
                    j = k < end ? k + n : j + n
                    continue
                }
                let m = runLength(of: c, at: j, end: end)
                if m == 0 { j += 1; continue }
                let afterText = j > start && !chars[j - 1].isWhitespace
                let intraword = c == "_" && j + m < end && (chars[j + m].isLetter || chars[j + m].isNumber)
                if m == count, afterText, !intraword { return j }
                j += m
            }
            return nil
        }
    }
}
