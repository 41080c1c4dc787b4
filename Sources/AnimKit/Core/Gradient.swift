import Foundation

/// A list of colour stops along a 0…1 axis, as used by linear and radial gradients.
///
///     Gradient(colors: [.red, .blue])                       // evenly spaced
///     Gradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 1)])
public struct Gradient: Hashable, Sendable {
    /// One colour at one location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// Creates a gradient from explicit stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient with the colours evenly spaced from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
        }
    }
}
