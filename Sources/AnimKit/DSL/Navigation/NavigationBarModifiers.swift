import Foundation

/// Namespace of the navigation bar's title display modes — SwiftUI's `NavigationBarItem`.
public struct NavigationBarItem: Sendable {
    /// How a screen's title shows in the navigation bar.
    public enum TitleDisplayMode: Sendable, Equatable {
        /// Large on the stack's screens unless one asks for inline (SwiftUI's default in a stack).
        case automatic
        /// Small and centred in the bar.
        case inline
        /// Large, leading, under the bar.
        case large
    }
}

/// How a toolbar title shows — SwiftUI's `ToolbarTitleDisplayMode` (iOS 17).
public struct ToolbarTitleDisplayMode: Sendable, Equatable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// The platform's choice.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// Small and centred.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Large, under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// Large, in the bar's leading place (drawn as inline here).
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .inline)
}

/// Whether something is shown — SwiftUI's `Visibility`.
public enum Visibility: Sendable, Equatable, Hashable, CaseIterable {
    /// The platform decides (shown).
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

/// Which bar a toolbar modifier talks about — SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable, Equatable {
    enum Kind: Sendable { case navigationBar, bottomBar, tabBar, automatic }
    let kind: Kind
    /// The bars of the platform (the navigation bar on iOS).
    public static let automatic = ToolbarPlacement(kind: .automatic)
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(kind: .navigationBar)
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(kind: .bottomBar)
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(kind: .tabBar)
}

/// What the views of a tab ask of the tab bar: `.hidden` from any of them hides it (a pushed screen's
/// `.toolbar(.hidden, for: .tabBar)`), else `.visible` or `.automatic` shows it.
struct TabBarVisibilityKey: PreferenceKey {
    static var defaultValue: Visibility? { nil }
    static func reduce(value: inout Visibility?, nextValue: () -> Visibility?) { value = merged(value, nextValue()) }
    /// Two requests as one: hidden wins.
    static func merged(_ a: Visibility?, _ b: Visibility?) -> Visibility? {
        a == .hidden || b == .hidden ? .hidden : a ?? b
    }
}

/// What a tab's views ask of the tab bar's look (`toolbarBackground` and `toolbarColorScheme` for `.tabBar`).
struct TabBarAppearance {
    var style: AnyShapeStyle? = nil
    var visibility: Visibility? = nil
    /// Set when a scheme is asked for (`.some(nil)`: the screen's).
    var scheme: ColorScheme?? = nil
}

/// The tab bar's look as the views of the selected tab ask for it; what a view asks adds to what is inside it.
struct TabBarAppearanceKey: PreferenceKey {
    static var defaultValue: TabBarAppearance? { nil }
    static func reduce(value: inout TabBarAppearance?, nextValue: () -> TabBarAppearance?) { value = merged(value, nextValue()) }
    /// `b`'s settings over `a`'s.
    static func merged(_ a: TabBarAppearance?, _ b: TabBarAppearance?) -> TabBarAppearance? {
        guard var result = a else { return b }
        guard let b else { return result }
        if let style = b.style { result.style = style }
        if let visibility = b.visibility { result.visibility = visibility }
        if let scheme = b.scheme { result.scheme = scheme }
        return result
    }
}

/// What a navigation modifier tells the screen it is in.
enum NavigationScreenWrite {
    case title(String?)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case backButtonHidden(Bool)
    case barHidden(Bool)
    case bottomBarHidden(Bool)
    case toolbar([ResolvedToolbarItem])
    case search(prompt: String, text: Binding<String>, alwaysShown: Bool)
    case barBackground(AnyShapeStyle, bottom: Bool)
    case barBackgroundVisibility(Visibility, bottom: Bool)
    case barColorScheme(ColorScheme?, bottom: Bool)
    case scopes(AnyView, SearchScopeActivation)
    case nothing

