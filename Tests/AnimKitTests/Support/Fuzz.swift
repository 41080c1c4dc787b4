import Foundation
import PropertyBased
import Testing

/// The adversarial suite's runner: swift-property-based's generators driven by a fixed seed, so CI is
/// repeatable, with a bounded budget; `ANIMKIT_FUZZ_BUDGET=N` runs N cases per property and
/// `ANIMKIT_FUZZ_SEED=a,b,c,d` another seed. A failing case names its index and value: make it a named test.
///
///     try Fuzz.check("frames", Fuzz.geometry.array(of: 2)) { values in … }
enum Fuzz {
    /// Cases per property (the CI default unless `ANIMKIT_FUZZ_BUDGET` says otherwise).
    static func budget(_ ci: Int) -> Int {
        ProcessInfo.processInfo.environment["ANIMKIT_FUZZ_BUDGET"].flatMap(Int.init).map { max(1, $0) } ?? ci
    }

    /// The seed: fixed, unless `ANIMKIT_FUZZ_SEED` gives four comma-separated numbers.
    static var seed: (UInt64, UInt64, UInt64, UInt64) {
        let parts = (ProcessInfo.processInfo.environment["ANIMKIT_FUZZ_SEED"] ?? "").split(separator: ",").compactMap { UInt64($0) }
        return parts.count == 4 ? (parts[0], parts[1], parts[2], parts[3]) : (0x616E_696D_6B69_7433, 0x3320_7265_7669_6577, 0x6E65_7665_7220_746F, 0x7563_6820_7768_6174)
    }

    /// Runs `body` on `count` values of `generator` (`budget(count)` of them); an error thrown by a case is
    /// recorded with its index and value, and the other cases still run.
    static func check<Value, S: Sequence>(_ name: String, _ generator: Generator<Value, S>, count: Int,
                                          sourceLocation: SourceLocation = #_sourceLocation,
                                          _ body: (Value) throws -> Void) {
        var rng = Xoshiro(seed: seed)
        for index in 0..<budget(count) {
            let value = generator.run(using: &rng)
            do { try body(value) } catch {
                Issue.record("\(name) case \(index) (\(value)): \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Numbers a careless clip gives: NaN, ±∞, the largest and smallest doubles, negatives, zero, and ordinary
    /// values, about half of each.
    static let absurd: [Double] = [.nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude, -0.0, 0,
                                   -1, -250, 1e-300, 1e9, 1e12, .leastNonzeroMagnitude]

    /// A number for geometry: absurd or ordinary.
    static let number = Generator<Double, Shrink.None<Double>> { rng in
        Bool.random(using: &rng) ? absurd.randomElement(using: &rng)! : Double.random(in: -400...400, using: &rng)
    }

    /// A number, or nil (an optional parameter left out).
    static let optionalNumber = Generator<Double?, Shrink.None<Double?>> { rng in
        Int.random(in: 0..<4, using: &rng) == 0 ? nil : number.run(using: &rng)
    }
}
