import AnimKit
import Testing

// This file imports only AnimKit (as a view file that said `import SwiftUI` would): Foundation's timer API is
// reached through AnimKit, whose clip-clock overloads shadow it.

/// Foundation timers fire on the clip's virtual clock: a ring driven by `Timer.scheduledTimer` fills, a timer
/// added to the run loop ticks, and `invalidate()` stops a timer.
@Suite struct ClipTimerTests {
    /// A main-actor view, as in SwiftUI: the timer blocks are `@Sendable` (as Foundation's), so they say that they
    /// run on the main actor, as Swift 6 code on iOS does; in a clip they run on the clip's main actor.
    struct Ring: View {
        @State private var progress = 0.0
        @State private var ticks = 0
        var body: some View {
            VStack {
                Text("progress \(Int((progress * 100).rounded())) %")
                Text("ticks \(ticks)")
            }
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
                    let full = MainActor.assumeIsolated {
                        progress += 0.05
                        return progress >= 0.5 - 1e-9
                    }
                    if full { timer.invalidate() }
                }
                let ticker = Timer(timeInterval: 0.25, repeats: true) { _ in MainActor.assumeIsolated { ticks += 1 } }
                RunLoop.main.add(ticker, forMode: .common)
                Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in MainActor.assumeIsolated { ticks += 100 } }
            }
        }
    }

    private func labels(at t: Double) throws -> [String] {
        let clip = Clip("timers", size: CGSize(width: 300, height: 200), duration: 3) { Ring() }
        return try clip.snapshot(at: t).views(ofType: "Text").compactMap(\.label)
    }

    @Test func timersFireOnTheClipsClock() throws {
        // 0.55 s: five 0.1 s ticks of the ring (5 %·5), two of the ticker (0.25, 0.5), the one-shot at 0.3.
        let early = try labels(at: 0.55)
        #expect(early == ["progress 25 %", "ticks 102"], "\(early)")
        // 2 s: the ring stopped itself at 50 %; the ticker ticked 8 times; the one-shot fired once.
        let late = try labels(at: 2.0)
        #expect(late == ["progress 50 %", "ticks 108"], "\(late)")
    }
}
