import Foundation
import Testing
@testable import AnimKit

/// The system font takes SF Pro's widths and heights: every string of each text style within 0.5 % of the width
/// SF Pro sets it at on iOS.
///
/// The expected widths were measured from SF Pro Text and SF Pro Display themselves (their advances and kerning,
/// shaped by HarfBuzz at a size where their tracking table is zero), blended between Text and Display by optical
/// size and given Apple's published tracking for the size, as Core Text sets them (docs/text.md).
struct SystemFontWidthTests {
    static let styles: [String: ResolvedFont] = [
        "largeTitle": ResolvedFont(size: 34), "title": ResolvedFont(size: 28), "title2": ResolvedFont(size: 22),
        "title3": ResolvedFont(size: 20), "headline": ResolvedFont(size: 17, weight: .semibold),
        "body": ResolvedFont(size: 17), "callout": ResolvedFont(size: 16), "subheadline": ResolvedFont(size: 15),
        "footnote": ResolvedFont(size: 13), "caption": ResolvedFont(size: 12), "caption2": ResolvedFont(size: 11),
        "bodyBold": ResolvedFont(size: 17, weight: .bold), "bodyDigits": ResolvedFont(size: 17, monospacedDigits: true),
    ]

    /// (text style, string, SF Pro's width in points).
    static let sfWidths: [(String, String, CGFloat)] = [
        ("largeTitle", "Hello, World!", 182.97),
        ("largeTitle", "Settings", 120.74),
        ("largeTitle", "Tap to animate", 211.99),
        ("largeTitle", "The quick brown fox jumps over the lazy dog", 641.68),
        ("largeTitle", "Add to Cart", 166.25),
        ("largeTitle", "Privacy & Security", 264.67),
        ("largeTitle", "Version 2.4.1 (1032)", 293.03),
        ("largeTitle", "Welcome back, Anna", 304.59),
        ("largeTitle", "Loading…", 138.23),
        ("largeTitle", "$1,299.00", 154.86),
        ("largeTitle", "Tuesday, March 4", 253.61),
        ("largeTitle", "Temperature 21°", 238.71),
        ("largeTitle", "Swipe to delete", 223.2),
        ("largeTitle", "Your order is on its way", 332.61),
        ("largeTitle", "WWDC", 110.85),
        ("largeTitle", "Favorites", 131.79),
        ("title", "Hello, World!", 151.41),
        ("title", "Settings", 99.88),
        ("title", "Tap to animate", 175.36),
        ("title", "The quick brown fox jumps over the lazy dog", 530.85),
        ("title", "Add to Cart", 137.53),
        ("title", "Privacy & Security", 218.97),
        ("title", "Version 2.4.1 (1032)", 242.44),
        ("title", "Welcome back, Anna", 251.85),
        ("title", "Loading…", 114.29),
        ("title", "$1,299.00", 128.04),
        ("title", "Tuesday, March 4", 209.75),
        ("title", "Temperature 21°", 197.42),
        ("title", "Swipe to delete", 184.65),
        ("title", "Your order is on its way", 275.26),
        ("title", "WWDC", 91.52),
        ("title", "Favorites", 109.03),
        ("title2", "Hello, World!", 122.53),
        ("title2", "Settings", 79.84),
        ("title2", "Tap to animate", 141.41),
        ("title2", "The quick brown fox jumps over the lazy dog", 428.61),
        ("title2", "Add to Cart", 110.73),
        ("title2", "Privacy & Security", 175.6),
        ("title2", "Version 2.4.1 (1032)", 192.24),
        ("title2", "Welcome back, Anna", 202.53),
        ("title2", "Loading…", 92.89),
        ("title2", "$1,299.00", 99.18),
        ("title2", "Tuesday, March 4", 169.59),
        ("title2", "Temperature 21°", 158.98),
        ("title2", "Swipe to delete", 148.59),
        ("title2", "Your order is on its way", 222.28),
        ("title2", "WWDC", 71.83),
        ("title2", "Favorites", 87.14),
        ("title3", "Hello, World!", 113.45),
        ("title3", "Settings", 73.47),
        ("title3", "Tap to animate", 130.68),
        ("title3", "The quick brown fox jumps over the lazy dog", 396.32),
        ("title3", "Add to Cart", 102.24),
        ("title3", "Privacy & Security", 161.86),
        ("title3", "Version 2.4.1 (1032)", 176.27),
        ("title3", "Welcome back, Anna", 186.84),
        ("title3", "Loading…", 86.11),
        ("title3", "$1,299.00", 89.85),
        ("title3", "Tuesday, March 4", 156.88),
        ("title3", "Temperature 21°", 146.79),
        ("title3", "Swipe to delete", 137.19),
        ("title3", "Your order is on its way", 205.62),
        ("title3", "WWDC", 65.41),
        ("title3", "Favorites", 80.2),
        ("headline", "Hello, World!", 101.83),
        ("headline", "Settings", 66.32),
        ("headline", "Tap to animate", 116.47),
        ("headline", "The quick brown fox jumps over the lazy dog", 352.2),
        ("headline", "Add to Cart", 90.87),
        ("headline", "Privacy & Security", 144.94),
        ("headline", "Version 2.4.1 (1032)", 158.44),
        ("headline", "Welcome back, Anna", 166.0),
        ("headline", "Loading…", 77.45),
        ("headline", "$1,299.00", 80.89),
        ("headline", "Tuesday, March 4", 140.19),
        ("headline", "Temperature 21°", 130.96),
        ("headline", "Swipe to delete", 122.31),
        ("headline", "Your order is on its way", 183.56),
        ("headline", "WWDC", 57.04),
        ("headline", "Favorites", 72.41),
        ("body", "Hello, World!", 97.03),
        ("body", "Settings", 62.72),
        ("body", "Tap to animate", 111.69),
        ("body", "The quick brown fox jumps over the lazy dog", 338.8),
        ("body", "Add to Cart", 87.37),
        ("body", "Privacy & Security", 138.25),
        ("body", "Version 2.4.1 (1032)", 150.31),
        ("body", "Welcome back, Anna", 159.6),
        ("body", "Loading…", 73.66),
        ("body", "$1,299.00", 76.34),
        ("body", "Tuesday, March 4", 134.12),
        ("body", "Temperature 21°", 125.43),
        ("body", "Swipe to delete", 117.23),
        ("body", "Your order is on its way", 175.8),
        ("body", "WWDC", 55.65),
        ("body", "Favorites", 68.46),
        ("callout", "Hello, World!", 92.57),
        ("callout", "Settings", 59.8),
        ("callout", "Tap to animate", 106.47),
        ("callout", "The quick brown fox jumps over the lazy dog", 323.0),
        ("callout", "Add to Cart", 83.28),
        ("callout", "Privacy & Security", 131.84),
        ("callout", "Version 2.4.1 (1032)", 143.39),
        ("callout", "Welcome back, Anna", 151.94),
        ("callout", "Loading…", 70.1),
        ("callout", "$1,299.00", 72.71),
        ("callout", "Tuesday, March 4", 127.77),
        ("callout", "Temperature 21°", 119.49),
        ("callout", "Swipe to delete", 111.77),
        ("callout", "Your order is on its way", 167.77),
        ("callout", "WWDC", 52.76),
        ("callout", "Favorites", 65.3),
        ("subheadline", "Hello, World!", 87.56),
        ("subheadline", "Settings", 56.54),
        ("subheadline", "Tap to animate", 100.65),
        ("subheadline", "The quick brown fox jumps over the lazy dog", 305.39),
        ("subheadline", "Add to Cart", 78.74),
        ("subheadline", "Privacy & Security", 124.68),
        ("subheadline", "Version 2.4.1 (1032)", 135.63),
        ("subheadline", "Welcome back, Anna", 143.53),
        ("subheadline", "Loading…", 66.2),
        ("subheadline", "$1,299.00", 68.71),
        ("subheadline", "Tuesday, March 4", 120.74),
        ("subheadline", "Temperature 21°", 112.92),
        ("subheadline", "Swipe to delete", 105.68),
        ("subheadline", "Your order is on its way", 158.72),
        ("subheadline", "WWDC", 49.7),
        ("subheadline", "Favorites", 61.76),
        ("footnote", "Hello, World!", 77.58),
        ("footnote", "Settings", 50.04),
        ("footnote", "Tap to animate", 89.05),
        ("footnote", "The quick brown fox jumps over the lazy dog", 270.26),
        ("footnote", "Add to Cart", 69.67),
        ("footnote", "Privacy & Security", 110.4),
        ("footnote", "Version 2.4.1 (1032)", 120.14),
        ("footnote", "Welcome back, Anna", 126.73),
        ("footnote", "Loading…", 58.41),
        ("footnote", "$1,299.00", 60.72),
        ("footnote", "Tuesday, March 4", 106.73),
        ("footnote", "Temperature 21°", 99.81),
        ("footnote", "Swipe to delete", 93.54),
        ("footnote", "Your order is on its way", 140.68),
        ("footnote", "WWDC", 43.59),
        ("footnote", "Favorites", 54.69),
        ("caption", "Hello, World!", 72.54),
        ("caption", "Settings", 46.77),
        ("caption", "Tap to animate", 83.21),
        ("caption", "The quick brown fox jumps over the lazy dog", 252.57),
        ("caption", "Add to Cart", 65.1),
        ("caption", "Privacy & Security", 103.2),
        ("caption", "Version 2.4.1 (1032)", 112.34),
        ("caption", "Welcome back, Anna", 118.28),
        ("caption", "Loading…", 54.49),
        ("caption", "$1,299.00", 56.7),
        ("caption", "Tuesday, March 4", 99.67),
        ("caption", "Temperature 21°", 93.22),
        ("caption", "Swipe to delete", 87.43),
        ("caption", "Your order is on its way", 131.58),
        ("caption", "WWDC", 40.53),
        ("caption", "Favorites", 51.13),
        ("caption2", "Hello, World!", 67.36),
        ("caption2", "Settings", 43.4),
        ("caption2", "Tap to animate", 77.2),
        ("caption2", "The quick brown fox jumps over the lazy dog", 234.36),
        ("caption2", "Add to Cart", 60.4),
        ("caption2", "Privacy & Security", 95.79),
        ("caption2", "Version 2.4.1 (1032)", 104.3),
        ("caption2", "Welcome back, Anna", 109.61),
        ("caption2", "Loading…", 50.48),
        ("caption2", "$1,299.00", 52.56),
        ("caption2", "Tuesday, March 4", 92.42),
        ("caption2", "Temperature 21°", 86.44),
        ("caption2", "Swipe to delete", 81.13),
        ("caption2", "Your order is on its way", 122.2),
        ("caption2", "WWDC", 37.42),
        ("caption2", "Favorites", 47.47),
        ("bodyBold", "Hello, World!", 104.6),
        ("bodyBold", "Settings", 68.42),
        ("bodyBold", "Tap to animate", 119.25),
        ("bodyBold", "The quick brown fox jumps over the lazy dog", 359.91),
        ("bodyBold", "Add to Cart", 92.9),
        ("bodyBold", "Privacy & Security", 148.8),
        ("bodyBold", "Version 2.4.1 (1032)", 163.08),
        ("bodyBold", "Welcome back, Anna", 169.73),
        ("bodyBold", "Loading…", 79.62),
        ("bodyBold", "$1,299.00", 83.5),
        ("bodyBold", "Tuesday, March 4", 143.7),
        ("bodyBold", "Temperature 21°", 134.18),
        ("bodyBold", "Swipe to delete", 125.26),
        ("bodyBold", "Your order is on its way", 188.0),
        ("bodyBold", "WWDC", 57.85),
        ("bodyBold", "Favorites", 74.68),
        ("bodyDigits", "Hello, World!", 97.03),
        ("bodyDigits", "Settings", 62.72),
        ("bodyDigits", "Tap to animate", 111.69),
        ("bodyDigits", "The quick brown fox jumps over the lazy dog", 338.8),
        ("bodyDigits", "Add to Cart", 87.37),
        ("bodyDigits", "Privacy & Security", 138.25),
        ("bodyDigits", "Version 2.4.1 (1032)", 160.69),
        ("bodyDigits", "Welcome back, Anna", 159.6),
        ("bodyDigits", "Loading…", 73.66),
        ("bodyDigits", "$1,299.00", 83.28),
        ("bodyDigits", "Tuesday, March 4", 134.21),
        ("bodyDigits", "Temperature 21°", 129.28),
        ("bodyDigits", "Swipe to delete", 117.23),
        ("bodyDigits", "Your order is on its way", 175.8),
        ("bodyDigits", "WWDC", 55.65),
        ("bodyDigits", "Favorites", 68.46),
    ]

