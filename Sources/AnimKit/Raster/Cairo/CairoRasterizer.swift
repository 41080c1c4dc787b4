import CCairo
import Foundation

/// Draws `DisplayList`s into frames with Cairo and Pango.
///
/// One rasterizer draws one canvas size; it keeps its surface between frames, so drawing a
/// sequence allocates nothing per frame beyond the returned `FrameBuffer` and any blur layers.
/// Not thread-safe: use one per thread.
///
///     let r = try CairoRasterizer(size: CGSize(width: 320, height: 240), scale: 2, background: .white)
///     let frame = try r.render(list)   // 640×480 pixels, straight-alpha RGBA
///
/// - Complexity: proportional to the painted area; each text run is shaped once (then kept) and drawn per frame.
public final class CairoRasterizer {
    /// The canvas size in points.
    public let size: CGSize
    /// Device pixels per point.
    public let scale: Int
    /// The colour painted under every frame (`.clear` for transparency).
    public let background: Color

    let surface: CairoSurface
    let context: CairoContext
    let text: PangoTextEngine
    /// The pixels a material's backdrop is blurred in, reused from call to call.
    let backdropScratch = ScratchBytes()

    /// Creates a rasterizer for a canvas of `size` points at `scale` (1…4).
    public init(size: CGSize, scale: Int = 1, background: Color = .white) throws {
        guard (1...4).contains(scale) else {
            throw AnimKitError(.invalidArgument, "scale \(scale) is out of range (1...4)")
        }
        let w = Int((size.width * CGFloat(scale)).rounded()), h = Int((size.height * CGFloat(scale)).rounded())
        self.size = size
        self.scale = scale
        self.background = background
        surface = try CairoSurface(width: w, height: h)
        context = try CairoContext(surface: surface)
        text = try PangoTextEngine(deviceScale: Double(scale))
    }

    /// The fonts this rasterizer draws with.
    public var fonts: FontChoice { text.fonts }

    /// Draws `list` and returns the frame.
    public func render(_ list: DisplayList) throws -> FrameBuffer {
        try draw(list)
        return surface.frameBuffer(scale: scale)
    }

    /// Draws `list` into a frame whose bytes reuse `storage` (an array of the frame's byte count).
    func render(_ list: DisplayList, storage: consuming [UInt8]) throws -> FrameBuffer {
        try draw(list)
        return surface.frameBuffer(scale: scale, storage: consume storage)
    }

    /// Bytes in one frame.
    var frameByteCount: Int { surface.width * surface.height * 4 }

    /// Draws `list` into the internal surface without copying it out.
    func draw(_ list: DisplayList) throws {
        let cr = context.pointer
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        draw(list.items, on: context)
        cairo_restore(cr)
        try context.check()
    }
}
