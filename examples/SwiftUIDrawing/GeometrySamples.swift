import AnimKit

/// A carousel whose cards read their own position: the picture inside each card drifts against the card
/// (parallax) and the card turns away as it leaves the middle.
struct ParallaxCarouselDemo: View {
    @State private var page = 0
    private let palettes: [[Color]] = [[.orange, .pink], [.teal, .blue], [.purple, .indigo], [.green, .mint]]
    private let symbols = ["star.fill", "heart.fill", "checkmark", "hand.wave.fill"]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(0..<4, id: \.self) { i in
                GeometryReader { proxy in
                    let distance = proxy.frame(in: .named("carousel")).midX - 195
                    ZStack {
                        LinearGradient(colors: palettes[i], startPoint: .topLeading, endPoint: .bottomTrailing)
                            .frame(width: 240)
                            .offset(x: -distance * 0.4)
                        Image(systemName: symbols[i])
                            .font(.largeTitle)
                            .foregroundStyle(.white)
                            .offset(x: -distance * 0.2)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .clipShape(.rect(cornerRadius: 18))
                    .rotation3DEffect(.degrees(Double(-distance) / 6), axis: (x: 0, y: 1, z: 0))
                }
                .frame(width: 160, height: 180)
            }
        }
        .padding(.leading, 115 - CGFloat(page) * 176)
        .frame(width: 390, alignment: .leading)
        .coordinateSpace(.named("carousel"))
        .onTapGesture { withAnimation(.spring(duration: 0.7)) { page = (page + 1) % 4 } }
    }
}

extension Examples {
    /// `geometry-parallax`: `GeometryReader` frames in a named coordinate space drive offsets and 3D turns.
    public static let geometryParallax = Clip("geometry-parallax", description: "A carousel whose cards read their position with GeometryReader: parallax pictures and cards that turn away",
                                              notice: "Each tap (0.3 s and 1.3 s) moves the row one card to the left with a spring; the middle card faces you while its neighbours turn away in perspective, and inside each card the picture moves slower than the card (parallax), all following the same spring.",
                                              size: CGSize(width: 390, height: 240), duration: 2.4) {
        ParallaxCarouselDemo()
    } script: {
        Tap(at: CGPoint(x: 195, y: 120), at: 0.3)
        Tap(at: CGPoint(x: 195, y: 120), at: 1.3)
    }
}
