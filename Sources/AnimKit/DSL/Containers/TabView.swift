import Foundation

/// Screens switched by a tab bar, or paged by swiping — SwiftUI's `TabView`, drawn as iOS's.
///
/// Each view of the content is a tab: its `.tabItem` label shows in the 49-point bar at the bottom (the icon
/// above the title, the selected tab's in the tint, the others grey) and its `.tag` is its value for
/// `selection` (else its position). A tap on a tab selects it at once. With `.tabViewStyle(.page)` the tabs
/// are pages side by side: a drag pages between them as a paging scroll view does, and a row of dots
/// shows the current page. iOS 18's `Tab` builds a tab with its label and value.
///
///     TabView(selection: $tab) {
///         HomeView().tabItem { Label("Home", systemImage: "house") }.tag(0)
///         Tab("Settings", systemImage: "gear", value: 1) { SettingsView() }
///     }
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let selection: Binding<SelectionValue>?
    let content: Content

    /// Tabs selected by `selection` (each tab's `.tag`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs that keep their own selection (the first to start with).
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab of a `TabView` with its label and value — SwiftUI's (iOS 18) `Tab`.
///
///     Tab("Home", systemImage: "house", value: 0) { HomeView() }
nonisolated public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let value: Value?
    let content: Content
    let label: Label

    /// A tab with a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        content.tabItem { label }.modifier(TagModifier(tag: value.map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(Value.self))))
    }
}

extension Tab where Label == AnimKit.Label<Text, Image> {
    /// A tab titled `titleKey` with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { AnimKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A tab titled `title` with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { AnimKit.Label(title, systemImage: systemImage) }
    }
}

extension Tab where Label == AnimKit.Label<Text, Image>, Value == Never {
    /// A tab titled `titleKey` with an SF Symbol, in a `TabView` without selection.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        value = nil
        self.content = content()
        label = AnimKit.Label(titleKey, systemImage: systemImage)
    }
}

/// `.tabItem`: the label a tab shows in its tab bar.
struct TabItemModifier<L: View>: ItemModifier {
    let label: L
    var extraViews: [any View] { [label] }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        TabItemCarrier(node: node, inner: item, label: extras.first ?? [])
    }
}

/// A tab's content carrying the items of its bar label.
final class TabItemCarrier: WrapperItem {
    let label: [LayoutItem]

    init(node: ViewNode, inner: LayoutItem, label: [LayoutItem]) {
        self.label = label
        super.init(node: node, inner: inner)
    }

    static func find(in item: LayoutItem) -> TabItemCarrier? { item.unwrapped(TabItemCarrier.self) }
}

nonisolated extension View {
    /// The label of this tab in its `TabView`'s bar: a `Label`, or an image and a text.
    ///
    ///     HomeView().tabItem { Label("Home", systemImage: "house") }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: label().labelStyle(TabBarLabelStyle())))
    }
}

/// A tab bar label: the icon above the title.
struct TabBarLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22))
            configuration.title.font(.system(size: 10, weight: .medium))
        }
    }
}

/// How a `TabView` shows its tabs (SwiftUI's `TabViewStyle`).
public protocol TabViewStyle: Sendable {
    /// The look AnimKit draws.
    var kind: TabViewStyleKind { get }
}

/// The tab view looks AnimKit draws.
public enum TabViewStyleKind: Hashable, Sendable {
    /// A tab bar.
    case tabBar
    /// Pages with dots; whether the dots show.
    case page(showsIndex: Bool)
}

/// The platform's choice: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle { public var kind: TabViewStyleKind { .tabBar }; public init() {} }
/// Pages side by side with a row of dots (SwiftUI's `PageTabViewStyle`).
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the dots show.
    public struct IndexDisplayMode: Sendable {
        let shows: Bool
        /// When there is more than one page.
        public static let automatic = IndexDisplayMode(shows: true)
        /// Always.
        public static let always = IndexDisplayMode(shows: true)
        /// Never.
        public static let never = IndexDisplayMode(shows: false)
    }
    let indexDisplayMode: IndexDisplayMode
    /// A page style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode.shows) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// A tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Pages, the dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

/// How a page tab view's dots are backed (SwiftUI's `IndexViewStyle`).
public struct PageIndexViewStyle: Sendable {
    /// When a dark capsule backs the dots.
    public struct BackgroundDisplayMode: Sendable {
        let always: Bool
        public static let automatic = BackgroundDisplayMode(always: false)
        public static let interactive = BackgroundDisplayMode(always: false)
        public static let always = BackgroundDisplayMode(always: true)
        public static let never = BackgroundDisplayMode(always: false)
    }
    let background: BackgroundDisplayMode
    /// Dots backed as `backgroundDisplayMode` says.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { background = backgroundDisplayMode }
    /// Dots with no backing.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    /// Dots backed as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.tabBar }
private struct IndexBackingKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var tabViewStyle: TabViewStyleKind {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }

    var pageIndexBacked: Bool {
        get { self[IndexBackingKey.self] }
        set { self[IndexBackingKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How tab views inside show their tabs.
    ///
    ///     TabView { … }.tabViewStyle(.page)
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { environment(\.tabViewStyle, style.kind) }

    /// How a page tab view's dots are backed.
    ///
    ///     .indexViewStyle(.page(backgroundDisplayMode: .always))
    public func indexViewStyle(_ style: PageIndexViewStyle) -> some View { environment(\.pageIndexBacked, style.background.always) }
}
