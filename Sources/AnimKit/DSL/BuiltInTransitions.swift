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
