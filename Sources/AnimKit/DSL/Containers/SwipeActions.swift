import Foundation

nonisolated extension View {
    /// Buttons a list row shows when swiped — SwiftUI's `swipeActions(edge:allowsFullSwipe:content:)`.
    ///
    /// Swiping the row towards the other edge uncovers the buttons behind it, the first one outermost: each
    /// on its tint (`.tint(_:)`; gray without one, red for `role: .destructive`) with its label in white (a
    /// `Label` shows its icon only). A tap on one runs its action and closes the row; with `allowsFullSwipe`,
    /// a swipe across most of the row runs the first action at once. Trailing actions replace the Delete
    /// that `onDelete` offers on a swipe (edit mode's minus still shows it).
    ///
    ///     Text(mail.subject)
    ///         .swipeActions(edge: .leading) {
    ///             Button { mail.isUnread.toggle() } label: { Label("Unread", systemImage: "envelope.badge") }
    ///                 .tint(.blue)
    ///         }
    ///         .swipeActions {
    ///             Button(role: .destructive) { delete(mail) } label: { Label("Delete", systemImage: "trash") }
    ///             Button("Flag") { mail.isFlagged.toggle() }.tint(.orange)
    ///         }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe))
    }
}

/// `.swipeActions`: the action buttons ride along with the row as extra views; the list draws them.
struct SwipeActionsModifier<Actions: View>: ItemModifier {
    let actions: Actions
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool

    var extraViews: [any View] { [actions.environment(\.isSwipeAction, true)] }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        SwipeActionsItem(node: node, inner: item, buttons: (extras.first ?? []).compactMap { ButtonItem.find(in: $0) },
                         edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
}

/// A row view with swipe actions: the row's content, and the buttons its list uncovers when it is swiped.
final class SwipeActionsItem: WrapperItem {
    let buttons: [ButtonItem]
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool

    init(node: ViewNode, inner: LayoutItem, buttons: [ButtonItem], edge: HorizontalEdge, allowsFullSwipe: Bool) {
        self.buttons = buttons
        self.edge = edge
        self.allowsFullSwipe = allowsFullSwipe
        super.init(node: node, inner: inner)
    }

    /// The swipe actions of a row, looking through the wrappers around it (several `.swipeActions`, one per
    /// edge, and the modifiers outside them).
    static func all(in item: LayoutItem) -> [SwipeActionsItem] { item.allUnwrapped(SwipeActionsItem.self) }
}

extension ButtonItem {
    /// The button an item shows, looking through the modifiers around it (`.tint`, say).
    static func find(in item: LayoutItem) -> ButtonItem? { item.unwrapped(ButtonItem.self) }
}

private struct SwipeActionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether buttons here are a list row's swipe actions (a white label filling the button, icons only).
    var isSwipeAction: Bool {
        get { self[SwipeActionKey.self] }
        set { self[SwipeActionKey.self] = newValue }
    }
}
