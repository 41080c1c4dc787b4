import Foundation

// iOS 18 and 26 APIs, and everyday views, that AnimKit does not draw yet: each compiles to an error that says so
// (docs/views.md, "Not in AnimKit"), instead of "cannot find in scope".

/// Liquid Glass — SwiftUI's `Glass` (iOS 26). Not in AnimKit yet.
@available(*, unavailable, message: "AnimKit does not draw Liquid Glass yet (glassEffect, GlassEffectContainer, .glass); see docs/views.md")
public struct Glass: Equatable, Sendable {
    public static var regular: Glass { fatalError("unavailable") }
    public static var clear: Glass { fatalError("unavailable") }
    public static var identity: Glass { fatalError("unavailable") }
    public func tint(_ color: Color?) -> Glass { fatalError("unavailable") }
    public func interactive(_ isEnabled: Bool = true) -> Glass { fatalError("unavailable") }
}

/// A container that merges the glass of the views inside — SwiftUI's `GlassEffectContainer` (iOS 26).
@available(*, unavailable, message: "AnimKit does not draw Liquid Glass yet (GlassEffectContainer); see docs/views.md")
public struct GlassEffectContainer<Content: View>: View {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { fatalError("unavailable") }
    public var body: Never { fatalError("unavailable") }
}

/// The glass button style — SwiftUI's `GlassButtonStyle` (iOS 26).
@available(*, unavailable, message: "AnimKit does not draw Liquid Glass yet (.buttonStyle(.glass)); see docs/views.md")
public struct GlassButtonStyle: PrimitiveButtonStyle {
    public func makeBody(configuration: Configuration) -> Never { fatalError("unavailable") }
}

@available(*, unavailable, message: "AnimKit does not draw Liquid Glass yet (.buttonStyle(.glass)); see docs/views.md")
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The glass button style — not in AnimKit yet.
    public static var glass: GlassButtonStyle { fatalError("unavailable") }
}

/// How a pushed screen arrives — SwiftUI's `NavigationTransition` (iOS 18). Not in AnimKit yet.
@available(*, unavailable, message: "AnimKit does not have navigation transitions yet (navigationTransition(.zoom(sourceID:in:)), matchedTransitionSource); see docs/views.md")
public struct NavigationTransition: Sendable {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransition { fatalError("unavailable") }
    public static var automatic: NavigationTransition { fatalError("unavailable") }
}

nonisolated extension View {
    /// Liquid Glass behind the view — not in AnimKit yet.
    @available(*, unavailable, message: "AnimKit does not draw Liquid Glass yet (glassEffect(_:in:)); see docs/views.md")
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View { self }

    /// Identifies the view's glass for morphing — not in AnimKit yet.
    @available(*, unavailable, message: "AnimKit does not draw Liquid Glass yet (glassEffectID(_:in:)); see docs/views.md")
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }

    /// How this screen arrives when pushed — not in AnimKit yet.
    @available(*, unavailable, message: "AnimKit does not have navigation transitions yet (navigationTransition(_:)); see docs/views.md")
    public func navigationTransition(_ style: NavigationTransition) -> some View { self }

    /// Names the view a zoom transition grows from — not in AnimKit yet.
    @available(*, unavailable, message: "AnimKit does not have navigation transitions yet (matchedTransitionSource(id:in:)); see docs/views.md")
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}

/// A share button — SwiftUI's `ShareLink`. AnimKit has no share sheet.
@available(*, unavailable, message: "AnimKit does not have ShareLink yet; see docs/views.md")
public struct ShareLink<Label: View>: View {
    public init(item: URL, @ViewBuilder label: () -> Label) { fatalError("unavailable") }
    public init(item: String, @ViewBuilder label: () -> Label) { fatalError("unavailable") }
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Label == AnimKit.Label<Text, Image> { fatalError("unavailable") }
    public init(item: String, subject: Text? = nil, message: Text? = nil) where Label == AnimKit.Label<Text, Image> { fatalError("unavailable") }
    public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) where Label == AnimKit.Label<Text, Image> {
        fatalError("unavailable")
    }
    public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) where Label == AnimKit.Label<Text, Image> {
        fatalError("unavailable")
    }
    public var body: Never { fatalError("unavailable") }
}
