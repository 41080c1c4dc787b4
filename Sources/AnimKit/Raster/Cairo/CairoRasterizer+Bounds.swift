import Foundation

extension CairoRasterizer {
    /// The device-pixel rectangle that `items` can touch when drawn through `transform`, or nil when empty.
    ///
    /// Used to size offscreen layers for blur and shadow to the content instead of the whole canvas.
    /// Strokes add their width; text is measured with Pango and padded for glyph overhang.
    func deviceBounds(of items: [DisplayItem], transform: CGAffineTransform) -> CGRect? {
        var result: CGRect?
        func add(_ r: CGRect) { result = result.map { $0.union(r) } ?? r }
        for item in items {
            switch item {
            case .shape(let shape, let mode, _):
                var r = shape.bounds
                if case .stroke(let style) = mode {
                    let pad = style.lineWidth * (style.lineJoin == .miter ? max(1, style.miterLimit) / 2 : 0.5) + 1
                    r = r.insetBy(dx: -pad, dy: -pad)
                }
                if !r.isNull { add(r.applying(transform)) }
            case .text(let run):
                let size = text.runSize(of: run)
                let r = CGRect(origin: run.origin, size: CGSize(width: max(size.width, run.width ?? 0), height: size.height))
                add(r.insetBy(dx: -run.font.size * 0.25, dy: -run.font.size * 0.25).applying(transform))
            case .image(let image):
                add(image.rect.applying(transform))
            case .group(let g) where g.projection != nil:
                guard let local = deviceBounds(of: [.group(g.flattened)], transform: .identity) else { continue }
                let t = g.projection!.concatenating(ProjectionTransform(transform))
                if let r = CairoRasterizer.projectedArea(of: local, t, within: .infinite) { add(r) }
            case .group(let g):
                let t = g.transform.concatenating(transform)
                guard var r = deviceBounds(of: g.children, transform: t) else { continue }
                if let clip = g.clip { r = r.intersection(clip.bounds.applying(t)) }
                let scale = Double(abs(t.a * t.d - t.b * t.c)).squareRoot()
                let spread = 3 * g.blur * scale
                r = r.insetBy(dx: -spread, dy: -spread)
                if let s = g.shadow {
                    let o = CGSize(width: s.x, height: s.y).applying(t)
                    let pad = 3 * s.radius * scale
                    r = r.union(r.offsetBy(dx: o.width, dy: o.height).insetBy(dx: -pad, dy: -pad))
                }
                if !r.isNull { add(r) }
            }
        }
        return result
    }
}
