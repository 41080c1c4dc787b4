import AnimKit

/// A download button whose status swaps with `.blurReplace`, in three control sizes, with a large spinner.
struct BlurReplaceDemo: View {
    @State private var state = 0
    private let titles = ["Download", "Downloading…", "Open"]
    private let icons = ["arrow.down.circle", "hourglass", "checkmark.circle.fill"]

    var body: some View {
        VStack(spacing: 18) {
            Label(titles[state], systemImage: icons[state])
                .font(.title2.bold())
                .id(state)
                .transition(.blurReplace)
            if state == 1 {
                AnimKit.ProgressView().controlSize(.large)   // (another sample in this module declares a ProgressView)
                    .transition(.blurReplace(.upUp))
            }
            HStack(spacing: 12) {
                Button("Small") { advance() }.buttonStyle(.bordered).controlSize(.small)
                Button("Regular") { advance() }.buttonStyle(.bordered)
            }
            Button("Next step") { advance() }
                .buttonStyle(.borderedProminent)
                .controlSize(.large)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }

    private func advance() {
        withAnimation(.smooth(duration: 0.6)) { state = (state + 1) % 3 }
    }
}

extension Examples {
    /// `blur-replace`: `.blurReplace` transitions and `controlSize`.
    public static let blurReplace = Clip("blur-replace", description: "A status that swaps with .blurReplace, buttons in three control sizes, a large spinner",
                                         notice: "Each tap swaps the status: the old label blurs, fades and shrinks to 0.9 while the new one grows from 0.9 out of a blur; the spinner leaves with .upUp, growing to 1.1 as it fades. The buttons are 28, 34 and 50 points tall (small, regular, large), and the large spinner is 37 points across.",
                                         size: CGSize(width: 340, height: 320), duration: 3.2) {
        BlurReplaceDemo()
    } script: {
        Tap("Next step", at: 0.5)
        Tap("Regular", at: 1.7)
    }
}
