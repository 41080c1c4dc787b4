import Foundation

/// A drop shadow: the content's alpha, tinted, blurred by `radius` and offset by (x, y).
public struct Shadow: Hashable, Sendable, CustomStringConvertible {
    public var color: Color
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat
    /// How the shadow combines with what is under it (a `GraphicsContext` shadow filter's `blendMode:`).
    public var blendMode: BlendMode = .normal
    /// Whether the shadow is drawn over the content rather than under it (`ShadowOptions.shadowAbove`).
    public var isAbove = false
    /// Whether only the shadow is drawn, not the content (`ShadowOptions.shadowOnly`).
    public var isOnly = false
    /// Whether the shadow is cast by the content's inverted alpha — around and into it from outside, an inner
    /// shadow when drawn above with `.sourceAtop` (`ShadowOptions.invertsAlpha`).
    public var invertsAlpha = false

    /// Creates a shadow; SwiftUI's default colour is black at 33 % opacity.
    public init(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    public var description: String {
        var options: [String] = []
        if blendMode != .normal { options.append("blend \(blendMode)") }
        if isAbove { options.append("above") }
        if isOnly { options.append("only") }
        if invertsAlpha { options.append("inverted") }
        let extra = options.isEmpty ? "" : " " + options.joined(separator: " ")
        return "shadow(\(color.treeText) r=\(TreeFormat.number(radius)) \(TreeFormat.point(CGPoint(x: x, y: y)))\(extra))"
    }
}
