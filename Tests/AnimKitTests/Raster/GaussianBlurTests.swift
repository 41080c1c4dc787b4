import Foundation
import PropertyBased
import Testing
@testable import AnimKit

/// The blur's fast paths (column sums a row at a time, division by multiplication) give the bytes of the plain
/// running-sum blur it replaced, kept here as the reference.
@Suite struct GaussianBlurTests {
    /// The plain blur: each line copied out, then a running sum with a bounds test and a division per value.
    static func reference(_ pixels: inout [UInt8], width: Int, height: Int, sigma: Double, extendsEdges: Bool) {
        guard sigma >= 0.5 else { return }
        for size in GaussianBlur.boxSizes(sigma: sigma) where size > 1 {
            let r = (size - 1) / 2
            func line(_ count: Int, _ index: (Int) -> Int) {
                let values = (0..<count * 4).map { Int32(pixels[index($0 / 4) + $0 % 4]) }
                func at(_ j: Int) -> Int? {
                    if j >= 0 && j < count { return j }
                    return extendsEdges ? min(max(j, 0), count - 1) : nil
                }
                let w = Int32(2 * r + 1)
                var sums = [Int32](repeating: 0, count: 4)
                for j in -r...r { if let k = at(j) { for c in 0..<4 { sums[c] += values[k * 4 + c] } } }
                for i in 0..<count {
                    for c in 0..<4 { pixels[index(i) + c] = UInt8((sums[c] + w / 2) / w) }
                    if let a = at(i + r + 1) { for c in 0..<4 { sums[c] += values[a * 4 + c] } }
                    if let s = at(i - r) { for c in 0..<4 { sums[c] -= values[s * 4 + c] } }
                }
            }
            for y in 0..<height { line(width) { (y * width + $0) * 4 } }
            for x in 0..<width { line(height) { ($0 * width + x) * 4 } }
        }
    }

    static let cases = zip(Gen.int(in: 1...40), Gen.int(in: 1...40), Gen.double(in: 0...30), Gen.bool, Gen.int(in: 0...1_000_000))

    @Test func matchesThePlainBlurByteForByte() {
        Fuzz.check("blur", Self.cases, count: 60) { width, height, sigma, extends, seed in
            var rng = Xoshiro(seed: (UInt64(seed), 1, 2, 3))
            // Flat stretches and sharp edges, as drawn UI has, and noise.
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for i in pixels.indices {
                let flat: Bool = i % 7 < 3
                pixels[i] = flat ? UInt8(255 * (i / 97 % 2)) : UInt8.random(in: 0...255, using: &rng)
            }
            var expected = pixels
            Self.reference(&expected, width: width, height: height, sigma: sigma, extendsEdges: extends)
            pixels.withUnsafeMutableBufferPointer {
                GaussianBlur.apply($0.baseAddress!, width: width, height: height, stride: width * 4, sigma: sigma, extendsEdges: extends)
            }
            #expect(pixels == expected, "\(width)×\(height) σ \(sigma) extends \(extends)")
        }
    }

