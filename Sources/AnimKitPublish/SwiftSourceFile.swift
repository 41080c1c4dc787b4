import AnimKitSwiftText
import Foundation

/// A Swift file cut into its top-level declarations — enough to show a clip's code beside its GIF.
///
/// A declaration runs from its keyword's line (with the comments and attributes right above it) to its last
/// line. Each one knows the names it declares — its own name, or for an `extension` the names of its
/// members — and the identifiers it uses (strings and comments left out), so ``declarations(usedBy:excluding:)``
/// can collect what a piece of code needs from the file.
///
///     let file = SwiftSourceFile(try String(contentsOfFile: path, encoding: .utf8))
///     file.declarations.map(\.header)   // ["struct Card: View {", "extension Examples {"]
///
/// The file is read with ``SwiftTokenizer`` and bracket nesting, the way Swift splits statements: a line break
/// ends one unless the next line continues it (`.modifier()`, a binary operator, a `{` or a labelled closure).
/// A file with errors still yields what can be recovered.
struct SwiftSourceFile {
    /// One top-level declaration.
    struct Declaration {
        /// Its lines, with leading comments and attributes.
        let text: String
        /// The line of the declaration's keyword (1-based; after its comments and attributes), and the last.
        let lines: ClosedRange<Int>
        /// The line that opens it (`enum Sample {`, `extension Examples {`).
        let header: String
        /// What it declares: its name, or an extension's members' names.
        let names: Set<String>
        /// The identifiers its code uses.
        let uses: Set<String>
        /// Those not written after a `.`: the names it can mean from another file (a type, not a member).
        let unqualifiedUses: Set<String>
        /// Whether it is `private` or `fileprivate` (not seen from the target's other files).
        let isFilePrivate: Bool
        /// Whether it declares a type (`struct`, `class`, `enum`, `actor`, `protocol`, `typealias`).
        let isType: Bool
        /// Whether its code makes clips (`Clip(…)`): a catalogue of clips rather than code they use.
        let makesClips: Bool
        /// Its tokens' range in the file's tokens.
        let tokens: ClosedRange<Int>
    }

    /// The file's lines.
    let lines: [String]
    /// The top-level declarations, in file order.
    let declarations: [Declaration]
    private let tokens: [SwiftTokenizer.Token]

    /// Reads `text`.
    init(_ text: String) {
        lines = text.components(separatedBy: "\n")
        tokens = SwiftTokenizer.tokens(of: text)
        var found: [Declaration] = []
        var i = 0
        while i < tokens.count {
            if tokens[i].kind == .directive || tokens[i].text == ";" { i += 1; continue }
            let end = SwiftStatements.end(tokens, from: i)
            if let keyword = SwiftSourceFile.keywordIndex(tokens, in: i...end),
               !["import", "operator", "precedencegroup"].contains(tokens[keyword].text) {
                found.append(SwiftSourceFile.declaration(tokens, i...end, keyword: keyword, lines: lines))
            }
            i = end + 1
        }
        declarations = found
    }

    /// The statement that starts on `line` (1-based), whole lines to its last — a `Clip(…) { … } script: { … }`
    /// declaration, say.
    func statement(startingAt line: Int) -> String? {
        guard lines.indices.contains(line - 1) else { return nil }
        guard let first = tokens.firstIndex(where: { $0.line == line }) else { return lines[line - 1] }
        // An expression in a list (`[Clip(…) { … }, Clip(…)]`) ends at its comma; a declaration's commas
        // (`struct A: B, C`) are its own.
        let isDeclaration = SwiftSourceFile.keywordIndex(tokens, in: first...(tokens.count - 1)) != nil
        let end = SwiftStatements.end(tokens, from: first, commaEnds: !isDeclaration)
        return lines[(line - 1)...(max(line, tokens[end].line) - 1)].joined(separator: "\n")
    }

    /// The top-level declaration that contains `line` (1-based).
    func declaration(containing line: Int) -> Declaration? {
        declarations.first { $0.lines.contains(line) }
    }

    /// The one-line members of `container` (`static let canvas = CGSize(…)`) that `code` names.
    func oneLineMembers(of container: Declaration, usedBy code: String) -> [String] {
        let words = SwiftTokenizer.words(in: code)
        return SwiftSourceFile.members(tokens, of: container.tokens).compactMap { member -> String? in
            let first = tokens[member.lowerBound].line
            guard first == tokens[member.upperBound].line,
                  !SwiftSourceFile.names(tokens, declaredBy: member).isDisjoint(with: words) else { return nil }
            return lines[first - 1]
        }
    }

