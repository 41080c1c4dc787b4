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
        .frame(height: screen.searchRowHeight, alignment: .top)
        .overlay(alignment: .bottom) {
            if screen.showsScopes, let scopes = screen.searchScopes {
                scopes
                    .padding(.horizontal, NavigationBar.margin)
                    .frame(height: NavigationBar.scopeBarHeight)
                    .transition(.opacity)
            }
        }
        .onChange(of: focused) {
            // A scope bar makes room for itself as the search begins and ends.
            if screen.scopeActivation != nil {
                withAnimation(.smooth(duration: 0.3)) { screen.setSearching(focused) }
            } else {
                screen.setSearching(focused)
            }
            if !focused { screen.completedText = nil }
        }
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

    /// A search field with suggestions — the older form of `searchable(text:placement:prompt:)` followed by
    /// `searchSuggestions(_:)`.
    ///
    ///     .searchable(text: $query, prompt: "Fruit") {
    ///         ForEach(matches, id: \.self) { Text($0).searchCompletion($0) }
    ///     }
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: prompt).searchSuggestions(suggestions)
    }

    /// A search field with a localized prompt and suggestions.
    public func searchable<S: View>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
                                    @ViewBuilder suggestions: () -> S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// A search field with a string prompt and suggestions.
    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
                                                       @ViewBuilder suggestions: () -> V) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt)).searchSuggestions(suggestions)
    }

    /// Suggestions listed under the search field while it has the focus, in place of the content; a suggestion
    /// marked `searchCompletion(_:)` puts its text in the field when tapped.
    ///
    ///     .searchSuggestions {
    ///         ForEach(matches, id: \.self) { Text($0).searchCompletion($0) }
    ///     }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        SearchSuggestionsHost(content: self, suggestions: suggestions())
    }

    /// Shows or hides the search suggestions of the views inside in `placements` (an iPhone lists them in the
    /// content: `.content`).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        environment(\.searchSuggestionsHidden, placements.contains(.content) && visibility == .hidden)
    }

    /// Makes the view a suggestion that, tapped, puts `completion` in the search field.
    ///
    ///     Text("Paris").searchCompletion("Paris")
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletion(content: self, completion: completion)
    }

    /// A scope bar under the search field while searching: a segmented control choosing `scope` among the views
    /// `scopes` builds, each tagged with its value.
    ///
    ///     .searchScopes($scope) {
    ///         Text("All").tag(Scope.all)
    ///         Text("Europe").tag(Scope.europe)
    ///     }
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        searchScopes(scope, activation: .automatic, scopes)
    }

    /// A scope bar under the search field, shown as `activation` says.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View {
        let bar = Picker("Scope", selection: scope) { scopes() }.pickerStyle(.segmented).labelsHidden()
        return NavigationScreenWriter(content: self, write: .scopes(AnyView(bar), activation))
    }
}

/// Where search suggestions show — SwiftUI's `SearchSuggestionsPlacement`.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let kind: Int
    /// The platform's choice (the content on an iPhone).
    public static let automatic = SearchSuggestionsPlacement(kind: 0)
    /// In the content, under the field.
    public static let content = SearchSuggestionsPlacement(kind: 1)
    /// In a menu under the field (not on an iPhone).
    public static let menu = SearchSuggestionsPlacement(kind: 2)

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The content.
        public static let content = Set(rawValue: 1 << 0)
        /// The menu.
        public static let menu = Set(rawValue: 1 << 1)
    }
}

/// When a scope bar shows — SwiftUI's `SearchScopeActivation`.
public struct SearchScopeActivation: Equatable, Sendable {
    let kind: Int
    /// The platform's choice: while searching, on an iPhone.
    public static let automatic = SearchScopeActivation(kind: 0)
    /// Once text is typed into the field.
    public static let onTextEntry = SearchScopeActivation(kind: 1)
    /// As soon as the search begins.
    public static let onSearchPresentation = SearchScopeActivation(kind: 2)
}

/// A suggestion that completes the search text when tapped.
nonisolated struct SearchCompletion<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchCompletionScreen) private var screen

    var body: some View {
        Button {
            screen?.searchText?.wrappedValue = completion
            screen?.completedText = completion
        } label: {
            content.frame(maxWidth: .infinity, alignment: .leading).contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

/// The suggestions, listed over the content they modify while the field has the focus (until a completion fills
/// it), as a plain list.
nonisolated struct SearchSuggestionsHost<Content: View, Suggestions: View>: View {
    let content: Content
    let suggestions: Suggestions
    @Environment(\.navigationScreen) private var screen
    @Environment(\.searchSuggestionsHidden) private var hidden

    var body: some View {
        let text = screen?.searchText?.wrappedValue ?? ""
        let shows = (screen?.isSearching ?? false) && !hidden && screen?.completedText != text
        content.overlay {
            if shows {
                // The list is not the screen's: it must not tell the screen about its background. Completions
                // reach the search field through their own key.
                List { suggestions }
                    .listStyle(.plain)
                    .background(Color(.systemBackground))
                    .environment(\.navigationScreen, nil)
                    .environment(\.searchCompletionScreen, screen)
            }
        }
    }
}

private struct SearchSuggestionsHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct SearchCompletionScreenKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: NavigationScreenModel? = nil }

extension EnvironmentValues {
    /// Whether `searchSuggestions(.hidden, for: .content)` hides the suggestions inside.
    var searchSuggestionsHidden: Bool {
        get { self[SearchSuggestionsHiddenKey.self] }
        set { self[SearchSuggestionsHiddenKey.self] = newValue }
    }

    /// The screen whose search field the suggestions inside complete.
    var searchCompletionScreen: NavigationScreenModel? {
        get { self[SearchCompletionScreenKey.self] }
        set { self[SearchCompletionScreenKey.self] = newValue }
    }
}
