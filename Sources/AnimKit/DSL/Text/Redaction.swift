import Foundation

/// Why views are drawn as placeholders — SwiftUI's `RedactionReasons`.
///
/// With `.placeholder`, text draws as a rounded bar per line and symbols and images as rounded blocks, keeping
/// their sizes; with `.privacy`, only views marked `privacySensitive()` do.
///
///     ArticleRow(article: .sample).redacted(reason: isLoading ? .placeholder : [])
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Shown data is a generic placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Shown data is private: views marked `privacySensitive()` are redacted.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Shown data is out of date and waits for an update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
private struct SensitiveContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The reasons views below are redacted (`redacted(reason:)` adds to them, `unredacted()` clears them).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// Whether views below are marked `privacySensitive()`.
    var isSensitiveContent: Bool {
        get { self[SensitiveContentKey.self] }
        set { self[SensitiveContentKey.self] = newValue }
    }

    /// Whether text and images here draw as placeholders: for `.placeholder`, or for `.privacy` in sensitive views.
    var redactsContent: Bool {
        let reasons = redactionReasons
        return reasons.contains(.placeholder) || (reasons.contains(.privacy) && isSensitiveContent)
    }
}

/// How a redacted view draws: the text's or image's colour at 16 % (AnimKit's estimate of SwiftUI's look).
enum RedactedLook {
    static let opacity = 0.16

    /// A rounded block over `rect` in `color` at the placeholder opacity.
    static func block(_ rect: CGRect, color: Color) -> DisplayItem {
        let radius = min(rect.width, rect.height) * 0.2
        return .fill(.roundedRect(rect, cornerSize: CGSize(width: radius, height: radius), style: .continuous), color.opacity(opacity))
    }
}

nonisolated extension View {
    /// Draws the views inside as placeholders for `reason`, adding to the reasons of enclosing views.
    ///
    ///     ProfileHeader(user: .placeholder).redacted(reason: .placeholder)
    public func redacted(reason: RedactionReasons) -> some View {
        transformEnvironment(\.redactionReasons) { $0.insert(reason) }
    }

    /// Draws the views inside as themselves, whatever enclosing views ask.
    ///
    ///     Text("Loading…").unredacted()
    public func unredacted() -> some View {
        environment(\.redactionReasons, [])
    }

    /// Marks the views inside as private: `redacted(reason: .privacy)` draws them as placeholders.
    ///
    ///     Text(account.balance, format: .currency(code: "EUR")).privacySensitive()
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        environment(\.isSensitiveContent, sensitive)
    }

    /// Marks the views inside as able to show that they are out of date — not drawn by AnimKit yet.
    @available(*, unavailable, message: "AnimKit does not draw invalidated content yet (invalidatableContent(_:)); see docs/views.md")
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