    /// The declarations that `code` names, with the ones those name in turn, in file order — leaving
    /// out the ones in `excluded` (the clip's own declaration block).
    func declarations(usedBy code: String, excluding excluded: Declaration? = nil) -> [Declaration] {
        var words = SwiftTokenizer.words(in: code)
        return SwiftSourceFile.closure(of: &words, in: [self], excluding: excluded).map { declarations[$0.declaration] }
    }

    /// The declarations of `files` that `words` name, with the ones those name in turn, as (file, declaration)
    /// indices in order; `words` grows by what they use. `files[0]` is the file the words come from; the others
    /// are the rest of its target. Within a file every declaration a chosen one names is taken, as Swift would
    /// find it. From one file to another only types are followed (the views a clip uses, the types they use): a
    /// name its own file declares stays its own, `private` types stay in their file, and in the other files code
    /// that makes clips (a catalogue) is left out.
    ///
    /// Files whose indices are in `otherTargets` belong to other targets of the package: a type of theirs is taken
    /// only when no file of the words' own target declares its name.
    static func closure(of words: inout Set<String>, unqualified: Set<String> = [], in files: [SwiftSourceFile],
                        excluding excluded: Declaration? = nil, otherTargets: Set<Int> = []) -> [(file: Int, declaration: Int)] {
        let declared = files.map { $0.declarations.reduce(into: Set<String>()) { $0.formUnion($1.names) } }
        let ownTarget = declared.indices.filter { !otherTargets.contains($0) }.reduce(into: Set<String>()) { $0.formUnion(declared[$1]) }
        var chosen = Set<[Int]>()
        // The names each file's chosen code uses, and those of them another file may declare (not after a `.`).
        var wanted = Array(repeating: Set<String>(), count: files.count)
        var foreign = Array(repeating: Set<String>(), count: files.count)
        wanted[0] = words
        foreign[0] = unqualified.subtracting(declared[0])
        var grew = true
        while grew {
            grew = false
            for (f, file) in files.enumerated() {
                for (k, d) in file.declarations.enumerated() where !chosen.contains([f, k]) {
                    if f == 0, let excluded, d.lines == excluded.lines { continue }
                    if f > 0 && d.makesClips { continue }
                    var asked = !d.names.isDisjoint(with: wanted[f])
                    if !asked && d.isType && !d.isFilePrivate && !(otherTargets.contains(f) && d.names.isSubset(of: ownTarget)) {
                        asked = foreign.indices.contains { g in g != f && !d.names.isDisjoint(with: foreign[g]) }
                    }
                    guard asked else { continue }
                    chosen.insert([f, k])
                    wanted[f].formUnion(d.uses)
                    foreign[f].formUnion(d.unqualifiedUses.subtracting(declared[f]))
                    grew = true
                }
            }
        }
        words = wanted.reduce(into: Set<String>()) { $0.formUnion($1) }
        return chosen.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
    }

    /// The identifiers `text` uses, as Swift reads them (not inside strings or comments).
    static func identifiers(in text: String) -> Set<String> { SwiftTokenizer.words(in: text) }

    // MARK: - Statements

    /// Words that may come before a declaration's keyword.
    private static let modifiers = SwiftStatements.modifiers
    /// The keywords that introduce a declaration.
    private static let keywords: Set<String> = [
        "struct", "class", "enum", "actor", "protocol", "extension", "func", "let", "var", "typealias", "import",
        "operator", "precedencegroup", "macro", "init", "subscript", "case", "associatedtype", "deinit",
    ]
    /// The declaration keyword of the statement `range`, after its attributes (and their arguments) and
    /// modifiers; nil for a statement that is not a declaration.
    private static func keywordIndex(_ tokens: [SwiftTokenizer.Token], in range: ClosedRange<Int>) -> Int? {
        var j = range.lowerBound
        while j <= range.upperBound {
            let t = tokens[j]
            if t.kind == .attribute {
                j += 1
                if j <= range.upperBound, tokens[j].text == "(", !tokens[j].spaceBefore { j = SwiftStatements.matchingClose(tokens, j) + 1 }
                continue
            }
            guard t.kind == .word else { return nil }
            if keywords.contains(t.text) {
                // `class func`, `class var`: the keyword is the one after.
                if t.text == "class", j + 1 <= range.upperBound, keywords.contains(tokens[j + 1].text) { j += 1; continue }
                return j
            }
            guard modifiers.contains(t.text) else { return nil }
            j += 1
            // `private(set)`
            if j <= range.upperBound, tokens[j].text == "(" { j = SwiftStatements.matchingClose(tokens, j) + 1 }
        }
        return nil
    }

