/// Swift source cut into tokens: enough of Swift's lexical grammar to find declarations and statements and the
/// names they use, without a parser.
///
/// Comments (nested `/* */` too) are skipped; a string literal — single-line, multi-line or raw (`#"…"#`) — is
/// one token, and the identifiers inside its interpolations are kept with it. Brackets, `,`, `;`, `:`, `.`,
/// attributes (`@MainActor`), compiler directives (`#if`) and operators are tokens of their own, each with its
/// line and whether whitespace comes before it (which tells a binary operator from a postfix one).
///
///     let tokens = SwiftTokenizer.tokens(of: "let a = \"}\" // {")
///     tokens.map(\.text)   // ["let", "a", "=", "\"}\""]
///
/// The gallery reads clips' files with it, and the `#Preview` macro plugin the code of a preview. AnimKit once used
/// swift-syntax's parser here; the parser alone costs about two CPU minutes on every user's first build, and both
/// need only tokens and bracket nesting.
package struct SwiftTokenizer {
    /// What a token is.
    package enum Kind: Equatable {
        /// A name or keyword (`struct`, `body`, `` `default` ``, `$0`).
        case word
        /// A number.
        case number
        /// A string literal, whole.
        case string
        /// An attribute, `@` and its name.
        case attribute
        /// `#if`, `#elseif`, `#else`, `#endif` (its condition is left out).
        case directive
        /// `#` and a name (`#Preview`, `#selector`).
        case pound
        /// An operator (`=`, `->`, `&&`, `..<`, `?`).
        case symbol
        /// `(`, `[`, `{`.
        case open
        /// `)`, `]`, `}`.
        case close
        /// `,`, `;`, `:`, `.`.
        case punctuation
    }

    /// One token.
    package struct Token {
        package let kind: Kind
        /// Its text (a backticked name without its backticks).
        package let text: String
        /// Its line, 1-based.
        package let line: Int
        /// Whether whitespace, a comment or the start of the file comes right before it.
        package let spaceBefore: Bool
        /// Whether whitespace, a comment or the end of the file comes right after it.
        package var spaceAfter = true
        /// For a string, the names used in its interpolations.
        package var innerWords: [String] = []
        /// Where it lies in the text, in UTF-8 bytes (a directive's condition included).
        package var bytes: Range<Int> = 0..<0
    }

    /// The tokens of `text`, in order.
    package static func tokens(of text: String) -> [Token] {
        var tokenizer = SwiftTokenizer(bytes: Array(text.utf8))
        return tokenizer.run(stopAtUnmatchedParen: false)
    }

    /// Every name `text` uses, outside comments and string text (inside interpolations too); with
    /// `unqualified`, only those not written after a `.` (`Card` in `Card()`, not `ProgressView` in
    /// `AnimKit.ProgressView()` or `padding` in `.padding()`).
    package static func words(in text: String, unqualified: Bool = false) -> Set<String> {
        words(of: tokens(of: text)[...], unqualified: unqualified)
    }

    /// The names `tokens` use (see `words(in:unqualified:)`).
    package static func words(of tokens: ArraySlice<Token>, unqualified: Bool = false) -> Set<String> {
        var words: Set<String> = []
        var afterDot = false
        for token in tokens {
            if token.kind == .word && !(unqualified && afterDot) { words.insert(token.text) }
            words.formUnion(token.innerWords)
            afterDot = token.text == "."
        }
        return words
    }

    private let bytes: [UInt8]
    private var at = 0
    private var line = 1

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private static let operatorBytes = Set("/=-+!*%<>&|^~?".utf8)
    private static let directives: Set<String> = ["if", "elseif", "else", "endif", "sourceLocation"]

    private func byte(_ offset: Int = 0) -> UInt8? { at + offset < bytes.count ? bytes[at + offset] : nil }

    private static func isNameStart(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || isLetter(b) || b >= 0x80 }
    private static func isNamePart(_ b: UInt8) -> Bool { isNameStart(b) || isDigit(b) }
    private static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// Tokens up to the end, or (inside an interpolation) up to the `)` that closes it, which is consumed.
    private mutating func run(stopAtUnmatchedParen: Bool) -> [Token] {
        var out: [Token] = []
        var space = true
        var parens = 0
        while let b = byte() {
            // Whitespace and comments.
            if b == UInt8(ascii: "\n") { line += 1; at += 1; space = true; continue }
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") { at += 1; space = true; continue }
            if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                while let c = byte(), c != UInt8(ascii: "\n") { at += 1 }
                space = true
                continue
            }
            if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") { skipBlockComment(); space = true; continue }
            let start = at
            let startLine = line
            func add(_ kind: Kind, _ text: String, inner: [String] = []) {
                if !out.isEmpty && !space { out[out.count - 1].spaceAfter = false }
                out.append(Token(kind: kind, text: text, line: startLine, spaceBefore: space, innerWords: inner,
                                 bytes: start..<at))
                space = false
            }
            if SwiftTokenizer.isNameStart(b) || (b == UInt8(ascii: "$") && byte(1).map(SwiftTokenizer.isNamePart) == true) {
                at += 1
                while let c = byte(), SwiftTokenizer.isNamePart(c) { at += 1 }
                add(.word, text(start..<at))
            } else if b == UInt8(ascii: "`") {
                at += 1
                while let c = byte(), c != UInt8(ascii: "`"), c != UInt8(ascii: "\n") { at += 1 }
                let name = text((start + 1)..<at)
                if byte() == UInt8(ascii: "`") { at += 1 }
                add(.word, name)
            } else if SwiftTokenizer.isDigit(b) {
                while let c = byte(), SwiftTokenizer.isNamePart(c) || (c == UInt8(ascii: ".") && byte(1).map(SwiftTokenizer.isDigit) == true) {
                    at += 1
                }
                add(.number, text(start..<at))
            } else if b == UInt8(ascii: "\"") || (b == UInt8(ascii: "#") && rawStringAhead()) {
                let inner = skipString()
                add(.string, text(start..<at), inner: inner)
            } else if b == UInt8(ascii: "#") {
                at += 1
                while let c = byte(), SwiftTokenizer.isNamePart(c) { at += 1 }
                let name = text((start + 1)..<at)
                if SwiftTokenizer.directives.contains(name) {
                    // The condition of `#if`/`#elseif` is not code the file uses.
                    while let c = byte(), c != UInt8(ascii: "\n") { at += 1 }
                    add(.directive, "#" + name)
                } else {
                    add(.pound, "#" + name)
                }
            } else if b == UInt8(ascii: "@") {
                at += 1
                while let c = byte(), SwiftTokenizer.isNamePart(c) { at += 1 }
                add(.attribute, text(start..<at))
            } else if b == UInt8(ascii: "(") || b == UInt8(ascii: "[") || b == UInt8(ascii: "{") {
                at += 1
                if b == UInt8(ascii: "(") { parens += 1 }
                add(.open, text(start..<at))
            } else if b == UInt8(ascii: ")") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") {
                at += 1
                if b == UInt8(ascii: ")") {
                    if stopAtUnmatchedParen && parens == 0 { return out }
                    parens -= 1
                }
                add(.close, text(start..<at))
            } else if b == UInt8(ascii: "."), byte(1) == UInt8(ascii: ".") {
                at += 2
                while let c = byte(), c == UInt8(ascii: ".") || SwiftTokenizer.operatorBytes.contains(c) { at += 1 }
                add(.symbol, text(start..<at))
            } else if b == UInt8(ascii: ",") || b == UInt8(ascii: ";") || b == UInt8(ascii: ":") || b == UInt8(ascii: ".") {
                at += 1
                add(.punctuation, text(start..<at))
            } else if SwiftTokenizer.operatorBytes.contains(b) {
                at += 1
                while let c = byte(), SwiftTokenizer.operatorBytes.contains(c) { at += 1 }
                add(.symbol, text(start..<at))
            } else {
                at += 1
                add(.symbol, text(start..<at))
            }
        }
        return out
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while let b = byte() {
            if b == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") { depth += 1; at += 2; continue }
            if b == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                depth -= 1
                at += 2
                if depth == 0 { return }
                continue
            }
            if b == UInt8(ascii: "\n") { line += 1 }
            at += 1
        }
    }

    /// Whether `#`s then a quote start here (a raw string).
    private func rawStringAhead() -> Bool {
        var k = 0
        while byte(k) == UInt8(ascii: "#") { k += 1 }
        return byte(k) == UInt8(ascii: "\"")
    }

    /// Skips a string literal starting here; returns the names used in its interpolations.
    private mutating func skipString() -> [String] {
        var hashes = 0
        while byte() == UInt8(ascii: "#") { hashes += 1; at += 1 }
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        at += multiline ? 3 : 1
        var inner: [String] = []
        func closesHere(_ tokenizer: SwiftTokenizer) -> Bool {
            let quotes = multiline ? 3 : 1
            for k in 0..<quotes where tokenizer.byte(k) != UInt8(ascii: "\"") { return false }
            for k in 0..<hashes where tokenizer.byte(quotes + k) != UInt8(ascii: "#") { return false }
            return true
        }
        while let b = byte() {
            if closesHere(self) {
                at += (multiline ? 3 : 1) + hashes
                return inner
            }
            if b == UInt8(ascii: "\n") {
                if !multiline { return inner }   // an unterminated string ends with its line
                line += 1
                at += 1
                continue
            }
            if b == UInt8(ascii: "\\") {
                var k = 1
                while k <= hashes, byte(k) == UInt8(ascii: "#") { k += 1 }
                if k == hashes + 1 {
                    at += k
                    if byte() == UInt8(ascii: "(") {
                        at += 1
                        for token in run(stopAtUnmatchedParen: true) {
                            if token.kind == .word { inner.append(token.text) }
                            inner += token.innerWords
                        }
                    } else if byte() != nil {
                        if byte() == UInt8(ascii: "\n") { line += 1 }
                        at += 1
                    }
                    continue
                }
            }
            at += 1
        }
        return inner
    }
}
