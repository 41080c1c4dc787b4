import Foundation
import Testing
@testable import AnimKit

/// `searchSuggestions`, `searchCompletion` and `searchScopes`.
@Suite struct SearchSuggestionsTests {
    enum Kind: Hashable { case all, fruit }

    nonisolated struct Groceries: View {
        @State private var query = ""
        @State private var kind = Kind.all
        let activation: SearchScopeActivation
        var body: some View {
            NavigationStack {
                List(["Apple", "Bread", "Cherry"].filter { (kind == .all || $0 != "Bread") && (query.isEmpty || $0.contains(query)) },
                     id: \.self) { Text($0) }
                    .navigationTitle("Shop")
                    .searchable(text: $query, prompt: "Find")
                    .searchSuggestions { Text("Suggested Cherry").searchCompletion("Cherry") }
                    .searchScopes($kind, activation: activation) {
                        Text("Everything").tag(Kind.all)
                        Text("Fruit").tag(Kind.fruit)
                    }
            }
        }
    }

    private func clip(_ activation: SearchScopeActivation = .automatic, @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep]) -> Clip {
        Clip("search", size: CGSize(width: 340, height: 600), duration: 4, content: { Groceries(activation: activation) }, script: script)
    }

    @Test func suggestionsCoverTheContentWhileSearchingAndACompletionFillsTheField() throws {
        let clip = clip { Tap("Find", at: 0.5); Tap("Suggested Cherry", at: 1.5) }
        #expect(try clip.snapshot(at: 0.4).view(labelled: "Suggested Cherry") == nil)
        let searching = try clip.snapshot(at: 1.2)
        let suggestion = try #require(searching.view(labelled: "Suggested Cherry"))
        // The suggestion is listed where the content starts, over it.
        let apple = try #require(try clip.snapshot(at: 0.4).view(labelled: "Apple"))
        #expect(suggestion.frame.minY < apple.frame.maxY + 60, "\(suggestion.frame) vs \(apple.frame)")
        // Tapped, it puts "Cherry" in the field; the suggestions go and the list shows what matches.
        let done = try clip.snapshot(at: 2.5)
        #expect(done.view(labelled: "Suggested Cherry") == nil)
        #expect(done.views(labelled: "Cherry").count >= 1 && done.view(labelled: "Apple") == nil)
    }

    @Test func theScopeBarShowsWhileSearchingAndPushesTheContentDown() throws {
        let clip = clip { Tap("Find", at: 0.5); Tap("Fruit", at: 1.5); Tap("Cancel", at: 2.5) }
        let before = try clip.snapshot(at: 0.4)
        #expect(before.view(labelled: "Fruit") == nil)
        let searching = try clip.snapshot(at: 1.4)
        let fruit = try #require(searching.view(labelled: "Fruit"))
        let field = try #require(searching.views(labelled: "Find").first)
        #expect(fruit.frame.minY > field.frame.maxY, "\(fruit.frame) under \(field.frame)")
        // The scope chooses: Bread is not fruit.
        let chosen = try clip.snapshot(at: 2.2)
        #expect(chosen.view(labelled: "Bread") == nil)
        // Cancel ends the search: the bar goes.
        #expect(try clip.snapshot(at: 3.5).view(labelled: "Fruit") == nil)
    }

    @Test func onTextEntryScopesWaitForText() throws {
        let clip = clip(.onTextEntry) { Tap("Find", at: 0.5); Type("e", into: "Find", at: 1.5) }
        #expect(try clip.snapshot(at: 1.3).view(labelled: "Fruit") == nil)
        #expect(try clip.snapshot(at: 2.5).view(labelled: "Fruit") != nil)
    }
}
