import CCairo
import Foundation

extension CairoRasterizer {
    /// Draws a group that composites beyond opacity: its content (with clip, blur and shadow) into a layer
    /// limited to the content's device bounds, whose pixels go through the colour filters; then the layer is
    /// painted with the blend mode, through the mask's alpha, at the group's opacity.
    func drawCompositedGroup(_ g: DisplayGroup, on cr: CairoContext) {
        var content = g
        content.transform = .identity
        content.opacity = 1
        (content.filters, content.mask, content.blendMode, content.isolated) = ([], nil, .normal, false)
        content.blendsInLinearLight = false
        var linearChildren = g.blendsInLinearLight
        if linearChildren, content.clip != nil || content.blur > 0 || content.shadow != nil || !content.isAntialiased {
            // The clip, blur and shadow apply to the children as composited in linear light: one group more.
            var inner = DisplayGroup(children: g.children)
            inner.blendsInLinearLight = true
            content.children = [.group(inner)]
            linearChildren = false
        }
        cr.saved {
            cr.concatenate(g.transform)
            guard let bounds = deviceBounds(of: [.group(content)], transform: cr.matrix)?.integral else { return }
            // The layer (and the mask's) covers only the content: filters touch no more pixels than they must.
            cr.saved {
                cairo_identity_matrix(cr.pointer)
                cairo_rectangle(cr.pointer, bounds.minX, bounds.minY, bounds.width, bounds.height)
                cairo_clip(cr.pointer)
            }
            cairo_push_group(cr.pointer)
            if linearChildren {
                drawInLinearLight(g.children, on: cr)
            } else {
                draw(.group(content), on: cr)
            }
            let layer = cairo_pop_group(cr.pointer)!
            defer { cairo_pattern_destroy(layer) }
            if !g.filters.isEmpty { CairoRasterizer.filter(layer, by: g.filters) }
            var mask: OpaquePointer?
            if let items = g.mask {
                cairo_push_group(cr.pointer)
                draw(items, on: cr)
                mask = cairo_pop_group(cr.pointer)
            }
            defer { if let mask { cairo_pattern_destroy(mask) } }
            cairo_set_operator(cr.pointer, CairoRasterizer.cairoOperator(g.blendMode))
            if let mask, g.opacity < 1 {
                // Mask first (in a layer of its own), then fade: the blend mode applies once, at the end.
                cairo_save(cr.pointer)
                cairo_set_operator(cr.pointer, CAIRO_OPERATOR_OVER)
                cairo_push_group(cr.pointer)
                cairo_set_source(cr.pointer, layer)
                cairo_mask(cr.pointer, mask)
                let masked = cairo_pop_group(cr.pointer)!
                cairo_restore(cr.pointer)
                cairo_set_source(cr.pointer, masked)
                cairo_paint_with_alpha(cr.pointer, g.opacity)
                cairo_pattern_destroy(masked)
            } else if let mask {
                cairo_set_source(cr.pointer, layer)
                cairo_mask(cr.pointer, mask)
            } else {
                cairo_set_source(cr.pointer, layer)
                cairo_paint_with_alpha(cr.pointer, g.opacity)
            }
        }
    }

    /// Runs the colour filters over the pixels of a popped group (an image surface).
    static func filter(_ pattern: OpaquePointer, by filters: [ColorFilter]) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Neighbouring matrices make one pass; a threshold or a filter in linear light is a pass of its own.
        var pending: ColorMatrix?
        func flush() {
            if let matrix = pending { ColorFiltering.apply(matrix, to: data, width: width, height: height, stride: stride) }
            pending = nil
        }
        for filter in filters {
            switch filter {
            case .alphaThreshold(let lo, let hi, let color):
                flush()
                ColorFiltering.threshold(min: lo, max: hi, color: color, pixels: data, width: width, height: height, stride: stride)
            case .inLinearLight(let inner):
                flush()
                ColorFiltering.apply(inner.colorMatrix, to: data, width: width, height: height, stride: stride, inLinearLight: true)
            default:
                pending = pending.map { $0.followed(by: filter.colorMatrix) } ?? filter.colorMatrix
            }
        }
        flush()
        cairo_surface_mark_dirty(surface)
    }

    /// Cairo's operator for a blend mode. `plusDarker` has none: it draws as `multiply` (the nearest darkening).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
