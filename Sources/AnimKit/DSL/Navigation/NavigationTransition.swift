import Foundation

/// How a pushed screen arrives and leaves — SwiftUI's `NavigationTransition` (iOS 18).
///
///     DetailView(item: item)
///         .navigationTransition(.zoom(sourceID: item.id, in: namespace))
public protocol NavigationTransition {}

/// The platform's push: in from the trailing edge — SwiftUI's `AutomaticNavigationTransition`.
public struct AutomaticNavigationTransition: NavigationTransition, Sendable {
    /// The automatic transition.
    public init() {}
}

/// The screen grows out of a view of the screen below it and shrinks back into it — SwiftUI's
/// `ZoomNavigationTransition` (iOS 18).
///
/// The pushed screen starts as the source view's frame (the view marked with `matchedTransitionSource(id:in:)`
/// with the same id), scaled to fill it and clipped to a rounded card, fading in over the first third of the
/// motion, and grows to fill the stack while the screen below stays in place, dimmed; the source view is hidden
/// while a screen zoomed from it covers it. Popping reverses it. A downward drag on the zoomed screen pulls it
/// along, shrinking (to half size over the stack's height); let go past 100 points (or flung past 200) it zooms
/// back into its source, else it springs back. The motion uses the stack's push timing; the numbers of the drag
/// are AnimKit's estimates (UIKit does not publish them).
public struct ZoomNavigationTransition: NavigationTransition, Sendable {
    let source: TransitionSourceKey
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's push.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// A zoom out of the view marked `matchedTransitionSource(id: sourceID, in: namespace)`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(source: TransitionSourceKey(id: AnyHashable(sourceID), namespace: namespace))
    }
}

/// A transition source's name: an id in a namespace.
struct TransitionSourceKey: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// How a transition source looks while a screen zooms out of it or into it — SwiftUI's
/// `MatchedTransitionSourceConfiguration`.
///
///     .matchedTransitionSource(id: item.id, in: namespace) { source in
///         source.background(.blue).clipShape(.rect(cornerRadius: 12)).shadow(radius: 4)
///     }
public protocol MatchedTransitionSourceConfiguration {}

/// The source as it is — SwiftUI's `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration, Sendable {}

/// A configured source look (what the configuration methods return).
struct ConfiguredTransitionSource: MatchedTransitionSourceConfiguration {
    var look = TransitionSourceLook()
}

/// What a zooming card takes from its source: a fill behind it, its clip shape and a shadow.
struct TransitionSourceLook {
    var background: AnyShapeStyle?
    var clipShape: (any Shape)?
    var shadow: Shadow?

    /// The corner radius of the card at the source's end, for a clip shape in `rect`.
    func cornerRadius(in rect: CGRect) -> CGFloat {
        switch clipShape {
        case let shape as RoundedRectangle: return min(shape.cornerSize.width, rect.width / 2, rect.height / 2)
        case is Circle, is Capsule: return min(rect.width, rect.height) / 2
        default: return 0
        }
    }
}

extension MatchedTransitionSourceConfiguration {
    private var look: TransitionSourceLook { (self as? ConfiguredTransitionSource)?.look ?? TransitionSourceLook() }

    /// The source with `style` behind it while the screen zooms.
    public func background(_ style: some ShapeStyle) -> some MatchedTransitionSourceConfiguration {
        var look = self.look
        look.background = AnyShapeStyle(style)
        return ConfiguredTransitionSource(look: look)
    }

    /// The source clipped to `shape` while the screen zooms (the card's corners start as the shape's).
    public func clipShape(_ shape: some Shape) -> some MatchedTransitionSourceConfiguration {
        var look = self.look
        look.clipShape = shape
        return ConfiguredTransitionSource(look: look)
    }

    /// The source with a shadow while the screen zooms.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some MatchedTransitionSourceConfiguration {
        var look = self.look
        look.shadow = Shadow(color: color, radius: radius, x: x, y: y)
        return ConfiguredTransitionSource(look: look)
    }
}

nonisolated extension View {
    /// How this screen arrives when pushed and leaves when popped: `.zoom(sourceID:in:)` or `.automatic`.
    ///
    ///     .navigationDestination(for: Photo.self) { photo in
    ///         PhotoView(photo).navigationTransition(.zoom(sourceID: photo.id, in: namespace))
    ///     }
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        NavigationTransitionWriter(content: self, source: (style as? ZoomNavigationTransition)?.source)
    }

    /// Marks the view a zoom navigation transition with the same id grows out of and shrinks back into.
    ///
    ///     Thumbnail(photo).matchedTransitionSource(id: photo.id, in: namespace)
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View {
        modifier(TransitionSourceModifier(key: TransitionSourceKey(id: AnyHashable(id), namespace: namespace), look: TransitionSourceLook()))
    }

    /// Marks the view a zoom grows out of, with the look `configuration` gives it while the screen zooms.
    public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        let look = (configuration(EmptyMatchedTransitionSourceConfiguration()) as? ConfiguredTransitionSource)?.look ?? TransitionSourceLook()
        return modifier(TransitionSourceModifier(key: TransitionSourceKey(id: AnyHashable(id), namespace: namespace), look: look))
    }
}

/// Tells the navigation screen, or the sheet or full-screen cover, the view is in which view it zooms out of.
nonisolated struct NavigationTransitionWriter<Content: View>: View, PrimitiveView, TransitionPassThrough {
    typealias Body = Never
    let content: Content
    let source: TransitionSourceKey?

    func children(environment: EnvironmentValues) -> [ChildSpec] {
        if let screen = environment.navigationScreen {
            screen.zoomSource = source
        } else if let presentation = environment.presentationZoom {
            presentation.zoomSource = source
        }
        return [ChildSpec(0, content, environment)]
    }
}
