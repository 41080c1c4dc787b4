import Foundation

/// A drop shadow: the content's alpha, tinted, blurred by `radius` and offset by (x, y).
public struct Shadow: Hashable, Sendable, CustomStringConvertible {
    public var color: Color
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat

    /// Creates a shadow; SwiftUI's default colour is black at 33 % opacity.
    public init(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    public var description: String {
        "shadow(\(color) r=\(TreeFormat.number(radius)) \(TreeFormat.point(CGPoint(x: x, y: y))))"
    }
}
