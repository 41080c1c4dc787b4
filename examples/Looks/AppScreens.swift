import AnimKit

/// A settings screen as apps build it: a tab view around a navigation stack with a large title, a list of label
/// rows, a switch and links.
struct SettingsTabScreen: View {
    @State private var airplane = false
    @State private var notifications = true

    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section {
                        Toggle(isOn: $airplane) { Label("Airplane Mode", systemImage: "airplane") }
                        Label("Wi-Fi", systemImage: "wifi")
                        Label("Bluetooth", systemImage: "antenna.radiowaves.left.and.right")
                    }
                    Section("Notifications") {
                        Toggle("Allow notifications everywhere", isOn: $notifications)
                        NavigationLink("Sounds & Haptics") { Text("Sounds") }
                        NavigationLink("Focus") { Text("Focus") }
                    }
                    Section("General") {
                        ForEach(["About", "Software Update", "Storage", "Background App Refresh", "Date & Time", "Keyboard",
                                 "Fonts", "Language & Region", "Dictionary"], id: \.self) { item in
                            NavigationLink(item) { Text(item) }
                        }
                    }
                }
                .accessibilityIdentifier("settings")
                .navigationTitle("Settings")
            }
            .tabItem { Label("Settings", systemImage: "gear") }
            Text("Search").tabItem { Label("Search", systemImage: "magnifyingglass") }
            Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }
        }
    }
}

extension Examples {
    /// The notice both appearances share.
    private static let appScreenNotice = "At rest the navigation bar and the tab bar are clear (iOS 15's scroll-edge look): the grouped background runs under both, with no hairline; the rows' icons are in the accent colour, their titles in one column, the separators starting under the titles. When the list scrolls up at 0.4 s the large title goes under the bar, which takes its material and hairline with the small title; the tab bar keeps its material while rows run under it."

    /// `app-screen-light`: a settings screen in a tab view, light.
    public static let appScreenLight = Clip("app-screen-light", description: "A settings screen in a tab view, light: bars clear at rest, label rows",
                                            notice: appScreenNotice, duration: 1.2, device: .iPhone) {
        SettingsTabScreen()
    } script: {
        Scroll("settings", by: 140, at: 0.4, duration: 0.3)
    }

    /// `app-screen-dark`: the same screen in the dark appearance.
    public static let appScreenDark = Clip("app-screen-dark", description: "The same settings screen in the dark appearance",
                                           notice: "The same screen and scroll in the dark: black behind everything, cards in the elevated dark grey (28, 28, 30), white titles, bars in the dark material once rows run under them, the home indicator white over the dark screen. " + appScreenNotice,
                                           duration: 1.2, device: .iPhone, colorScheme: .dark) {
        SettingsTabScreen()
    } script: {
        Scroll("settings", by: 140, at: 0.4, duration: 0.3)
    }
}
