import CCairo
import Foundation

extension CairoRasterizer {
    /// Draws items in order on `cr`.
    func draw(_ items: [DisplayItem], on cr: CairoContext) {
        for item in items { draw(item, on: cr) }
    }

    func draw(_ item: DisplayItem, on cr: CairoContext) {
        // Geometry that is not a number (NaN, ±∞ from clip code) draws nothing; cairo would garble it.
        guard item.hasFiniteGeometry else { return }
        switch item {
        case .shape(let shape, let mode, let paint):
            cr.setPath(shape)
            switch mode {
            case .fill(let eo):
                cairo_set_fill_rule(cr.pointer, eo ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                if case .material(let recipe) = paint, recipe.contrasting {
                    let ink = backdropIsDark(on: cr) ? 1.0 : 0.0
                    cairo_set_source_rgba(cr.pointer, ink, ink, ink, 1)
                    cairo_fill(cr.pointer)
                    return
                }
                if case .material(let recipe) = paint { drawBackdrop(recipe, on: cr) }
                cr.setSource(paint)
                cairo_fill(cr.pointer)
            case .stroke(let style):
                cr.setStroke(style)
                cr.setSource(paint)
                cairo_stroke(cr.pointer)
            }
        case .text(let run):
            text.draw(run, on: cr)
        case .image(let image):
            drawImage(image, on: cr)
        case .group(let group):
            drawGroup(group, on: cr)
        }
    }

    private func drawImage(_ item: ImageItem, on cr: CairoContext) {
        guard item.image.width > 0, item.image.height > 0, let src = try? CairoSurface(frame: item.image) else { return }
        cr.saved {
            cairo_translate(cr.pointer, item.rect.minX, item.rect.minY)
            cairo_scale(cr.pointer, item.rect.width / CGFloat(item.image.width), item.rect.height / CGFloat(item.image.height))
            cairo_set_source_surface(cr.pointer, src.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr.pointer), CAIRO_FILTER_GOOD)
            cairo_rectangle(cr.pointer, 0, 0, CGFloat(item.image.width), CGFloat(item.image.height))
            cairo_fill(cr.pointer)
        }
    }

    private func drawGroup(_ g: DisplayGroup, on cr: CairoContext) {
        guard g.opacity > 0 || g.shadow != nil else { return }
        // A zero or singular scale (`scaleEffect(0)`, `scaleEffect(x: 0, y: 1)`) draws nothing, as in
        // SwiftUI; cairo would refuse the matrix.
        guard CairoRasterizer.isDrawable(g.transform) else { return }
        if let projection = g.projection { return drawProjectedGroup(g, projection, on: cr) }
        if g.composites { return drawCompositedGroup(g, on: cr) }
        cr.saved {
            cr.concatenate(g.transform)
            if !g.isAntialiased { cairo_set_antialias(cr.pointer, CAIRO_ANTIALIAS_NONE) }
            if g.blur <= 0 && g.shadow == nil {
                if let clip = g.clip { cr.clip(to: clip, evenOdd: g.clipIsEvenOdd, antialiased: g.clipIsAntialiased) }
                if g.opacity < 1 {
                    // The layer ends where the children's pixels end: a layer the size of the clip (often the whole
                    // canvas) would be cleared and composited in full for a card's worth of content.
                    guard let touched = clipToDrawn(g.children, on: cr) else { return }
                    cairo_push_group(cr.pointer)
                    draw(g.children, on: cr)
                    cairo_pop_group_to_source(cr.pointer)
                    // Only the pixels the children can touch are composited: the layer's others are transparent.
                    if let touched {
                        cairo_identity_matrix(cr.pointer)
                        cairo_rectangle(cr.pointer, touched.minX, touched.minY, touched.width, touched.height)
                        cairo_clip(cr.pointer)
                    }
                    cairo_paint_with_alpha(cr.pointer, g.opacity)
                } else {
                    draw(g.children, on: cr)
                }
            } else {
                drawFilteredGroup(g, on: cr)
            }
        }
    }

    /// Narrows the clip's right and bottom edges to the device pixels `items` can touch (whole pixels, one more
    /// beyond) and returns those pixels' rectangle: nil when they touch none, so nothing need be drawn, and
    /// `.some(nil)` when their extent is not finite or too large to clip by (the clip is then left alone).
    ///
    /// The left and top edges stay where they are on purpose: a layer's origin is where cairo rounds the
    /// transforms of gradients and images drawn into it, so a layer starting elsewhere would change some pixels by
    /// one level. Only the size changes, which changes no pixel.
    private func clipToDrawn(_ items: [DisplayItem], on cr: CairoContext) -> CGRect?? {
        let m = cr.matrix
        guard let drawn = deviceBounds(of: items, transform: m), !drawn.isNull else { return nil }
        let touched = drawn.integral.insetBy(dx: -1, dy: -1)
        // Surfaces are at most 32767 pixels a side: farther edges (or a path's huge or endless bounds) clip nothing,
        // and are kept within cairo's fixed-point range.
        let far = 32768.0
        guard touched.maxX.isFinite, touched.maxY.isFinite, touched.maxX < far, touched.maxY < far else { return .some(nil) }
        cairo_identity_matrix(cr.pointer)
        cairo_rectangle(cr.pointer, -far, -far, max(0, touched.maxX + far), max(0, touched.maxY + far))
        cairo_clip(cr.pointer)
        cr.matrix = m
        guard touched.minX.isFinite, touched.minY.isFinite, touched.minX > -far, touched.minY > -far else { return .some(nil) }
        return touched
    }

