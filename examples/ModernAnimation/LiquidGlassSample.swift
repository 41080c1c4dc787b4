import AnimKit

/// A tool palette on Liquid Glass: tools that grow out of the pencil's glass, glass buttons, a tinted card.
struct LiquidGlassDemo: View {
    @State private var isExpanded = false
    @Namespace private var tools

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 28) {
                Text("Liquid Glass")
                    .font(.title2.bold())
                    .padding(.horizontal, 20)
                    .padding(.vertical, 12)
                    .glassEffect(.regular.tint(.white.opacity(0.3)), in: .rect(cornerRadius: 16))
                GlassEffectContainer(spacing: 30) {
                    HStack(spacing: 36) {
                        tool("pencil", id: "pencil")
                        if isExpanded {
                            tool("highlighter", id: "highlighter")
                            tool("paintbrush.fill", id: "brush")
                        }
                    }
                }
                .frame(height: 70)
                HStack(spacing: 16) {
                    Button(isExpanded ? "Fewer" : "More tools") {
                        withAnimation(.bouncy(duration: 0.6)) { isExpanded.toggle() }
                    }
                    .buttonStyle(.glassProminent)
                    Button("Undo") {}
                        .buttonStyle(.glass)
                }
            }
        }
    }

    private func tool(_ symbol: String, id: String) -> some View {
        Image(systemName: symbol)
            .font(.system(size: 26))
            .frame(width: 64, height: 64)
            .glassEffect(.regular.interactive())
            .glassEffectID(id, in: tools)
    }
}

extension Examples {
    /// `liquid-glass`: `glassEffect`, `GlassEffectContainer`, `glassEffectID` and the glass button styles.
    public static let liquidGlass = Clip("liquid-glass", description: "A tool palette on Liquid Glass whose new tools grow out of the pencil's glass, with glass buttons",
                                         notice: "The glass blurs the gradient behind it under a light wash, with a bright rim and a soft shadow. On More tools, the highlighter's and the brush's glass grow out of the pencil's and slide to their places on the bouncy spring, joined by necks of glass while they are within the container's 30 points of spacing (at rest they are 36 apart, so they part); on Fewer they flow back into it. The prominent button's glass is tinted blue; the Undo button is plain glass with a dark label.",
                                         size: CGSize(width: 360, height: 320), duration: 3.4) {
        LiquidGlassDemo()
    } script: {
        Tap("More tools", at: 0.5)
        Tap("Fewer", at: 2.0)
    }
}
