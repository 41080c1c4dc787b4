import CCairo
import Foundation

extension CairoRasterizer {
    /// Draws a material's backdrop inside the current path: the pixels already drawn under it — on the frame, with
    /// what the layer being drawn (a shadow's, a fading transition's) holds so far over them — blurred by the
    /// recipe's radius and saturated, clipped to the path. The path is kept for the tint.
    func drawBackdrop(_ recipe: MaterialRecipe, on cr: CairoContext) {
        let c = cr.pointer
        let target = cairo_get_group_target(c)!, frame = cairo_get_target(c)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE, cairo_surface_get_type(frame) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32, cairo_image_surface_get_format(frame) == CAIRO_FORMAT_ARGB32
        else { return }
        let m = cr.matrix
        let deviceScale = Double(abs(m.a * m.d - m.b * m.c)).squareRoot()
        let sigma = Double(recipe.blur) * deviceScale
        // The path's device bounds, grown by the blur's reach: pixels that far away bleed in.
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(c, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)].map { p -> (Double, Double) in
            var (x, y) = p
            cairo_user_to_device(c, &x, &y)
            return (x, y)
        }
        let pad = 3 * sigma
        let origin = CairoRasterizer.deviceOrigin(of: frame)
        let width = Int(cairo_image_surface_get_width(frame)), height = Int(cairo_image_surface_get_height(frame))
        let left = max(origin.x, Int((corners.map(\.0).min()! - pad).rounded(.down)))
        let top = max(origin.y, Int((corners.map(\.1).min()! - pad).rounded(.down)))
        let right = min(origin.x + width, Int((corners.map(\.0).max()! + pad).rounded(.up)))
        let bottom = min(origin.y + height, Int((corners.map(\.1).max()! + pad).rounded(.up)))
        guard left < right, top < bottom else { return }
        // The copy's pixels are the rasterizer's scratch, kept from call to call (every byte is written below).
        let toStride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(right - left)))
        let to = backdropScratch.bytes(toStride * (bottom - top)).assumingMemoryBound(to: UInt8.self)
        guard let copy = cairo_image_surface_create_for_data(to, CAIRO_FORMAT_ARGB32, Int32(right - left), Int32(bottom - top), Int32(toStride)),
              cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(copy) }
        cairo_surface_flush(frame)
        guard let from = cairo_image_surface_get_data(frame) else { return }
        let fromStride = Int(cairo_image_surface_get_stride(frame))
        for y in top..<bottom {
            memcpy(to + (y - top) * toStride, from + (y - origin.y) * fromStride + (left - origin.x) * 4, (right - left) * 4)
        }
        if target != frame {
            // What the open layer holds so far lies over the frame: composite it (premultiplied, source over).
            cairo_surface_flush(target)
            let layer = CairoRasterizer.deviceOrigin(of: target)
            let layerWidth = Int(cairo_image_surface_get_width(target)), layerHeight = Int(cairo_image_surface_get_height(target))
            let layerStride = Int(cairo_image_surface_get_stride(target))
            if let pixels = cairo_image_surface_get_data(target) {
                for y in max(top, layer.y)..<max(max(top, layer.y), min(bottom, layer.y + layerHeight)) {
                    let src = pixels + (y - layer.y) * layerStride, dst = to + (y - top) * toStride
                    for x in max(left, layer.x)..<max(max(left, layer.x), min(right, layer.x + layerWidth)) {
                        let s = src + (x - layer.x) * 4, d = dst + (x - left) * 4
                        let keep = 255 - Int(s[3])
                        guard keep < 255 else { continue }
                        for k in 0..<4 { d[k] = UInt8(min(255, Int(s[k]) + (Int(d[k]) * keep + 127) / 255)) }
                    }
                }
            }
        }
        // Only the pixels under the path are drawn: the blur computes those, and the colour filter leaves out the
        // blur's margin.
        let fx0 = max(left, Int(corners.map(\.0).min()!.rounded(.down))), fx1 = min(right, Int(corners.map(\.0).max()!.rounded(.up)))
        let fy0 = max(top, Int(corners.map(\.1).min()!.rounded(.down))), fy1 = min(bottom, Int(corners.map(\.1).max()!.rounded(.up)))
        // Edges repeat (what lies past the layer is not known: a material at the canvas edge does not darken).
        let keptColumns = fx0 < fx1 ? fx0 - left..<fx1 - left : 0..<0, keptRows = fy0 < fy1 ? fy0 - top..<fy1 - top : 0..<0
        GaussianBlur.apply(to, width: right - left, height: bottom - top, stride: toStride, sigma: sigma, extendsEdges: true,
                           keeping: (keptColumns, keptRows))
        if recipe.saturation != 1, fx0 < fx1, fy0 < fy1 {
            ColorFiltering.apply(ColorFilter.saturation(recipe.saturation).colorMatrix, to: to + (fy0 - top) * toStride + (fx0 - left) * 4,
                                 width: fx1 - fx0, height: fy1 - fy0, stride: toStride)
        }
        cairo_surface_mark_dirty(copy)
        cr.saved {
            cairo_clip_preserve(c)
            cairo_identity_matrix(c)
            cairo_set_source_surface(c, copy, Double(left), Double(top))
            cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
            cairo_paint(c)
        }
    }

    /// Whether what is drawn under the current path (the frame, with the open layer over it) is dark: its mean
    /// luminance (Rec. 709, on the stored sRGB values) below one half. Pixels nothing covers count as black.
    func backdropIsDark(on cr: CairoContext) -> Bool {
        let c = cr.pointer
        let target = cairo_get_group_target(c)!, frame = cairo_get_target(c)!
        guard cairo_surface_get_type(frame) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(frame) == CAIRO_FORMAT_ARGB32
        else { return false }
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_fill_extents(c, &x1, &y1, &x2, &y2)
        cairo_user_to_device(c, &x1, &y1)
        cairo_user_to_device(c, &x2, &y2)
        var sum = 0.0, count = 0
        for surface in target == frame ? [frame] : [frame, target] {
            guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
                  cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { continue }
            cairo_surface_flush(surface)
            guard let pixels = cairo_image_surface_get_data(surface) else { continue }
            let origin = CairoRasterizer.deviceOrigin(of: surface)
            let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            let left = max(0, Int(min(x1, x2).rounded(.down)) - origin.x), right = min(width, Int(max(x1, x2).rounded(.up)) - origin.x)
            let top = max(0, Int(min(y1, y2).rounded(.down)) - origin.y), bottom = min(height, Int(max(y1, y2).rounded(.up)) - origin.y)
            guard left < right, top < bottom else { continue }
            var layerSum = 0.0, covered = 0.0
            for y in top..<bottom {
                let row = pixels + y * stride
                for x in left..<right {
                    let p = row + x * 4
                    // Premultiplied BGRA in memory: the luminance of the stored colour, weighted by its coverage.
                    layerSum += (0.0722 * Double(p[0]) + 0.7152 * Double(p[1]) + 0.2126 * Double(p[2])) / 255
                    covered += Double(p[3]) / 255
                }
            }
            let n = Double((right - left) * (bottom - top))
            if surface == frame {
                sum = layerSum / n
                count = 1
            } else {
                // The open layer over the frame: its own premultiplied colour plus what it leaves of the frame's.
                sum = layerSum / n + sum * (1 - covered / n)
            }
        }
        return count > 0 && sum < 0.5
    }
}
