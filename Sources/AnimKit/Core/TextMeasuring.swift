import Foundation

/// Measures laid-out text; implemented by the rasterizer so layout and drawing agree to the pixel.
///
/// Layout asks for the size a string takes in a font, optionally wrapped to `maxWidth`.
/// Sizes are in points (scale-independent).
public protocol TextMeasuring: Sendable {
    /// The size of `string` set in `font`, wrapped at word boundaries to `maxWidth` when given.
    ///
    /// - Complexity: one Pango layout per call; callers should cache per (string, font, width).
    func size(of string: String, font: ResolvedFont, maxWidth: CGFloat?) -> CGSize
}