    /// Draws a group with blur or shadow through an offscreen layer covering the content plus its spread.
    private func drawFilteredGroup(_ g: DisplayGroup, on cr: CairoContext) {
        let m = cr.matrix
        let deviceScale = Double(abs(m.a * m.d - m.b * m.c)).squareRoot()
        let canvas = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
        guard var content = deviceBounds(of: g.children, transform: m) else { return }
        if let clip = g.clip { content = content.intersection(clip.bounds.applying(m)) }
        // Room for the blur to spread (three standard deviations), clamped to the canvas; an opaque blur stays
        // within the content.
        let blurPad = g.blurIsOpaque ? 0 : 3 * g.blur * deviceScale
        var area = content.insetBy(dx: -blurPad, dy: -blurPad)
        if let s = g.shadow {
            // The shadow is made from this layer, so the layer also needs room for the shadow's own spread.
            // An inverted-alpha shadow comes from the space around the content: the layer reaches as far as the
            // shadow's offset carries that space over the content.
            let shadowPad = 3 * s.radius * deviceScale + (s.invertsAlpha ? (abs(s.x) + abs(s.y)) * deviceScale : 0)
            area = area.insetBy(dx: -shadowPad, dy: -shadowPad)
        }
        area = area.intersection(canvas.insetBy(dx: -blurPad, dy: -blurPad)).integral
        guard !area.isNull, area.width >= 1, area.height >= 1,
              let layer = try? CairoSurface(width: Int(area.width), height: Int(area.height)),
              let lcr = try? CairoContext(surface: layer) else { return }
        lcr.matrix = m.concatenating(CGAffineTransform(translationX: -area.minX, y: -area.minY))
        if let clip = g.clip { lcr.clip(to: clip, evenOdd: g.clipIsEvenOdd, antialiased: g.clipIsAntialiased) }
        draw(g.children, on: lcr)
        cairo_surface_flush(layer.pointer)
        if g.blur > 0 {
            layer.withPixels { p, stride in
                GaussianBlur.apply(p, width: layer.width, height: layer.height, stride: stride, sigma: g.blur * deviceScale,
                                   extendsEdges: g.blurIsOpaque)
            }
        }
        cairo_identity_matrix(cr.pointer)
        // Composited within the layer (and its shadow): a group the size of the whole canvas for each filtered
        // operation would cost far more than the layer itself.
        var reach = area
        if let shadow = g.shadow {
            let offset = CGSize(width: shadow.x, height: shadow.y).applying(m)
            reach = reach.union(area.offsetBy(dx: offset.width, dy: offset.height))
        }
        cairo_save(cr.pointer)
        cairo_rectangle(cr.pointer, reach.minX, reach.minY, reach.width, reach.height)
        cairo_clip(cr.pointer)
        cairo_push_group(cr.pointer)
        let shade = g.shadow.flatMap { try? shadowLayer(of: layer, $0, deviceScale: deviceScale) }
        /// Paints the shadow (under or over the content, with its blend mode).
        func paintShadow() {
            guard let shadow = g.shadow, let shade else { return }
            let offset = CGSize(width: shadow.x, height: shadow.y).applying(m)
            cairo_set_operator(cr.pointer, CairoRasterizer.cairoOperator(shadow.blendMode))
            cairo_set_source_surface(cr.pointer, shade.pointer, area.minX + offset.width, area.minY + offset.height)
            cairo_paint(cr.pointer)
            cairo_set_operator(cr.pointer, CAIRO_OPERATOR_OVER)
        }
        if g.shadow?.isAbove != true { paintShadow() }
        if g.shadow?.isOnly != true {
            cairo_set_source_surface(cr.pointer, layer.pointer, area.minX, area.minY)
            cairo_paint(cr.pointer)
        }
        if g.shadow?.isAbove == true { paintShadow() }
        cairo_pop_group_to_source(cr.pointer)
        cairo_paint_with_alpha(cr.pointer, g.opacity)
        cairo_restore(cr.pointer)
    }

    /// The layer's alpha tinted with the shadow colour and blurred by its radius.
    private func shadowLayer(of layer: CairoSurface, _ shadow: Shadow, deviceScale: Double) throws -> CairoSurface {
        let shade = try CairoSurface(width: layer.width, height: layer.height)
        let c = shadow.color
        let r = c.red * c.alpha, gr = c.green * c.alpha, b = c.blue * c.alpha, a = c.alpha
        layer.withPixels { src, sstride in
            shade.withPixels { dst, dstride in
                for y in 0..<layer.height {
                    let s = src + y * sstride, d = dst + y * dstride
                    for x in 0..<layer.width {
                        let alpha = shadow.invertsAlpha ? 255 - Double(s[x * 4 + 3]) : Double(s[x * 4 + 3])
                        guard alpha > 0 else { continue }
                        d[x * 4] = UInt8((b * alpha).rounded())
                        d[x * 4 + 1] = UInt8((gr * alpha).rounded())
                        d[x * 4 + 2] = UInt8((r * alpha).rounded())
                        d[x * 4 + 3] = UInt8((a * alpha).rounded())
                    }
                }
                GaussianBlur.apply(dst, width: shade.width, height: shade.height, stride: dstride,
                                   sigma: shadow.radius * deviceScale)
            }
        }
        return shade
    }

    /// Whether content drawn through `t` can be seen: a finite transform that does not collapse the plane.
    static func isDrawable(_ t: CGAffineTransform) -> Bool {
        let det = t.a * t.d - t.b * t.c
        return det != 0 && det.isFinite && t.tx.isFinite && t.ty.isFinite
    }
}