    private static func declaration(_ tokens: [SwiftTokenizer.Token], _ range: ClosedRange<Int>, keyword: Int,
                                    lines: [String]) -> Declaration {
        let first = tokens[keyword].line
        let last = max(first, tokens[range.upperBound].line)
        // Comments directly above (no blank line between) and attributes belong to it.
        var top = tokens[range.lowerBound].line
        while top > 1 {
            let above = lines[top - 2].trimmingCharacters(in: .whitespaces)
            guard above.hasPrefix("//") || above.hasPrefix("@") else { break }
            top -= 1
        }
        var names: Set<String> = []
        if tokens[keyword].text == "extension" {
            for member in members(tokens, of: range) { names.formUnion(SwiftSourceFile.names(tokens, declaredBy: member)) }
        } else {
            names = SwiftSourceFile.names(tokens, declaredBy: range)
        }
        let uses = SwiftTokenizer.words(of: tokens[range])
        let unqualifiedUses = SwiftTokenizer.words(of: tokens[range], unqualified: true)
        // `private(set)` only limits writing: the declaration is still seen elsewhere.
        let isFilePrivate = (range.lowerBound..<keyword).contains { j in
            ["private", "fileprivate"].contains(tokens[j].text) && tokens[j].kind == .word
                && !(j + 1 < tokens.count && tokens[j + 1].text == "(")
        }
        let isType = ["struct", "class", "enum", "actor", "protocol", "typealias"].contains(tokens[keyword].text)
        let makesClips = range.dropLast().contains { tokens[$0].text == "Clip" && tokens[$0 + 1].text == "(" }
        return Declaration(text: lines[(top - 1)...(last - 1)].joined(separator: "\n"), lines: first...last,
                           header: lines[first - 1], names: names, uses: uses, unqualifiedUses: unqualifiedUses, isFilePrivate: isFilePrivate, isType: isType,
                           makesClips: makesClips, tokens: range)
    }

    /// The member statements of the type or extension `range` (inside its first `{ … }`).
    private static func members(_ tokens: [SwiftTokenizer.Token], of range: ClosedRange<Int>) -> [ClosedRange<Int>] {
        guard let open = tokens[range].firstIndex(where: { $0.text == "{" }) else { return [] }
        let close = min(SwiftStatements.matchingClose(tokens, open), range.upperBound)
        var out: [ClosedRange<Int>] = []
        var j = open + 1
        while j < close {
            if tokens[j].kind == .directive || tokens[j].text == ";" || tokens[j].text == "," { j += 1; continue }
            let end = min(SwiftStatements.end(tokens, from: j), close - 1)
            out.append(j...end)
            j = end + 1
        }
        return out
    }

    /// The names a declaration introduces: a type's, function's or alias's name, or a `let`/`var`'s bound names.
    private static func names(_ tokens: [SwiftTokenizer.Token], declaredBy range: ClosedRange<Int>) -> Set<String> {
        guard let k = keywordIndex(tokens, in: range), k + 1 <= range.upperBound else { return [] }
        switch tokens[k].text {
        case "struct", "class", "enum", "actor", "protocol", "func", "typealias", "macro", "associatedtype":
            return [tokens[k + 1].text]
        case "let", "var", "case":
            // `let a = 1, b = 2`: the name after the keyword, and after each comma at the statement's level.
            var names: Set<String> = []
            var depth = 0
            var expectName = true
            for j in (k + 1)...range.upperBound {
                let t = tokens[j]
                if t.kind == .open { depth += 1 } else if t.kind == .close { depth -= 1 }
                if depth == 0 && t.text == "," { expectName = true; continue }
                if expectName && depth == 0 && t.kind == .word { names.insert(t.text) }
                expectName = false
            }
            return names
        default:
            return []
        }
    }
}
