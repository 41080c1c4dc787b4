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
}
