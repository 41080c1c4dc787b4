import Foundation

/// A Swift file cut into its top-level declarations, by bracket depth (strings and comments skipped) —
/// enough to show a clip's code beside its GIF without a Swift parser.
///
/// A declaration runs from its first line at depth 0 (with the comments and attributes right above it)
/// to the line where the depth returns to 0. Each one knows the names it declares — its own name, or
/// for an `extension` the names of its members — and the identifiers it uses, so
/// ``declarations(usedBy:)`` can collect what a piece of code needs from the file.
struct SwiftSourceFile {
    /// One top-level declaration.
    struct Declaration {
        /// Its lines, with leading comments and attributes.
        let text: String
        /// The first line of the declaration itself (1-based; after its comments), and the last.
        let lines: ClosedRange<Int>
        /// The line that opens it (`enum Sample {`, `extension Examples {`).
        let header: String
        /// What it declares: its name, or an extension's members' names.
        let names: Set<String>
        /// The identifiers its text uses.
        let uses: Set<String>
    }

    /// The file's lines.
    let lines: [String]
    /// The bracket depth at the start and at the end of each line (0-based index).
    private let depthAtStart: [Int]
    private let depthAtEnd: [Int]
    /// The top-level declarations, in file order.
    let declarations: [Declaration]

    /// Scans `text`.
    init(_ text: String) {
        lines = text.components(separatedBy: "\n")
        (depthAtStart, depthAtEnd) = SwiftSourceFile.depths(of: lines)
        declarations = SwiftSourceFile.split(lines, depthAtStart, depthAtEnd)
    }

    /// The statement that starts on `line` (1-based), to the line where the depth falls back to where it
    /// started — a `Clip(…) { … } script: { … }` declaration, say.
    func statement(startingAt line: Int) -> String? {
        let i = line - 1
        guard lines.indices.contains(i) else { return nil }
        var j = i
        while j < lines.count - 1, depthAtEnd[j] > depthAtStart[i] { j += 1 }
        return lines[i...j].joined(separator: "\n")
    }

    /// The top-level declaration that contains `line` (1-based).
    func declaration(containing line: Int) -> Declaration? {
        declarations.first { $0.lines.contains(line) }
    }

    /// The one-line members of `container` (`static let canvas = CGSize(…)`) that `code` names.
    func oneLineMembers(of container: Declaration, usedBy code: String) -> [String] {
        let words = SwiftSourceFile.identifiers(in: code)
        return container.lines.compactMap { line -> String? in
            let i = line - 1
            guard depthAtStart[i] == 1, depthAtEnd[i] == 1, let member = SwiftSourceFile.declared(by: lines[i]),
                  words.contains(member.name) else { return nil }
            return lines[i]
        }
    }

    /// The declarations that `code` names, with the ones those name in turn, in file order — leaving
    /// out the ones in `excluded` (the clip's own declaration block).
    func declarations(usedBy code: String, excluding excluded: Declaration? = nil) -> [Declaration] {
        var chosen = Set<Int>()
        var words = SwiftSourceFile.identifiers(in: code)
        var grew = true
        while grew {
            grew = false
            for (k, d) in declarations.enumerated() where !chosen.contains(k) && d.lines != excluded?.lines {
                if !d.names.isDisjoint(with: words) {
                    chosen.insert(k)
                    words.formUnion(d.uses)
                    grew = true
                }
            }
        }
        return chosen.sorted().map { declarations[$0] }
    }

    // MARK: - Scanning

    private enum Mode {
        case code
        case string(multiline: Bool)
        case interpolation(parens: Int)
    }

