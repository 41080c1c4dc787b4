import Foundation

/// A gradient around a centre, sweeping clockwise from `startAngle` to `endAngle` — SwiftUI's `AngularGradient`
/// (a conic gradient); also a view that fills its frame.
///
///     Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 12)
///
/// Angles start at the trailing side and grow clockwise. With equal angles (the default) the gradient makes one
/// full turn. A sweep shorter than a turn fills the rest with the last colour, then the first, switching
/// halfway; a sweep longer than a turn shows its last turn.
nonisolated public struct AngularGradient: ShapeStyle, View, Hashable, Sendable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient sweeping from `startAngle` to `endAngle` about `center`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Evenly spaced colours sweeping from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Colours at stops sweeping from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle` (a conic gradient).
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Evenly spaced colours in a full turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Colours at stops in a full turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public var body: some View { Rectangle().fill(self) }

    /// The paint for a shape occupying `rect`.
    func paint(in rect: CGRect) -> Paint {
        .angularGradient(gradient, center: center.point(in: rect), startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// A gradient sweeping from `startAngle` to `endAngle` about `center`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A gradient sweeping from `startAngle` to `endAngle` about `center`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Evenly spaced colours sweeping from `startAngle` to `endAngle`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Colours at stops sweeping from `startAngle` to `endAngle`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    ///
    ///     Circle().fill(.conicGradient(colors: [.red, .blue, .red], center: .center))
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A full turn starting at `angle`.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
    /// Evenly spaced colours in a full turn starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// Colours at stops in a full turn starting at `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension Gradient {
    /// The stops of a conic gradient that sweeps `start`…`end` (radians), as one clockwise turn from `start`:
    /// locations are fractions of the turn, and a short sweep's remainder is the last colour then the first.
    static func conicStops(_ gradient: Gradient, start: Double, end: Double) -> (start: Double, stops: [Stop]) {
        let turn = 2 * Double.pi
        guard let first = gradient.stops.first, let last = gradient.stops.last else { return (start, []) }
        var sweep = end - start, origin = start
        if sweep <= 0 { sweep = turn }
        if sweep > turn { origin = end - turn; sweep = turn }
        let f = sweep / turn
        var stops = [Stop(color: first.color, location: 0)]
        stops += gradient.stops.map { Stop(color: $0.color, location: min(max($0.location, 0), 1) * f) }
        if f < 1 {
            let middle = f + (1 - f) / 2
            stops += [Stop(color: last.color, location: middle), Stop(color: first.color, location: middle)]
        } else {
            stops.append(Stop(color: last.color, location: 1))
        }
        stops.append(Stop(color: f < 1 ? first.color : last.color, location: 1))
        return (origin, stops)
    }
}
