import CCairo
import Foundation

/// SF Pro's metrics for the stand-in system font (SystemFontMetrics): its scale, the spacing after each character
/// and the line height.
extension PangoTextEngine {
    /// What the spacing of one stand-in character depends on.
    struct StandInKey: Hashable {
        let scalar: UInt32
        let weight: ResolvedFont.Weight
        let italic: Bool
        let tabular: Bool
        /// Whether the stand-in's display family draws it (Inter Display).
        let display: Bool
    }

    /// Whether `font` is drawn by the stand-in for Apple's system font (the default or rounded design, or a
    /// custom family that is not installed, which SwiftUI also sets in the system font).
    func drawsAsSystemFont(_ font: ResolvedFont) -> Bool {
        if let family = font.family, FontChoice.isInstalled(family, fontMap: fontMap, context: context) { return false }
        return font.design == .default || font.design == .rounded
    }

    /// The OpenType features `font` is set with: tabular digits for `monospacedDigit()`, and for the stand-in
    /// system font no contextual alternates (Inter's would turn "2x2" into "2×2" and "->" into an arrow, which SF
    /// Pro does not).
    func fontFeatures(_ font: ResolvedFont) -> String? {
        var features: [String] = []
        if drawsAsSystemFont(font) { features.append("-calt") }
        if font.monospacedDigits { features.append("tnum") }
        return features.isEmpty ? nil : features.joined(separator: ",")
    }

    /// The size the stand-in is drawn at so that its capitals are as tall as SF Pro's at `size`.
    func standInSize(_ size: CGFloat) -> CGFloat { size * capScale }

