import Foundation

/// What a tab's views ask its tab bar item to show as a badge: the text of the last `badge(_:)` in the tab.
struct TabBadgeKey: PreferenceKey {
    static var defaultValue: String? { nil }
    static func reduce(value: inout String?, nextValue: () -> String?) { value = nextValue() ?? value }
}

/// `badge(_:)`: in a list row, the text at the row's trailing end in the secondary colour; on a tab's content,
/// a red badge on the tab's bar item. A count of 0 or a nil label shows none.
struct BadgeModifier: ViewModifier {
    let text: String?
    @Environment(\.isInListRow) private var isInListRow

    func body(content: Content) -> some View {
        if isInListRow {
            HStack(spacing: 8) {
                content.frame(maxWidth: .infinity, alignment: .leading)
                if let text { Text(verbatim: text).foregroundStyle(.secondary) }
            }
        } else {
            content.transformPreference(TabBadgeKey.self) { value in if let text { value = text } }
        }
    }
}

/// A tab bar item's badge as iOS draws it: white 13-point text on a red capsule 18 points tall (at least as
/// wide), centred on the icon's top trailing corner. AnimKit's measurements of UIKit's badge.
enum TabBarBadge {
    static let height: CGFloat = 18
    static let padding: CGFloat = 5
    static let font = Font.system(size: 13)
    static let fill = Color.red
}

nonisolated extension View {
    /// A count as a badge: on a tab's content, a red badge on its tab item; in a list row, the number at the row's
    /// trailing end. A count of 0 shows none.
    ///
    ///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(unread)
    public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(text: count == 0 ? nil : String(count)))
    }

    /// A text as a badge (`nil` shows none).
    ///
    ///     Text("Updates").badge(Text("New"))
    public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(text: label?.string))
    }

    /// A localized string key as a badge (`nil` shows none).
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(BadgeModifier(text: key.map { Text($0).string }))
    }

    /// A string as a badge (`nil` shows none).
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(BadgeModifier(text: label.map { String($0) }))
    }
}
