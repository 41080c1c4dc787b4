import Foundation
import Testing

/// The list of every public symbol AnimKit provides, by family of docs/views.md's "Supported SwiftUI" table:
/// read from the symbol graph of the built AnimKit module (`swift-symbolgraph-extract`), placed in families by
/// docs/symbol-families.tsv, written to docs/symbols.md. Fails when a public symbol has no family (so no status),
/// when the table and the families disagree, or when docs/symbols.md is out of date.
///
/// Regenerate docs/symbols.md: `ANIMKIT_RECORD=symbols swift test --skip-build --filter SupportedSymbolsTests`.
@Suite struct SupportedSymbolsTests {
    /// A symbol as the symbol graph lists it.
    struct Symbol: Decodable {
        struct Kind: Decodable { let identifier: String }
        struct Location: Decodable { let uri: String }
        let kind: Kind
        let pathComponents: [String]
        let location: Location?
    }

    private struct Graph: Decodable { let symbols: [Symbol] }

    /// A line of docs/symbol-families.tsv: a glob over source paths and the family its symbols belong to.
    struct Rule {
        let glob: String
        let family: String

        func matches(_ path: String) -> Bool { fnmatch(glob, path, 0) == 0 }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let own = "AnimKit's own", platform = "platform types"

    // MARK: Reading

    /// Runs `executable` with `arguments` (the tests' own runner of tools); its standard output.
    private func run(_ executable: String, _ arguments: [String]) throws -> String {
        String(decoding: try MediaProbe.run(executable, arguments), as: UTF8.self)
    }

    /// The public symbols of the AnimKit module as built for the tests (synthesized and inherited members left out).
    private func symbols() throws -> [Symbol] {
        let build = Self.root.appendingPathComponent(".build/debug")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("animkit-symbols-\(getpid())")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let cFlags = try run("pkg-config", ["--cflags-only-I", "pangocairo", "pixman-1", "libavformat", "libavcodec", "libavutil", "libswscale"])
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .flatMap { ["-Xcc", $0] }
        #if arch(x86_64)
        let target = "x86_64-unknown-linux-gnu"
        #else
        let target = "aarch64-unknown-linux-gnu"
        #endif
        var arguments = ["-module-name", "AnimKit", "-target", target, "-minimum-access-level", "public",
                         "-skip-synthesized-members", "-skip-inherited-docs", "-output-dir", output.path,
                         "-I", build.appendingPathComponent("Modules").path,
                         "-I", Self.root.appendingPathComponent("Sources/CCairo").path,
                         "-I", Self.root.appendingPathComponent("Sources/CFFmpeg").path,
                         "-Xcc", "-fmodule-map-file=" + build.appendingPathComponent("CAnimKitRuntime.build/module.modulemap").path]
        let shims = Self.root.appendingPathComponent(".build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include")
        if FileManager.default.fileExists(atPath: shims.path) { arguments += ["-I", shims.path] }
        _ = try run("swift-symbolgraph-extract", arguments + cFlags)
        let data = try Data(contentsOf: output.appendingPathComponent("AnimKit.symbols.json"))
        return try JSONDecoder().decode(Graph.self, from: data).symbols
    }

    private func rules() throws -> [Rule] {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/symbol-families.tsv"), encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }.map { line in
            let parts = line.split(separator: "\t", maxSplits: 1).map(String.init)
            return Rule(glob: parts[0], family: parts.count > 1 ? parts[1] : "")
        }
    }

