import Foundation

extension VerticalEdge {
    /// A set of vertical edges — SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding `edge`.
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

nonisolated extension View {
    /// Shows or hides the separator above (`.top`) or below (`.bottom`) this list row: a separator between two
    /// rows is drawn unless either side hides it.
    ///
    ///     Text(item.name).listRowSeparator(.hidden)
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSettingsModifier(change: { $0.hiddenSeparators = visibility == .hidden ? edges : [] }))
    }

    /// Colours the separator above or below this list row.
    ///
    ///     Text(item.name).listRowSeparatorTint(.indigo)
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(ListRowSettingsModifier(change: { $0.separatorTint = color; $0.tintedSeparators = edges }))
    }

    /// Draws `view` behind this list row, filling the row's cell in place of the card's white (nil keeps it).
    ///
    ///     Text("Highlighted").listRowBackground(Color.yellow.opacity(0.3))
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view.map { AnyView($0) }))
    }

    /// The space between this list row's cell and its content, in place of 16 points at the sides and 11 above
    /// and below (the row stays at least 44 points tall); nil keeps the default.
    ///
    ///     Image("banner").resizable().scaledToFill().listRowInsets(EdgeInsets())
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(ListRowSettingsModifier(change: { $0.insets = insets }))
    }
}

/// What a row's modifiers ask of its list: separators, their tint, insets and a background.
struct ListRowSettings {
    var hiddenSeparators: VerticalEdge.Set = []
    var separatorTint: Color?
    var tintedSeparators: VerticalEdge.Set = []
    var insets: EdgeInsets?
    var background: LayoutItem?
    /// Where the separator below starts, from the row's content edge (a label's title); nil: at that edge.
    var separatorLeading: CGFloat?

    /// The settings of the row `item`, gathered through the wrappers around it (the innermost wins).
    static func of(_ item: LayoutItem) -> ListRowSettings {
        var settings = ListRowSettings()
        for wrapper in item.allUnwrapped(ListRowSettingsItem.self).reversed() { wrapper.change(&settings) }
        return settings
    }
}

/// A `listRowSeparator`, `listRowSeparatorTint`, `listRowInsets` or `listRowBackground` on a row.
struct ListRowSettingsModifier: ItemModifier {
    let change: @Sendable (inout ListRowSettings) -> Void

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        ListRowSettingsItem(node: node, inner: item, change: change)
    }
}

/// `listRowBackground`: the background view rides along with the row as an extra view; the list draws it.
struct ListRowBackgroundModifier: ItemModifier {
    let background: AnyView?

    var extraViews: [any View] { background.map { [$0] } ?? [] }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let view = extras.first?.first
        return ListRowSettingsItem(node: node, inner: item, change: { $0.background = view })
    }
}

/// A row's content wrapped with what one of its modifiers asks of its list.
final class ListRowSettingsItem: WrapperItem {
    let change: (inout ListRowSettings) -> Void

    init(node: ViewNode, inner: LayoutItem, change: @escaping (inout ListRowSettings) -> Void) {
        self.change = change
        super.init(node: node, inner: inner)
    }
}
