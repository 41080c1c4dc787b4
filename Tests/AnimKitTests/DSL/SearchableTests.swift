import Foundation
import Testing
@testable import AnimKit

/// `searchable`: the search field under the title, typing into it, Cancel, and `\.isSearching`.
@Suite struct SearchableTests {
    nonisolated struct Cities: View {
        @State private var query = ""
        let all = ["Amsterdam", "Berlin", "Bern", "Lisbon"]
        var body: some View {
            NavigationStack {
                List(all.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { Text($0) }
                    .navigationTitle("Cities")
                    .searchable(text: $query, prompt: "Find a city")
                    .overlay(alignment: .bottom) { SearchState() }
            }
        }
    }

    nonisolated struct SearchState: View {
        @Environment(\.isSearching) private var isSearching
        var body: some View { Text(isSearching ? "searching" : "idle") }
    }

    private func clip(@ScriptBuilder _ script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let steps = script()
        return Clip("search", size: CGSize(width: 390, height: 600), fps: 30, duration: 4, content: { Cities() }, script: { steps })
    }

    @Test func theFieldSitsUnderTheLargeTitleAndFiltersAsYouType() throws {
        let s = try clip {
            Type("Ber", into: "Find a city", at: 0.5, interval: 0.1)
            Tap("Cancel", at: 2.5)
        }.snapshots(at: [0.2, 2.0, 3.5])
        // Under the 44-point bar and the 52-point large title: a 36-point field 8 points down, 16 in.
        let prompt = try #require(s[0].views(labelled: "Find a city").first).frame
        let title = try #require(s[0].views(labelled: "Cities").first { $0.type == "Text" }).frame
        #expect(prompt.midY > title.maxY && abs(prompt.midY - (44 + 52 + 26)) < 2)
        let field = try #require(s[0].views(ofType: "RoundedRectangle").first { abs($0.frame.height - 36) < 0.01 }).frame
        #expect(abs(field.minX - 16) < 0.01 && abs(field.minY - (44 + 52 + 8)) < 0.01)
        // The list starts under the field's row, so its first row is 52 points lower than without a field.
        let amsterdam = try #require(s[0].views(labelled: "Amsterdam").first).frame
        #expect(amsterdam.minY > 44 + 52 + 52)
        #expect(!s[0].views(labelled: "idle").isEmpty)
        // Typed "Ber": Berlin and Bern remain; the field has the focus, so Cancel shows and isSearching is true.
        #expect(s[1].views(labelled: "Amsterdam").isEmpty && !s[1].views(labelled: "Berlin").isEmpty && !s[1].views(labelled: "Bern").isEmpty)
        #expect(!s[1].views(labelled: "Cancel").isEmpty && !s[1].views(labelled: "searching").isEmpty)
        let narrowed = try #require(s[1].views(ofType: "RoundedRectangle").first { abs($0.frame.height - 36) < 0.01 }).frame
        #expect(narrowed.width < field.width - 40)
        // Cancel clears the text and ends the search.
        #expect(!s[2].views(labelled: "Amsterdam").isEmpty && s[2].views(labelled: "Cancel").isEmpty && !s[2].views(labelled: "idle").isEmpty)
    }

    nonisolated struct LongList: View {
        let always: Bool
        @State private var query = ""
        var body: some View {
            NavigationStack {
                List(0..<40, id: \.self) { Text("Row \($0)") }
                    .navigationTitle("Rows")
                    .searchable(text: $query, placement: always ? .navigationBarDrawer(displayMode: .always) : .automatic, prompt: "Find")
            }
        }
    }

    @Test func anAlwaysShownFieldStaysUnderTheBarAsTheContentScrolls() throws {
        func prompt(_ always: Bool) throws -> ViewSnapshot? {
            let clip = Clip("search", size: CGSize(width: 390, height: 600), fps: 30, duration: 4, content: { LongList(always: always) }, script: {
                Scroll(at: CGPoint(x: 195, y: 400), by: 300, at: 0.5)
            })
            return try clip.snapshot(at: 3.5).views(labelled: "Find").first
        }
        // The default field scrolls away with the large title; `.always` keeps it under the 44-point bar.
        #expect(try prompt(false) == nil)
        let kept = try #require(try prompt(true)).frame
        #expect(abs(kept.midY - (44 + 26)) < 2)
    }
}