    /// Bracket depth at the start and end of each line, outside strings and comments.
    private static func depths(of lines: [String]) -> ([Int], [Int]) {
        var starts: [Int] = [], ends: [Int] = []
        var depth = 0
        var stack: [Mode] = [.code]
        var inBlockComment = false
        for line in lines {
            starts.append(depth)
            let c = Array(line.unicodeScalars)
            var i = 0
            scan: while i < c.count {
                let ch = c[i]
                let next: Unicode.Scalar? = i + 1 < c.count ? c[i + 1] : nil
                if inBlockComment {
                    if ch == "*", next == "/" { inBlockComment = false; i += 2 } else { i += 1 }
                    continue
                }
                switch stack.last! {
                case .string(let multiline):
                    if ch == "\\" {
                        if next == "(" { stack.append(.interpolation(parens: 1)) }
                        i += 2
                    } else if ch == "\"" {
                        if multiline {
                            if i + 2 < c.count, c[i + 1] == "\"", c[i + 2] == "\"" { stack.removeLast(); i += 3 } else { i += 1 }
                        } else {
                            stack.removeLast(); i += 1
                        }
                    } else {
                        i += 1
                    }
                case .code, .interpolation:
                    if ch == "/", next == "/" { break scan }
                    if ch == "/", next == "*" { inBlockComment = true; i += 2; continue }
                    if ch == "\"" {
                        let triple = i + 2 < c.count && c[i + 1] == "\"" && c[i + 2] == "\""
                        stack.append(.string(multiline: triple))
                        i += triple ? 3 : 1
                        continue
                    }
                    if case .interpolation(let parens) = stack.last! {
                        if ch == "(" { stack[stack.count - 1] = .interpolation(parens: parens + 1) }
                        if ch == ")" {
                            if parens == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(parens: parens - 1) }
                        }
                    } else if "{([".unicodeScalars.contains(ch) {
                        depth += 1
                    } else if "})]".unicodeScalars.contains(ch) {
                        depth = max(0, depth - 1)
                    }
                    i += 1
                }
            }
            // A single-line string that runs off its line is malformed; don't let it swallow the file.
            while case .string(multiline: false)? = stack.last { stack.removeLast() }
            ends.append(depth)
        }
        return (starts, ends)
    }

    private static let declarationPattern = try! NSRegularExpression(
        pattern: #"^(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|open|final|indirect|static|nonisolated|mutating|override)\s+)*(enum|struct|class|actor|protocol|extension|func|let|var|typealias)\s+([A-Za-z_][A-Za-z0-9_]*)"#
    )

    /// The keyword and name a line declares, if it opens a declaration.
    private static func declared(by line: String) -> (keyword: String, name: String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let range = NSRange(trimmed.startIndex..., in: trimmed)
        guard let m = declarationPattern.firstMatch(in: trimmed, range: range),
              let k = Range(m.range(at: 1), in: trimmed), let n = Range(m.range(at: 2), in: trimmed) else { return nil }
        return (String(trimmed[k]), String(trimmed[n]))
    }

    private static func split(_ lines: [String], _ starts: [Int], _ ends: [Int]) -> [Declaration] {
        var result: [Declaration] = []
        var i = 0
        while i < lines.count {
            guard starts[i] == 0, let (keyword, name) = declared(by: lines[i]) else { i += 1; continue }
            var j = i
            while j < lines.count - 1, ends[j] > 0 { j += 1 }
            // Comments and attributes directly above belong to it.
            var top = i
            while top > 0, starts[top - 1] == 0, ends[top - 1] == 0 {
                let t = lines[top - 1].trimmingCharacters(in: .whitespaces)
                guard t.hasPrefix("//") || t.hasPrefix("@") else { break }
                top -= 1
            }
            var names: Set<String> = []
            if keyword == "extension" {
                for k in i...j where starts[k] == 1 {
                    if let member = declared(by: lines[k]) { names.insert(member.name) }
                }
            } else {
                names.insert(name)
            }
            let text = lines[top...j].joined(separator: "\n")
            result.append(Declaration(text: text, lines: (i + 1)...(j + 1), header: lines[i], names: names,
                                      uses: identifiers(in: lines[i...j].joined(separator: "\n"))))
            i = j + 1
        }
        return result
    }

    /// The identifier-like words of `text`.
    static func identifiers(in text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        for ch in text.unicodeScalars {
            if ch == "_" || CharacterSet.alphanumerics.contains(ch) {
                current.unicodeScalars.append(ch)
            } else if !current.isEmpty {
                words.insert(current)
                current = ""
            }
        }
        if !current.isEmpty { words.insert(current) }
        return words
    }
}