    func apply(to screen: NavigationScreenModel) {
        switch self {
        case .title(let title): screen.setTitle(title)
        case .displayMode(let mode): screen.setDisplayMode(mode)
        case .backButtonHidden(let hidden): screen.setBackButtonHidden(hidden)
        case .barHidden(let hidden): screen.setBarHidden(hidden)
        case .bottomBarHidden(let hidden): screen.setBottomBarHidden(hidden)
        case .toolbar(let items): screen.setToolbar(items)
        case .search(let prompt, let text, let always): screen.setSearch(prompt: prompt, text: text, alwaysShown: always)
        case .barBackground(let style, let bottom): screen.setBarBackground(style, bottom: bottom)
        case .barBackgroundVisibility(let visibility, let bottom): screen.setBarBackgroundVisibility(visibility, bottom: bottom)
        case .barColorScheme(let scheme, let bottom): screen.setBarColorScheme(scheme, bottom: bottom)
        case .scopes(let view, let activation): screen.setScopes(view, activation: activation)
        case .nothing: break
        }
    }
}

/// Shows its content and tells the navigation screen around it a title, a mode or toolbar items.
///
/// Outside a navigation stack it only shows its content (as on iOS).
nonisolated struct NavigationScreenWriter<Content: View>: View, PrimitiveView, TransitionPassThrough {
    typealias Body = Never
    let content: Content
    let write: NavigationScreenWrite

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        if let screen = environment.navigationScreen { write.apply(to: screen) }
        return [ChildSpec(0, content, environment)]
    }
}

