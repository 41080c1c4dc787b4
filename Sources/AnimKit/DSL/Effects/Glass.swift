import Foundation

/// A configuration of Liquid Glass — SwiftUI's `Glass` (iOS 26).
///
///     Label("Flag", systemImage: "flag.fill")
///         .padding()
///         .glassEffect(.regular.tint(.orange).interactive(), in: .rect(cornerRadius: 16))
///
/// AnimKit draws glass with its materials: what lies behind, blurred (6 points for `.regular`, 2 for `.clear`) and
/// saturated, under a light wash (white at 30 % and 8 %; a dark grey in the dark appearance), with a bright rim
/// along the edge and a soft shadow. Apple does not publish Liquid Glass's recipe, and its lensing (the
/// background bent near the edges) is not drawn: these numbers are AnimKit's estimate.
public struct Glass: Equatable, Sendable {
    enum Variant: Sendable { case regular, clear, identity }
    var variant: Variant
    var tintColor: Color?
    var isInteractive = false
    /// Whether a finger is down on the interactive glass (a glass button's press).
    var isPressed = false

    /// Glass for most controls: a blurred, lightly washed backdrop.
    public static var regular: Glass { Glass(variant: .regular) }
    /// Clearer glass, for controls over media: keep what is under it dark enough for its content to read.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass: the view as it is.
    public static var identity: Glass { Glass(variant: .identity) }

    /// This glass washed with `color` (nil: no tint).
    public func tint(_ color: Color?) -> Glass {
        var g = self
        g.tintColor = color
        return g
    }

    /// This glass reacting to presses: in a glass button it swells and brightens while pressed.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var g = self
        g.isInteractive = isEnabled
        return g
    }

    /// How the backdrop is drawn, in `scheme`-adapting colours.
    var recipe: MaterialRecipe {
        switch variant {
        case .clear:
            return MaterialRecipe(blur: 2, saturation: 1.3,
                                  tint: Color(light: Color(white: 1, opacity: 0.08), dark: Color(white: 0, opacity: 0.1)))
        case .regular, .identity:
            return MaterialRecipe(blur: 6, saturation: 1.5,
                                  tint: Color(light: Color(white: 1, opacity: 0.3), dark: Color(rgb8: 28, 28, 30, opacity: 0.4)))
        }
    }
}

/// The shape glass takes by default, a capsule — SwiftUI's `DefaultGlassEffectShape`.
nonisolated public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How a view's glass comes and goes — SwiftUI's `GlassEffectTransition`.
///
///     .glassEffect().glassEffectID("eraser", in: namespace).glassEffectTransition(.materialize)
public struct GlassEffectTransition: Equatable, Sendable {
    enum Kind: Sendable { case matchedGeometry, materialize, identity }
    let kind: Kind
    /// In a `GlassEffectContainer`, glass with a `glassEffectID` grows out of the nearest glass when it appears and
    /// flows back into it when it leaves (the default); other glass fades.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: .matchedGeometry) }
    /// The glass fades in and out with its view.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }
    /// The glass comes and goes at once.
    public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

/// Draws the glass of the views inside together, so that glass shapes closer than `spacing` flow into one another
/// — SwiftUI's `GlassEffectContainer` (iOS 26).
///
///     GlassEffectContainer(spacing: 40) {
///         HStack(spacing: 40) {
///             Image(systemName: "pencil").frame(width: 80, height: 80).glassEffect()
///             Image(systemName: "eraser").frame(width: 80, height: 80).glassEffect()
///         }
///     }
///
/// All the glass inside is drawn below all the content inside. Shapes less than `spacing` apart are joined by a
/// neck of glass that thickens as they near (a blurred-and-thresholded field of the shapes: AnimKit's rendering of
/// Apple's unpublished blend).
nonisolated public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container whose glass begins to blend at `spacing` points apart (nil: when the shapes touch).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View { content.modifier(GlassContainerModifier(spacing: spacing ?? 0)) }
}

nonisolated extension View {
    /// Liquid Glass in `shape` behind the view, anchored to its bounds.
    ///
    ///     Text("Hello").padding().glassEffect()
    ///     Image(systemName: "star").frame(width: 60, height: 60).glassEffect(.clear, in: .circle)
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(GlassEffectModifier(glass: glass, shape: shape))
    }

    /// Names the view's glass in `namespace`, so that in a `GlassEffectContainer` it grows out of the nearest glass
    /// when it appears and flows back into it when it leaves (nil: no name).
    ///
    ///     .glassEffect().glassEffectID("eraser", in: namespace)
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        modifier(GlassIdentityModifier(part: .id(id.map { GlassKey(id: AnyHashable($0), namespace: namespace) })))
    }

    /// Draws the glass of every view with the same `id` in `namespace` as one shape covering them all.
    ///
    ///     .glassEffect().glassEffectUnion(id: "tools", namespace: namespace)
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        modifier(GlassIdentityModifier(part: .union(id.map { GlassKey(id: AnyHashable($0), namespace: namespace) })))
    }

    /// How the view's glass comes and goes.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        modifier(GlassIdentityModifier(part: .transition(transition)))
    }
}

/// A glass name: an id in a namespace.
struct GlassKey: Hashable, @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID
}

/// What `glassEffectID`, `glassEffectUnion` and `glassEffectTransition` tell the glass effect inside.
struct GlassIdentity: @unchecked Sendable {
    var id: GlassKey?
    var union: GlassKey?
    var transition: GlassEffectTransition?
}

private struct GlassIdentityKey: EnvironmentKey {
    static var defaultValue: GlassIdentity { GlassIdentity() }
}

extension EnvironmentValues {
    /// The glass name, union and transition written around the view.
    var glassIdentity: GlassIdentity {
        get { self[GlassIdentityKey.self] }
        set { self[GlassIdentityKey.self] = newValue }
    }
}

/// Writes part of the glass identity for the glass effect inside.
struct GlassIdentityModifier: PrimitiveModifier, Equatable {
    enum Part: Equatable {
        case id(GlassKey?), union(GlassKey?), transition(GlassEffectTransition)
    }
    let part: Part

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        switch part {
        case .id(let key): environment.glassIdentity.id = key
        case .union(let key): environment.glassIdentity.union = key
        case .transition(let transition): environment.glassIdentity.transition = transition
        }
    }
    var writesEnvironment: Bool { true }
}
