import Foundation

/// Where a view is relative to its scroll view's visible region — SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Leaving (or entering) at the top or leading edge.
    case topLeading
    /// In view.
    case identity
    /// Leaving (or entering) at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is in view.
    public var isIdentity: Bool { self == .identity }

    /// −1 at the top/leading edge, 0 in view, 1 at the bottom/trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the view's position — SwiftUI's `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
    /// How much of the view must be visible for it to be in view.
    public struct Threshold: Sendable {
        let visible: Double
        /// Entirely visible.
        public static let visible = Threshold(visible: 1)
        /// Any part visible.
        public static let hidden = Threshold(visible: 0.0001)
        /// At least `amount` (0…1) visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(visible: min(max(amount, 0.0001), 1)) }
        /// At most `amount` hidden.
        public static func hidden(_ amount: Double) -> Threshold { Threshold(visible: min(max(1 - amount, 0.0001), 1)) }
    }

    let interactive: Bool
    let isIdentity: Bool
    var threshold = Threshold.visible
    /// How an interactive value follows the position (nil: linearly).
    var curve: UnitCurve?
    /// How an animated value moves when the view crosses the threshold.
    var animation: Animation = .default

    /// The effect follows the view as it scrolls: its value goes smoothly from 0 in view to ±1 out of view.
    public static let interactive = ScrollTransitionConfiguration(interactive: true, isIdentity: false)
    /// The effect switches between in view and out with the default animation when the view crosses the
    /// threshold.
    public static let animated = ScrollTransitionConfiguration(interactive: false, isIdentity: false)
    /// No effect.
    public static let identity = ScrollTransitionConfiguration(interactive: false, isIdentity: true)

    /// Interactive, the value following the position through `timingCurve`.
    public static func interactive(timingCurve: UnitCurve) -> ScrollTransitionConfiguration {
        var c = ScrollTransitionConfiguration.interactive
        c.curve = timingCurve
        return c
    }

    /// Switching with `animation` when the view crosses the threshold.
    ///
    ///     Card().scrollTransition(.animated(.bouncy)) { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        var c = ScrollTransitionConfiguration.animated
        c.animation = animation
        return c
    }

    /// This configuration with another threshold.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var c = self
        c.threshold = threshold
        return c
    }

    /// The phase value of a view whose visible share is `visible` (0…1) and which sits before (true) or
    /// after the visible region.
    func value(visible: Double, before: Bool) -> Double {
        guard !isIdentity, visible < threshold.visible else { return 0 }
        let linear = 1 - visible / threshold.visible
        let out = interactive ? curve?.value(at: linear) ?? linear : 1
        return before ? -out : out
    }
}

/// `.scrollTransition`: effects from the view's place in its scroll view's visible region. An interactive
/// transition mixes the effects built for `.identity` and for the edge's phase by how far out the view is.
struct ScrollTransitionModifier<Effect: VisualEffect>: ItemModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let effect: (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let (top, bottom, axis, make) = (topLeading, bottomTrailing, axis, effect)
        func chain(_ phase: ScrollTransitionPhase) -> [EffectModifier.Effect] {
            (make(EmptyVisualEffect(), phase) as? VisualEffectChain)?.effects ?? []
        }
        item.draw = { inner, frame, context in
            guard let visible = context.visibleScrollRect else { return inner.render(&context) }
            let vertical = (axis ?? context.visibleScrollAxis ?? .vertical) == .vertical
            let (lo, hi, length) = vertical ? (frame.minY, frame.maxY, frame.height) : (frame.minX, frame.maxX, frame.width)
            let (vlo, vhi) = vertical ? (visible.minY, visible.maxY) : (visible.minX, visible.maxX)
            let shown = max(0, min(hi, vhi) - max(lo, vlo))
            let share = length > 0 ? Double(shown / length) : 1
            let before = lo < vlo
            let configuration = before ? top : bottom
            var value = configuration.value(visible: share, before: before)
            // An animated transition moves its value with its animation from the moment the view crosses.
            if !configuration.interactive && !configuration.isIdentity {
                value = ScrollTransitionMotion.value(towards: value, for: inner.node, on: node, animation: configuration.animation)
            }
            let identity = chain(.identity)
            var effects = identity
            if value != 0 {
                let edge = chain(value < 0 ? .topLeading : .bottomTrailing)
                let t = abs(value)
                effects = edge.count == identity.count ? zip(identity, edge).map { EffectModifier.Effect.mix($0, $1, t) } : t < 0.5 ? identity : edge
            }
            func draw(_ k: Int, _ context: inout RenderContext) {
                guard k >= 0 else { return inner.render(&context) }
                EffectModifier.draw(effects[k], in: frame, context: &context) { draw(k - 1, &$0) }
            }
            draw(effects.count - 1, &context)
        }
        return item
    }
}

extension EffectModifier.Effect {
    /// The effect `t` of the way from `a` to `b` (effects of different kinds switch half way).
    static func mix(_ a: Self, _ b: Self, _ t: Double) -> Self {
        func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(t) }
        switch (a, b) {
        case let (.offset(x), .offset(y)): return .offset(CGSize(width: m(x.width, y.width), height: m(x.height, y.height)))
        case let (.sizeOffset(x), .sizeOffset(y)): return .sizeOffset(CGSize(width: m(x.width, y.width), height: m(x.height, y.height)))
        case let (.scale(x, anchor), .scale(y, _)): return .scale(CGSize(width: m(x.width, y.width), height: m(x.height, y.height)), anchor: anchor)
        case let (.rotation(x, anchor), .rotation(y, _)): return .rotation(.radians(m(x.radians, y.radians)), anchor: anchor)
        case let (.opacity(x), .opacity(y)): return .opacity(m(x, y))
        case let (.blur(x), .blur(y)): return .blur(m(x, y))
        case let (.filter(.brightness(x)), .filter(.brightness(y))): return .filter(.brightness(m(x, y)))
        case let (.filter(.contrast(x)), .filter(.contrast(y))): return .filter(.contrast(m(x, y)))
        case let (.filter(.saturation(x)), .filter(.saturation(y))): return .filter(.saturation(m(x, y)))
        case let (.filter(.grayscale(x)), .filter(.grayscale(y))): return .filter(.grayscale(m(x, y)))
        case let (.filter(.hueRotation(x)), .filter(.hueRotation(y))): return .filter(.hueRotation(.radians(m(x.radians, y.radians))))
        default: return t < 0.5 ? a : b
        }
    }
}

nonisolated extension View {
    /// Effects from the view's place in its scroll view, built for each `ScrollTransitionPhase`: in view
    /// `.identity`; leaving at the top (leading) or bottom (trailing) edge the effects are mixed towards that
    /// phase's as the view goes out (`.interactive`), or switched with an animation as it crosses the threshold
    /// (`.animated`).
    ///
    ///     Card().scrollTransition { content, phase in
    ///         content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(phase.isIdentity ? 1 : 0.8)
    ///     }
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(ScrollTransitionModifier(topLeading: configuration, bottomTrailing: configuration, axis: axis, effect: transition))
    }

    /// Effects from the view's place in its scroll view, configured per edge.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        modifier(ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, effect: transition))
    }
}
