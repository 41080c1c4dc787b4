import AnimKit

/// A like button filling its heart, a bell struck through, weather symbols in each rendering mode and a wifi
/// indicator gaining bars.
struct SymbolVariantsDemo: View {
    @State private var liked = false
    @State private var muted = false
    @State private var bars = 0.0

    var body: some View {
        VStack(spacing: 24) {
            HStack(spacing: 36) {
                Image(systemName: "heart")
                    .symbolVariant(liked ? .fill : .none)
                    .foregroundStyle(liked ? .red : .gray)
                    .scaleEffect(liked ? 1.25 : 1)
                    .animation(.spring(duration: 0.4, bounce: 0.5), value: liked)
                Image(systemName: "bell")
                    .symbolVariant(muted ? .slash.fill : .fill)
                    .foregroundStyle(.orange)
                Image(systemName: "wifi", variableValue: bars)
                    .foregroundStyle(.blue)
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.white, .green)
            }
            .font(.system(size: 44))
            HStack(spacing: 28) {
                Image(systemName: "cloud.sun.rain.fill")
                Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.hierarchical)
                Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.palette).foregroundStyle(.gray, .yellow, .blue)
                Image(systemName: "cloud.sun.rain.fill").symbolRenderingMode(.multicolor)
            }
            .font(.system(size: 40))
            .foregroundStyle(.indigo)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { liked = true }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) { muted = true }
            for step in 1...3 {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.3 * Double(step)) { bars = Double(step) / 3 }
            }
        }
    }
}

extension Examples {
    /// `symbol-variants`: `symbolVariant`, `symbolRenderingMode`, palette `foregroundStyle`, `variableValue`.
    public static let symbolVariants = Clip("symbol-variants", description: "Symbols switching variants and rendering modes: a like, a muted bell, wifi bars, four weather modes",
                                            notice: "At 0.4 s the grey heart becomes heart.fill in red and springs past 1.25× before settling; at 0.8 s the bell gains its slash (a gap is cut either side of the stroke); the wifi arcs light up one by one at 0.3, 0.6 and 0.9 s; the check is white on a green disc (palette). The weather row: one colour, the same at full/half/quarter strength, grey cloud with yellow sun and blue rain, then the symbol's own colours with the indigo foreground elsewhere.",
                                            size: CGSize(width: 390, height: 200), duration: 1.4) {
        SymbolVariantsDemo()
    }
}

/// A progress ring stroked with a conic gradient, a card whose gradient colours animate and a bolt painted with
/// a gradient foreground.
struct ConicRingDemo: View {
    @State private var progress = 0.0
    @State private var warm = false

    var body: some View {
        HStack(spacing: 28) {
            ZStack {
                Circle().stroke(.gray.opacity(0.2), lineWidth: 16)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(AngularGradient(colors: [.blue, .purple, .pink, .orange], center: .center,
                                            startAngle: .zero, endAngle: .degrees(360 * progress)),
                            style: StrokeStyle(lineWidth: 16, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Text("\(Int(progress * 100))%").font(.title2.bold())
            }
            .frame(width: 130, height: 130)
            RoundedRectangle(cornerRadius: 18)
                .fill(LinearGradient(colors: warm ? [.orange, .pink] : [.teal, .blue],
                                     startPoint: warm ? .topLeading : .top, endPoint: warm ? .bottomTrailing : .bottom))
                .frame(width: 90, height: 130)
                .overlay {
                    Image(systemName: "bolt.fill")
                        .font(.system(size: 50))
                        .foregroundStyle(.linearGradient(colors: [.yellow, .white], startPoint: .top, endPoint: .bottom))
                }
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1.2)) { progress = 0.85 }
            withAnimation(.easeInOut(duration: 1).delay(0.3)) { warm = true }
        }
    }
}

extension Examples {
    /// `conic-ring`: `AngularGradient` on a trimmed stroke, gradient colours animating, a gradient foreground.
    public static let conicRing = Clip("conic-ring", description: "A progress ring stroked with an AngularGradient, a card whose gradient colours animate, a gradient-painted bolt",
                                       notice: "The ring fills to 85 % while its conic gradient stretches with it, blue at the start to orange at the rounded tip (the gradient's end angle follows the trim) while the label reads 85% from the first frame, as text does not interpolate; from 0.3 s the card's colours blend from teal/blue to orange/pink in linear light and its axis turns to the diagonal; the bolt is yellow at the top fading to white at the bottom.",
                                       size: CGSize(width: 390, height: 200), duration: 1.6) {
        ConicRingDemo()
    }
}
