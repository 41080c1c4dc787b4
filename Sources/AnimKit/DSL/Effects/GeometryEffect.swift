import Foundation

/// A drawing effect computed from the view's size as a `ProjectionTransform` — SwiftUI's `GeometryEffect`.
///
/// The view keeps its layout; its drawing (and hit-testing) goes through the transform, which maps the view's
/// own coordinates (origin at its top-left corner) and may carry a perspective. Declare `animatableData` and
/// the effect is evaluated at every frame of an animation:
///
///     struct Skew: GeometryEffect {
///         var amount: CGFloat
///         var animatableData: CGFloat {
///             get { amount }
///             set { amount = newValue }
///         }
///         func effectValue(size: CGSize) -> ProjectionTransform {
///             ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: 0, ty: 0))
///         }
///     }
///     Rectangle().modifier(Skew(amount: tilted ? 0.5 : 0))
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for a view of `size`, in the view's own coordinates.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// The same effect, for drawing only: in SwiftUI, layout-dependent reads such as `GeometryReader` frames
    /// ignore it. AnimKit's geometry readers never see drawing effects, so this draws as the effect itself.
    ///
    ///     Text("Hi").modifier(Shake(phase: phase).ignoredByLayout())
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

/// A geometry effect that layout-dependent reads ignore (`ignoredByLayout()`).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
    /// The wrapped effect.
    public var base: Base

    /// Wraps `base`.
    public init(_ base: Base) { self.base = base }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// A view modifier whose body is evaluated with its `animatableData` as presented at every frame — SwiftUI's
/// `AnimatableModifier` (deprecated there in favour of `ViewModifier & Animatable`, which AnimKit treats the same).
///
///     struct CountingText: AnimatableModifier {
///         var value: Double
///         var animatableData: Double { get { value } set { value = newValue } }
///         func body(content: Content) -> some View { Text("\(Int(value))") }
///     }
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The graph's form of a user's `GeometryEffect`: draws the content through the presented effect's transform.
struct GeometryEffectModifier: ItemModifier {
    let effect: any GeometryEffect

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let item = ClosureItem(node: node, inner: item)
        let effect = self.effect
        item.draw = { [unowned node] inner, frame, context in
            let local = GeometryEffectModifier.presentedValue(of: effect, size: frame.size, node: node, part: ObjectIdentifier(inner.node))
            // The effect maps the view's own coordinates: move its origin to the frame's corner.
            let placed = ProjectionTransform(CGAffineTransform(translationX: -frame.minX, y: -frame.minY))
                .concatenating(local)
                .concatenating(ProjectionTransform(CGAffineTransform(translationX: frame.minX, y: frame.minY)))
            if placed.isAffine {
                context.group(transform: placed.affine) { inner.render(&$0) }
            } else {
                context.group(projection: placed) { inner.render(&$0) }
            }
        }
        return item
    }

    private static func presentedValue<E: GeometryEffect>(of effect: E, size: CGSize, node: ViewNode, part: ObjectIdentifier) -> ProjectionTransform {
        node.animated(effect, .effect, part: part).effectValue(size: size)
    }
}

/// `rotation3DEffect`: the view turned about an axis in space and drawn in perspective.
public struct _Rotation3DEffect: GeometryEffect, Equatable {
    public var angle: Angle
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    public var anchor: UnitPoint
    public var anchorZ: CGFloat
    public var perspective: CGFloat

    /// A rotation by `angle` about `axis` through `anchor` (and `anchorZ` out of the plane).
    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
        self.anchorZ = anchorZ
        self.perspective = perspective
    }

    /// SwiftUI's transform: move the anchor to the origin, rotate, look from `max(width, height) / perspective`
    /// points away, move back. `perspective: 0` looks from infinitely far (no foreshortening).
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let a = anchor.point(in: CGRect(origin: .zero, size: size))
        let toAnchor = CATransform3DMakeTranslation(a.x, a.y, anchorZ)
        var lens = CATransform3DIdentity
        lens.m34 = -perspective / max(size.width, size.height)
        if !lens.m34.isFinite { lens.m34 = 0 }
        let turned = CATransform3DRotate(CATransform3DConcat(lens, toAnchor), angle.radians, axis.x, axis.y, axis.z)
        return ProjectionTransform(CATransform3DTranslate(turned, -a.x, -a.y, -anchorZ))
    }

    public var animatableData: AnimatablePair<Angle.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat,
        AnimatablePair<CGFloat, AnimatablePair<UnitPoint.AnimatableData, AnimatablePair<CGFloat, CGFloat>>>>>> {
        get {
            AnimatablePair(angle.animatableData, AnimatablePair(axis.x, AnimatablePair(axis.y, AnimatablePair(axis.z,
                AnimatablePair(anchor.animatableData, AnimatablePair(anchorZ, perspective))))))
        }
        set {
            angle.animatableData = newValue.first
            let rest = newValue.second
            axis = (rest.first, rest.second.first, rest.second.second.first)
            anchor.animatableData = rest.second.second.second.first
            anchorZ = rest.second.second.second.second.first
            perspective = rest.second.second.second.second.second
        }
    }

    public static func == (lhs: _Rotation3DEffect, rhs: _Rotation3DEffect) -> Bool {
        lhs.angle == rhs.angle && lhs.axis == rhs.axis && lhs.anchor == rhs.anchor
            && lhs.anchorZ == rhs.anchorZ && lhs.perspective == rhs.perspective
    }
}

/// `projectionEffect`: the view drawn through a fixed projection (not animated, as in SwiftUI).
public struct _ProjectionEffect: GeometryEffect, Equatable {
    public var transform: ProjectionTransform

    /// The effect of `transform`.
    public init(transform: ProjectionTransform) { self.transform = transform }

    public func effectValue(size: CGSize) -> ProjectionTransform { transform }
}

nonisolated extension View {
    /// Draws the view turned by `angle` about `axis` in three dimensions and seen in perspective.
    ///
    /// `anchor` is the point of the view the axis passes through, `anchorZ` its depth; `perspective` places
    /// the viewer `max(width, height) / perspective` points in front of the view (1: as far as the view is
    /// large). A positive angle about the y axis turns the view's leading edge towards the viewer. Past 90°
    /// the view's back shows, mirrored, as in SwiftUI.
    ///
    ///     CardFace()
    ///         .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }

    /// Draws the view through `transform`, applied in the view's own coordinates (origin at its top-left).
    ///
    ///     Text("Tilted").projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0)))
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        modifier(_ProjectionEffect(transform: transform))
    }

    /// Draws the view through the affine `transform`, applied in the view's own coordinates.
    ///
    ///     Text("Skewed").transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.4, d: 1, tx: 0, ty: 0))
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_ProjectionEffect(transform: ProjectionTransform(transform)))
    }
}
