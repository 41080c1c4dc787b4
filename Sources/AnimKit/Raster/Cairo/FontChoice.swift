import CCairo
import Foundation

/// The font families AnimKit draws with, chosen once per process from what fontconfig has.
///
/// The system font is Inter when fontconfig resolves "Inter" to Inter itself, else DejaVu Sans;
/// monospaced text uses DejaVu Sans Mono and serif text DejaVu Serif. With neither Inter nor DejaVu
/// installed rendering fails with a clear error instead of drawing boxes.
public struct FontChoice: Sendable, Equatable {
    /// The family used for `family == nil`, default design.
    public let system: String
    /// The family used for the monospaced design.
    public let monospaced: String
    /// The family used for the serif design.
    public let serif: String

    func family(for font: ResolvedFont) -> String {
        if let f = font.family { return f }
        switch font.design {
        case .monospaced: return monospaced
        case .serif: return serif
        case .default, .rounded: return system
        }
    }

    nonisolated(unsafe) private static var cached: FontChoice?
    private static let lock = NSLock()

    static func resolve(fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) throws -> FontChoice {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        func resolved(_ family: String) -> String? {
            let desc = pango_font_description_from_string(family + " 12")!
            defer { pango_font_description_free(desc) }
            guard let font = pango_font_map_load_font(fontMap, context, desc) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(font)) }
            let got = pango_font_describe(font)!
            defer { pango_font_description_free(got) }
            guard let name = pango_font_description_get_family(got) else { return nil }
            return String(cString: name)
        }
        let system: String
        if resolved("Inter") == "Inter" {
            system = "Inter"
        } else if resolved("DejaVu Sans") == "DejaVu Sans" {
            system = "DejaVu Sans"
        } else {
            throw AnimKitError(.font, "neither Inter nor DejaVu Sans is installed: apt-get install fonts-inter fonts-dejavu-core")
        }
        let mono = resolved("DejaVu Sans Mono") == "DejaVu Sans Mono" ? "DejaVu Sans Mono" : "Monospace"
        let serif = resolved("DejaVu Serif") == "DejaVu Serif" ? "DejaVu Serif" : "Serif"
        let choice = FontChoice(system: system, monospaced: mono, serif: serif)
        cached = choice
        return choice
    }
}
