import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file read with SwiftParser and cut into its top-level declarations — enough to show a clip's code
/// beside its GIF.
///
/// A declaration runs from its keyword's line (with the comments and attributes right above it) to its last
/// line. Each one knows the names it declares — its own name, or for an `extension` the names of its
/// members — and the identifiers it uses (strings and comments left out), so ``declarations(usedBy:)`` can
/// collect what a piece of code needs from the file.
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
    }

    /// The file's lines.
    let lines: [String]
    /// The top-level declarations, in file order.
    let declarations: [Declaration]
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    /// Parses `text` (a file with errors still yields the declarations the parser recovers).
    init(_ text: String) {
        lines = text.components(separatedBy: "\n")
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: "", tree: tree)
        var found: [Declaration] = []
        for item in tree.statements {
            // Imports and operator or precedence declarations are not shown.
            guard case .decl(let decl) = item.item, !decl.is(ImportDeclSyntax.self), !decl.is(OperatorDeclSyntax.self),
                  !decl.is(PrecedenceGroupDeclSyntax.self) else { continue }
            found.append(SwiftSourceFile.declaration(decl, lines: lines, converter: converter))
        }
        declarations = found
    }

    /// The statement that starts on `line` (1-based), whole lines to its last — a `Clip(…) { … } script: { … }`
    /// declaration, say.
    func statement(startingAt line: Int) -> String? {
        guard lines.indices.contains(line - 1) else { return nil }
        let found = StatementFinder(line: line, converter: converter).find(in: Syntax(tree))
        guard let end = found.map({ self.line(of: $0.endPositionBeforeTrailingTrivia) }) else {
            return lines[line - 1]
        }
        return lines[(line - 1)...(max(line, end) - 1)].joined(separator: "\n")
    }

    /// The top-level declaration that contains `line` (1-based).
    func declaration(containing line: Int) -> Declaration? {
        declarations.first { $0.lines.contains(line) }
    }

    /// The one-line members of `container` (`static let canvas = CGSize(…)`) that `code` names.
    func oneLineMembers(of container: Declaration, usedBy code: String) -> [String] {
        let words = SwiftSourceFile.identifiers(in: code)
        guard let group = topLevelGroup(at: container.lines.lowerBound) else { return [] }
        return group.memberBlock.members.compactMap { member -> String? in
            let first = line(of: member.decl.positionAfterSkippingLeadingTrivia)
            let last = line(of: member.decl.endPositionBeforeTrailingTrivia)
            guard first == last, !SwiftSourceFile.names(declaredBy: member.decl).isDisjoint(with: words) else { return nil }
            return lines[first - 1]
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

    /// The identifiers `text` uses, as Swift reads them (not inside strings or comments).
    static func identifiers(in text: String) -> Set<String> {
        identifiers(of: Parser.parse(source: text))
    }

    // MARK: - Reading the tree

    private func line(of position: AbsolutePosition) -> Int { converter.location(for: position).line }

    /// The top-level type or extension whose keyword is on `line`.
    private func topLevelGroup(at line: Int) -> DeclGroupSyntax? {
        for item in tree.statements {
            guard case .decl(let decl) = item.item, let group = decl.asProtocol(DeclGroupSyntax.self) else { continue }
            if self.line(of: SwiftSourceFile.keyword(of: decl).positionAfterSkippingLeadingTrivia) == line { return group }
        }
        return nil
    }

    private static func declaration(_ decl: DeclSyntax, lines: [String], converter: SourceLocationConverter) -> Declaration {
        func line(_ p: AbsolutePosition) -> Int { converter.location(for: p).line }
        let first = line(keyword(of: decl).positionAfterSkippingLeadingTrivia)
        let last = max(first, line(decl.endPositionBeforeTrailingTrivia))
        // Comments directly above (no blank line between) and attributes belong to it.
        var top = line(decl.positionAfterSkippingLeadingTrivia)
        while top > 1 {
            let above = lines[top - 2].trimmingCharacters(in: .whitespaces)
            guard above.hasPrefix("//") || above.hasPrefix("@") else { break }
            top -= 1
        }
        var names: Set<String> = []
        if let ext = decl.as(ExtensionDeclSyntax.self) {
            for member in ext.memberBlock.members { names.formUnion(SwiftSourceFile.names(declaredBy: member.decl)) }
        } else {
            names = SwiftSourceFile.names(declaredBy: decl)
        }
        return Declaration(text: lines[(top - 1)...(last - 1)].joined(separator: "\n"), lines: first...last,
                           header: lines[first - 1], names: names, uses: identifiers(of: decl))
    }

    /// The token that introduces a declaration (`struct`, `extension`, `func`, `let`…), after its attributes
    /// and modifiers.
    private static func keyword(of decl: DeclSyntax) -> TokenSyntax {
        if let d = decl.as(StructDeclSyntax.self) { return d.structKeyword }
        if let d = decl.as(ClassDeclSyntax.self) { return d.classKeyword }
        if let d = decl.as(EnumDeclSyntax.self) { return d.enumKeyword }
        if let d = decl.as(ActorDeclSyntax.self) { return d.actorKeyword }
        if let d = decl.as(ProtocolDeclSyntax.self) { return d.protocolKeyword }
        if let d = decl.as(ExtensionDeclSyntax.self) { return d.extensionKeyword }
        if let d = decl.as(FunctionDeclSyntax.self) { return d.funcKeyword }
        if let d = decl.as(VariableDeclSyntax.self) { return d.bindingSpecifier }
        if let d = decl.as(TypeAliasDeclSyntax.self) { return d.typealiasKeyword }
        return decl.firstToken(viewMode: .sourceAccurate) ?? TokenSyntax(.unknown(""), presence: .missing)
    }

    /// The names a declaration introduces.
    private static func names(declaredBy decl: DeclSyntax) -> Set<String> {
        if let d = decl.as(StructDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(ClassDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(EnumDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(ActorDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(ProtocolDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(FunctionDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(TypeAliasDeclSyntax.self) { return [d.name.text] }
        if let d = decl.as(VariableDeclSyntax.self) {
            return Set(d.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        }
        return []
    }

    private static func identifiers(of node: some SyntaxProtocol) -> Set<String> {
        var words: Set<String> = []
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { words.insert(name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))) }
        }
        return words
    }
}

/// Finds the outermost statement or member that starts on a line (not an expression inside one that happens
/// to start there too).
private struct StatementFinder {
    let line: Int
    let converter: SourceLocationConverter

    func find(in node: Syntax) -> Syntax? {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
        guard start <= line, line <= end else { return nil }
        if start == line, node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) { return node }
        for child in node.children(viewMode: .sourceAccurate) {
            if let found = find(in: child) { return found }
        }
        return nil
    }
}
