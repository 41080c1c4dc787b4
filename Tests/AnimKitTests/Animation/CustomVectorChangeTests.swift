import Foundation
import Testing
@testable import AnimKit

/// A custom `VectorArithmetic` whose `magnitudeSquared` says nothing about its size (a constant, as real code writes
/// it when only interpolation matters): a change is a value that differs, and a timing curve ends at its duration.
@Suite struct CustomVectorChangeTests {
    /// Seconds on a dial, with a magnitude of 1 whatever the value.
    nonisolated struct Dial: VectorArithmetic {
        var seconds: Double
        static var zero: Dial { Dial(seconds: 0) }
        static func + (a: Dial, b: Dial) -> Dial { Dial(seconds: a.seconds + b.seconds) }
        static func - (a: Dial, b: Dial) -> Dial { Dial(seconds: a.seconds - b.seconds) }
        mutating func scale(by rhs: Double) { seconds *= rhs }
        var magnitudeSquared: Double { 1 }
    }

    nonisolated struct Hand: Shape {
        var dial: Dial
        var animatableData: Dial {
            get { dial }
            set { dial = newValue }
        }
        func path(in rect: CGRect) -> Path { Path(CGRect(x: dial.seconds, y: 0, width: 2, height: 10)) }
    }

    nonisolated struct Face: View {
        @State private var dial = Dial(seconds: 10)
        @available(*, deprecated, message: "uses the deprecated animation(_:) on purpose: a change with no value to watch")
        var body: some View {
            VStack {
                Hand(dial: dial).fill(.blue).frame(width: 200, height: 10).animation(.easeInOut(duration: 2))
                Text("t \(Int(dial.seconds))")
                Button("Go") { dial = Dial(seconds: 70) }
            }
        }
    }

    static func clip(duration: Double? = nil) -> Clip {
        Clip("dial", size: CGSize(width: 300, height: 200), duration: duration) { Face() } script: { Tap("Go", at: 0.5) }
    }

    @Test func aTimingCurveEndsAtItsDurationWhateverTheMagnitudeSays() throws {
        // The tap at 0.5 s, two seconds of ease-in-out, half a second of hold.
        let loop = try FrameLoop(clip: Self.clip())
        #expect(abs(loop.clock.duration - 3.0) < 0.05, "\(loop.clock.duration)")
    }

    @Test func theHandMovesAlongTheCurveAndStops() throws {
        let loop = try FrameLoop(clip: Self.clip(duration: 3))
        func x(at t: Double) throws -> Double? {
            let text = try loop.displayList(at: t).description
            guard let r = text.range(of: "fill path M ") else { return nil }
            // The 200-point frame sits 50 points in from the 300-point canvas's edge.
            return Double(text[r.upperBound...].prefix { $0.isNumber || $0 == "." || $0 == "-" }).map { $0 - 50 }
        }
        // Half way through an ease-in-out the value is half way: 10 + 60 · 0.5.
        let mid = try #require(try x(at: 1.5))
        #expect(abs(mid - 40) < 1, "\(mid)")
        #expect(try x(at: 2.6) == 70)
        #expect(try x(at: 0.4) == 10)
    }
}
