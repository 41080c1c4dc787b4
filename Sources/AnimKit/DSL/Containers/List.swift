import Foundation

/// Rows in a grouped card on the grouped background — SwiftUI's `List` with the iOS inset-grouped look.
///
///     List {
///         Button("Add") { … }
///         ForEach(items) { item in Text(item.title) }
///     }
///
/// Every view the content builds is a row (a `ForEach` gives one row per element). Rows are at least
/// 44 points tall, their content leading-aligned with 16-point insets and hairline separators between
/// them. The list takes all the space it is offered and scrolls as a `ScrollView` does when its rows are
/// taller (a `Scroll` step, `ScrollViewReader`); a plain list's section headers stay pinned at its top.
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    let content: Content
}

extension List where SelectionValue == Never {
    /// A list of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with one row per element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with one row per integer of `data`.
    ///
    ///     List(0..<5) { i in Text("Row \(i)") }
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }

    /// A list with one row per identifiable element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }
}

extension List: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.stackAxis = nil
        inner.transitionTrait = nil
        inner.isInListRow = true
        // Its rows are built as they come into view, as a lazy stack's (`LazyRows`).
        inner.lazyStackAxis = .vertical
        environment.navigationScreen?.setGroupedBackground(environment.listStyle != .plain && environment.scrollContentBackground != .hidden)
        return [ChildSpec(0, content, inner)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let style = node.environment.listStyle
        let rows = LazyRowsItem.adopt(node.children.flatMap { $0.items() }, stack: node, axis: .vertical)
        let list = ListItem(node: node, rows: rows, style: style)
        // The rows scroll as a vertical scroll view's content, over the list's background.
        // `.scrollContentBackground(.hidden)` leaves the grey out: what is behind the list shows between its cards.
        let background = style == .plain || node.environment.scrollContentBackground == .hidden ? nil : ListItem.groupedBackground
        return [ScrollViewItem(node: node, content: list, axes: .vertical, state: node.scrollState, backdrop: background,
                               kind: InspectionInfo(type: "List", fill: background))]
    }
}

/// The look of a `List`.
public protocol ListStyle: Sendable {
    /// The layout kind AnimKit draws.
    var kind: ListStyleKind { get }
}

/// The list looks AnimKit draws.
public enum ListStyleKind: Sendable, Equatable {
    /// Rows in a rounded card inset from the edges, on the grouped background (iOS's default).
    case insetGrouped
    /// Full-width rows on the grouped background.
    case grouped
    /// Full-width rows on the plain background.
    case plain
}

/// The platform's default: inset grouped on iOS.
public struct DefaultListStyle: ListStyle { public var kind: ListStyleKind { .insetGrouped } }
/// Rows in a rounded card inset from the edges.
public struct InsetGroupedListStyle: ListStyle { public var kind: ListStyleKind { .insetGrouped } }
/// Full-width rows on the grouped background.
public struct GroupedListStyle: ListStyle { public var kind: ListStyleKind { .grouped } }
/// Full-width rows, no background.
public struct PlainListStyle: ListStyle { public var kind: ListStyleKind { .plain } }

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list look.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// Rows in a rounded card inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// Full-width rows on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    /// Full-width rows, no background.
    public static var plain: PlainListStyle { PlainListStyle() }
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
private struct InListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is in a list's row (a navigation link then draws as a row with a chevron).
    var isInListRow: Bool {
        get { self[InListRowKey.self] }
        set { self[InListRowKey.self] = newValue }
    }

    /// The look of lists below.
    var listStyle: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the look of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, style.kind)
    }
}
