import Foundation

/// A type that can animate its properties: it exposes them as one `VectorArithmetic` value.
///
/// Shapes, view modifiers and views adopt it to animate their own properties. A type that does not
/// declare `animatableData` gets `EmptyAnimatableData` and does not animate. `Int` is not animatable.
///
///     struct Wedge: Shape {
///         var angle: Double
///         var animatableData: Double { get { angle } set { angle = newValue } }
///     }
public protocol Animatable {
    /// The type of the vector that animates.
    associatedtype AnimatableData: VectorArithmetic
    /// The animatable properties as one vector.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No animatable data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector animates as itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

/// Numbers animate as themselves (keyframe tracks over `Double`, `CGFloat` and `Float` properties need this).
extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    /// (x, y).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// (width, height).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// (origin, size).
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension Angle: Animatable {
    /// The angle in radians × 128, as SwiftUI animates it (so that completion thresholds on the
    /// vector's magnitude suit angles as well as points).
    public var animatableData: Double {
        get { radians * 128 }
        set { radians = newValue / 128 }
    }
}

extension UnitPoint: Animatable {
    /// (x × 128, y × 128), as SwiftUI animates it (its unit scale, like `Angle`'s):
    /// `UnitPoint(x: 0.25, y: 0.75).animatableData` is (32, 96).
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * 128, y * 128) }
        set { (x, y) = (newValue.first / 128, newValue.second / 128) }
    }
}
