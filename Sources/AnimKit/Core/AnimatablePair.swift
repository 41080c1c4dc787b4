/// Two animatable values combined into one vector, so a type can animate several properties at once.
///
///     var animatableData: AnimatablePair<CGFloat, Double> {
///         get { AnimatablePair(width, opacity) }
///         set { width = newValue.first; opacity = newValue.second }
///     }
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first component.
    public var first: First
    /// The second component.
    public var second: Second

    /// Pairs two values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    // The sum and difference change a copy of `lhs` rather than call `init`: unspecialized, `init` looks the pair
    // type's metadata up at every call (a hash lookup in the runtime), while a copy uses the `Self` it was given.

    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        var sum = lhs
        sum.first = lhs.first + rhs.first
        sum.second = lhs.second + rhs.second
        return sum
    }

    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        var difference = lhs
        difference.first = lhs.first - rhs.first
        difference.second = lhs.second - rhs.second
        return difference
    }

    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
