import Foundation

/// A screen's navigation bar as iOS draws it: the back button (a chevron and the previous screen's
/// title), toolbar items at both ends, the title in the middle or large below, and the bottom toolbar.
///
/// The bar has no background of its own at the top of a screen (iOS's scroll-edge look): the screen's
/// background shows through. It follows the scroll view at the top of the screen (`ScrollEdgeEffects.swift`).
nonisolated struct NavigationBar: View {
    let screen: NavigationScreenModel
    let previous: NavigationScreenModel?
    let back: DismissAction
    /// Set in a tab: the bottom toolbar then sits on the tab bar, its background stopping there.
    @Environment(\.tabBarEdge) private var tabBarEdge

    /// iOS's bar metrics (iPhone): the bar, the large-title row under it, the bottom toolbar.
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    /// The search field's row (`searchable`): a 36-point field with 8 points above and below.
    static let searchHeight: CGFloat = 52
    /// The scope bar under a search field: a 32-point segmented control with 6 points above and below.
    static let scopeBarHeight: CGFloat = 44
    static let bottomBarHeight: CGFloat = 49
    static let margin: CGFloat = 16
    /// A back label longer than this many characters shows "Back" instead (it would crowd the title).
    static let longestBackTitle = 14

    /// The height of the bar of `screen`, large title included.
    static func height(of screen: NavigationScreenModel) -> CGFloat {
        screen.barHidden ? 0 : barHeight + screen.collapsibleHeight + screen.pinnedSearchHeight
    }

    var body: some View {
        let _ = screen.toolbarRevision
        let items = screen.toolbarItems
        let showsBack = previous != nil && !screen.backButtonHidden
        return ZStack(alignment: .top) {
            Group {
            if !screen.barHidden {
                // The background content scrolled under the bar shows (iOS's standard appearance).
                // The bar's background reaches up under the status bar (a flexible shape ignoring the top safe area).
                Color.clear
                    .frame(height: NavigationBar.barHeight + screen.pinnedSearchHeight)
                    .background { Rectangle().fill(screen.topBar.background ?? AnyShapeStyle(.bar)).ignoresSafeArea(edges: .top) }
                    .overlay(alignment: .bottom) { Rectangle().fill(ListItem.separator).frame(height: 0.5) }
                    .modifier(ScrollEdgeReveal(screen: screen, part: .barBackground))
                VStack(spacing: 0) {
                    ZStack {
                        if let principal = items.first(where: { $0.placement.kind == .principal }) {
                            principal.view
                        } else if let title = screen.title, !screen.showsLargeTitle {
                            Text(title).font(.headline).lineLimit(1).padding(.horizontal, 80)
                        } else if let title = screen.title {
                            // A large title's small form, once the large one has scrolled under the bar.
                            Text(title).font(.headline).lineLimit(1).padding(.horizontal, 80)
                                .modifier(ScrollEdgeReveal(screen: screen, part: .inlineTitle))
                        }
                        HStack(spacing: 0) {
                            if showsBack { backButton }
                            HStack(spacing: NavigationBar.margin) {
                                ForEach(Array(items.enumerated()).filter { $0.element.placement.kind == .leading }, id: \.offset) { $0.element.view }
                            }
                            .padding(.leading, showsBack ? 8 : NavigationBar.margin)
                            Spacer(minLength: 0)
                            HStack(spacing: NavigationBar.margin) {
                                ForEach(Array(items.enumerated()).filter { $0.element.placement.kind == .trailing }.reversed(), id: \.offset) { $0.element.view }
                            }
                            .padding(.trailing, NavigationBar.margin)
                        }
                    }
                    .frame(height: NavigationBar.barHeight)
                    VStack(spacing: 0) {
                        if screen.showsLargeTitle, let title = screen.title {
                            Text(title).font(.largeTitle.bold()).lineLimit(1)
                                .padding(.horizontal, NavigationBar.margin)
                                .padding(.bottom, 8)
                                .frame(maxWidth: .infinity, minHeight: NavigationBar.largeTitleHeight, maxHeight: NavigationBar.largeTitleHeight,
                                       alignment: .bottomLeading)
                        }
                        if screen.searchPrompt != nil { NavigationSearchField(screen: screen) }
                    }
                    .modifier(LargeTitleMotion(screen: screen))
                }
            }
            }
            .modifier(BarScheme(scheme: screen.topBar.scheme))
            bottomBar(items).modifier(BarScheme(scheme: screen.bottomBarLook.scheme))
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        // Labels in bars show only their icons, as in SwiftUI's toolbars.
        .environment(\.labelShowsIconOnly, true)
    }

    /// The back button: a chevron and the previous screen's title ("Back" when it has none or it is long).
    private var backButton: some View {
        let title = previous?.title.flatMap { $0.count <= NavigationBar.longestBackTitle ? $0 : nil } ?? "Back"
        return Button(action: { back() }) {
            HStack(spacing: 5) {
                Image(systemName: "chevron.backward").font(.system(size: 20, weight: .semibold))
                Text(title)
            }
        }
        .padding(.leading, 8)
    }

    /// The bottom toolbar: `.bottomBar` items spread along it, `.status` items in the middle.
    @ViewBuilder private func bottomBar(_ items: [ResolvedToolbarItem]) -> some View {
        let bottom = screen.bottomBarHidden ? [] : items.filter { $0.placement.kind == .bottomBar }
        let status = screen.bottomBarHidden ? [] : items.filter { $0.placement.kind == .status }
        if !bottom.isEmpty || !status.isEmpty {
            VStack(spacing: 0) {
                Spacer(minLength: 0)
                ZStack {
                    HStack(spacing: NavigationBar.margin) {
                        ForEach(Array(status.enumerated()), id: \.offset) { $0.element.view }
                    }
                    HStack(spacing: 0) {
                        ForEach(Array(bottom.enumerated()), id: \.offset) { $0.element.view }
                    }
                    .padding(.horizontal, NavigationBar.margin)
                }
                .frame(maxWidth: .infinity, minHeight: NavigationBar.bottomBarHeight, maxHeight: NavigationBar.bottomBarHeight)
                .background(screen.bottomBarLook.visibility == .hidden ? AnyShapeStyle(Color.clear) : screen.bottomBarLook.background ?? AnyShapeStyle(.bar),
                            ignoresSafeAreaEdges: tabBarEdge == nil ? .all : [])
                .overlay(alignment: .top) {
                    Rectangle().fill(screen.bottomBarLook.visibility == .hidden ? Color.clear : ListItem.separator).frame(height: 0.5)
                }
            }
        }
    }
}

/// A bar drawn in its own colour scheme (`toolbarColorScheme`), or the screen's when it has none.
struct BarScheme: ViewModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> some View {
        content.transformEnvironment(\.colorScheme) { if let scheme { $0 = scheme } }
    }
}
