import Foundation
import Testing
@testable import AnimKit

/// Every write carries the transaction it was made in, as in SwiftUI, whose graph host applies the writes of
/// one event in one update per transaction: two `withAnimation` blocks in one action are two animations, and a
/// plain write next to an animated one changes at once.
@Suite struct TransactionPerWriteTests {
    /// Two squares moved by one action in two transactions.
    nonisolated struct TwoStep: View {
        enum Step { case delayed, plainAfter, plainBefore, binding }
        let step: Step
        @State private var a: CGFloat = 0
        @State private var b: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).offset(x: a).accessibilityIdentifier("a")
                Color.blue.frame(width: 10, height: 10).offset(x: b).accessibilityIdentifier("b")
                Button("Go") { go() }
            }
            .frame(width: 300, height: 100, alignment: .topLeading)
        }

        func go() {
            switch step {
            case .delayed:
                withAnimation(.linear(duration: 0.5)) { a = 150 }
                withAnimation(.linear(duration: 0.5).delay(0.5)) { b = 150 }
            case .plainAfter:
                withAnimation(.linear(duration: 1)) { a = 100 }
                b = 100
            case .plainBefore:
                b = 100
                withAnimation(.linear(duration: 1)) { a = 100 }
            case .binding:
                $b.animation(.linear(duration: 2)).wrappedValue = 100
                withAnimation(.linear(duration: 1)) { a = 100 }
            }
        }
    }

    /// The x offsets of the two squares at `times` (the action runs at 1 s).
    func offsets(_ step: TwoStep.Step, at times: [Double]) throws -> [(a: Double, b: Double)] {
        let clip = Clip("two-step", size: CGSize(width: 300, height: 100), duration: 3, content: { TwoStep(step: step) },
                        script: { Tap("Go", at: 1) })
        let rest = try #require(try clip.snapshot(at: 0.5).view(identifier: "a")).frame.minX
        return try clip.snapshots(at: times).map { shot in
            let a = try #require(shot.view(identifier: "a")).frame.minX - rest
            let b = try #require(shot.view(identifier: "b")).frame.minX - rest
            return (Double(a), Double(b))
        }
    }

    @Test func twoWithAnimationBlocksInOneActionAnimateEachWithItsOwnAnimation() throws {
        let x = try offsets(.delayed, at: [1.25, 1.5, 1.75, 2.0])
        // a: linear 0.5 s from 1 s; b: the same after a 0.5 s delay.
        #expect(abs(x[0].a - 75) < 0.5 && abs(x[0].b) < 0.5, "\(x[0])")
        #expect(abs(x[1].a - 150) < 0.5 && abs(x[1].b) < 0.5, "\(x[1])")
        #expect(abs(x[2].a - 150) < 0.5 && abs(x[2].b - 75) < 0.5, "\(x[2])")
        #expect(abs(x[3].b - 150) < 0.5, "\(x[3])")
    }

    @Test func aPlainWriteAfterAnAnimatedOneChangesAtOnce() throws {
        let x = try offsets(.plainAfter, at: [1.25, 1.5])
        #expect(abs(x[0].a - 25) < 0.5 && abs(x[0].b - 100) < 0.5, "\(x[0])")
        #expect(abs(x[1].a - 50) < 0.5 && abs(x[1].b - 100) < 0.5, "\(x[1])")
    }

    @Test func aPlainWriteBeforeAnAnimatedOneChangesAtOnce() throws {
        let x = try offsets(.plainBefore, at: [1.25, 1.5])
        #expect(abs(x[0].a - 25) < 0.5 && abs(x[0].b - 100) < 0.5, "\(x[0])")
        #expect(abs(x[1].a - 50) < 0.5 && abs(x[1].b - 100) < 0.5, "\(x[1])")
    }

    @Test func aBindingsAnimationIsItsWritesOwn() throws {
        let x = try offsets(.binding, at: [1.5, 2.0])
        // b: linear 2 s through the binding; a: linear 1 s.
        #expect(abs(x[0].a - 50) < 0.5 && abs(x[0].b - 25) < 0.5, "\(x[0])")
        #expect(abs(x[1].a - 100) < 0.5 && abs(x[1].b - 50) < 0.5, "\(x[1])")
    }

    /// The value an action reads back is the one it wrote; a body evaluated for an earlier transaction's update
    /// still sees the value from before the later write.
    nonisolated struct ReadBack: View {
        @State private var n = 0
        @State private var m = 0
        @State private var seen = -1
        var body: some View {
            VStack {
                Text("n=\(n) m=\(m) seen=\(seen)")
                Button("Go") {
                    withAnimation(.linear(duration: 1)) { n = 1 }
                    m = n + 1
                    seen = m
                }
            }
        }
    }

    @Test func actionsReadBackWhatTheyWrote() throws {
        let clip = Clip("read-back", size: CGSize(width: 300, height: 100), duration: 2, content: { ReadBack() },
                        script: { Tap("Go", at: 0.5) })
        #expect(try clip.snapshot(at: 1).views(ofType: "Text").first?.label == "n=1 m=2 seen=2")
    }

    /// Writes in one block to one value keep only the last, and an `onChange` reacting to an animated write
    /// writes outside that transaction (SwiftUI runs the action after the update, with no animation).
    nonisolated struct Follower: View {
        @State private var a: CGFloat = 0
        @State private var b: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10).offset(x: a).accessibilityIdentifier("a")
                Color.blue.frame(width: 10, height: 10).offset(x: b).accessibilityIdentifier("b")
                Button("Go") { withAnimation(.linear(duration: 1)) { a = 300; a = 100 } }
            }
            .frame(width: 300, height: 100, alignment: .topLeading)
            .onChange(of: a) { b = a }
        }
    }

    @Test func onChangeWritesAreTheirOwnPlainTransaction() throws {
        let clip = Clip("follower", size: CGSize(width: 300, height: 100), duration: 3, content: { Follower() },
                        script: { Tap("Go", at: 1) })
        let rest = try #require(try clip.snapshot(at: 0.5).view(identifier: "a")).frame.minX
        let shot = try clip.snapshot(at: 1.5)
        let a = try #require(shot.view(identifier: "a")).frame.minX - rest
        let b = try #require(shot.view(identifier: "b")).frame.minX - rest
        #expect(abs(a - 50) < 0.5 && abs(b - 100) < 0.5, "a \(a), b \(b)")
    }

    /// What the views of `Counting` did.
    final class Log: @unchecked Sendable {
        var bodies = 0
        var changes: [Int] = []
    }

    /// Five rows that count themselves as they appear, and an `onChange` of the count.
    nonisolated struct Counting: View {
        let log: Log
        @State private var appeared = 0
        var body: some View {
            log.bodies += 1
            return VStack {
                Text("\(appeared)")
                ForEach(0..<5, id: \.self) { i in
                    Text("Row \(i)").onAppear { appeared += 1 }
                }
            }
            .onChange(of: appeared) { _, new in log.changes.append(new) }
        }
    }

    /// SwiftUI runs the actions an update queued (every `onAppear`, `onChange`) together, and their plain writes
    /// are one transaction: the five rows' counts make one update, seen by `onChange` once.
    @Test func theActionsOfOneUpdateMakeOneUpdate() throws {
        let log = Log()
        let shot = try Clip("counting", size: CGSize(width: 200, height: 300), duration: 1, content: { Counting(log: log) })
            .snapshot(at: 0.5)
        #expect(shot.views.contains { $0.label == "5" })
        #expect(log.bodies == 2, "the mount and one update, not one per row")
        #expect(log.changes == [5])
    }
}
