import AnimKit

/// Gradient fills and a material badge; the glow's radius animates when the card is tapped.
struct GradientStylesDemo: View {
    @State private var lit = false

    var body: some View {
        HStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 20)
                .fill(.blue.gradient)
                .frame(width: 110, height: 150)
                .overlay(alignment: .bottomLeading) {
                    Text("Pro")
                        .font(.headline)
                        .padding(.horizontal, 10).padding(.vertical, 4)
                        .background(.ultraThinMaterial, in: .capsule)
                        .padding(10)
                }
            Circle()
                .fill(RadialGradient(colors: [.yellow, .orange, .red.opacity(0)], center: .center,
                                     startRadius: 0, endRadius: lit ? 70 : 30))
                .frame(width: 140, height: 140)
                .onTapGesture { withAnimation(.easeInOut(duration: 0.8)) { lit.toggle() } }
            Capsule()
                .fill(EllipticalGradient(colors: [.white, .purple], center: .center))
                .frame(width: 60, height: 150)
        }
    }
}

extension Examples {
    /// `gradient-styles`: `Color.gradient`, `RadialGradient`, `EllipticalGradient`, a material badge.
    public static let gradientStyles = Clip("gradient-styles", description: "Gradient fills and a material badge; tapping the sun widens its glow",
                                            notice: "The card is lighter at the top (`.blue.gradient`); the badge's material lets the blue through; after the tap at 0.5 s the sun's radial gradient reaches out smoothly from 30 to 70 pt over 0.8 s; the capsule's gradient is stretched to its tall frame.",
                                            size: CGSize(width: 390, height: 200), duration: 1.5) {
        GradientStylesDemo()
    } script: {
        Tap(at: CGPoint(x: 195, y: 100), at: 0.5)
    }
}
