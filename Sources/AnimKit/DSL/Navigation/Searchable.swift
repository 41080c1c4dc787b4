import Foundation

/// Where a search field goes — SwiftUI's `SearchFieldPlacement`. On an iPhone every placement is the
/// navigation bar's drawer, under the title.
public struct SearchFieldPlacement: Sendable, Equatable {
    /// Whether the drawer's field shows before the content scrolls — SwiftUI's
    /// `SearchFieldPlacement.NavigationBarDrawerDisplayMode`.
    public struct NavigationBarDrawerDisplayMode: Sendable, Equatable {
        let always: Bool
        /// The platform's choice.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    let kind: Int
    /// Whether the field stays under the bar when the content scrolls (`.navigationBarDrawer(displayMode: .always)`).
    var isAlwaysShown = false
    /// The platform's choice: the navigation bar's drawer.
    public static let automatic = SearchFieldPlacement(kind: 0)
    /// In the toolbar (the navigation bar's drawer on an iPhone).
    public static let toolbar = SearchFieldPlacement(kind: 1)
    /// In a sidebar (the navigation bar's drawer on an iPhone).
    public static let sidebar = SearchFieldPlacement(kind: 2)
    /// Under the navigation bar's title.
    public static let navigationBarDrawer = SearchFieldPlacement(kind: 3)
    /// Under the navigation bar's title; with `.always` the field stays under the bar as the content scrolls.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: 3, isAlwaysShown: displayMode.always)
    }
}

/// Ends the search of the screen the view is in — SwiftUI's `DismissSearchAction`: the field loses the focus,
/// its text is cleared and `isSearching` turns false.
public struct DismissSearchAction {
    let screen: NavigationScreenModel?
    /// Ends the search.
    public func callAsFunction() {
        screen?.searchText?.wrappedValue = ""
        screen?.setSearching(false)
    }
}

extension EnvironmentValues {
    /// Whether the user is searching in the screen's search field (it has the focus).
    ///
    ///     @Environment(\.isSearching) private var isSearching
    public var isSearching: Bool { navigationScreen?.isSearching ?? false }

    /// Ends the screen's search.
    ///
    ///     @Environment(\.dismissSearch) private var dismissSearch
    public var dismissSearch: DismissSearchAction { DismissSearchAction(screen: navigationScreen) }
}

/// The search field under a screen's title as iOS draws it: a 36-point rounded field in the tertiary fill with
/// a magnifying glass and the prompt in the secondary colour, 16 points from the sides; with the focus a Cancel
/// button comes in at its trailing side, and a clear button shows while there is text.
nonisolated struct NavigationSearchField: View {
    let screen: NavigationScreenModel
    @FocusState private var focused: Bool

    var body: some View {
        let text = screen.searchText ?? .constant("")
        HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                TextField(screen.searchPrompt ?? "Search", text: text).focused($focused)
                if !text.wrappedValue.isEmpty {
                    Button { text.wrappedValue = "" } label: { Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary) }
                        .buttonStyle(.plain)
                        .accessibilityLabel("Clear text")
                }
            }
            .padding(.horizontal, 8)
            .frame(height: 36)
            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            if focused {
                Button("Cancel") {
                    text.wrappedValue = ""
                    focused = false
                }
                .transition(.move(edge: .trailing).combined(with: .opacity))
            }
        }
        .padding(.horizontal, NavigationBar.margin)
        .frame(height: NavigationBar.searchHeight)
        .animation(.smooth(duration: 0.3), value: focused)
        .onChange(of: focused) { screen.setSearching(focused) }
        .onChange(of: screen.isSearching) { if !screen.isSearching { focused = false } }
    }
}

nonisolated extension View {
    /// A search field under the navigation bar's title that edits `text`; the views filter by it themselves.
    ///
    ///     List(filtered) { Text($0.name) }
    ///         .searchable(text: $query, prompt: "Cities")
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        NavigationScreenWriter(content: self, write: .search(prompt: prompt?.string ?? "Search", text: text, alwaysShown: placement.isAlwaysShown))
    }

    /// A search field with a localized prompt.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// A search field with a string prompt.
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// Suggestions under the search field — not drawn by AnimKit yet.
    @available(*, unavailable, message: "AnimKit does not draw search suggestions yet (searchSuggestions); see docs/views.md")
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }

    /// Scopes under the search field — not drawn by AnimKit yet.
    @available(*, unavailable, message: "AnimKit does not draw search scopes yet (searchScopes); see docs/views.md")
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
}
