import AnimKit

/// A score that rolls its digits, a countdown that rolls down, and a label that cross-fades.
struct NumericTextDemo: View {
    @State private var score = 96
    @State private var remaining = 10
    @State private var status = "Ready"

    var body: some View {
        VStack(spacing: 18) {
            Text("\(score)")
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .monospacedDigit()
                .contentTransition(.numericText(value: Double(score)))
            HStack(spacing: 24) {
                Text("0:\(remaining < 10 ? "0" : "")\(remaining)")
                    .font(.system(size: 30, weight: .semibold))
                    .monospacedDigit()
                    .contentTransition(.numericText(countsDown: true))
                Text(status)
                    .font(.title3)
                    .foregroundStyle(.secondary)
            }
        }
        .onAppear { step(0) }
    }

    /// Adds points and counts down every 0.6 s, with a spring, four times.
    private func step(_ n: Int) {
        guard n < 4 else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            withAnimation(.spring(duration: 0.5)) {
                score += n == 1 ? 7 : 2
                remaining -= 1
                status = n % 2 == 0 ? "Scoring" : "Ready"
            }
            step(n + 1)
        }
    }
}

extension Examples {
    /// `numeric-text`: `contentTransition(.numericText(value:))`, `.numericText(countsDown:)` and the default cross-fade.
    public static let numericText = Clip("numeric-text", description: "A score whose changed digits roll up, a countdown rolling down, and a label cross-fading",
                                         notice: "Every 0.6 s the score grows (96 → 98 → 105 → 107 → 109): only the digits that change roll up, blurring and fading, while the unchanged ones stay put (monospacedDigit keeps the width); the countdown's digits roll down; the grey label simply cross-fades, text's default content transition.",
                                         size: CGSize(width: 320, height: 200), duration: 3.2) {
        NumericTextDemo()
    }
}
