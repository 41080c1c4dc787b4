import AnimKit

/// A progress ring driven by a Foundation timer started in `onAppear`, as countdown and download samples write
/// it; the timer stops itself when the ring is full.
struct TimerRingDemo: View {
    @State private var progress = 0.0

    var body: some View {
        ZStack {
            Circle().stroke(.gray.opacity(0.2), lineWidth: 14)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.green, style: StrokeStyle(lineWidth: 14, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .animation(.linear(duration: 0.1), value: progress)
            Text("\(Int((progress * 100).rounded())) %")
                .font(.title.monospacedDigit().bold())
        }
        .frame(width: 150, height: 150)
        .onAppear {
            Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
                // The block is @Sendable (as Foundation's); it runs on the main actor, and says so.
                let full = MainActor.assumeIsolated {
                    progress = min(1, progress + 0.04)
                    return progress >= 1
                }
                if full { timer.invalidate() }
            }
        }
    }
}

extension Examples {
    /// `timer-ring`: a ring filled by `Timer.scheduledTimer` on the clip's clock.
    public static let timerRing = Clip("timer-ring", description: "A progress ring filled by Timer.scheduledTimer(withTimeInterval:repeats:block:) from onAppear",
                                       notice: "Every 0.1 s the timer adds 4 %: the green ring grows smoothly (each step animated linearly over the 0.1 s) and the label counts 4 %, 8 %, … to 100 % at 2.5 s, where the timer invalidates itself and the ring stays closed.",
                                       size: CGSize(width: 260, height: 220), duration: 3.0) {
        TimerRingDemo()
    }
}