    @Test func everyStringIsWithinHalfAPercentOfSFPro() throws {
        let measurer = try CairoTextMeasurer()
        try #require(measurer.fonts.system == "Inter")
        var worst = 0.0
        for (style, string, expected) in Self.sfWidths {
            let width = measurer.size(of: string, font: Self.styles[style]!, maxWidth: nil).width
            let error = Double((width - expected) / expected)
            worst = max(worst, abs(error))
            #expect(abs(error) < 0.005, "\(style) \"\(string)\": \(width) against SF Pro's \(expected)")
        }
        #expect(worst > 0)   // measured, not copied
    }

    /// Inter's contextual alternates are off, as SF Pro has none of them: "2x2" keeps its letter x (Inter would
    /// draw a multiplication sign) and "->" its two characters; the widths are SF Pro's.
    @Test func inter_s_contextual_alternates_are_off() throws {
        let measurer = try CairoTextMeasurer()
        for (string, sf) in [("2x2", 28.14), ("a->b", 37.1), ("Grid 3x4", 65.25)] {
            let width = measurer.size(of: string, font: ResolvedFont(size: 17), maxWidth: nil).width
            #expect(abs(width - sf) / sf < 0.005, "\(string): \(width) against SF Pro's \(sf)")
        }
        #expect(try PangoTextEngine().fontFeatures(ResolvedFont(size: 17)) == "-calt")
        #expect(try PangoTextEngine().fontFeatures(ResolvedFont(family: "DejaVu Sans", size: 17, monospacedDigits: true)) == "tnum")
    }

