import Foundation

/// Drawing effects computed from a view's geometry — SwiftUI's `VisualEffect`.
///
/// The closure of `visualEffect(_:)` receives an empty effect and the view's `GeometryProxy`, and chains
/// effects on it; the first in the chain is nearest the content.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect a `visualEffect` closure starts from: nothing — SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect.
    public init() {}
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A chain of drawing effects built in a `visualEffect` closure.
struct VisualEffectChain: VisualEffect {
    var effects: [EffectModifier.Effect]
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension VisualEffect {
    private func then(_ effect: EffectModifier.Effect) -> VisualEffectChain {
        VisualEffectChain(effects: ((self as? VisualEffectChain)?.effects ?? []) + [effect])
    }

    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { then(.offset(offset)) }
    /// Moves the drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then(.offset(CGSize(width: x, height: y))) }
    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { then(.scale(scale, anchor: anchor)) }
    /// Scales the drawing by `s` about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: s, height: s), anchor: anchor))
    }
    /// Scales the drawing by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.scale(CGSize(width: x, height: y), anchor: anchor))
    }
    /// Rotates the drawing about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { then(.rotation(angle, anchor: anchor)) }
    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then(opaque ? .opaqueBlur(radius) : .blur(radius)) }
    /// Fades the drawing.
    public func opacity(_ opacity: Double) -> some VisualEffect { then(.opacity(opacity)) }
    /// Brightens the colours.
    public func brightness(_ amount: Double) -> some VisualEffect { then(.filter(.brightness(amount))) }
    /// Changes the contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { then(.filter(.contrast(amount))) }
    /// Changes the saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { then(.filter(.saturation(amount))) }
    /// Removes colour (1: fully grey).
    public func grayscale(_ amount: Double) -> some VisualEffect { then(.filter(.grayscale(amount))) }
    /// Turns the hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then(.filter(.hueRotation(angle))) }
    /// Multiplies the colours by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { then(.filter(.colorMultiply(color))) }
}

/// `.visualEffect`: effects computed from the view's geometry as it is drawn.
struct VisualEffectModifier<Effect: VisualEffect>: ItemModifier {
    var effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let make = effect
        // Where the view was placed, so that the proxy follows the scroll views it is in as they are drawn.
        var placement: GeometryPlacement?
        item.place = { [unowned node] inner, frame, proposal in
            placement = GeometryPlacement(frame, in: node.graph)
            inner.place(at: frame.origin, anchor: .topLeading, proposal: proposal)
        }
        item.draw = { [unowned node] inner, frame, context in
            let proxy = placement.map(GeometryProxy.init) ?? GeometryProxy(frame: frame, spaces: node.graph.currentSpaces)
            let chain = (make(EmptyVisualEffect(), proxy) as? VisualEffectChain)?.effects ?? []
            // Each position in the chain animates in its own attribute, as the same modifiers would.
            let parts = VisualEffectParts.identifiers
            let shown = chain.enumerated().map { i, e in i < parts.count ? e.presented(by: node, part: parts[i]) : e }
            func draw(_ k: Int, _ context: inout RenderContext) {
                guard k >= 0 else { return inner.render(&context) }
                EffectModifier.draw(shown[k], in: frame, context: &context) { draw(k - 1, &$0) }
            }
            draw(shown.count - 1, &context)
        }
        return item
    }
}

/// Marker objects whose identities name the attributes of a visual effect chain's positions.
private final class VisualEffectParts {
    nonisolated(unsafe) private static let markers: [VisualEffectParts] = (0..<16).map { _ in VisualEffectParts() }
    /// Made once (the markers live for the process), not at every draw.
    static let identifiers: [ObjectIdentifier] = markers.map(ObjectIdentifier.init)
}

nonisolated extension View {
    /// Applies drawing effects computed from the view's geometry (its frame as drawn, in any coordinate space),
    /// without a `GeometryReader`; the view's layout does not change.
    ///
    ///     Card()
    ///         .visualEffect { content, proxy in
    ///             content.rotationEffect(.degrees(proxy.frame(in: .global).midX / 20))
    ///         }
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier(effect: effect))
    }
}
