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
    /// Whether the search field has the focus (`\.isSearching`).
    var isSearching = false
    /// The text the search field edits.
    @ObservationIgnored var searchText: Binding<String>?
    /// The bar's background style (`toolbarBackground(_:for:)`), nil for the `.bar` material, and a description of
    /// it to tell a change.
    var barBackground: AnyShapeStyle?
    @ObservationIgnored private var barBackgroundKey = ""
    /// When the bar shows its background: `.automatic` once content scrolls under it.
    var barBackgroundVisibility = Visibility.automatic
    /// The colour scheme of the bar's title and items (`toolbarColorScheme`), nil for the screen's.
    var barColorScheme: ColorScheme?
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
    @ObservationIgnored private var toolbarShape: [String] = []

    /// Updates the title when it differs (a write would make the bar build again).
    func setTitle(_ value: String?) { if title != value { title = value } }

    func setDisplayMode(_ value: NavigationBarItem.TitleDisplayMode) { if displayMode != value { displayMode = value } }

    func setBackButtonHidden(_ value: Bool) { if backButtonHidden != value { backButtonHidden = value } }

    func setBarHidden(_ value: Bool) { if barHidden != value { barHidden = value } }

    func setBottomBarHidden(_ value: Bool) { if bottomBarHidden != value { bottomBarHidden = value } }

    /// Gives the screen a search field editing `text`.
    func setSearch(prompt: String, text: Binding<String>) {
        searchText = text
        if searchPrompt != prompt { searchPrompt = prompt }
    }

    func setSearching(_ value: Bool) { if isSearching != value { isSearching = value } }

    func setBarBackground(_ style: AnyShapeStyle) {
        let key = String(describing: style.base)
        guard key != barBackgroundKey else { return }
        barBackgroundKey = key
        barBackground = style
    }

    func setBarBackgroundVisibility(_ value: Visibility) { if barBackgroundVisibility != value { barBackgroundVisibility = value } }

    func setBarColorScheme(_ value: ColorScheme?) { if barColorScheme != value { barColorScheme = value } }

    /// The rows under the 44-point bar that scroll away with the content: the large title and the search field.
    var collapsibleHeight: CGFloat {
        (showsLargeTitle ? NavigationBar.largeTitleHeight : 0) + (searchPrompt != nil ? NavigationBar.searchHeight : 0)
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
