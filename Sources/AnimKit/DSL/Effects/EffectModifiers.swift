import Foundation

/// A drawing-only effect: the content keeps its layout; drawing (and hit-testing) is transformed.
struct EffectModifier: ItemModifier, Equatable {
    enum Effect: Equatable {
        case offset(CGSize)
        /// An offset in units of the view's own size (transitions that move a view by its size).
        case sizeOffset(CGSize)
        case scale(CGSize, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        case opacity(Double)
        case blur(CGFloat)
        /// A blur whose edges do not fade (`blur(radius:opaque: true)`).
        case opaqueBlur(CGFloat)
        case shadow(Shadow)
        /// A colour filter over the view's pixels.
        case filter(ColorFilter)
        /// How the view combines with what is behind it.
        case blend(BlendMode)
        /// The view flattened before it is composited (`compositingGroup`, `drawingGroup`).
        case isolate
        /// The view flattened in a layer where it composites in linear light (`drawingGroup(colorMode: .linear)`).
        case isolateInLinearLight
    }
    var effect: Effect

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let model = self.effect
        item.draw = { [unowned node] inner, frame, context in
            EffectModifier.draw(model.presented(by: node, part: ObjectIdentifier(inner.node)), in: frame, context: &context) { inner.render(&$0) }
        }
        return item
    }

    /// Draws `content` with `effect`, for a view whose frame is `frame`.
    static func draw(_ effect: Effect, in frame: CGRect, context: inout RenderContext, content: (inout RenderContext) -> Void) {
        switch effect {
        case .offset(let d):
            context.group(transform: CGAffineTransform(translationX: d.width, y: d.height), content)
        case .sizeOffset(let u):
            context.group(transform: CGAffineTransform(translationX: u.width * frame.width, y: u.height * frame.height), content)
        case .scale(let s, let anchor):
            context.group(transform: around(anchor.point(in: frame), CGAffineTransform(scaleX: s.width, y: s.height)), content)
        case .rotation(let angle, let anchor):
            context.group(transform: around(anchor.point(in: frame), CGAffineTransform(rotationAngle: angle.radians)), content)
        case .opacity(let o):
            context.group(opacity: min(1, max(0, o)), content)
        case .blur(let r):
            context.group(blur: max(0, r), content)
        case .opaqueBlur(let r):
            context.group(blur: max(0, r), blurIsOpaque: true, content)
        case .shadow(let s):
            context.group(shadow: s, content)
        case .filter(let f):
            context.group(filters: [f], content)
        case .blend(let mode):
            context.group(blendMode: mode, content)
        case .isolate:
            context.group(isolated: true, content)
        case .isolateInLinearLight:
            context.group(isolated: true, linearLight: true, content)
        }
    }

    /// `t` applied about the point `a`.
    static func around(_ a: CGPoint, _ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }
}

extension EffectModifier.Effect {
    /// The effect as presented now: its parameters animated in `node`'s attribute for `part`.
    func presented(by node: ViewNode, part: ObjectIdentifier) -> Self {
        switch self {
        case .offset(let d):
            return .offset(node.animated(d, .effect, part: part))
        case .sizeOffset(let u):
            return .sizeOffset(node.animated(u, .effect, part: part))
        case .scale(let s, let anchor):
            // SwiftUI's _ScaleEffect data: (CGSize unscaled, UnitPoint × 128).
            let p = node.animated(vector: AnimatablePair(s.animatableData, anchor.animatableData), .effect, part: part)
            var a = anchor
            a.animatableData = p.second
            return .scale(CGSize(width: p.first.first, height: p.first.second), anchor: a)
        case .rotation(let angle, let anchor):
            // SwiftUI's _RotationEffect data: (Angle × 128, UnitPoint × 128).
            let p = node.animated(vector: AnimatablePair(angle.animatableData, anchor.animatableData), .effect, part: part)
            var r = angle, a = anchor
            r.animatableData = p.first
            a.animatableData = p.second
            return .rotation(r, anchor: a)
        case .opacity(let o):
            return .opacity(node.animated(vector: o, .effect, part: part))
        case .blur(let r):
            return .blur(node.animated(vector: r, .effect, part: part))
        case .opaqueBlur(let r):
            return .opaqueBlur(node.animated(vector: r, .effect, part: part))
        case .shadow(let shadow):
            return .shadow(node.animated(shadow, .effect, part: part))
        case .filter(let filter):
            return .filter(filter.presented(by: node, part: part))
        case .blend, .isolate, .isolateInLinearLight:
            return self
        }
    }
}

extension Shadow: Animatable {
    /// (colour in linear RGB, (radius, (x, y))).
    public var animatableData: AnimatablePair<Color.Resolved.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(color.resolve().animatableData, AnimatablePair(radius, AnimatablePair(x, y))) }
        set {
            var c = color.resolve()
            c.animatableData = newValue.first
            color = Color(c)
            radius = newValue.second.first
            (x, y) = (newValue.second.second.first, newValue.second.second.second)
        }
    }
}

/// `.clipShape(_:)`: the content drawn only inside a shape fitted to its frame.
struct ClipShapeModifier<S: Shape>: ItemModifier {
    var shape: S
    var evenOdd = false
    var antialiased = true

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let model = self.shape, evenOdd = self.evenOdd, antialiased = self.antialiased
        item.draw = { [unowned node] inner, frame, context in
            let shape = node.animated(model, .shape, part: ObjectIdentifier(inner.node))
            context.group(clip: DisplayShape.simplest(shape.placedPath(in: frame), in: frame, shape: shape),
                          clipIsEvenOdd: evenOdd, clipIsAntialiased: antialiased) { inner.render(&$0) }
        }
        return item
    }
}

nonisolated extension View {
    /// Draws the view moved by `offset` (its layout does not change).
    public func offset(_ offset: CGSize) -> some View { modifier(EffectModifier(effect: .offset(offset))) }

    /// Draws the view moved by `x` and `y` (its layout does not change).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Draws the view scaled by `scale` about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .scale(CGSize(width: scale, height: scale), anchor: anchor)))
    }

    /// Draws the view scaled by `scale` (per axis) about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .scale(scale, anchor: anchor)))
    }

    /// Draws the view scaled by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Draws the view rotated by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .rotation(angle, anchor: anchor)))
    }

    /// Draws the view with `opacity` (0…1).
    public func opacity(_ opacity: Double) -> some View { modifier(EffectModifier(effect: .opacity(opacity))) }

    /// Draws the view with a gaussian blur of `radius`.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(EffectModifier(effect: opaque ? .opaqueBlur(radius) : .blur(radius)))
    }

    /// Draws a shadow under the view.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier(effect: .shadow(Shadow(color: color, radius: radius, x: x, y: y))))
    }

    /// Clips the view to `shape` fitted to its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(shape: shape, evenOdd: style.isEOFilled, antialiased: style.isAntialiased))
    }

    /// Clips the view to its frame with rounded corners (with a hard, pixel-stepped edge when not `antialiased`).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view to its frame; as in SwiftUI the edge is not smoothed unless `antialiased` (a frame on
    /// whole points looks the same either way).
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle(), style: FillStyle(antialiased: antialiased)) }
}
