import Foundation
import Testing
@testable import AnimKit

/// Writing an `Equatable` `@State` (or a binding to it) its current value changes nothing, as in SwiftUI: no body
/// is evaluated again, no `onChange` runs, no animation starts, and an effect that writes the same value on every
/// layout does not loop into the runaway guard.
@Suite struct EqualWriteTests {
    final class Log: @unchecked Sendable { var bodies = 0; var changes = 0 }

    nonisolated struct Counter: View {
        let log: Log
        @State private var n = 0
        var body: some View {
            log.bodies += 1
            return VStack {
                Text("n=\(n)")
                Button("Same") { withAnimation(.linear(duration: 1)) { n = n } }
                Button("Next") { n += 1 }
            }
            .onChange(of: n) { log.changes += 1 }
        }
    }

    @Test func anEqualWriteEvaluatesNoBodyAndRunsNoOnChange() throws {
        let log = Log()
        let clip = Clip("equal", size: CGSize(width: 200, height: 200), duration: 2, content: { Counter(log: log) },
                        script: { Tap("Same", at: 0.5); Tap("Same", at: 0.8); Tap("Next", at: 1.2) })
        let shots = try clip.snapshots(at: [0.4, 1.0, 1.5])
        #expect(shots[1].views(ofType: "Text").first?.label == "n=0")
        #expect(shots[2].views(ofType: "Text").first?.label == "n=1")
        // One body for the mount and one for "Next"; the two equal writes added none. One onChange, for "Next".
        #expect(log.bodies == 2 && log.changes == 1, "bodies \(log.bodies), changes \(log.changes)")
    }

    /// Reports the width it is laid out at into a binding, on every layout.
    nonisolated struct WidthReporter: GeometryEffect {
        @Binding var width: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            width = size.width
            return ProjectionTransform()
        }
    }

    nonisolated struct Measured: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack {
                Color.orange.frame(width: 120, height: 20).modifier(WidthReporter(width: $width))
                Text("w=\(Int(width))")
            }
        }
    }

    @Test func anEffectWritingTheSameValueEveryLayoutSettles() throws {
        let clip = Clip("measured", size: CGSize(width: 200, height: 100), duration: 1) { Measured() }
        let shots = try clip.snapshots(at: [0.2, 0.9])
        #expect(shots.allSatisfy { $0.views(ofType: "Text").first?.label == "w=120" })
    }

    @Test func nonEquatableValuesStillInvalidateOnEveryWrite() {
        struct Opaque { var x = 1 }
        #expect(!StateBox<Opaque>.equal(Opaque(), Opaque()))
        #expect(StateBox<Int>.equal(3, 3) && !StateBox<Double>.equal(.nan, .nan) && !StateBox<String?>.equal("a", nil))
    }
}
