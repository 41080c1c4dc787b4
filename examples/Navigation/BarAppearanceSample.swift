import AnimKit

/// Bars painted with `toolbarBackground` and drawn in the dark scheme with `toolbarColorScheme`: the navigation
/// bar, with a search field that stays under it, and the tab bar.
struct BarAppearanceDemo: View {
    @State private var query = ""

    var body: some View {
        TabView {
            NavigationStack {
                List(["Inbox", "Drafts", "Sent", "Archive", "Junk", "Trash", "Receipts", "Travel", "Family", "Work"], id: \.self) { box in
                    NavigationLink(box) { Text("\(box) is empty").foregroundStyle(.secondary).navigationTitle(box) }
                }
                .navigationTitle("Mail")
                .navigationBarTitleDisplayMode(.inline)
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search mail")
                .toolbarBackground(Color.indigo, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
                .toolbarColorScheme(.dark, for: .navigationBar)
            }
            .toolbarBackground(Color.indigo, for: .tabBar)
            .toolbarColorScheme(.dark, for: .tabBar)
            .tabItem { Label("Mail", systemImage: "envelope") }
            Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

extension Examples {
    /// `bar-appearance`: `toolbarBackground`, `toolbarColorScheme` and an always-shown search field.
    public static let barAppearance = Clip("bar-appearance", description: "Navigation and tab bars painted indigo and drawn in the dark scheme",
                                           notice: "The navigation bar is indigo from the top of the screen even at rest (.toolbarBackground(.visible)), its title and search field in the dark scheme (.toolbarColorScheme(.dark)); the search field stays under the bar as the list scrolls (displayMode: .always). The tab bar is indigo too, its labels light. The pushed screen sets none of it, so its navigation bar is iOS's plain one.",
                                           size: CGSize(width: 340, height: 560), duration: 3.0) {
        BarAppearanceDemo()
    } script: {
        Scroll(at: CGPoint(x: 170, y: 400), by: 120, at: 0.4)
        Tap("Drafts", at: 1.6)
    }
}
