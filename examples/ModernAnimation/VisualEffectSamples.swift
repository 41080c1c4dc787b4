import AnimKit

/// A strip of cards sliding past the centre: each shrinks, tilts and fades with its distance from the middle,
/// computed by `visualEffect` from where the card is drawn.
struct CoverFlowDemo: View {
    @State private var page = 0
    private let colors: [Color] = [.red, .orange, .yellow, .green, .mint, .blue, .indigo, .purple]

    var body: some View {
        ZStack {
            HStack(spacing: 16) {
                ForEach(colors.indices, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 14)
                        .fill(colors[i].gradient)
                        .frame(width: 90, height: 120)
                        .overlay(Text("\(i + 1)").font(.title.bold()).foregroundStyle(.white))
                        .visualEffect { content, proxy in
                            let distance = (proxy.frame(in: .global).midX - 180) / 180
                            return content
                                .scaleEffect(1 - 0.3 * min(1, abs(distance)))
                                .rotationEffect(.degrees(distance * 12))
                                .opacity(1 - 0.6 * min(1, abs(distance)))
                        }
                }
            }
            .fixedSize()
            .position(x: 180 + 3.5 * 106 - CGFloat(page) * 106, y: 100)
        }
        .frame(width: 360, height: 200)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.smooth(duration: 0.7)) { page = page < 5 ? page + 2 : 0 } }
    }
}

extension Examples {
    /// `visual-effect`: `visualEffect { content, proxy in … }` driven by each card's position.
    public static let visualEffect = Clip("visual-effect", description: "Cards that shrink, tilt and fade with their distance from the centre as the strip slides",
                                          notice: "Each tap (0.3, 1.3, 2.3 s) slides the strip two cards on; no card animates its own effect — every frame, visualEffect reads where the card is drawn and scales it (to 0.7 at 180 points from the centre), turns it (12° per 180 points) and fades it, so the card in the middle is always full size and upright.",
                                          size: CGSize(width: 360, height: 200), duration: 3.2) {
        CoverFlowDemo()
    } script: {
        Tap(at: CGPoint(x: 180, y: 100), at: 0.3)
        Tap(at: CGPoint(x: 180, y: 100), at: 1.3)
        Tap(at: CGPoint(x: 180, y: 100), at: 2.3)
    }
}
