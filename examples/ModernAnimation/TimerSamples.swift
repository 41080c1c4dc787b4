import AnimKit

/// A metronome driven by a timer publisher: each tick swings the arm to the other side with a spring and
/// flashes the beat dot.
struct MetronomeDemo: View {
    let timer = Timer.publish(every: 0.6, on: .main, in: .common).autoconnect()
    @State private var beats = 0

    var body: some View {
        VStack(spacing: 18) {
            ZStack(alignment: .bottom) {
                Capsule().fill(Color(white: 0.3)).frame(width: 6, height: 110)
                    .overlay(alignment: .top) { Circle().fill(.orange).frame(width: 22, height: 22) }
                    .rotationEffect(.degrees(beats % 2 == 0 ? -28 : 28), anchor: .bottom)
                RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.85)).frame(width: 90, height: 18)
            }
            HStack(spacing: 10) {
                ForEach(0..<4) { i in
                    Circle().fill(beats % 4 == i ? Color.orange : Color(white: 0.85)).frame(width: 14, height: 14)
                        .scaleEffect(beats % 4 == i ? 1.3 : 1)
                }
            }
            Text("beat \(beats)").font(.caption.monospacedDigit()).foregroundStyle(.secondary)
                .contentTransition(.numericText(value: Double(beats)))
        }
        .onReceive(timer) { _ in
            withAnimation(.spring(duration: 0.45, bounce: 0.25)) { beats += 1 }
        }
    }
}

extension Examples {
    /// `timer-metronome`: `Timer.publish(every:on:in:).autoconnect()` received with `onReceive`.
    public static let timerMetronome = Clip("timer-metronome", description: "A metronome whose arm swings on each tick of a timer publisher",
                                            notice: "The timer ticks every 0.6 s of clip time from the moment the view appears (0.6, 1.2, 1.8 … s): each tick arrives as its own state change, so the withAnimation in onReceive swings the arm with a spring, moves the lit beat dot and rolls the beat number at exactly those instants on every render.",
                                            size: CGSize(width: 260, height: 240), duration: 3) {
        MetronomeDemo()
    }
}
