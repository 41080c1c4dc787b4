import Foundation
import Observation

/// What the views of one navigation screen tell its bar: the title, how it is displayed, the toolbar
/// items and whether the back button or the bar is hidden.
///
/// The modifiers write it while the screen's content is built; the bar, built after the content,
/// reads it (and is built again when a value changes).
@Observable
final class NavigationScreenModel {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var backButtonHidden = false
    var barHidden = false
    /// Whether `.toolbar(.hidden, for: .bottomBar)` hides the bottom toolbar.
    var bottomBarHidden = false
    /// The prompt of the screen's search field (`searchable`), nil when it has none.
    var searchPrompt: String?
    /// Whether the search field stays under the bar as the content scrolls (`displayMode: .always`).
    var searchAlwaysShown = false
    /// Whether the search field has the focus (`\.isSearching`).
    var isSearching = false
    /// The text a suggestion's completion put in the field: the suggestions stay away until the text changes.
    var completedText: String?
    /// The scope bar under the field (`searchScopes`) and when it shows.
    @ObservationIgnored var searchScopes: AnyView?
    var scopeActivation: SearchScopeActivation?
    /// The text the search field edits.
    @ObservationIgnored var searchText: Binding<String>?
    /// The navigation bar's look (`toolbarBackground`, `toolbarColorScheme`) and the bottom toolbar's.
    var topBar = BarLook()
    var bottomBarLook = BarLook()
    /// Whether a grouped list fills the screen, so its grey shows under the bar too (as the list's
    /// background extends under the bar on iOS).
    var hasGroupedBackground = false
    /// Bumped when the toolbar items change in a way the bar shows (their placements and kinds).
    var toolbarRevision = 0
    @ObservationIgnored var toolbarItems: [ResolvedToolbarItem] = []
    /// The scroll view at the top of the screen's content (its offset collapses the large title), and where
    /// the content starts, in canvas points, as last laid out.
    @ObservationIgnored weak var scrollEdge: ScrollState?
    @ObservationIgnored var contentTop: CGFloat = 0
    /// The view a zoom navigation transition grows out of (`navigationTransition(.zoom(sourceID:in:))`), read as
    /// the screen is drawn.
    @ObservationIgnored var zoomSource: TransitionSourceKey?
    @ObservationIgnored private var toolbarShape: [String] = []

    /// Updates the title when it differs (a write would make the bar build again).
    func setTitle(_ value: String?) { if title != value { title = value } }

    func setDisplayMode(_ value: NavigationBarItem.TitleDisplayMode) { if displayMode != value { displayMode = value } }

    func setBackButtonHidden(_ value: Bool) { if backButtonHidden != value { backButtonHidden = value } }

    func setBarHidden(_ value: Bool) { if barHidden != value { barHidden = value } }

    func setBottomBarHidden(_ value: Bool) { if bottomBarHidden != value { bottomBarHidden = value } }

    /// Gives the screen a search field editing `text`.
    func setSearch(prompt: String, text: Binding<String>, alwaysShown: Bool) {
        searchText = text
        if searchPrompt != prompt { searchPrompt = prompt }
        if searchAlwaysShown != alwaysShown { searchAlwaysShown = alwaysShown }
    }

    /// The search field's row when it stays under the bar (not part of what scrolls away), else 0.
    var pinnedSearchHeight: CGFloat { searchPrompt != nil && searchAlwaysShown ? searchRowHeight : 0 }

    /// The search field's row, with the scope bar under it while that shows.
    var searchRowHeight: CGFloat { NavigationBar.searchHeight + (showsScopes ? NavigationBar.scopeBarHeight : 0) }

    /// Whether the scope bar shows: while searching (once text is typed, with `.onTextEntry`).
    var showsScopes: Bool {
        guard let activation = scopeActivation, isSearching else { return false }
        return activation != .onTextEntry || !(searchText?.wrappedValue.isEmpty ?? true)
    }

    /// Stores the scope bar and when it shows.
    func setScopes(_ view: AnyView, activation: SearchScopeActivation) {
        searchScopes = view
        if scopeActivation != activation { scopeActivation = activation }
    }

    func setSearching(_ value: Bool) { if isSearching != value { isSearching = value } }

    func setBarBackground(_ style: AnyShapeStyle, bottom: Bool) {
        var look = bottom ? bottomBarLook : topBar
        look.background = style
        set(look, bottom: bottom)
    }

    func setBarBackgroundVisibility(_ value: Visibility, bottom: Bool) {
        var look = bottom ? bottomBarLook : topBar
        look.visibility = value
        set(look, bottom: bottom)
    }

    func setBarColorScheme(_ value: ColorScheme?, bottom: Bool) {
        var look = bottom ? bottomBarLook : topBar
        look.scheme = value
        set(look, bottom: bottom)
    }

    /// Stores a bar's look when it changed (a write makes the bar build again).
    private func set(_ look: BarLook, bottom: Bool) {
        if bottom { if bottomBarLook != look { bottomBarLook = look } } else if topBar != look { topBar = look }
    }

    /// The rows under the 44-point bar that scroll away with the content: the large title and the search field
    /// (unless it stays).
    var collapsibleHeight: CGFloat {
        (showsLargeTitle ? NavigationBar.largeTitleHeight : 0) + (searchPrompt != nil && !searchAlwaysShown ? searchRowHeight : 0)
    }

    func setGroupedBackground(_ value: Bool) { if hasGroupedBackground != value { hasGroupedBackground = value } }

    /// Replaces the toolbar items; the bar builds again only when what it lays out changed.
    func setToolbar(_ items: [ResolvedToolbarItem]) {
        toolbarItems = items
        let shape = items.map { "\($0.placement.kind)|\(ViewSignature.of($0.view))" }
        if shape != toolbarShape {
            toolbarShape = shape
            toolbarRevision += 1
        }
    }

    /// Whether toolbar items sit in a bottom toolbar (read through the revision, so a body asking is
    /// built again when the items change).
    var hasBottomBar: Bool {
        _ = toolbarRevision
        return !bottomBarHidden && toolbarItems.contains { $0.placement.kind == .bottomBar || $0.placement.kind == .status }
    }

    /// Whether the title shows large, under the bar: large unless a screen asks for inline.
    var showsLargeTitle: Bool { title != nil && displayMode != .inline }
}

/// A bar's look: its background style (nil for the `.bar` material), when it shows it, and its colour scheme.
struct BarLook: Equatable {
    var background: AnyShapeStyle?
    var visibility = Visibility.automatic
    var scheme: ColorScheme?

    /// Two looks are the same when their styles describe the same (a style has no equality of its own).
    static func == (a: BarLook, b: BarLook) -> Bool {
        a.visibility == b.visibility && a.scheme == b.scheme
            && a.background.map { String(describing: $0.base) } == b.background.map { String(describing: $0.base) }
    }
}

private struct NavigationModelKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: NavigationModel? = nil }
private struct NavigationScreenKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: NavigationScreenModel? = nil }

extension EnvironmentValues {
    /// The navigation stack the view is in.
    var navigationModel: NavigationModel? {
        get { self[NavigationModelKey.self] }
        set { self[NavigationModelKey.self] = newValue }
    }

    /// The navigation screen the view is in.
    var navigationScreen: NavigationScreenModel? {
        get { self[NavigationScreenKey.self] }
        set { self[NavigationScreenKey.self] = newValue }
    }
}
