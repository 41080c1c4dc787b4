import Foundation
import Testing
@testable import AnimKit

/// The colour-matrix pass over pixels, and its rounding.
@Suite struct ColorFilteringTests {
    /// The rounding without `roundf` gives `rounded()` at every float near a whole number or a half in 0…255, and at
    /// a spread of others.
    @Test func roundingWithoutTheLibraryMatchesRounded() {
        var checked: [Float] = []
        for k in 0...255 {
            for base in [Float(k), Float(k) + 0.5] where base <= 255 {
                var below = base, above = base
                for _ in 0..<64 {
                    checked += [below, above]
                    below = below.nextDown
                    above = above.nextUp
                }
            }
        }
        checked += stride(from: Float(0), through: 255, by: 0.0137)
        let wrong = checked.filter { $0 >= 0 && ColorFiltering.roundedHalfUp($0) != $0.rounded() }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    /// Saturation 1.8 over premultiplied pixels: a grey stays grey, a colour moves away from its luminance, and a
    /// half-transparent pixel keeps its alpha and stays premultiplied.
    @Test func saturationMovesColoursAwayFromGrey() {
        // BGRA, premultiplied: mid grey, a muted red, and that red at half opacity.
        var pixels: [UInt8] = [128, 128, 128, 255, 80, 80, 160, 255, 40, 40, 80, 128]
        pixels.withUnsafeMutableBufferPointer {
            ColorFiltering.apply(ColorFilter.saturation(1.8).colorMatrix, to: $0.baseAddress!, width: 3, height: 1, stride: 12)
        }
        #expect(Array(pixels[0..<4]) == [128, 128, 128, 255])
        #expect(pixels[6] > 160 && pixels[4] < 80 && pixels[7] == 255)
        #expect(pixels[11] == 128 && pixels[10] <= 128 && pixels[10] > 80)
        // The half-transparent red is the opaque one's colour at half: within a level of it.
        #expect(abs(Int(pixels[10]) * 2 - Int(pixels[6])) <= 2)
    }

    /// The vector pass gives the scalar pass's bytes, pixel for pixel: random premultiplied images (transparent,
    /// opaque and repeated pixels among them) through the gallery's kinds of matrix, at widths that leave a tail.
    @Test func vectorPassMatchesScalarPass() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        var brightened = ColorFilter.brightness(0.2).colorMatrix
        brightened.a5 = 0.1   // gives transparent pixels alpha
        let matrices = [ColorFilter.saturation(1.8).colorMatrix, ColorFilter.saturation(0).colorMatrix,
                        ColorFilter.hueRotation(.degrees(75)).colorMatrix, ColorFilter.contrast(1.6).colorMatrix,
                        ColorFilter.colorInvert.colorMatrix, ColorFilter.luminanceToAlpha.colorMatrix, brightened]
        var differing: [String] = []
        for (k, matrix) in matrices.enumerated() {
            for width in [1, 3, 4, 7, 33] {
                let height = 9, stride = width * 4 + 8
                var pixels = [UInt8](repeating: 0, count: stride * height)
                for i in 0..<(width * height) {
                    let p = (i / width) * stride + (i % width) * 4
                    var a = next()
                    if i % 5 == 0 { a = 255 }
                    if i % 7 == 0 { a = 0 }
                    pixels[p + 3] = a
                    for c in 0..<3 { pixels[p + c] = a == 0 ? 0 : UInt8(Int(next()) % (Int(a) + 1)) }
                    if i % 4 == 1 && i % width > 0 { for c in 0..<4 { pixels[p + c] = pixels[p - 4 + c] } }
                }
                var scalar = pixels, vector = pixels
                scalar.withUnsafeMutableBufferPointer {
                    ColorFiltering.apply(matrix, to: $0.baseAddress!, width: width, height: height, stride: stride, vectorized: false)
                }
                vector.withUnsafeMutableBufferPointer {
                    ColorFiltering.apply(matrix, to: $0.baseAddress!, width: width, height: height, stride: stride)
                }
                if scalar != vector { differing.append("matrix \(k), width \(width)") }
                #expect(scalar != pixels || k == 1 && width == 1, "the pass changed nothing (matrix \(k), width \(width))")
            }
        }
        #expect(differing.isEmpty, "\(differing)")
    }
}
