/// Swift statements found in tokens by bracket nesting and line breaks, the way the compiler splits them.
///
///     let tokens = SwiftTokenizer.tokens(of: "let a = 1\nlet b = a\n    + 2")
///     SwiftStatements.end(tokens, from: 4)   // 9: the second statement goes on over the line break
package enum SwiftStatements {
    /// Words that may come before a declaration's keyword.
    package static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class", "indirect",
        "nonisolated", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic", "required",
        "convenience", "optional", "prefix", "postfix", "infix", "consuming", "borrowing", "distributed", "isolated",
        "sending",
    ]
    /// Words that continue a statement from the line before.
    private static let continuing: Set<String> = ["where", "else", "catch", "in", "throws", "rethrows", "async", "as", "is"]

    /// The index of the last token of the statement that starts at token `start`: it ends at a line break at
    /// its own nesting level that the next line does not continue, at a `;` (or with `commaEnds` a `,`) at that
    /// level, or before a bracket that closes an enclosing one.
    package static func end(_ tokens: [SwiftTokenizer.Token], from start: Int, commaEnds: Bool = false) -> Int {
        var depth = 0
        var onlyAttributes = true   // `@MainActor` on a line of its own belongs to what follows
        var j = start
        while true {
            let t = tokens[j]
            switch t.kind {
            case .open: depth += 1
            case .close:
                if depth == 0 { return max(start, j - 1) }
                depth -= 1
            case .punctuation where depth == 0 && j > start && (t.text == ";" || (commaEnds && t.text == ",")):
                return j - 1
            case .directive where j > start:
                return j - 1
            default: break
            }
            if depth == 0 && t.kind != .attribute && !(t.kind == .word && modifiers.contains(t.text)) && t.kind != .close {
                onlyAttributes = false
            }
            let next = j + 1
            guard next < tokens.count else { return j }
            if depth == 0 && tokens[next].line > t.line
                && !onlyAttributes && !continues(after: t, next: next, in: tokens) {
                return j
            }
            j = next
        }
    }

    /// Whether the line starting with token `next` carries on the statement whose last token so far is `last`.
    private static func continues(after last: SwiftTokenizer.Token, next: Int, in tokens: [SwiftTokenizer.Token]) -> Bool {
        let n = tokens[next]
        // A binary operator, `=`, `->`, `.`, `:` or `,` at the end of a line asks for more.
        if last.kind == .symbol && last.spaceBefore { return true }
        if last.kind == .punctuation && last.text != ";" { return true }
        if last.kind == .word && continuing.contains(last.text) { return true }
        switch n.kind {
        case .punctuation: return n.text == "." || n.text == ":"
        case .symbol: return n.spaceAfter   // a binary operator; a prefix one starts a new statement
        case .open: return n.text == "{"
        case .word:
            if continuing.contains(n.text) { return true }
            // A labelled trailing closure: `script: {`.
            return next + 2 < tokens.count && tokens[next + 1].text == ":" && tokens[next + 2].text == "{"
        default: return false
        }
    }

    /// The index of the bracket that closes the one at `open` (the last token when none does).
    package static func matchingClose(_ tokens: [SwiftTokenizer.Token], _ open: Int) -> Int {
        var depth = 0
        for j in open..<tokens.count {
            if tokens[j].kind == .open { depth += 1 }
            if tokens[j].kind == .close { depth -= 1; if depth == 0 { return j } }
        }
        return tokens.count - 1
    }

}