    /// SF Pro's cap height over the stand-in's, measured once from the ink of "H".
    static func measureCapScale(fontMap: UnsafeMutablePointer<PangoFontMap>, context: OpaquePointer, family: String) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let desc = pango_font_description_new()!
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, family)
        pango_font_description_set_absolute_size(desc, 100 * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, "H", -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let cap = CGFloat(ink.height) / CGFloat(PANGO_SCALE) / 100
        return cap > 0.3 && cap < 1 ? SystemFontMetrics.capHeight / cap : 1
    }

    /// The stand-in's own advance for a character, in em of its drawn size, measured once per key.
    private func standInAdvance(_ key: StandInKey) -> CGFloat {
        if let known = standInAdvances[key] { return known }
        let layout = pango_layout_new(metricsContext)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let desc = pango_font_description_new()!
        defer { pango_font_description_free(desc) }
        pango_font_description_set_family(desc, key.display ? fonts.systemDisplay ?? fonts.system : fonts.system)
        pango_font_description_set_absolute_size(desc, 100 * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(UInt32(key.weight.rawValue)))
        pango_font_description_set_style(desc, key.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, desc)
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_font_features_new(key.tabular ? "-calt,tnum" : "-calt"))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        var utf8 = Array(String(Character(Unicode.Scalar(key.scalar)!)).utf8CString)
        pango_layout_set_text(layout, &utf8, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let em = CGFloat(logical.width) / CGFloat(PANGO_SCALE) / 100
        standInAdvances[key] = em
        return em
    }

    /// The space Pango adds after each character of `string` (UTF-8 ranges): the spans' own tracking, plus for
    /// characters in the system font the step from the stand-in's advances to SF Pro's and SF Pro's tracking.
    ///
    /// The step is spread evenly over each stretch of characters that share a font and a tracking: a stretch
    /// then takes exactly SF Pro's width (but for kerning), and Pango shapes it as one run, keeping its kerning
    /// (a different spacing per character would cut the text into runs and lose it).
    func characterSpacing(_ string: String, font: ResolvedFont, spans: [TextSpan]) -> [(range: Range<Int>, spacing: CGFloat)] {
        let key = SpacingKey(string: string, font: font, spans: spans)
        if let known = spacings[key] { return known }
        let result = measureSpacing(string, font: font, spans: spans)
        // Room for the texts of many frames (a few MB at most).
        if spacings.count > 1 << 14 { spacings.removeAll(keepingCapacity: true) }
        spacings[key] = result
        return result
    }

    /// What `characterSpacing` is remembered by.
    struct SpacingKey: Hashable {
        let string: String
        let font: ResolvedFont
        let spans: [TextSpan]
    }

    private func measureSpacing(_ string: String, font: ResolvedFont, spans: [TextSpan]) -> [(range: Range<Int>, spacing: CGFloat)] {
        let fontSpans = spans.filter { $0.font != nil }
        let spacingSpans = spans.filter { $0.spacing != 0 && $0.spacing.isFinite }
        guard drawsAsSystemFont(font) || fontSpans.contains(where: { drawsAsSystemFont($0.font!) }) || !spacingSpans.isEmpty else {
            return []
        }
        struct Stretch { var range: Range<Int>; var font: ResolvedFont; var tracking: CGFloat; var emoji: Bool; var step: CGFloat }
        var stretches: [Stretch] = []
        var offset = 0
        for character in string {
            let length = character.utf8.count
            defer { offset += length }
            let at = offset
            let charFont = fontSpans.last { $0.range.contains(at) }?.font ?? font
            let tracking = spacingSpans.last { $0.range.contains(at) }.map { max(-1000, min(1000, $0.spacing)) } ?? 0
            let scalars = character.unicodeScalars
            let emoji = scalars.first.map { $0.properties.isEmojiPresentation || scalars.count > 1 && $0.properties.isEmoji } ?? false
            var step: CGFloat = 0
            if drawsAsSystemFont(charFont), !emoji, !character.isNewline, let scalar = scalars.first {
                step = systemSpacing(scalar, single: scalars.count == 1, font: charFont)
            }
            if let last = stretches.last, last.font == charFont, last.tracking == tracking, last.emoji == emoji,
               last.range.upperBound == at {
                stretches[stretches.count - 1].range = last.range.lowerBound..<at + length
                stretches[stretches.count - 1].step += step
            } else {
                stretches.append(Stretch(range: at..<at + length, font: charFont, tracking: tracking, emoji: emoji, step: step))
            }
        }
        return stretches.map { stretch in
            let characters = Array(substring(string, stretch.range))
            var step = stretch.step
            if characters.count > 1, !stretch.emoji, drawsAsSystemFont(stretch.font) {
                step += kerningStep(characters, font: stretch.font)
            }
            return (stretch.range, stretch.tracking + step / CGFloat(max(1, characters.count)))
        }
    }

    /// SF Pro's kerning of `characters` less the stand-in's: the stand-in's is what a layout of them is narrower
    /// than its characters' advances.
    private func kerningStep(_ characters: [Character], font: ResolvedFont) -> CGFloat {
        let size = max(font.size, 0.1)
        var sf: CGFloat = 0
        for (a, b) in zip(characters, characters.dropFirst()) {
            guard let x = a.unicodeScalars.first, let y = b.unicodeScalars.first else { continue }
            // SF Pro does not kern its tabular digits.
            if font.monospacedDigits, ("0"..."9").contains(x) || ("0"..."9").contains(y) { continue }
            sf += SystemFontMetrics.kerning(x, y, size: size)
        }
        let layout = pango_layout_new(metricsContext)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let desc = description(of: font)
        pango_layout_set_font_description(layout, desc)
        pango_font_description_free(desc)
        if let features = fontFeatures(font) {
            let attributes = pango_attr_list_new()!
            pango_attr_list_insert(attributes, pango_attr_font_features_new(features))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, String(characters), -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
        let display = fonts.systemDisplay != nil && SystemFontMetrics.isDisplaySize(size)
        var advances: CGFloat = 0
        for character in characters {
            guard let scalar = character.unicodeScalars.first else { continue }
            let key = StandInKey(scalar: scalar.value, weight: font.weight, italic: font.italic,
                                 tabular: font.monospacedDigits && ("0"..."9").contains(scalar), display: display)
            advances += standInAdvance(key) * standInSize(size)
        }
        return sf - (width - advances)
    }

    /// The characters of `string` in the UTF-8 `range` (which starts and ends on character boundaries).
    private func substring(_ string: String, _ range: Range<Int>) -> Substring {
        let utf8 = string.utf8
        return string[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }

    /// The spacing that gives `scalar` SF Pro's advance and tracking at the font's size; tracking only for a
    /// character outside SF Pro's table.
    private func systemSpacing(_ scalar: Unicode.Scalar, single: Bool, font: ResolvedFont) -> CGFloat {
        let size = max(font.size, 0.1)
        let tracking = SystemFontMetrics.tracking(size: size)
        guard single, let target = SystemFontMetrics.advance(of: scalar, weight: font.weight, size: size, tabular: font.monospacedDigits) else {
            return tracking
        }
        let key = StandInKey(scalar: scalar.value, weight: font.weight, italic: font.italic,
                             tabular: font.monospacedDigits && ("0"..."9").contains(scalar),
                             display: fonts.systemDisplay != nil && SystemFontMetrics.isDisplaySize(size))
        return target - standInAdvance(key) * standInSize(size) + tracking
    }

    /// SF Pro's line height for the largest system font the text uses, when every font it uses is the system
    /// font's (a line then holds SF's ascent above the baseline and its descent below).
    func systemLineHeight(font: ResolvedFont, spans: [TextSpan]) -> CGFloat? {
        let all = [font] + spans.compactMap(\.font)
        guard all.allSatisfy(drawsAsSystemFont) else { return nil }
        let size = all.map { max($0.size, 0.1) }.max() ?? font.size
        return (SystemFontMetrics.ascent + SystemFontMetrics.descent) * size
    }
}