nonisolated extension View {
    /// Sets the title of the navigation screen this view is in.
    ///
    ///     List { … }.navigationTitle("Settings")
    public func navigationTitle(_ title: Text) -> some View {
        NavigationScreenWriter(content: self, write: .title(title.string))
    }

    /// Sets the title of the navigation screen this view is in.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        NavigationScreenWriter(content: self, write: .title(titleKey.string))
    }

    /// Sets the title of the navigation screen this view is in.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationScreenWriter(content: self, write: .title(String(title)))
    }

    /// Sets the title from a binding (SwiftUI lets the user rename it; here it is shown).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        NavigationScreenWriter(content: self, write: .title(title.wrappedValue))
    }

    /// Sets the title of the navigation screen (the older name of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View {
        NavigationScreenWriter(content: self, write: .title(title.string))
    }

    /// Sets the title of the navigation screen (the older name of `navigationTitle`).
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        NavigationScreenWriter(content: self, write: .title(titleKey.string))
    }

    /// Sets the title of the navigation screen (the older name of `navigationTitle`).
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationScreenWriter(content: self, write: .title(String(title)))
    }

    /// Sets the title and how it is displayed (the older form of `navigationTitle` with
    /// `navigationBarTitleDisplayMode`).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationScreenWriter(content: NavigationScreenWriter(content: self, write: .displayMode(displayMode)), write: .title(title.string))
    }

    /// Sets the title and how it is displayed.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationScreenWriter(content: NavigationScreenWriter(content: self, write: .displayMode(displayMode)), write: .title(titleKey.string))
    }

    /// Sets the title and how it is displayed.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationScreenWriter(content: NavigationScreenWriter(content: self, write: .displayMode(displayMode)), write: .title(String(title)))
    }

    /// Chooses a large title under the bar or a small one in it.
    ///
    ///     DetailView().navigationBarTitleDisplayMode(.inline)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationScreenWriter(content: self, write: .displayMode(displayMode))
    }

    /// Chooses how the toolbar title shows (iOS 17's name for the display mode).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        NavigationScreenWriter(content: self, write: .displayMode(mode.mode))
    }

    /// Hides the back button of the navigation screen (a swipe back still works on iOS; a clip has none).
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationScreenWriter(content: self, write: .backButtonHidden(hidesBackButton))
    }

    /// Hides or shows the navigation bar (the older form of `toolbar(_:for:)`).
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        NavigationScreenWriter(content: self, write: .barHidden(hidden))
    }

    /// Hides or shows bars: `.toolbar(.hidden, for: .navigationBar)`, `.toolbar(.hidden, for: .tabBar)`.
    ///
    /// The navigation bar and the bottom toolbar belong to the screen the modifier is in; the tab bar to the
    /// tab: a pushed screen that hides it takes the whole height while it shows. `.automatic` is the
    /// navigation bar, as on iOS; no bars named means the navigation bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barsVisibility(visibility, bars)
    }

    /// Hides or shows bars (iOS 18's name for `toolbar(_:for:)`): `.toolbarVisibility(.hidden, for: .tabBar)`.
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barsVisibility(visibility, bars)
    }

    /// Paints a bar's background with `style`: the navigation bar's (shown once content scrolls under it, or
    /// always with `.visible`), the bottom toolbar's or the tab bar's.
    ///
    ///     .toolbarBackground(Color.indigo, for: .navigationBar)
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, TabBarAppearance(style: AnyShapeStyle(style))) { .barBackground(AnyShapeStyle(style), bottom: $0) }
    }

    /// Whether bars show their background: `.visible` always, `.hidden` never, `.automatic` as iOS does (the
    /// navigation bar once content scrolls under it; the bottom toolbar and the tab bar always).
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, TabBarAppearance(visibility: visibility)) { .barBackgroundVisibility(visibility, bottom: $0) }
    }

    /// iOS 18's name for `toolbarBackground(_:for:)` with a visibility.
    public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, TabBarAppearance(visibility: visibility)) { .barBackgroundVisibility(visibility, bottom: $0) }
    }

    /// Draws bars — their titles, items, labels and background style — in `colorScheme` (nil keeps the screen's).
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        barAppearance(bars, TabBarAppearance(scheme: .some(colorScheme))) { .barColorScheme(colorScheme, bottom: $0) }
    }

    /// A bar appearance for the bars named: the navigation bar (none named, or `.automatic`) and the bottom toolbar
    /// through the screen, the tab bar through the tab's preference.
    private func barAppearance(_ bars: [ToolbarPlacement], _ tab: TabBarAppearance,
                               _ write: (_ bottom: Bool) -> NavigationScreenWrite) -> some View {
        let navigation = bars.isEmpty || bars.contains { $0.kind == .navigationBar || $0.kind == .automatic }
        let bottom = bars.contains { $0.kind == .bottomBar }, tabBar = bars.contains { $0.kind == .tabBar }
        let marked = transformPreference(TabBarAppearanceKey.self) { value in
            if tabBar { value = TabBarAppearanceKey.merged(value, tab) }
        }
        return NavigationScreenWriter(content: NavigationScreenWriter(content: marked, write: bottom ? write(true) : .nothing),
                                      write: navigation ? write(false) : .nothing)
    }

    private func barsVisibility(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let navigation = bars.isEmpty || bars.contains { $0.kind == .navigationBar || $0.kind == .automatic }
        let bottom = bars.contains { $0.kind == .bottomBar }, tab = bars.contains { $0.kind == .tabBar }
        let marked = transformPreference(TabBarVisibilityKey.self) { value in
            if tab { value = TabBarVisibilityKey.merged(value, visibility) }
        }
        return NavigationScreenWriter(content: NavigationScreenWriter(content: marked, write: bottom ? .bottomBarHidden(visibility == .hidden) : .nothing),
                                      write: navigation ? .barHidden(visibility == .hidden) : .nothing)
    }

    /// Puts views in the navigation bar (at the trailing end, `.automatic`).
    ///
    ///     .toolbar { Button("Add") { items.append(Item()) } }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        NavigationScreenWriter(content: self, write: .toolbar([ResolvedToolbarItem(placement: .automatic, view: AnyView(HStack(spacing: 16) { content() }))]))
    }

    /// Puts toolbar items in the navigation bar and the bottom toolbar.
    ///
    ///     .toolbar {
    ///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
    ///         ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
    ///     }
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        NavigationScreenWriter(content: self, write: .toolbar(ResolvedToolbarItem.items(of: content())))
    }

    /// Puts views at the ends of the navigation bar (the older form of `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        NavigationScreenWriter(content: self, write: .toolbar([ResolvedToolbarItem(placement: .topBarLeading, view: AnyView(leading)),
                                                               ResolvedToolbarItem(placement: .topBarTrailing, view: AnyView(trailing))]))
    }

    /// Puts a view at the leading end of the navigation bar (the older form of `toolbar`).
    public func navigationBarItems<L: View>(leading: L) -> some View {
        NavigationScreenWriter(content: self, write: .toolbar([ResolvedToolbarItem(placement: .topBarLeading, view: AnyView(leading))]))
    }

    /// Puts a view at the trailing end of the navigation bar (the older form of `toolbar`).
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        NavigationScreenWriter(content: self, write: .toolbar([ResolvedToolbarItem(placement: .topBarTrailing, view: AnyView(trailing))]))
    }
}
