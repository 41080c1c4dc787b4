import AnimKit

/// A 3 × 3 mesh gradient whose middle point and colours move when tapped, as iOS 18 samples animate one.
struct MeshGradientDemo: View {
    @State private var shifted = false

    var body: some View {
        MeshGradient(width: 3, height: 3, points: [
            [0, 0], [0.5, 0], [1, 0],
            [0, 0.5], shifted ? [0.8, 0.25] : [0.3, 0.6], [1, 0.5],
            [0, 1], [0.5, 1], [1, 1],
        ], colors: [
            .red, .purple, .indigo,
            .orange, shifted ? .cyan : .white, .blue,
            .yellow, .green, shifted ? .pink : .mint,
        ])
        .clipShape(RoundedRectangle(cornerRadius: 24))
        .padding(20)
        .onTapGesture { withAnimation(.easeInOut(duration: 1.2)) { shifted.toggle() } }
    }
}

extension Examples {
    /// `mesh-gradient`: `MeshGradient` with animated points and colours.
    public static let meshGradient = Clip("mesh-gradient", description: "A 3×3 MeshGradient whose middle point and colours animate when tapped",
                                          notice: "At 0.5 s the tap moves the middle point from (0.3, 0.6) to (0.8, 0.25) and turns it from white to cyan over 1.2 s (ease in-out): the cells bend around it as it travels, and the bottom-trailing corner turns from mint to pink at the same pace.",
                                          size: CGSize(width: 320, height: 320), duration: 2.2) {
        MeshGradientDemo()
    } script: {
        Tap(at: CGPoint(x: 160, y: 160), at: 0.5)
    }
}
