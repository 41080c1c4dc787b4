import AnimKit

/// A ring and its percentage driven by one `AnimatableModifier`: the body is evaluated at every frame with
/// the animated value, so the label counts through every number.
struct PercentIndicatorDemo: View {
    @State private var percent: CGFloat = 0

    var body: some View {
        VStack(spacing: 30) {
            Circle()
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 140, height: 140)
                .modifier(PercentageIndicator(pct: percent))
            HStack(spacing: 16) {
                Button("0%") { withAnimation(.easeInOut(duration: 1)) { percent = 0 } }
                Button("27%") { withAnimation(.easeInOut(duration: 1)) { percent = 0.27 } }
                Button("100%") { withAnimation(.easeInOut(duration: 1)) { percent = 1 } }
            }
        }
    }
}

/// The arc and the label of the indicator, from the animated percentage.
struct PercentageIndicator: AnimatableModifier {
    var pct: CGFloat = 0

    var animatableData: CGFloat {
        get { pct }
        set { pct = newValue }
    }

    func body(content: Content) -> some View {
        content
            .overlay(PercentArc(pct: pct).stroke(.red, style: StrokeStyle(lineWidth: 10, lineCap: .round)))
            .overlay(Text("\(Int(pct * 100)) %").font(.largeTitle.bold()).foregroundStyle(.white))
    }
}

/// An arc around the view, from the top, `pct` of the way round.
struct PercentArc: Shape {
    let pct: CGFloat

    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.height / 2 + 12,
                 startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * Double(pct)), clockwise: false)
        return p
    }
}

/// A like button whose heart bounces: the symbol effect moves the symbol of the label, not its title.
struct LikeButtonDemo: View {
    @State private var likes = 0

    var body: some View {
        Button {
            likes += 1
        } label: {
            Label("Like · \(likes)", systemImage: "heart.fill")
                .font(.title2)
        }
        .buttonStyle(.borderedProminent)
        .tint(.pink)
        .symbolEffect(.bounce, value: likes)
    }
}

extension Examples {
    /// `percent-indicator`: text drawn by an `AnimatableModifier` at every frame.
    public static let percentIndicator = Clip("percent-indicator", description: "An AnimatableModifier draws an arc and a percentage label from its animated value",
                                              notice: "After the tap on 100% at 0.4 s the label counts 1 %, 2 %, … up to 100 % while the red arc closes around the circle; each frame shows one number at full strength (no ghost of the previous number fading out), and the tap on 27% at 1.0 s turns the count back from where it is instead of jumping.",
                                              size: CGSize(width: 320, height: 300), duration: 2.4) {
        PercentIndicatorDemo()
    } script: {
        Tap("100%", at: 0.4)
        Tap("27%", at: 1.0)
    }

    /// `like-button`: a symbol effect on a button reaches the symbol of its label only.
    public static let likeButton = Clip("like-button", description: "symbolEffect(.bounce) on a Button whose label is a Label",
                                        notice: "Each tap (0.4 s and 1.2 s) bounces the heart: it squashes towards its bottom edge and springs back past full size, while the \"Like\" title beside it and the pink capsule stay still; the count goes up by one each time.",
                                        size: CGSize(width: 300, height: 140), duration: 2.2) {
        LikeButtonDemo()
    } script: {
        Tap(at: CGPoint(x: 150, y: 70), at: 0.4)
        Tap(at: CGPoint(x: 150, y: 70), at: 1.2)
    }
}
