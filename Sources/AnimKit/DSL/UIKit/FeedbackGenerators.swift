import Foundation

/// A source of haptic feedback — UIKit's `UIFeedbackGenerator`. Haptics are felt, not seen: on a clip, as on a
/// phone's screen, they draw nothing.
///
///     let haptic = UIImpactFeedbackGenerator(style: .medium)
///     haptic.prepare()
///     haptic.impactOccurred()   // nothing to draw
@MainActor
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the Taptic Engine (nothing to draw).
    public func prepare() {}
}

/// Haptics for a collision — UIKit's `UIImpactFeedbackGenerator` (draws nothing, see `UIFeedbackGenerator`).
@MainActor
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The style given at creation.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium impact generator.
    public override convenience init() { self.init(style: .medium) }

    /// An impact (felt, not drawn).
    public func impactOccurred() {}
    /// An impact at `intensity` (0…1; felt, not drawn).
    public func impactOccurred(intensity: CGFloat) {}
}

/// Haptics for success, warning and error — UIKit's `UINotificationFeedbackGenerator` (draws nothing).
@MainActor
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// What the notification reports.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// A notification of `notificationType` (felt, not drawn).
    public func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// Haptics for a change of selection — UIKit's `UISelectionFeedbackGenerator` (draws nothing).
@MainActor
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A change of selection (felt, not drawn).
    public func selectionChanged() {}
}