    /// A line of the system font is as tall as SF Pro's (ascent + descent, 1.193 em): 20.29 points in body.
    @Test func linesTakeSFProsHeight() throws {
        let measurer = try CairoTextMeasurer()
        for (size, height) in [(CGFloat(17), 20.287), (34, 40.574), (11, 13.127)] {
            let one = measurer.size(of: "Hello", font: ResolvedFont(size: size), maxWidth: nil)
            #expect(abs(one.height - height) < 0.01, "\(size): \(one.height)")
            let two = measurer.size(of: "Hello\nWorld", font: ResolvedFont(size: size), maxWidth: nil)
            #expect(abs(two.height - 2 * height) < 0.02, "\(size): \(two.height)")
        }
    }

    /// Apple's tracking table, and its use: 17 points tracks −0.43 points, 28 points +0.39.
    @Test func trackingFollowsTheSize() {
        #expect(abs(SystemFontMetrics.tracking(size: 17) - -0.442) < 0.001)
        #expect(abs(SystemFontMetrics.tracking(size: 28) - 0.392) < 0.001)
        #expect(SystemFontMetrics.tracking(size: 12) == 0)
        #expect(abs(SystemFontMetrics.tracking(size: 16.5) - -0.3795) < 0.0001)   // between 16 and 17
    }

    /// A custom family that is installed keeps its own metrics; a missing one is set in the system font.
    @Test func installedFamiliesKeepTheirOwnWidths() throws {
        let measurer = try CairoTextMeasurer()
        let dejaVu = measurer.size(of: "Settings", font: ResolvedFont(family: "DejaVu Sans", size: 17), maxWidth: nil).width
        let system = measurer.size(of: "Settings", font: ResolvedFont(size: 17), maxWidth: nil).width
        let missing = measurer.size(of: "Settings", font: ResolvedFont(family: "No Such Family", size: 17), maxWidth: nil).width
        #expect(abs(system - 62.72) < 0.63)
        #expect(missing == system)
        #expect(dejaVu > 69)   // DejaVu Sans's own, wider, advances
    }
}
