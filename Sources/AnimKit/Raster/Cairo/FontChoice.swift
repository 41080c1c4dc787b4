import CCairo
import Foundation

/// The font families AnimKit draws with, chosen once per process from what fontconfig has.
///
/// The system font is Inter when fontconfig resolves "Inter" to Inter itself, else DejaVu Sans; from SF Pro
/// Display's sizes on (SystemFontMetrics) it is Inter Display when installed. Monospaced text uses DejaVu Sans Mono
/// and serif text DejaVu Serif. With neither Inter nor DejaVu
/// installed rendering fails with a clear error instead of drawing boxes.
public struct FontChoice: Sendable, Equatable {
    /// The family used for `family == nil`, default design.
    public let system: String
    /// The family for the system font at display sizes (Inter Display), when installed beside Inter.
    public let systemDisplay: String?
    /// The family used for the monospaced design.
    public let monospaced: String
    /// The family used for the serif design.
    public let serif: String

    /// The family drawing `font`: its own family (`Font.custom`) when fontconfig has that family itself, else the
    /// family of its design — never a fontconfig substitute, so a missing font draws the same everywhere.
    func family(for font: ResolvedFont, fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) -> String {
        if let f = font.family, Self.isInstalled(f, fontMap: fontMap, context: context) { return f }
        switch font.design {
        case .monospaced: return monospaced
        case .serif: return serif
        case .default, .rounded:
            return SystemFontMetrics.isDisplaySize(font.size) ? systemDisplay ?? system : system
        }
    }

    nonisolated(unsafe) private static var cached: FontChoice?
    private static let lock = NSLock()

    nonisolated(unsafe) private static var installed: [String: Bool] = [:]

    /// Whether fontconfig draws `family` with that family itself (compared without case), remembered per name.
    static func isInstalled(_ family: String, fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let known = installed[family] { return known }
        let found = loadedFamily(family, fontMap: fontMap, context: context)?.lowercased() == family.lowercased()
        installed[family] = found
        return found
    }

    /// The family fontconfig actually loads when asked for `family`.
    static func loadedFamily(_ family: String, fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) -> String? {
        let desc = pango_font_description_new()!
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, family)
        pango_font_description_set_size(desc, 12 * PANGO_SCALE)
        guard let font = pango_font_map_load_font(fontMap, context, desc) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let got = pango_font_describe(font)!
        defer { pango_font_description_free(got) }
        guard let name = pango_font_description_get_family(got) else { return nil }
        return String(cString: name)
    }

    static func resolve(fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer) throws -> FontChoice {
        lock.lock()
        defer { lock.unlock() }
        if let cached { return cached }
        func resolved(_ family: String) -> String? { loadedFamily(family, fontMap: fontMap, context: context) }
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
        let display = system == "Inter" && resolved("Inter Display") == "Inter Display" ? "Inter Display" : nil
        let choice = FontChoice(system: system, systemDisplay: display, monospaced: mono, serif: serif)
        cached = choice
        return choice
    }
}
