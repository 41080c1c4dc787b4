import CCairo
import Foundation

/// A layer whose items composite with each other in linear light (`drawingGroup(colorMode: .linear)`): premultiplied
/// linear RGBA floats over a device rectangle, read from and written back to Cairo's 8-bit sRGB image surfaces.
///
/// Cairo composites gamma-encoded values; this layer decodes each item's pixels (drawn by Cairo alone in a layer
/// of their own), composites them as light, and encodes the result once.
struct LinearLightLayer {
    /// The device pixels the layer covers.
    let area: (x: Int, y: Int, width: Int, height: Int)
    /// Premultiplied linear red, green, blue and alpha per pixel, row by row.
    private var pixels: [Float]

    init(x: Int, y: Int, width: Int, height: Int) {
        area = (x, y, width, height)
        pixels = [Float](repeating: 0, count: max(0, width * height * 4))
    }

    /// Linear light of each 8-bit sRGB value.
    private static let decoded: [Float] = (0..<256).map { Color.Resolved.decode(Float($0) / 255) }
    /// The 8-bit sRGB value of linear light in 4096 steps.
    private static let encoded: [UInt8] = (0...4095).map { UInt8((Color.Resolved.encode(Float($0) / 4095) * 255).rounded()) }

    /// How an item's pixels combine with the layer.
    enum Operation { case over, add }

    /// Composites the pixels of an ARGB32 image surface (device pixel (x, y) at surface pixel (x - `origin.x`,
    /// y - `origin.y`)) onto the layer.
    mutating func composite(_ surface: OpaquePointer, origin: (x: Int, y: Int), _ operation: Operation) {
        guard let shared = overlap(with: surface, origin: origin) else { return }
        let decoded = Self.decoded
        pixels.withUnsafeMutableBufferPointer { layer in
            for y in shared.rows {
                let row = shared.row(y)
                for x in shared.columns {
                    let p = row[x - origin.x]
                    let a8 = p >> 24
                    guard a8 != 0 else { continue }
                    let a = Float(a8) / 255
                    // Unpremultiply the encoded channels, decode, premultiply as light.
                    func channel(_ shift: UInt32) -> Float {
                        let v = (p >> shift) & 0xFF
                        return decoded[Int(min(255, (v * 255 + a8 / 2) / a8))] * a
                    }
                    let r = channel(16), g = channel(8), b = channel(0)
                    let i = ((y - area.y) * area.width + (x - area.x)) * 4
                    switch operation {
                    case .over:
                        let keep = 1 - a
                        layer[i] = r + layer[i] * keep
                        layer[i + 1] = g + layer[i + 1] * keep
                        layer[i + 2] = b + layer[i + 2] * keep
                        layer[i + 3] = a + layer[i + 3] * keep
                    case .add:
                        layer[i] = min(1, r + layer[i])
                        layer[i + 1] = min(1, g + layer[i + 1])
                        layer[i + 2] = min(1, b + layer[i + 2])
                        layer[i + 3] = min(1, a + layer[i + 3])
                    }
                }
            }
        }
    }