    /// The rows of views.md's table: each family's name, status and the anchor its name links to (if it does).
    private func tableRows() throws -> [(family: String, status: String, link: String?)] {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/views.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| family | status |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            var family = cells[1], link: String?
            if family.hasPrefix("["), let close = family.firstIndex(of: "]") {
                let target = family[family.index(after: close)...]
                link = target.hasPrefix("(") ? String(target.dropFirst().dropLast()) : nil
                family = String(family[family.index(after: family.startIndex)..<close])
            }
            return (family, cells[2], link)
        }
    }

    // MARK: Writing

    /// The anchor of a family's section in docs/symbols.md.
    static func anchor(_ family: String) -> String {
        var id = ""
        for c in family.lowercased() {
            if c.isLetter || c.isNumber { id.append(c) } else if !id.hasSuffix("-") { id.append("-") }
        }
        return id.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    }

    /// docs/symbols.md for these symbols' families.
    private func page(_ families: [String: Set<String>], table: [(family: String, status: String, link: String?)]) -> String {
        var out = """
        # AnimKit's public symbols

        Every public symbol of the AnimKit module, by family of the *Supported SwiftUI* table in
        [views.md](views.md), with the family's status: **supported** — every symbol works as in SwiftUI; **partial** —
        the symbols listed work, and the table's row names what of the family is missing or differs. Two families are
        not SwiftUI's: *AnimKit's own* (clips, scripts, rendering, encoding, publishing) and *platform types* (the
        Foundation, CoreGraphics, QuartzCore, Dispatch and UIKit names SwiftUI code uses; as much of them as the table
        says). APIs that AnimKit declares only to say it cannot do them yet (`@available(*, unavailable, message:)`)
        are not listed: the symbol graph leaves them out, and views.md names them.

        Overloads are listed once. Generated from the symbol graph of the built module (`swift-symbolgraph-extract`)
        and [symbol-families.tsv](symbol-families.tsv) by `SupportedSymbolsTests`; do not edit by hand. Regenerate with
        `ANIMKIT_RECORD=symbols swift test --skip-build --filter SupportedSymbolsTests`.

        **SF Symbols (`Image(systemName:)`).** AnimKit draws 334 symbol designs of its own, with their `.fill`,
        `.circle`, `.square`, `.rectangle` and `.slash` forms (views.md, "Symbols"). Counted over 24 public SwiftUI apps
        and sample collections (9,554 Swift files, 1,821 symbol uses, 425 names; November 2026), they cover 83.4 % of
        the uses. Every other name SF Symbols 1.0–7.0 defines (9,155 names, renamed ones included) draws the Material
        Icons glyph nearest in meaning at the symbol's size and colour (`SymbolFallback`: 16.3 % of the uses, such as
        `safari`, `server.rack`, `figure.walk.motion`), or a neutral shapes glyph when no word of the name matches
        (0.2 %); a name SF Symbols does not define draws nothing and takes no space, as on iOS (0.1 %, typos).

        """
        let total = families.values.reduce(0) { $0 + $1.count }
        out += "\n\(total) symbols in \(families.count) families.\n"
        let order = table.map(\.family) + [Self.platform, Self.own]
        for family in order {
            guard let names = families[family] else { continue }
            let status = table.first { $0.family == family }?.status
                ?? (family == Self.own ? "AnimKit's API, not SwiftUI's" : "partial: the names SwiftUI code uses")
            out += "\n<a id=\"\(Self.anchor(family))\"></a>\n\n## \(family) — \(status)\n\n"
            out += names.sorted().map { "`\($0)`" }.joined(separator: " · ") + "\n"
        }
        return out
    }

    // MARK: The test

    @Test func everyPublicSymbolHasAFamilyAndTheListIsCurrent() throws {
        let symbols = try symbols()
        #expect(symbols.count > 1000)
        let rules = try rules(), table = try tableRows()
        #expect(table.count >= 20)
        let known = Set(table.map(\.family) + [Self.own, Self.platform])
        for rule in rules { #expect(known.contains(rule.family), "docs/symbol-families.tsv names an unknown family: \(rule.family)") }
        // Each row of the table links to its family's list.
        for row in table {
            #expect(row.link == "symbols.md#\(Self.anchor(row.family))", "views.md's \(row.family) row does not link to its list")
        }

        // A member without a source location takes its type's file.
        var fileOf: [[String]: String] = [:]
        for symbol in symbols {
            if let uri = symbol.location?.uri, let range = uri.range(of: "/Sources/AnimKit/") { fileOf[symbol.pathComponents] = String(uri[range.upperBound...]) }
        }
        var families: [String: Set<String>] = [:]
        var homeless: [String] = []
        for symbol in symbols {
            var path = symbol.pathComponents
            var file = fileOf[path]
            while file == nil, path.count > 1 {
                path.removeLast()
                file = fileOf[path]
            }
            let name = symbol.pathComponents.joined(separator: ".")
            guard let file, let rule = rules.first(where: { $0.matches(file) }) else {
                homeless.append("\(name) (\(file ?? "no source file"))")
                continue
            }
            families[rule.family, default: []].insert(name)
        }
        #expect(homeless.isEmpty, "public symbols with no family in docs/symbol-families.tsv: \(homeless.joined(separator: ", "))")
        // Every row has symbols.
        for row in table { #expect(families[row.family] != nil, "no public symbol in the family \(row.family)") }

        let generated = page(families, table: table)
        let url = Self.root.appendingPathComponent("docs/symbols.md")
        if ProcessInfo.processInfo.environment["ANIMKIT_RECORD"] == "symbols" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: url, encoding: .utf8)
        #expect(stored == generated, "docs/symbols.md is out of date: ANIMKIT_RECORD=symbols swift test --skip-build --filter SupportedSymbolsTests")
    }
}
