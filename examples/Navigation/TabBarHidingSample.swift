import AnimKit

/// A tab whose detail screen hides the tab bar with `.toolbar(.hidden, for: .tabBar)`; the other tab has a badge.
struct TabBarHidingDemo: View {
    var body: some View {
        TabView {
            NavigationStack {
                List(["Harbour", "Lighthouse", "Dunes"], id: \.self) { place in
                    NavigationLink(place) {
                        LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
                            .overlay(Text(place).font(.largeTitle.bold()).foregroundStyle(.white))
                            .ignoresSafeArea(edges: .bottom)
                            .navigationTitle(place)
                            .toolbar(.hidden, for: .tabBar)
                    }
                }
                .navigationTitle("Places")
            }
            .tabItem { Label("Places", systemImage: "map") }
            Text("Saved places").tabItem { Label("Saved", systemImage: "bookmark") }.badge(2)
        }
    }
}

extension Examples {
    /// `tab-bar-hidden`: a pushed screen hides the tab bar.
    public static let tabBarHidden = Clip("tab-bar-hidden", description: "A pushed screen that hides the tab bar with .toolbar(.hidden, for: .tabBar)",
                                          notice: "Tapping Lighthouse pushes its screen, which asks for .toolbar(.hidden, for: .tabBar): the tab bar goes and the gradient reaches the bottom of the screen; going back brings the bar back (AnimKit hides it at once, where iOS slides it away with the screen). The Saved tab's .badge(2) is a red 18-point badge at its icon's corner.",
                                          size: CGSize(width: 320, height: 560), duration: 3.4) {
        TabBarHidingDemo()
    } script: {
        Tap("Lighthouse", at: 0.5)
        Tap("Places", at: 2.0)
    }
}