    /// The device pixels the layer and an ARGB32 image surface (its pixel (0, 0) at device `origin`) share, and
    /// a row of the surface's pixels by device row (indexed by device column − `origin.x`).
    private func overlap(with surface: OpaquePointer, origin: (x: Int, y: Int))
        -> (rows: Range<Int>, columns: Range<Int>, row: (Int) -> UnsafeMutablePointer<UInt32>)? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let x0 = max(area.x, origin.x), x1 = min(area.x + area.width, origin.x + width)
        let y0 = max(area.y, origin.y), y1 = min(area.y + area.height, origin.y + height)
        guard x0 < x1, y0 < y1 else { return nil }
        return (y0..<y1, x0..<x1, { y in
            UnsafeMutableRawPointer(data.advanced(by: (y - origin.y) * stride)).assumingMemoryBound(to: UInt32.self)
        })
    }

    /// Replaces the layer's pixels by those of an ARGB32 image surface (laid out as in `composite`).
    mutating func load(_ surface: OpaquePointer, origin: (x: Int, y: Int)) {
        pixels = [Float](repeating: 0, count: pixels.count)
        composite(surface, origin: origin, .over)
    }

    /// Writes the layer into an ARGB32 image surface (laid out as in `composite`), encoded as sRGB and
    /// premultiplied as Cairo keeps it; the surface's other pixels are left as they are.
    func store(into surface: OpaquePointer, origin: (x: Int, y: Int)) {
        guard let shared = overlap(with: surface, origin: origin) else { return }
        let encoded = Self.encoded
        pixels.withUnsafeBufferPointer { layer in
            for y in shared.rows {
                let row = shared.row(y)
                for x in shared.columns {
                    let i = ((y - area.y) * area.width + (x - area.x)) * 4
                    let a = min(1, max(0, layer[i + 3]))
                    guard a > 0 else { row[x - origin.x] = 0; continue }
                    func channel(_ v: Float) -> UInt32 {
                        let light = min(1, max(0, v / a))
                        return UInt32((Float(encoded[Int((light * 4095).rounded())]) * a).rounded())
                    }
                    let a8 = UInt32((a * 255).rounded())
                    row[x - origin.x] = a8 << 24 | min(a8, channel(layer[i])) << 16 | min(a8, channel(layer[i + 1])) << 8 | min(a8, channel(layer[i + 2]))
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}

extension CairoRasterizer {
    /// Draws `items` onto `cr`'s target (a fresh, transparent layer) compositing them with each other in linear
    /// light: each item is drawn by Cairo in a layer of its own and added to a `LinearLightLayer`. An item with a
    /// blend mode other than normal or `plusLighter` is drawn by Cairo over the layer's pixels as they stand.
    func drawInLinearLight(_ items: [DisplayItem], on cr: CairoContext) {
        let target = cairo_get_group_target(cr.pointer)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let bounds = deviceBounds(of: items, transform: cr.matrix)?.integral else { return draw(items, on: cr) }
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cr.saved {
            cairo_identity_matrix(cr.pointer)
            cairo_clip_extents(cr.pointer, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        }
        let area = bounds.intersection(CGRect(x: clip.x1, y: clip.y1, width: clip.x2 - clip.x1, height: clip.y2 - clip.y1)).integral
        guard !area.isNull, area.width > 0, area.height > 0 else { return }
        var layer = LinearLightLayer(x: Int(area.minX), y: Int(area.minY), width: Int(area.width), height: Int(area.height))
        let targetOrigin = Self.deviceOrigin(of: target)
        for item in items {
            let blend: BlendMode = if case .group(let g) = item { g.blendMode } else { .normal }
            guard blend == .normal || blend == .plusLighter else {
                layer.store(into: target, origin: targetOrigin)
                draw(item, on: cr)
                layer.load(target, origin: targetOrigin)
                continue
            }
            var drawn = item
            if case .group(var g) = item, blend == .plusLighter {
                g.blendMode = .normal
                drawn = .group(g)
            }
            // The item's own layer covers only the item.
            let pattern: OpaquePointer = cr.saved {
                if let itemBounds = deviceBounds(of: [drawn], transform: cr.matrix)?.integral {
                    let matrix = cr.matrix
                    cairo_identity_matrix(cr.pointer)
                    cairo_rectangle(cr.pointer, itemBounds.minX, itemBounds.minY, itemBounds.width, itemBounds.height)
                    cairo_clip(cr.pointer)
                    cr.matrix = matrix
                }
                cairo_push_group(cr.pointer)
                draw(drawn, on: cr)
                return cairo_pop_group(cr.pointer)!
            }
            defer { cairo_pattern_destroy(pattern) }
            var surface: OpaquePointer?
            guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
                  cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { continue }
            layer.composite(surface, origin: Self.deviceOrigin(of: surface), blend == .plusLighter ? .add : .over)
        }
        layer.store(into: target, origin: targetOrigin)
    }

    /// The device pixel at a surface's (0, 0) (a pushed group's surface covers the clip from there).
    static func deviceOrigin(of surface: OpaquePointer) -> (x: Int, y: Int) {
        var x = 0.0, y = 0.0
        cairo_surface_get_device_offset(surface, &x, &y)
        return (Int((-x).rounded()), Int((-y).rounded()))
    }
}
