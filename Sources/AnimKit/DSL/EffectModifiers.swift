import Foundation

/// A drawing-only effect: the content keeps its layout; drawing (and hit-testing) is transformed.
struct EffectModifier: ItemModifier, Equatable {
    enum Effect: Equatable {
        case offset(CGSize)
        case scale(CGSize, anchor: UnitPoint)
        case rotation(Angle, anchor: UnitPoint)
        case opacity(Double)
        case blur(CGFloat)
        case shadow(Shadow)
    }
    var effect: Effect

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let effect = self.effect
        item.draw = { inner, frame, context in
            switch effect {
            case .offset(let d):
                context.group(transform: CGAffineTransform(translationX: d.width, y: d.height)) { inner.render(&$0) }
            case .scale(let s, let anchor):
                let a = anchor.point(in: frame)
                context.group(transform: EffectModifier.around(a, CGAffineTransform(scaleX: s.width, y: s.height))) { inner.render(&$0) }
            case .rotation(let angle, let anchor):
                let a = anchor.point(in: frame)
                context.group(transform: EffectModifier.around(a, CGAffineTransform(rotationAngle: angle.radians))) { inner.render(&$0) }
            case .opacity(let o):
                context.group(opacity: min(1, max(0, o))) { inner.render(&$0) }
            case .blur(let r):
                context.group(blur: max(0, r)) { inner.render(&$0) }
            case .shadow(let s):
                context.group(shadow: s) { inner.render(&$0) }
            }
        }
        return item
    }

    /// `t` applied about the point `a`.
    static func around(_ a: CGPoint, _ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(translationX: -a.x, y: -a.y).concatenating(t).concatenating(CGAffineTransform(translationX: a.x, y: a.y))
    }
}

/// `.clipShape(_:)`: the content drawn only inside a shape fitted to its frame.
struct ClipShapeModifier<S: Shape>: ItemModifier {
    var shape: S

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let shape = self.shape
        item.draw = { inner, frame, context in
            context.group(clip: DisplayShape.simplest(shape.path(in: frame), in: frame, shape: shape)) { inner.render(&$0) }
        }
        return item
    }
}

extension View {
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
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { modifier(EffectModifier(effect: .blur(radius))) }

    /// Draws a shadow under the view.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(EffectModifier(effect: .shadow(Shadow(color: color, radius: radius, x: x, y: y))))
    }

    /// Clips the view to `shape` fitted to its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(ClipShapeModifier(shape: shape))
    }

    /// Clips the view to its frame with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
}
