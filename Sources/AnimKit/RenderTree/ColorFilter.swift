import Foundation

/// A colour effect applied to a group's pixels (`brightness`, `saturation`, `colorInvert`…), as the matrices
/// of the SVG and CSS filter definitions (luma weights of Rec. 709).
public enum ColorFilter: Hashable, Sendable, CustomStringConvertible {
    /// Adds `amount` to each colour component (1 turns everything white).
    case brightness(Double)
    /// Scales each component's distance from middle grey by `amount` (negative values invert).
    case contrast(Double)
    /// Mixes with the colour's luma: 0 is grey, 1 unchanged, above 1 more saturated.
    case saturation(Double)
    /// Removes colour by `amount` (0 unchanged, 1 grey).
    case grayscale(Double)
    /// Turns hues by an angle about the grey axis.
    case hueRotation(Angle)
    /// Multiplies each component by the colour's.
    case colorMultiply(Color)
    /// Replaces each component `c` by `1 − c`.
    case colorInvert
    /// Black, with the colour's luminance as its alpha.
    case luminanceToAlpha
    /// Any colour matrix.
    case matrix(ColorMatrix)
    /// `color` where a pixel's alpha lies in `min…max`, transparent elsewhere (a Canvas's `alphaThreshold`).
    case alphaThreshold(min: Double, max: Double, color: Color)
    /// The filter computed in linear light: the colours are decoded from sRGB first and encoded again after.
    indirect case inLinearLight(ColorFilter)

    /// Whether the filter is a colour matrix applied as the pixels' encoded values (matrices in a row are
    /// combined into one pass).
    var isPlainMatrix: Bool {
        switch self {
        case .alphaThreshold, .inLinearLight: return false
        default: return true
        }
    }

    private static let luma: [Float] = [0.2126, 0.7152, 0.0722]

    /// The filter's matrix.
    public var colorMatrix: ColorMatrix {
        var m = ColorMatrix()
        switch self {
        case .brightness(let b):
            (m.r5, m.g5, m.b5) = (Float(b), Float(b), Float(b))
        case .contrast(let c):
            let c = Float(c), offset = (1 - c) / 2
            (m.r1, m.g2, m.b3, m.r5, m.g5, m.b5) = (c, c, c, offset, offset, offset)
        case .saturation(let s):
            return Self.saturating(Float(s))
        case .grayscale(let g):
            return Self.saturating(1 - Float(min(1, max(0, g))))
        case .hueRotation(let angle):
            let c = Float(cos(angle.radians)), s = Float(sin(angle.radians))
            return ColorMatrix(rows: [
                [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0],
                [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0],
                [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0],
                [0, 0, 0, 1, 0],
            ])
        case .colorMultiply(let color):
            let k = color.resolve()
            (m.r1, m.g2, m.b3, m.a4) = (Float(k.red), Float(k.green), Float(k.blue), Float(k.opacity))
        case .colorInvert:
            (m.r1, m.g2, m.b3, m.r5, m.g5, m.b5) = (-1, -1, -1, 1, 1, 1)
        case .luminanceToAlpha:
            return ColorMatrix(rows: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0.2125, 0.7154, 0.0721, 0, 0]])
        case .matrix(let matrix):
            return matrix
        case .inLinearLight(let filter):
            return filter.colorMatrix
        case .alphaThreshold:
            return m
        }
        return m
    }

    private static func saturating(_ s: Float) -> ColorMatrix {
        ColorMatrix(rows: (0..<3).map { i in
            (0..<3).map { j in (1 - s) * luma[j] + (i == j ? s : 0) } + [0, 0]
        } + [[0, 0, 0, 1, 0]])
    }

    public var description: String {
        switch self {
        case .brightness(let x): return "brightness(\(TreeFormat.number(x)))"
        case .contrast(let x): return "contrast(\(TreeFormat.number(x)))"
        case .saturation(let x): return "saturation(\(TreeFormat.number(x)))"
        case .grayscale(let x): return "grayscale(\(TreeFormat.number(x)))"
        case .hueRotation(let a): return "hueRotation(\(TreeFormat.number(a.degrees))°)"
        case .colorMultiply(let c): return "colorMultiply(\(c.treeText))"
        case .colorInvert: return "colorInvert"
        case .luminanceToAlpha: return "luminanceToAlpha"
        case .matrix: return "colorMatrix"
        case .alphaThreshold(let lo, let hi, let c): return "alphaThreshold(\(TreeFormat.number(lo))…\(TreeFormat.number(hi)) \(c.treeText))"
        case .inLinearLight(let f): return "linear(\(f))"
        }
    }
}
