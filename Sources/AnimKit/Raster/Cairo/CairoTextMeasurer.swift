import Foundation

/// Text measurement backed by Pango, safe to share between threads; what `Layout/` measures text with.
///
///     let m = try CairoTextMeasurer()
///     m.size(of: "Hello", font: .body, maxWidth: nil)   // ≈ 40×21 points in Inter
public final class CairoTextMeasurer: TextMeasuring, @unchecked Sendable {
    private let engine: PangoTextEngine
    private let lock = NSLock()
    private var cache: [Key: CGSize] = [:]
    private var glyphCache: [GlyphKey: TextGlyphLayout] = [:]

    private struct GlyphKey: Hashable {
        let run: TextRun
        let offsets: [Int]
    }

    private struct Key: Hashable {
        let string: String
        let spans: [TextSpan]
        let font: ResolvedFont
        let maxWidth: CGFloat?
        let fit: TextFit
    }

    /// Creates a measurer (resolving fonts; throws when no usable font is installed).
    public init() throws { engine = try PangoTextEngine() }

    /// The fonts in use.
    public var fonts: FontChoice { engine.fonts }

    public func size(of string: String, font: ResolvedFont, maxWidth: CGFloat?, fit: TextFit) -> CGSize {
        size(of: string, spans: [], font: font, maxWidth: maxWidth, fit: fit)
    }

    public func size(of string: String, spans: [TextSpan], font: ResolvedFont, maxWidth: CGFloat?, fit: TextFit) -> CGSize {
        let key = Key(string: string, spans: spans, font: font, maxWidth: maxWidth, fit: fit)
        lock.lock()
        defer { lock.unlock() }
        if let hit = cache[key] { return hit }
        let size = engine.size(of: string, spans: spans, font: font, maxWidth: maxWidth, fit: fit)
        // Room for every string of a long list, each at a few widths (about 10 MB at most).
        if cache.count > 1 << 16 { cache.removeAll(keepingCapacity: true) }
        cache[key] = size
        return size
    }

    public func glyphLayout(of run: TextRun, breakingAt offsets: [Int]) -> TextGlyphLayout {
        var placed = run
        placed.origin = .zero
        let key = GlyphKey(run: placed, offsets: offsets)
        lock.lock()
        defer { lock.unlock() }
        if let hit = glyphCache[key] { return hit }
        let layout = engine.glyphLayout(of: placed, breakingAt: offsets)
        if glyphCache.count > 1 << 12 { glyphCache.removeAll(keepingCapacity: true) }
        glyphCache[key] = layout
        return layout
    }

    public func outline(of text: String, family: String) -> Path? {
        lock.lock()
        defer { lock.unlock() }
        return engine.outline(of: text, family: family)
    }
}
