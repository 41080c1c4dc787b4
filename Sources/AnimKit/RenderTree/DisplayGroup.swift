import Foundation

/// A group of items drawn with shared effects, applied in this order:
/// `transform` maps the children (and the clip) into the parent's space — or `projection` does, when the group
/// has a perspective (`rotation3DEffect`, a projective `GeometryEffect`); children are clipped to `clip`;
/// the result is blurred by `blur`; `shadow` is drawn beneath it; its pixels go through `filters`; it is masked
/// by the alpha of `mask` (items in the children's coordinates); the whole is composited at `opacity` with
/// `blendMode`. An `isolated` group (`compositingGroup`, `drawingGroup`) is drawn in a layer of its own first,
/// so its children's blend modes only mix with each other.
public struct DisplayGroup: Equatable, Sendable {
    public var transform: CGAffineTransform
    /// A perspective mapping the children into the parent's space in place of `transform` (never affine).
    public var projection: ProjectionTransform?
    public var opacity: Double
    public var clip: DisplayShape?
    /// Whether the clip keeps the even-odd inside of its shape (rather than the non-zero one).
    public var clipIsEvenOdd = false
    /// Whether the clip's edge is smoothed (`clipped(antialiased:)`, `cornerRadius(_:antialiased:)`).
    public var clipIsAntialiased = true
    /// Whether the children's edges are smoothed (`antialiased: false` on a shape's fill or stroke draws hard,
    /// pixel-stepped edges).
    public var isAntialiased = true
    /// Gaussian blur standard deviation, in the group's points.
    public var blur: CGFloat
    /// Whether the blur is opaque (`blur(radius:opaque: true)`): the content's edge pixels carry on past its
    /// bounds while it is blurred, and the result is cut to those bounds, so the edges do not fade out.
    public var blurIsOpaque = false
    public var shadow: Shadow?
    /// Colour filters applied to the group's pixels, in order.
    public var filters: [ColorFilter] = []
    /// Items whose alpha masks the group.
    public var mask: [DisplayItem]?
    /// How the group combines with what is behind it.
    public var blendMode: BlendMode = .normal
    /// Whether the group is flattened in a layer of its own before it is composited.
    public var isolated = false
    /// Whether the children composite with each other in linear light (`drawingGroup(colorMode: .linear)`):
    /// the group is isolated, and overlaps, translucent colours and smoothed edges mix as linear values.
    public var blendsInLinearLight = false
    public var children: [DisplayItem]

    /// Creates a group.
    public init(transform: CGAffineTransform = .identity, projection: ProjectionTransform? = nil, opacity: Double = 1,
                clip: DisplayShape? = nil, blur: CGFloat = 0, shadow: Shadow? = nil, children: [DisplayItem]) {
        self.transform = transform
        self.projection = projection.flatMap { $0.isAffine ? nil : $0 }
        if let p = projection, p.isAffine { self.transform = p.affine.concatenating(transform) }
        self.opacity = opacity
        self.clip = clip
        self.blur = blur
        self.shadow = shadow
        self.children = children
    }

    /// Whether drawing this group needs an offscreen layer (opacity, blur, shadow or perspective).
    public var needsLayer: Bool { opacity < 1 || blur > 0 || shadow != nil || projection != nil || composites }

    /// The group as drawn before its perspective: the same content and effects, mapped by nothing.
    var flattened: DisplayGroup {
        var flat = self
        flat.projection = nil
        flat.transform = .identity
        return flat
    }

    /// Whether the group needs compositing beyond opacity: filters, a mask, a blend mode or isolation.
    var composites: Bool { !filters.isEmpty || mask != nil || blendMode != .normal || isolated || blendsInLinearLight }

    var headline: String {
        var parts = ["group"]
        if !transform.isIdentity { parts.append("transform \(TreeFormat.transform(transform))") }
        if let p = projection {
            let entries = [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]
            parts.append("projection [\(entries.map { TreeFormat.fixed($0, digits: 6) }.joined(separator: " "))]")
        }
        if opacity != 1 { parts.append("opacity \(TreeFormat.number(opacity))") }
        if let clip { parts.append("clip\(clipIsEvenOdd ? "(eo)" : "")\(clipIsAntialiased ? "" : "(aliased)") \(clip)") }
        if !isAntialiased { parts.append("aliased") }
        if blur > 0 { parts.append("blur\(blurIsOpaque ? "(opaque)" : "") \(TreeFormat.number(blur))") }
        if let shadow { parts.append(shadow.description) }
        if !filters.isEmpty { parts.append("filters \(filters.map(\.description).joined(separator: " "))") }
        if mask != nil { parts.append("masked") }
        if blendMode != .normal { parts.append("blend \(blendMode)") }
        if isolated { parts.append("isolated") }
        if blendsInLinearLight { parts.append("linear") }
        return parts.joined(separator: " ")
    }
}
