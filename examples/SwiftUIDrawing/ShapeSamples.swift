import AnimKit

/// A loading spinner and a progress ring, the two `trim` idioms of tutorial code.
struct TrimSpinnerDemo: View {
    @State private var spinning = false
    @State private var progress: CGFloat = 0.1

    var body: some View {
        HStack(spacing: 48) {
            Circle()
                .trim(from: 0, to: 0.7)
                .stroke(.blue, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .frame(width: 80, height: 80)
                .rotationEffect(.degrees(spinning ? 360 : 0))
                .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
            ZStack {
                Circle().stroke(Color.gray.opacity(0.2), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%").font(.headline)
            }
            .frame(width: 100, height: 100)
            .onTapGesture { withAnimation(.easeInOut(duration: 1.2)) { progress = 0.85 } }
        }
        .onAppear { spinning = true }
    }
}

/// Marching ants around a selection, a dashed border drawn inside its frame, and uneven corners.
struct MarchingAntsDemo: View {
    @State private var phase: CGFloat = 0

    var body: some View {
        VStack(spacing: 24) {
            RoundedRectangle(cornerRadius: 12)
                .stroke(style: StrokeStyle(lineWidth: 2, dash: [8, 6], dashPhase: phase))
                .foregroundStyle(.black)
                .frame(width: 220, height: 70)
                .overlay(Text("Selection").font(.headline))
            HStack(spacing: 24) {
                Circle().strokeBorder(.orange, style: StrokeStyle(lineWidth: 6, dash: [2, 6]))
                    .frame(width: 70, height: 70)
                UnevenRoundedRectangle(topLeadingRadius: 28, bottomTrailingRadius: 28)
                    .fill(.purple)
                    .frame(width: 90, height: 70)
                Text("New")
                    .foregroundStyle(.white)
                    .padding(.horizontal, 14).padding(.vertical, 6)
                    .background(.blue, in: .capsule)
            }
        }
        .onAppear {
            withAnimation(.linear(duration: 0.7).repeatForever(autoreverses: false)) { phase = -14 }
        }
    }
}

extension Examples {
    /// `trim-spinner`: `Circle().trim(from:to:)` as a spinner and as a progress ring.
    public static let trimSpinner = Clip("trim-spinner", description: "A trimmed circle spinning forever, and a progress ring that fills when tapped",
                                         notice: "The spinner's gap stays the same while it turns once a second; the ring starts at 12 o'clock (rotated −90°) and its green arc grows along the circle from 10 % to 85 % after the tap at 0.5 s, its round caps following the end.",
                                         size: CGSize(width: 390, height: 200), duration: 2.5) {
        TrimSpinnerDemo()
    } script: {
        Tap(at: CGPoint(x: 256, y: 100), at: 0.5)
    }

    /// `marching-ants`: an animated `dashPhase`, `strokeBorder`, `UnevenRoundedRectangle`, `.background(_:in: .capsule)`.
    public static let marchingAnts = Clip("marching-ants", description: "A dashed selection border whose dash phase animates forever, beside drawn shapes",
                                          notice: "The dashes march round the rounded rectangle without a jump at the loop (one period, 14 pt, every 0.7 s); the dotted ring stays inside its frame; the purple shape has only two rounded corners; the capsule sits behind the label.",
                                          size: CGSize(width: 390, height: 240), duration: 1.4) {
        MarchingAntsDemo()
    }

    /// SwiftUI's drawing vocabulary as users' code writes it.
    public static var swiftUIDrawing: [Clip] { [trimSpinner, marchingAnts, gradientStyles, conicRing, symbolVariants, colorEffects, flipCard, geometrySkew, geometryParallax, canvasParticles] }
}
