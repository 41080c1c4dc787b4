import AnimKit

/// A card flipped by a `GeometryEffect` that tells its view which side shows, as a well-known tutorial writes
/// it: the effect reports `flipped` into a binding on every frame through `DispatchQueue.main.async`, and the
/// view swaps its face when the card is edge-on.
struct FlipEffectDemo: View {
    @State private var flipped = false
    @State private var angle = 0.0

    var body: some View {
        ZStack {
            if flipped {
                FaceCard(title: "Back", color: .teal)
            } else {
                FaceCard(title: "Front", color: .orange)
            }
        }
        .modifier(FlipEffect(flipped: $flipped, angle: angle, axis: (x: 1, y: 1)))
        .onTapGesture { withAnimation(.easeInOut(duration: 1)) { angle += 180 } }
    }
}

/// One face of the card.
struct FaceCard: View {
    let title: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(color)
            .frame(width: 160, height: 110)
            .overlay(Text(title).font(.title2.bold()).foregroundStyle(.white))
    }
}

/// Turns the view about a diagonal axis in perspective, and reports when it shows its back.
struct FlipEffect: GeometryEffect {
    @Binding var flipped: Bool
    var angle: Double
    let axis: (x: CGFloat, y: CGFloat)

    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        // The same value is written on most frames: equal writes change nothing.
        DispatchQueue.main.async { self.flipped = self.angle >= 90 && self.angle < 270 }
        let tweaked = flipped ? -180 + angle : angle
        let a = CGFloat(Angle(degrees: tweaked).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, a, axis.x, axis.y, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2, -size.height / 2, 0)
        let affine = ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2))
        return ProjectionTransform(transform3d).concatenating(affine)
    }
}

extension Examples {
    /// `flip-effect`: a GeometryEffect that writes state from every frame.
    public static let flipEffect = Clip("flip-effect", description: "A GeometryEffect flips a card and tells the view, on every frame, which side shows",
                                        notice: "After the tap at 0.3 s the orange front turns about the diagonal in perspective; edge-on half way (0.8 s) it becomes the teal back, drawn the right way round, and the turn carries on to rest flat at 1.3 s. The effect writes the same side on most frames: the clip neither stalls nor stops with a runaway error.",
                                        size: CGSize(width: 320, height: 240), duration: 1.8) {
        FlipEffectDemo()
    } script: {
        Tap(at: CGPoint(x: 160, y: 120), at: 0.3)
    }
}
