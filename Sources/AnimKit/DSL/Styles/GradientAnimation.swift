import Foundation

/// A gradient style whose colours, stop locations and geometry animate when it changes in a transaction, as
/// SwiftUI's resolved gradients do (colours in linear light, ×128 like `Color.Resolved`; unit points ×128).
/// A change in the number of stops is not animated.
protocol AnimatableGradientStyle: ShapeStyle {
    /// The stops, then the style's own geometry.
    var gradientVector: [Double] { get }
    /// The style with `vector`'s values.
    func with(_ vector: [Double]) -> Self
    /// How many stops the gradient has.
    var stopCount: Int { get }
}

extension AnimatableGradientStyle {
    /// The style as presented now by `node`'s fill attribute.
    func animated(by node: ViewNode) -> Self {
        guard stopCount > 0 else { return self }
        let model = AnimatableVector(gradientVector)
        let shown = node.animated(vector: model, .gradient(stops: stopCount))
        return shown == model ? self : with(shown.values)
    }
}

extension Gradient {
    /// Five numbers per stop: linear red, green, blue and opacity ×128, and the location.
    var vector: [Double] {
        stops.flatMap { stop -> [Double] in
            let c = stop.color.resolve()
            return [Double(c.linearRed) * 128, Double(c.linearGreen) * 128, Double(c.linearBlue) * 128, Double(c.opacity) * 128,
                    Double(stop.location)]
        }
    }

    /// The gradient with its stops read from the front of `vector`.
    func with(_ vector: [Double]) -> Gradient {
        var g = self
        for i in g.stops.indices where i * 5 + 4 < vector.count {
            let v = Array(vector[(i * 5)..<(i * 5 + 5)])
            let resolved = Color.Resolved(linearRed: Float(v[0] / 128), linearGreen: Float(v[1] / 128),
                                          linearBlue: Float(v[2] / 128), opacity: Float(min(max(v[3] / 128, 0), 1)))
            g.stops[i] = Stop(color: Color(resolved), location: CGFloat(v[4]))
        }
        return g
    }
}

extension UnitPoint {
    fileprivate var vector: [Double] { [Double(x) * 128, Double(y) * 128] }
    fileprivate init(_ v: ArraySlice<Double>) { self.init(x: CGFloat(v[v.startIndex] / 128), y: CGFloat(v[v.startIndex + 1] / 128)) }
}

extension Gradient: AnimatableGradientStyle {
    var gradientVector: [Double] { vector }
    var stopCount: Int { stops.count }
}

extension AnyGradient: AnimatableGradientStyle {
    var gradientVector: [Double] { gradient.vector }
    func with(_ vector: [Double]) -> AnyGradient { AnyGradient(gradient.with(vector)) }
    var stopCount: Int { gradient.stops.count }
}

extension LinearGradient: AnimatableGradientStyle {
    var gradientVector: [Double] { gradient.vector + startPoint.vector + endPoint.vector }
    func with(_ vector: [Double]) -> LinearGradient {
        let n = gradient.stops.count * 5
        return LinearGradient(gradient: gradient.with(vector), startPoint: UnitPoint(vector[n...]), endPoint: UnitPoint(vector[(n + 2)...]))
    }
    var stopCount: Int { gradient.stops.count }
}

extension RadialGradient: AnimatableGradientStyle {
    var gradientVector: [Double] { gradient.vector + center.vector + [Double(startRadius), Double(endRadius)] }
    func with(_ vector: [Double]) -> RadialGradient {
        let n = gradient.stops.count * 5
        return RadialGradient(gradient: gradient.with(vector), center: UnitPoint(vector[n...]),
                              startRadius: CGFloat(vector[n + 2]), endRadius: CGFloat(vector[n + 3]))
    }
    var stopCount: Int { gradient.stops.count }
}

extension EllipticalGradient: AnimatableGradientStyle {
    var gradientVector: [Double] { gradient.vector + center.vector + [Double(startRadiusFraction), Double(endRadiusFraction)] }
    func with(_ vector: [Double]) -> EllipticalGradient {
        let n = gradient.stops.count * 5
        return EllipticalGradient(gradient: gradient.with(vector), center: UnitPoint(vector[n...]),
                                  startRadiusFraction: CGFloat(vector[n + 2]), endRadiusFraction: CGFloat(vector[n + 3]))
    }
    var stopCount: Int { gradient.stops.count }
}

extension AngularGradient: AnimatableGradientStyle {
    var gradientVector: [Double] { gradient.vector + center.vector + [startAngle.radians * 128, endAngle.radians * 128] }
    func with(_ vector: [Double]) -> AngularGradient {
        let n = gradient.stops.count * 5
        return AngularGradient(gradient: gradient.with(vector), center: UnitPoint(vector[n...]),
                               startAngle: .radians(vector[n + 2] / 128), endAngle: .radians(vector[n + 3] / 128))
    }
    var stopCount: Int { gradient.stops.count }
}

extension AnyShapeStyle: AnimatableGradientStyle {
    private var gradientBase: (any AnimatableGradientStyle)? { base as? any AnimatableGradientStyle }
    var gradientVector: [Double] { gradientBase?.gradientVector ?? [] }
    func with(_ vector: [Double]) -> AnyShapeStyle { gradientBase.map { AnyShapeStyle($0.with(vector)) } ?? self }
    var stopCount: Int { gradientBase?.stopCount ?? 0 }
}
