import Foundation

/// Items for a navigation bar or a bottom toolbar — SwiftUI's `ToolbarContent`.
///
///     struct EditingTools: ToolbarContent {
///         var body: some ToolbarContent {
///             ToolbarItem(placement: .topBarTrailing) { Button("Done") { … } }
///         }
///     }
public protocol ToolbarContent {
    /// The type of the items this content is made of.
    associatedtype Body: ToolbarContent
    /// The items this content is made of.
    @ToolbarContentBuilder var body: Body { get }
}

/// Toolbar content whose items have identifiers (iPadOS customization; drawn as any other items here).
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body: AnimKit reads its items directly.
    public var body: Never { fatalError("\(Self.self) is built-in toolbar content; it has no body") }
}

/// Where a toolbar item sits — SwiftUI's `ToolbarItemPlacement`.
///
///     ToolbarItem(placement: .topBarLeading) { Button("Edit") { … } }
public struct ToolbarItemPlacement: Sendable {
    enum Kind: String, Sendable { case leading, trailing, principal, bottomBar, status, hidden }
    let kind: Kind

    /// The platform's choice: the trailing end of the navigation bar on iOS.
    public static let automatic = ToolbarItemPlacement(kind: .trailing)
    /// The centre of the navigation bar, in place of the title.
    public static let principal = ToolbarItemPlacement(kind: .principal)
    /// The leading end of the navigation bar, after the back button.
    public static let navigation = ToolbarItemPlacement(kind: .leading)
    /// The trailing end of the navigation bar.
    public static let primaryAction = ToolbarItemPlacement(kind: .trailing)
    /// The trailing end of the navigation bar (SwiftUI may move it to an overflow menu).
    public static let secondaryAction = ToolbarItemPlacement(kind: .trailing)
    /// The centre of the bottom toolbar.
    public static let status = ToolbarItemPlacement(kind: .status)
    /// The trailing end of the navigation bar (a sheet's "Done").
    public static let confirmationAction = ToolbarItemPlacement(kind: .trailing)
    /// The leading end of the navigation bar (a sheet's "Cancel").
    public static let cancellationAction = ToolbarItemPlacement(kind: .leading)
    /// The trailing end of the navigation bar.
    public static let destructiveAction = ToolbarItemPlacement(kind: .trailing)
    /// Above the keyboard: there is no keyboard in a clip, so these items are not drawn.
    public static let keyboard = ToolbarItemPlacement(kind: .hidden)
    /// The leading end of the navigation bar.
    public static let topBarLeading = ToolbarItemPlacement(kind: .leading)
    /// The trailing end of the navigation bar.
    public static let topBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// The leading end of the navigation bar (renamed `topBarLeading`).
    public static let navigationBarLeading = ToolbarItemPlacement(kind: .leading)
    /// The trailing end of the navigation bar (renamed `topBarTrailing`).
    public static let navigationBarTrailing = ToolbarItemPlacement(kind: .trailing)
    /// The bottom toolbar, items spread along it.
    public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
}

/// One view in a toolbar — SwiftUI's `ToolbarItem`.
///
///     ToolbarItem(placement: .confirmationAction) { Button("Save") { save() } }
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItem where ID == () {
    /// An item showing `content` at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customization), showing `content` at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views at one toolbar placement — SwiftUI's `ToolbarItemGroup`.
///
///     ToolbarItemGroup(placement: .bottomBar) { Button("Back") { … }; Spacer(); Button("Next") { … } }
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// The views `content` builds, side by side at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Builds toolbar content from items — SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }
    public static func buildBlock() -> TupleToolbarContent { TupleToolbarContent([]) }
    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent {
        var items: [ResolvedToolbarItem] = []
        for part in repeat each content { items += ResolvedToolbarItem.items(of: part) }
        return TupleToolbarContent(items)
    }
    public static func buildIf<C: ToolbarContent>(_ content: C?) -> TupleToolbarContent {
        guard let content else { return TupleToolbarContent([]) }
        return TupleToolbarContent(ResolvedToolbarItem.items(of: content))
    }
    public static func buildEither<C: ToolbarContent>(first: C) -> TupleToolbarContent {
        TupleToolbarContent(ResolvedToolbarItem.items(of: first))
    }
    public static func buildEither<C: ToolbarContent>(second: C) -> TupleToolbarContent {
        TupleToolbarContent(ResolvedToolbarItem.items(of: second))
    }
    public static func buildLimitedAvailability<C: ToolbarContent>(_ content: C) -> TupleToolbarContent {
        TupleToolbarContent(ResolvedToolbarItem.items(of: content))
    }
}

/// The items a toolbar builder made, in order.
public struct TupleToolbarContent: ToolbarContent, CustomizableToolbarContent {
    public typealias Body = Never
    let items: [ResolvedToolbarItem]
    init(_ items: [ResolvedToolbarItem]) { self.items = items }
}

/// A toolbar item ready to draw: its placement and its view.
struct ResolvedToolbarItem {
    let placement: ToolbarItemPlacement
    let view: AnyView

    /// The items of any toolbar content: the built-in kinds directly, custom content through its body.
    static func items<C: ToolbarContent>(of content: C) -> [ResolvedToolbarItem] {
        if let source = content as? ToolbarItemSource { return source.resolvedItems }
        guard C.Body.self != Never.self else { return [] }
        return items(of: content.body)
    }
}

/// Toolbar content AnimKit resolves itself.
protocol ToolbarItemSource {
    var resolvedItems: [ResolvedToolbarItem] { get }
}

extension ToolbarItem: ToolbarItemSource {
    var resolvedItems: [ResolvedToolbarItem] { [ResolvedToolbarItem(placement: placement, view: AnyView(content))] }
}

extension ToolbarItemGroup: ToolbarItemSource {
    var resolvedItems: [ResolvedToolbarItem] {
        let spacing: CGFloat = placement.kind == .bottomBar ? 0 : 16
        return [ResolvedToolbarItem(placement: placement, view: AnyView(HStack(spacing: spacing) { content }))]
    }
}

extension TupleToolbarContent: ToolbarItemSource {
    var resolvedItems: [ResolvedToolbarItem] { items }
}