    @Test func wideBoxesAndFullSumsDivideExactly() {
        // All 255: every mean is 255, the largest numerator each box sees; a 1-pixel-high strip, blurred wide.
        for sigma in [0.5, 3, 40, 150] {
            for extends in [false, true] {
                var pixels = [UInt8](repeating: 255, count: 300 * 2 * 4)
                var expected = pixels
                Self.reference(&expected, width: 300, height: 2, sigma: sigma, extendsEdges: extends)
                pixels.withUnsafeMutableBufferPointer {
                    GaussianBlur.apply($0.baseAddress!, width: 300, height: 2, stride: 1200, sigma: sigma, extendsEdges: extends)
                }
                #expect(pixels == expected, "σ \(sigma) extends \(extends)")
                if extends { #expect(pixels.allSatisfy { $0 == 255 }) }
            }
        }
    }

    @Test func aRowStrideWiderThanTheImageLeavesThePaddingAlone() {
        // 4 pixels a row (16 bytes) in rows of 24 bytes: the last 8 bytes of each row are not the image's.
        var pixels = (0..<8 * 24).map { UInt8($0 * 37 % 256) }
        let before = pixels
        var image = (0..<8).flatMap { y in Array(before[(y * 24)..<(y * 24 + 16)]) }
        Self.reference(&image, width: 4, height: 8, sigma: 2, extendsEdges: false)
        pixels.withUnsafeMutableBufferPointer {
            GaussianBlur.apply($0.baseAddress!, width: 4, height: 8, stride: 24, sigma: 2)
        }
        for y in 0..<8 {
            #expect(Array(pixels[(y * 24)..<(y * 24 + 16)]) == Array(image[(y * 16)..<(y * 16 + 16)]))
            #expect(pixels[(y * 24 + 16)..<(y * 24 + 24)] == before[(y * 24 + 16)..<(y * 24 + 24)])
        }
    }
}

extension GaussianBlurTests {
    static let keptCases = zip(Gen.int(in: 1...40), Gen.int(in: 1...40), Gen.double(in: 0...20), Gen.bool, Gen.int(in: 0...1_000_000))

    /// A blur keeping only a rectangle gives that rectangle the bytes of the full blur.
    @Test func keptPixelsMatchTheFullBlur() {
        Fuzz.check("kept blur", Self.keptCases, count: 60) { width, height, sigma, extends, seed in
            var rng = Xoshiro(seed: (UInt64(seed), 4, 5, 6))
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for i in pixels.indices {
                let flat: Bool = i % 5 < 2
                pixels[i] = flat ? UInt8(255 * (i / 61 % 2)) : UInt8.random(in: 0...255, using: &rng)
            }
            let x0 = Int.random(in: 0..<width, using: &rng), x1 = Int.random(in: x0 + 1...width, using: &rng)
            let y0 = Int.random(in: 0..<height, using: &rng), y1 = Int.random(in: y0 + 1...height, using: &rng)
            var expected = pixels
            Self.reference(&expected, width: width, height: height, sigma: sigma, extendsEdges: extends)
            pixels.withUnsafeMutableBufferPointer {
                GaussianBlur.apply($0.baseAddress!, width: width, height: height, stride: width * 4, sigma: sigma, extendsEdges: extends,
                                   keeping: (x0..<x1, y0..<y1))
            }
            for y in y0..<y1 {
                let row = (y * width + x0) * 4..<(y * width + x1) * 4
                #expect(pixels[row] == expected[row], "\(width)×\(height) σ \(sigma) extends \(extends) kept \(x0)..<\(x1) × \(y0)..<\(y1) row \(y)")
            }
        }
    }

    /// The 32-bit multiply of the vector loops divides exactly for every box up to 128 wide, as the 64-bit one does.
    @Test func narrowDivisionIsExactForBoxesUpTo128Wide() {
        for width in stride(from: 3, through: 127, by: 2) {
            var l: UInt64 = 0
            while (1 << l) < UInt64(width) { l += 1 }
            let shift = 9 + 2 * l
            let magic = UInt32(((1 << shift) + UInt64(width) - 1) / UInt64(width))
            for n in stride(from: UInt32(0), to: UInt32(256 * width), by: 1) where n % 7 == 0 || n > UInt32(250 * width) {
                #expect((n &* magic) &>> UInt32(shift) == n / UInt32(width), "width \(width) n \(n)")
            }
        }
    }

    /// The 16-bit division of the narrow boxes' vector loops is exact for every numerator below 2^15 and every odd
    /// width up to 127, beyond the 256·width a box's sums reach.
    @Test func halfwordDivisionIsExactForBoxesUpTo127Wide() {
        var wrong: [String] = []
        for width in stride(from: 3, through: 127, by: 2) {
            let (magic, shift) = GaussianBlur.halfwordDivision(width: width)
            for n in 0..<(1 << 15) where ((UInt32(n) &* UInt32(magic)) &>> 16) &>> UInt32(shift) != UInt32(n / width) {
                wrong.append("width \(width) n \(n)")
                break
            }
        }
        #expect(wrong.isEmpty, "\(wrong)")
    }
}
