import Foundation

/// One preview as `#Preview` declares it — DeveloperToolsSupport's `Preview`: a name, traits and the views.
///
/// `#Preview` expands into a call of these initialisers; write the macro, not the call:
///
///     #Preview("Card") { Card() }   // a Preview named "Card"
public struct Preview {
    /// The display name given to `#Preview`, if any.
    public let name: String?
    /// The traits given to `#Preview` (layout, orientation), in order.
    public let traits: [PreviewTrait<ViewTraits>]
    /// The preview's views: one, or one per argument of the `arguments:` form.
    let bodies: [@MainActor () -> any View]

    /// Traits that apply to previews of views.
    public enum ViewTraits {}

    /// A preview of a view.
    @MainActor
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.traits = traits
        bodies = [body]
    }

    /// A preview of a view for each of `arguments`.
    @MainActor
    public init<T>(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., arguments: [T],
                   @ViewBuilder body: @escaping @MainActor (T) -> any View) {
        self.name = name
        self.traits = traits
        bodies = arguments.map { argument in { body(argument) } }
    }

    /// How many views the preview shows (more than one for the `arguments:` form).
    public var count: Int { bodies.count }

    /// The layout the traits ask for (the last layout trait wins; `.device` without one).
    public var layout: PreviewLayout {
        traits.reduce(.device) { layout, trait in trait.layout ?? layout }
    }

    /// The orientation the traits ask for (portrait without one).
    public var orientation: InterfaceOrientation {
        traits.reduce(.portrait) { orientation, trait in trait.orientation ?? orientation }
    }
}

/// A trait of a preview — DeveloperToolsSupport's `PreviewTrait`: its layout or its device's orientation.
///
///     #Preview(traits: .sizeThatFitsLayout) { Badge() }
///     #Preview(traits: .landscapeLeft) { Player() }
public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout?
    let orientation: InterfaceOrientation?
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view centred in a screen the size of the preview's device (the default).
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device, orientation: nil) }
    /// The view at the size it takes when offered the device's screen.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits, orientation: nil) }
    /// The view centred in a container of the given size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height), orientation: nil)
    }
    /// The device upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(layout: nil, orientation: .portrait) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(layout: nil, orientation: .portraitUpsideDown) }
    /// The device on its side, its top on the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(layout: nil, orientation: .landscapeLeft) }
    /// The device on its side, its top on the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(layout: nil, orientation: .landscapeRight) }
}

/// Shared setup for previews (sample data) — SwiftUI's `PreviewModifier`. Not yet: its shared context is made by
/// an `async` function AnimKit does not run before a preview.
@available(*, unavailable, message: "AnimKit does not run PreviewModifier yet (its async shared context); wrap the preview's view in the modifier's content instead")
public protocol PreviewModifier {
    associatedtype Body: View
    associatedtype Context = Void
    static func makeSharedContext() async throws -> Context
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// A preview modifier as a trait — SwiftUI's `.modifier(_:)`. Not yet (see `PreviewModifier`).
    @available(*, unavailable, message: "AnimKit does not run PreviewModifier yet (its async shared context)")
    public static func modifier(_ modifier: Any) -> PreviewTrait<T> { fatalError("unavailable") }
}
