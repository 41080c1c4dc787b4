import CCairo
import Foundation

/// Owns a Pango context and the layouts shaped in it, so that a text drawn again is not itemized and
/// shaped again.
///
/// Pango shapes a layout for its context's matrix: fonts are loaded for it and glyph positions rounded in
/// its device units. A layout kept here is drawn exactly as a new one would be. Should the context change
/// (its matrix, or `pango_cairo_update_context` with another surface's font options), Pango lays its
/// layouts out again on their next use.
///
///     let shaping = ShapingContext(fontMap: map, options: options)
///     let layout = shaping.layout(for: ShapingContext.LayoutKey(run)) { make($0) }   // shaped once, then reused
final class ShapingContext {
    /// What a layout is shaped from: everything `PangoTextEngine.makeLayout` reads.
    struct LayoutKey: Hashable {
        let string: String
        let font: ResolvedFont
        let width: CGFloat?
        let alignment: TextAlignment
        let fit: TextFit
        let spans: [TextSpan]

        /// The shaping inputs of `run` (its colour and origin are applied when it is drawn).
        init(_ run: TextRun) {
            string = run.string; font = run.font; width = run.width
            alignment = run.alignment; fit = run.fit; spans = run.spans
        }
    }

    let pointer: OpaquePointer
    private var layouts: [LayoutKey: OpaquePointer] = [:]
    /// Room for every text of a busy screen at one scale, and then some (a few MB of shaped glyphs).
    private static let layoutLimit = 2048

    /// Creates a context on `fontMap` with the engine's pinned font options.
    init(fontMap: UnsafeMutablePointer<PangoFontMap>, options: OpaquePointer) {
        pointer = pango_font_map_create_context(fontMap)!
        pango_cairo_context_set_font_options(pointer, options)
        // Glyphs sit at their fractional advances, as Core Text sets them, not on whole points.
        pango_context_set_round_glyph_positions(pointer, 0)
    }

    deinit {
        for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// The layout for `key`, made by `make` (which returns a new reference, now owned here) the first time.
    func layout(for key: LayoutKey, make: (OpaquePointer) -> OpaquePointer) -> OpaquePointer {
        if let kept = layouts[key] { return kept }
        if layouts.count >= Self.layoutLimit {
            for layout in layouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
            layouts.removeAll(keepingCapacity: true)
        }
        let layout = make(pointer)
        layouts[key] = layout
        return layout
    }
}
