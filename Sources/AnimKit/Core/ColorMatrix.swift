import Foundation

/// A 4×5 matrix that maps a straight-alpha RGBA colour to another — SwiftUI's `ColorMatrix`.
///
/// `R' = r1·R + r2·G + r3·B + r4·A + r5`, and likewise for G, B and A, with components in 0…1 (results are
/// clamped). Colour filters (`brightness`, `saturation`, `hueRotation`…) are such matrices.
///
///     var sepia = ColorMatrix()
///     (sepia.r1, sepia.r2, sepia.r3) = (0.393, 0.769, 0.189)
public struct ColorMatrix: Hashable, Sendable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity matrix.
    public init() {}

    /// The rows as arrays of five.
    var rows: [[Float]] {
        [[r1, r2, r3, r4, r5], [g1, g2, g3, g4, g5], [b1, b2, b3, b4, b5], [a1, a2, a3, a4, a5]]
    }

    /// The matrix with these four rows of five.
    init(rows m: [[Float]]) {
        (r1, r2, r3, r4, r5) = (m[0][0], m[0][1], m[0][2], m[0][3], m[0][4])
        (g1, g2, g3, g4, g5) = (m[1][0], m[1][1], m[1][2], m[1][3], m[1][4])
        (b1, b2, b3, b4, b5) = (m[2][0], m[2][1], m[2][2], m[2][3], m[2][4])
        (a1, a2, a3, a4, a5) = (m[3][0], m[3][1], m[3][2], m[3][3], m[3][4])
    }

    /// `self` applied first, then `next`.
    func followed(by next: ColorMatrix) -> ColorMatrix {
        let a = rows, b = next.rows
        return ColorMatrix(rows: (0..<4).map { i in
            (0..<5).map { j in
                (0..<4).reduce(Float(0)) { $0 + b[i][$1] * a[$1][j] } + (j == 4 ? b[i][4] : 0)
            }
        })
    }

    /// `rgba` (straight alpha, 0…1) mapped and clamped.
    func apply(_ rgba: (Float, Float, Float, Float)) -> (Float, Float, Float, Float) {
        let (r, g, b, a) = rgba
        func clamp(_ x: Float) -> Float { min(1, max(0, x)) }
        return (clamp(r1 * r + r2 * g + r3 * b + r4 * a + r5), clamp(g1 * r + g2 * g + g3 * b + g4 * a + g5),
                clamp(b1 * r + b2 * g + b3 * b + b4 * a + b5), clamp(a1 * r + a2 * g + a3 * b + a4 * a + a5))
    }
}
