import Foundation

/// A two-dimensional vector — Core Graphics' `CGVector`, which Foundation on Linux lacks.
///
///     let velocity = CGVector(dx: 0, dy: -400)
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    /// A vector of `dx` and `dy`.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// A vector of `dx` and `dy`.
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// A vector of `dx` and `dy`.
    public init(dx: Int, dy: Int) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }

    /// The zero vector.
    public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))

    public var description: String { "(\(dx), \(dy))" }
}
