import Foundation

/// No change: the view appears and disappears at once even in an animated transaction.
public struct IdentityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// A fade: transparent outside `.identity` (the default transition).
public struct OpacityTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A scale about `anchor` to `scale` outside `.identity`.
public struct ScaleTransition: Transition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// A move by the view's own size towards `edge` outside `.identity`.
public struct MoveTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EffectModifier(effect: .sizeOffset(phase.isIdentity ? .zero : edge.unitOffset)))
    }
}

/// In from the leading edge, out towards the trailing edge, each by the view's width.
public struct SlideTransition: Transition {
    public init() {}
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EffectModifier(effect: .sizeOffset(
            phase == .willAppear ? Edge.leading.unitOffset : phase == .didDisappear ? Edge.trailing.unitOffset : .zero)))
    }
}

/// A move by a fixed `offset` outside `.identity`.
public struct OffsetTransition: Transition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }
}

/// In from `edge` while fading in; out towards the opposite edge while fading out.
public struct PushTransition: Transition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let away: CGSize = phase == .willAppear ? edge.unitOffset
            : phase == .didDisappear ? CGSize(width: -edge.unitOffset.width, height: -edge.unitOffset.height) : .zero
        content.modifier(EffectModifier(effect: .sizeOffset(away))).opacity(phase.isIdentity ? 1 : 0)
    }
}

/// A blur of `radius` outside `.identity` (AnimKit's; combine it with `.opacity` for a blurred fade).
public struct BlurTransition: Transition {
    public var radius: CGFloat
    public init(radius: CGFloat) { self.radius = radius }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.blur(radius: phase.isIdentity ? 0 : radius)
    }
}

/// `identity` in place, `active` outside: the modifier interpolates between them if it is `Animatable`
/// or made of animatable modifiers.
public struct ModifierTransition<Modifier: ViewModifier>: Transition {
    public var active: Modifier
    public var identity: Modifier
    public init(active: Modifier, identity: Modifier) {
        self.active = active
        self.identity = identity
    }
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension Edge {
    /// The direction of the edge in units of the view's size (leading is -x in a left-to-right layout).
    var unitOffset: CGSize {
        switch self {
        case .leading: return CGSize(width: -1, height: 0)
        case .trailing: return CGSize(width: 1, height: 0)
        case .top: return CGSize(width: 0, height: -1)
        case .bottom: return CGSize(width: 0, height: 1)
        }
    }
}

/// A blur, a fade and a small scale together: SwiftUI's `.blurReplace`. Outside `.identity` the view is
/// transparent, blurred by 7 points and scaled to 0.9 — or, leaving with `.upUp`, to 1.1.
///
///     Text(isOn ? "On" : "Off").id(isOn).transition(.blurReplace)
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it leaves: down (`.downUp`, the default) or up (`.upUp`); it always grows
    /// into place as it comes in.
    public struct Configuration: Equatable, Sendable {
        let leavesUpwards: Bool
        /// Scales the view down while removing it and up while inserting it.
        public static let downUp = Configuration(leavesUpwards: false)
        /// Scales the view up while both removing and inserting it.
        public static let upUp = Configuration(leavesUpwards: true)
    }

    /// The transition's configuration.
    public var configuration: Configuration

    /// A blur-replace transition with `configuration`.
    public init(configuration: Configuration) { self.configuration = configuration }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = switch phase {
        case .identity: 1
        case .willAppear: 0.9
        case .didDisappear: configuration.leavesUpwards ? 1.1 : 0.9
        }
        content.opacity(phase.isIdentity ? 1 : 0).blur(radius: phase.isIdentity ? 0 : 7).scaleEffect(scale)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs, fades and scales the view in and out; `config` chooses how it scales as it leaves.
    ///
    ///     Image(systemName: icon).id(icon).transition(.blurReplace(.upUp))
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self { Self(configuration: config) }
    /// Blurs, fades and scales the view in and out (`.downUp`).
    public static var blurReplace: BlurReplaceTransition { blurReplace(.downUp) }
}

// The built-in transitions as `Transition` values, as SwiftUI 17 offers them: `MyTransition().combined(with: .opacity)`.

extension Transition where Self == IdentityTransition {
    /// Appears and disappears at once.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// Fades in and out.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales up from, and down to, nothing about the centre.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    /// Scales from and to `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == SlideTransition {
    /// In from the leading edge, out to the trailing edge.
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == MoveTransition {
    /// In from and out towards `edge`, by the view's own size.
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /// In from and out by `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /// In from and out by (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == PushTransition {
    /// In from `edge` fading in, out towards the opposite edge fading out.
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}
