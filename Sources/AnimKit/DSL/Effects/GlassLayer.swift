import Foundation

/// Draws Liquid Glass shapes as display items: the backdrop blurred and saturated under a wash, tints, a bright rim
/// along each edge and a soft shadow, in the union of the shapes — joined by necks where they are closer than the
/// container's spacing.
enum GlassLayer {
    /// The rim's width, in points (half of it shows, inside the edge).
    static let rimWidth: CGFloat = 1.5
    /// The shadow under glass.
    static let shadow = Shadow(color: Color(white: 0, opacity: 0.12), radius: 10, x: 0, y: 3)

    /// The display items drawing `shapes` (in one coordinate space) as glass.
    static func items(for shapes: [GlassShape], spacing: CGFloat, environment: EnvironmentValues) -> [DisplayItem] {
        let shown = shapes.filter { $0.glass.variant != .identity && $0.opacity > 0.001 && !$0.path.boundingRect.isEmpty }
        guard let first = shown.first else { return [] }
        let bounds = shown.dropFirst().reduce(first.path.boundingRect) { $0.union($1.path.boundingRect) }
        let scheme = environment.colorScheme
        var mask: [DisplayItem] = shown.map { shape in
            .group(DisplayGroup(opacity: shape.opacity, children: [.shape(.path(shape.path), .fill(), .color(.white))]))
        }
        if shown.count > 1, spacing > 0 {
            // A closing of the shapes by half the spacing (grown by it, then shrunk back): where two shapes are
            // less than `spacing` apart their grown outlines overlap and a neck of glass stays between them; a lone
            // edge goes back where it was. The shrink is a blur thresholded at Φ(1.5) ≈ 0.933, which moves an edge
            // blurred with σ = r / 1.5 back in by r.
            let grow = spacing / 2
            let grown: [DisplayItem] = shown.map { shape in
                .group(DisplayGroup(opacity: shape.opacity, children: [
                    .shape(.path(shape.path), .fill(), .color(.white)),
                    .shape(.path(shape.path), .stroke(StrokeStyle(lineWidth: spacing, lineCap: .round, lineJoin: .round)), .color(.white)),
                ]))
            }
            var field = DisplayGroup(children: grown)
            field.blur = grow / 1.5
            field.filters = [.alphaThreshold(min: 0.933, max: 1, color: .white)]
            mask.insert(.group(field), at: 0)
        }
        let reach = 3 * max(first.glass.recipe.blur, spacing)
        var children: [DisplayItem] = [.shape(.rect(bounds.insetBy(dx: -reach, dy: -reach)), .fill(), .material(first.glass.recipe))]
        for shape in shown {
            if let tint = shape.glass.tintColor {
                children.append(.shape(.path(shape.path), .fill(), .color(tint.opacity(0.75 * shape.opacity))))
            }
            if shape.glass.isInteractive, shape.glass.isPressed {
                children.append(.shape(.path(shape.path), .fill(), .color(Color(white: 1, opacity: 0.18 * shape.opacity))))
            }
            let box = shape.path.boundingRect
            let light = scheme == .dark ? 0.35 : 0.7
            let rim = Gradient(stops: [
                .init(color: Color(white: 1, opacity: light * shape.opacity), location: 0),
                .init(color: Color(white: 1, opacity: 0.08 * shape.opacity), location: 0.5),
                .init(color: Color(white: 1, opacity: 0.4 * light * shape.opacity), location: 1),
            ])
            children.append(.shape(.path(shape.path), .stroke(StrokeStyle(lineWidth: rimWidth)),
                                   .linearGradient(rim, start: CGPoint(x: box.minX, y: box.minY), end: CGPoint(x: box.maxX, y: box.maxY))))
        }
        var glass = DisplayGroup(children: children)
        glass.mask = mask
        var shadowed = DisplayGroup(children: [.group(glass)])
        shadowed.shadow = shadow
        return [.group(shadowed)]
    }

    /// The shapes with those of each union drawn as one: the first one's shape over the union of their bounds.
    static func united(_ shapes: [GlassShape]) -> [GlassShape] {
        var out: [GlassShape] = []
        var unions: [GlassKey: (index: Int, rect: CGRect, base: GlassShape)] = [:]
        for shape in shapes {
            guard let key = shape.union else { out.append(shape); continue }
            if let known = unions[key] {
                let rect = known.rect.union(shape.path.boundingRect)
                unions[key] = (known.index, rect, known.base)
                out[known.index].path = known.base.outline.path(in: rect)
                out[known.index].opacity = max(out[known.index].opacity, shape.opacity)
            } else {
                unions[key] = (out.count, shape.path.boundingRect, shape)
                out.append(shape)
            }
        }
        return out
    }
}
