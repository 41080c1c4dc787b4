/// What `#Preview { … }` expands to: a type that registers the preview, read from the macro's source text with
/// ``SwiftTokenizer`` (the plugin has no parser).
///
/// The preview's arguments (`"Name"`, `traits: …`) go unchanged to `AnimKit.Preview`'s initialiser, which has the
/// macro's signatures; the closure becomes its body. Declarations marked `@Previewable` are lifted out of the
/// closure into a view that holds them, as SwiftUI does, so `@Previewable @State var on = false` is real state:
///
///     let code = try PreviewExpansion(source: "#Preview { @Previewable @State var on = false\n Toggle(\"On\", isOn: $on) }")
///         .declaration(named: "P", fileID: "App/Card.swift", line: 3, column: 1)
///     // nonisolated struct P: AnimKit.PreviewRegistry { … struct Content: AnimKit.View { @State var on = false … } }
package struct PreviewExpansion {
    /// Why the macro's text cannot be expanded.
    package struct Problem: Error, Equatable {
        package let message: String
    }

    /// The arguments before the body, as written (empty for `#Preview { … }`).
    package let arguments: String
    /// The closure's parameters and `in` (`item in`), for the `arguments:` form; empty otherwise.
    package let parameters: String
    /// The body's code with the `@Previewable` declarations taken out.
    package let body: String
    /// The `@Previewable` declarations, without the attribute.
    package let lifted: [String]
    /// The line of `#Preview` within the source text (1-based).
    let sourceLine: Int
    /// Its byte offset from the start of that line.
    let columnOffset: Int

    /// Reads `source`, the text of one `#Preview(…) { … }` (leading comments and whitespace allowed).
    package init(source: String) throws {
        let text = Array(source.utf8)
        let tokens = SwiftTokenizer.tokens(of: source)
        guard let pound = tokens.firstIndex(where: { $0.kind == .pound && $0.text == "#Preview" }) else {
            throw Problem(message: "#Preview: no `#Preview` in the macro's text")
        }
        func slice(_ range: Range<Int>) -> String { String(decoding: text[range], as: UTF8.self) }
        var i = pound + 1
        var arguments = ""
        var closure: (open: Int, close: Int)?
        if i < tokens.count, tokens[i].text == "(" {
            let close = SwiftStatements.matchingClose(tokens, i)
            guard tokens[close].text == ")" else { throw Problem(message: "#Preview: its arguments are not closed") }
            // `#Preview("Name", body: { … })`: the body is the last argument.
            var bodyLabel: Int?
            var depth = 0
            for j in (i + 1)..<close {
                if tokens[j].kind == .open { depth += 1 } else if tokens[j].kind == .close { depth -= 1 }
                if depth == 0, tokens[j].text == "body", j + 2 < close, tokens[j + 1].text == ":", tokens[j + 2].text == "{" {
                    bodyLabel = j
                }
            }
            if let label = bodyLabel {
                let open = label + 2
                closure = (open, SwiftStatements.matchingClose(tokens, open))
                var end = label
                if end > i + 1, tokens[end - 1].text == "," { end -= 1 }
                arguments = end > i + 1 ? slice(tokens[i + 1].bytes.lowerBound..<tokens[end - 1].bytes.upperBound) : ""
            } else {
                arguments = close > i + 1 ? slice(tokens[i + 1].bytes.lowerBound..<tokens[close - 1].bytes.upperBound) : ""
            }
            i = close + 1
        }
        if closure == nil {
            guard i < tokens.count, tokens[i].text == "{" else {
                throw Problem(message: "#Preview needs a body: `#Preview { MyView() }`")
            }
            closure = (i, SwiftStatements.matchingClose(tokens, i))
        }
        guard let (open, close) = closure, tokens[close].text == "}" else {
            throw Problem(message: "#Preview: its body is not closed")
        }
        // The `arguments:` form's closure takes a parameter: `{ item in … }`.
        var first = open + 1
        var parameters = ""
        if SwiftTokenizer.words(in: arguments, unqualified: true).contains("arguments") || arguments.contains("arguments:") {
            var depth = 0
            for j in (open + 1)..<close {
                if tokens[j].kind == .open { depth += 1 } else if tokens[j].kind == .close { depth -= 1 }
                if depth == 0, tokens[j].kind == .word, tokens[j].text == "in" {
                    parameters = slice(tokens[open + 1].bytes.lowerBound..<tokens[j].bytes.upperBound)
                    first = j + 1
                    break
                }
            }
        }
        // Statements of the body; those marked `@Previewable` are lifted out.
        var lifted: [String] = []
        var kept: [Range<Int>] = []
        var keptStart = first < close ? tokens[first].bytes.lowerBound : tokens[close].bytes.lowerBound
        var j = first
        while j < close {
            if tokens[j].text == ";" { j += 1; continue }
            let end = min(SwiftStatements.end(tokens, from: j), close - 1)
            // `@Previewable` among the attributes before the declaration's `var` or `let`.
            let keyword = (j...end).first { tokens[$0].kind == .word && (tokens[$0].text == "var" || tokens[$0].text == "let") }
            let marker = keyword.flatMap { k in (j..<k).first { tokens[$0].kind == .attribute && tokens[$0].text == "@Previewable" } }
            if let m = marker, parameters.isEmpty {
                let start = tokens[j].bytes.lowerBound, stop = tokens[end].bytes.upperBound
                lifted.append(slice(start..<tokens[m].bytes.lowerBound) + slice(tokens[m].bytes.upperBound..<stop))
                kept.append(keptStart..<start)
                keptStart = stop
            }
            j = end + 1
        }
        kept.append(keptStart..<tokens[close].bytes.lowerBound)
        let lineStart = text[..<tokens[pound].bytes.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        self.arguments = arguments
        self.parameters = parameters
        self.body = kept.map(slice).joined()
        self.lifted = lifted.map { $0.trimmingSpaces() }
        sourceLine = tokens[pound].line
        columnOffset = tokens[pound].bytes.lowerBound - lineStart
    }

    /// Where `#Preview` is in its file (1-based line and column), given where the source text starts there.
    package func position(sourceStartLine: Int, sourceStartColumn: Int) -> (line: Int, column: Int) {
        sourceLine == 1 ? (sourceStartLine, sourceStartColumn + columnOffset) : (sourceStartLine + sourceLine - 1, columnOffset + 1)
    }

    /// The declaration that registers the preview: `name` is a name the compiler gave the expansion, `fileID`,
    /// `line` and `column` where `#Preview` is (they name and sort previews).
    package func declaration(named name: String, fileID: String, line: Int, column: Int) -> String {
        let content: String
        let call: String
        if lifted.isEmpty {
            content = ""
            call = "AnimKit.Preview(\(arguments)) {\(parameters.isEmpty ? "" : " " + parameters)\n\(body)\n}"
        } else {
            content = """

                struct Content: AnimKit.View {
                    \(lifted.joined(separator: "\n        "))
                    var body: some AnimKit.View {
            \(body)
                    }
                }
            """
            call = "AnimKit.Preview(\(arguments)) { Content() }"
        }
        // `@usableFromInline`: an optimised build keeps the type and its conformance record although nothing in the
        // module names it (an internal type nobody uses is removed, and `PreviewCatalog` could not find it).
        return """
        @usableFromInline nonisolated struct \(name): AnimKit.PreviewRegistry {
            @usableFromInline static let fileID: String = \(PreviewExpansion.literal(fileID))
            @usableFromInline static let line: Int = \(line)
            @usableFromInline static let column: Int = \(column)\(content)
            @usableFromInline @MainActor static func makePreview() throws -> AnimKit.Preview {
                \(call)
            }
        }
        """
    }

    /// `text` as a Swift string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    /// Without spaces, tabs and line breaks at either end.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
