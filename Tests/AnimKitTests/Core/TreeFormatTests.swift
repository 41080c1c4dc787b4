import Foundation
import PropertyBased
import Testing
@testable import AnimKit

/// `TreeFormat.fixed` prints what `String(format: "%.Nf")` prints, trimmed, with or without its fast path: the
/// display lists batch fingerprints and tests compare are the same text.
@Suite struct TreeFormatTests {
    /// The printf form, trimmed as `fixed` trims it.
    static func printf(_ x: Double, _ digits: Int) -> String {
        var s = String(format: "%.\(digits)f", x)
        if s.contains(".") {
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
        }
        return s == "-0" ? "0" : s
    }

    /// Numbers a display list holds: whole points, halves and thirds, animated fractions, tiny and huge values.
    static let numbers = Generator<Double, Shrink.None<Double>> { rng in
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: return Double(Int.random(in: -2000...2000, using: &rng))
        case 1: return Double(Int.random(in: -4000...4000, using: &rng)) / [2, 3, 4, 8, 1000, 2000][Int.random(in: 0..<6, using: &rng)]
        case 2: return Double.random(in: -1000...1000, using: &rng)
        case 3: return Double.random(in: -1...1, using: &rng) * 1e-4
        case 4: return Double.random(in: -1e13...1e13, using: &rng)
        default: return Double(Int.random(in: -100_000...100_000, using: &rng)) / 1000 + 0.0005   // near a tie at 3 digits
        }
    }

    @Test func fixedPrintsWhatPrintfPrints() {
        Fuzz.check("fixed", zip(Self.numbers, Gen.int(in: 0...6)), count: 20_000) { x, digits in
            #expect(TreeFormat.fixed(x, digits: digits) == Self.printf(x, digits), "\(x) at \(digits) digits")
        }
    }

    @Test func theFastPathCoversOrdinaryNumbersAndStepsAsideAtTies() {
        #expect(TreeFormat.fastFixed(12.5, digits: 3) == "12.5")
        #expect(TreeFormat.fastFixed(-0.333333, digits: 3) == "-0.333")
        #expect(TreeFormat.fastFixed(-0.0001, digits: 3) == "0")
        #expect(TreeFormat.fastFixed(1.0005, digits: 3) == nil)   // printf's exact rounding decides
        #expect(TreeFormat.fastFixed(3e12, digits: 3) == nil)
        #expect(TreeFormat.number(2.675) == Self.printf(2.675, 3))
        #expect(TreeFormat.number(-0.0) == "0")
        // Whole numbers keep their zeros.
        #expect(TreeFormat.fixed(230, digits: 0) == "230")
        #expect(TreeFormat.fixed(-0.3, digits: 0) == "0")
    }

    @Test func coloursPrintTheirHexAsPrintfDoes() {
        Fuzz.check("colour", zip(Gen.double(in: -0.2...1.2), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1)), count: 2_000) { r, g, b, a in
            let colour = Color(red: r, green: g, blue: b, opacity: a)
            let c = colour.rgba8
            let expected = String(format: "#%02X%02X%02X", c.r, c.g, c.b) + (c.a == 255 ? "" : String(format: "%02X", c.a))
            #expect(colour.treeText == expected)
            // What `print` shows is SwiftUI's form: always with the opacity.
            #expect(colour.description == String(format: "#%02X%02X%02X%02X", c.r, c.g, c.b, c.a))
        }
        #expect(Color(red: 0, green: 0.5, blue: 1, opacity: 0.5).treeText == "#0080FF80")
    }
}
