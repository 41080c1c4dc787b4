import AnimKit

/// Cards whose hue and scale come from where they are in the scroll view, as iOS 17 code writes it with
/// `visualEffect`, on an iPhone screen with a navigation bar.
struct ScrollDrivenDemo: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(0..<14, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(.blue.gradient)
                            .frame(height: 90)
                            .overlay(Text("Card \(i + 1)").font(.headline).foregroundStyle(.white))
                            .visualEffect { content, proxy in
                                let y = proxy.frame(in: .global).minY
                                return content
                                    .hueRotation(.degrees(y / 4))
                                    .scaleEffect(y < 120 ? max(0.8, 1 - (120 - y) / 600) : 1)
                            }
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Scroll effects")
        }
    }
}

extension Examples {
    /// `scroll-visual-effect`: geometry that follows scrolling, and content passing under the bars.
    public static let scrollVisualEffect = Clip(
        "scroll-visual-effect", description: "visualEffect reading proxy.frame(in: .global) in a ScrollView: hue and scale follow the scroll",
        notice: "As the finger drags the cards up from 0.4 s and they glide on, every card's hue turns with its height on the screen (blue low, purple and pink higher up) and cards shrink as they near the top; the cards pass on under the navigation bar and the status bar instead of being cut at the bar's edge.",
        fps: 30, duration: 2.4, device: .iPhone
    ) {
        ScrollDrivenDemo()
    } script: {
        Drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 350), at: 0.4, duration: 0.35)
    }
}
