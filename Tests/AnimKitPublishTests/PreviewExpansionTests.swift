import AnimKitSwiftText
import Testing

/// The `#Preview` plugin's reading of a preview's text, without a compiler: arguments, body, lifted declarations
/// and the position it reports.
@Suite struct PreviewExpansionTests {
    @Test func argumentsAndBodyAreCutAtTheRightBrackets() throws {
        let source = "\n// a { brace in a comment\n#Preview(\"A (b) }\", traits: .fixedLayout(width: 1, height: 2)) {\n    Text(#\"}\"#)\n}"
        let e = try PreviewExpansion(source: source)
        #expect(e.arguments == "\"A (b) }\", traits: .fixedLayout(width: 1, height: 2)")
        #expect(e.body == "Text(#\"}\"#)\n")
        #expect(e.lifted.isEmpty && e.parameters.isEmpty)
        #expect(e.position(sourceStartLine: 10, sourceStartColumn: 40) == (12, 1))
        let inline = try PreviewExpansion(source: "  #Preview { A() }")
        #expect(inline.arguments == "" && inline.body == "A() ")
        #expect(inline.position(sourceStartLine: 3, sourceStartColumn: 5) == (3, 7))
    }

    @Test func previewableDeclarationsAreLifted() throws {
        let source = """
        #Preview {
            @Previewable @State var on = false
            @Previewable
            @State var items: [String] = [
                "a", "b",
            ]
            let title = "x"
            List(items, id: \\.self) { Text($0) }.navigationTitle(on ? title : "")
        }
        """
        let e = try PreviewExpansion(source: source)
        #expect(e.lifted == ["@State var on = false", "@State var items: [String] = [\n        \"a\", \"b\",\n    ]"])
        #expect(!e.body.contains("@Previewable") && e.body.contains("let title = \"x\"") && e.body.contains("List(items"))
        let code = e.declaration(named: "$sX14AnimKitPreviewfMu_", fileID: "M/F.swift", line: 1, column: 1)
        #expect(code.contains("struct Content: AnimKit.View") && code.contains("AnimKit.Preview() { Content() }"))
        #expect(code.contains("@usableFromInline static let fileID: String = \"M/F.swift\""))
    }

    @Test func argumentsFormKeepsItsParameterAndLabelledBodiesWork() throws {
        let e = try PreviewExpansion(source: "#Preview(arguments: [1, 2]) { n in\n Stars(n) }")
        #expect(e.arguments == "arguments: [1, 2]" && e.parameters == "n in" && e.body == "Stars(n) ")
        let code = e.declaration(named: "P", fileID: "f", line: 1, column: 1)
        #expect(code.contains("AnimKit.Preview(arguments: [1, 2]) { n in\nStars(n) \n}"))
        let labelled = try PreviewExpansion(source: "#Preview(\"L\", body: { A() })")
        #expect(labelled.arguments == "\"L\"" && labelled.body == "A() ")
    }

    @Test func malformedPreviewsAreOneLine() {
        #expect(throws: PreviewExpansion.Problem.self) { try PreviewExpansion(source: "#Preview(\"x\")") }
        #expect(throws: PreviewExpansion.Problem.self) { try PreviewExpansion(source: "#Preview { A()") }
        #expect(throws: PreviewExpansion.Problem.self) { try PreviewExpansion(source: "Text(\"no macro\")") }
    }
}
