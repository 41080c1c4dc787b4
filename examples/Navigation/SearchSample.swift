import AnimKit

/// A list of cities filtered by the navigation bar's search field, with animated insertions and removals.
struct CitySearchDemo: View {
    @State private var query = ""
    private let cities = ["Amsterdam", "Barcelona", "Berlin", "Bern", "Bordeaux", "Lisbon", "Porto", "Vienna"]

    private var shown: [String] {
        query.isEmpty ? cities : cities.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown, id: \.self) { city in
                Label(city, systemImage: "building.2")
            }
            .animation(.default, value: query)
            .navigationTitle("Cities")
            .searchable(text: $query, prompt: "Search cities")
        }
    }
}

extension Examples {
    /// `search-cities`: `searchable` in a navigation stack.
    public static let searchCities = Clip("search-cities", description: "A list filtered by the navigation bar's search field",
                                          notice: "The search field sits under the large title (a 36-point rounded field, the prompt in grey); typing \"bo\" focuses it, so Cancel slides in and the field narrows, and the rows that do not match leave with the list's animation; Cancel clears the text and every city comes back.",
                                          size: CGSize(width: 340, height: 600), duration: 4.2) {
        CitySearchDemo()
    } script: {
        Type("bo", into: "Search cities", at: 0.6, interval: 0.3)
        Tap("Cancel", at: 2.8)
    }
}
