import AnimKit

/// `implicit-animation` (Fatbobman, "What is implicit animation"): verbatim except the namespace.
enum ImplicitAnimationSample {
    struct ImplicitAnimationDemo: View {
        @State private var isActive = false
        var body: some View {
            VStack {
                Text("Hello")
                    .font(.largeTitle)
                    .offset(x: isActive ? 200 : 0)
                    .transactionMonitor("inner")
                    .animation(.smooth, value: isActive)
                    .transactionMonitor("outer")

                Text("World")
                    .transactionMonitor("world")

                Toggle("Active", isOn: $isActive)
                    .padding()
            }
            .transactionMonitor("VStack")
            .animation(.linear, value: isActive)
        }
    }
}

extension Examples {
    /// `implicit-animation`: "Hello" slides right with `.smooth`, the toggle's knob moves with `.linear`.
    public static let implicitAnimation = Clip(
        "implicit-animation", description: "Two .animation(_:value:) modifiers: the inner one wins for its subtree",
        notice: "At 0.5 s \"Hello\" slides 200 points right with `.smooth` (no overshoot) while the toggle's knob moves with `.linear` and arrives 0.35 s later: the inner `.animation` wins for its subtree. \"World\" never moves. `animrender log implicit-animation` prints the transactions the monitors saw.",
        size: CGSize(width: 400, height: 300)
    ) {
        ImplicitAnimationSample.ImplicitAnimationDemo()
    } script: {
        tapTwice("Active")
    }
}
