import Foundation

/// A vector of any length for animating values with a variable number of components (a gradient's stops).
///
/// Components missing on one side count as zero; the graph keeps vectors of different lengths apart.
struct AnimatableVector: VectorArithmetic, Sendable {
    var values: [Double]

    init(_ values: [Double]) { self.values = values }

    static var zero: AnimatableVector { AnimatableVector([]) }

    private static func combine(_ a: AnimatableVector, _ b: AnimatableVector, _ op: (Double, Double) -> Double) -> AnimatableVector {
        let n = max(a.values.count, b.values.count)
        return AnimatableVector((0..<n).map { i in
            op(i < a.values.count ? a.values[i] : 0, i < b.values.count ? b.values[i] : 0)
        })
    }

    static func + (a: AnimatableVector, b: AnimatableVector) -> AnimatableVector { combine(a, b, +) }
    static func - (a: AnimatableVector, b: AnimatableVector) -> AnimatableVector { combine(a, b, -) }

    mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }

    var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }

    static func == (a: AnimatableVector, b: AnimatableVector) -> Bool {
        let n = max(a.values.count, b.values.count)
        return (0..<n).allSatisfy { i in (i < a.values.count ? a.values[i] : 0) == (i < b.values.count ? b.values[i] : 0) }
    }
}
