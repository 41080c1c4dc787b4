import AnimKit

/// Destinations searched with suggestions and a scope bar.
struct DestinationSearchDemo: View {
    enum Region: String, CaseIterable { case all = "All", europe = "Europe", asia = "Asia" }

    @State private var query = ""
    @State private var region = Region.all
    private let places: [(name: String, region: Region)] = [
        ("Kyoto", .asia), ("Lisbon", .europe), ("Seoul", .asia), ("Vienna", .europe), ("Hanoi", .asia), ("Porto", .europe),
    ]
    private let recent = ["Kyoto", "Lisbon", "Seoul"]

    private var shown: [String] {
        places.filter { (region == .all || $0.region == region) && (query.isEmpty || $0.name.localizedCaseInsensitiveContains(query)) }
            .map(\.name)
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { name in
                Label(name, systemImage: "mappin.and.ellipse")
            }
            .navigationTitle("Destinations")
            .searchable(text: $query, prompt: "Search destinations")
            .searchSuggestions {
                ForEach(recent.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) }, id: \.self) { name in
                    Label(name, systemImage: "clock").searchCompletion(name)
                }
            }
            .searchScopes($region) {
                ForEach(Region.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
        }
    }
}

extension Examples {
    /// `search-suggestions`: `searchSuggestions`, `searchCompletion` and `searchScopes`.
    public static let searchSuggestions = Clip("search-suggestions", description: "A search with recent-search suggestions and a scope bar",
                                               notice: "Tapping the field starts the search: the scope bar (All, Europe, Asia) slides in under the field, pushing the list down, and the recent searches cover the list. Tapping Kyoto puts it in the field and the suggestions give way to the matching destination; Asia keeps only Asian places; Cancel ends the search and the scope bar leaves.",
                                               size: CGSize(width: 340, height: 600), duration: 4.6) {
        DestinationSearchDemo()
    } script: {
        Tap("Search destinations", at: 0.5)
        Tap("Kyoto", at: 1.6)
        Tap("Asia", at: 2.5)
        Tap("Cancel", at: 3.6)
    }
}
