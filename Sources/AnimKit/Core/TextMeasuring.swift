import Foundation

/// Measures laid-out text; implemented by the rasterizer so layout and drawing agree to the pixel.
///
/// Layout asks for the size a string takes in a font, optionally wrapped to `maxWidth` and cut to
/// the lines `fit` allows. Sizes are in points (scale-independent).
///
///     let size = measurer.size(of: "Weekly summary", font: .body, maxWidth: 80, fit: TextFit(lineLimit: 1))
public protocol TextMeasuring: Sendable {
    /// The size of `string` set in `font`, wrapped to `maxWidth` when given (at word boundaries; a word
    /// longer than the line is broken between characters, never hyphenated), showing the lines `fit`
    /// allows (the last one cut with "…").
    ///
    /// - Complexity: one Pango layout per call; callers should cache per (string, font, width, fit).
    func size(of string: String, font: ResolvedFont, maxWidth: CGFloat?, fit: TextFit) -> CGSize

    /// The size of `string` set in `font` with parts of it styled by `spans` (other fonts, spacing), wrapped
    /// and cut as `size(of:font:maxWidth:fit:)` does.
    func size(of string: String, spans: [TextSpan], font: ResolvedFont, maxWidth: CGFloat?, fit: TextFit) -> CGSize
}

extension TextMeasuring {
    /// The size of `string` set in `font`, wrapped to `maxWidth` when given, every line shown.
    ///
    ///     measurer.size(of: "Hello", font: .body, maxWidth: nil)
    public func size(of string: String, font: ResolvedFont, maxWidth: CGFloat?) -> CGSize {
        size(of: string, font: font, maxWidth: maxWidth, fit: .unlimited)
    }
}
