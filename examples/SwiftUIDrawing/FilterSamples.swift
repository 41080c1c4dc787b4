import AnimKit

/// A shimmer sweeping across masked text, three circles mixed by `.screen`, and a photo-like tile losing its
/// colour while its hue turns.
struct ColorEffectsDemo: View {
    @State private var sweep = false
    @State private var muted = false

    var body: some View {
        VStack(spacing: 22) {
            LinearGradient(colors: [.gray, .white, .gray], startPoint: .leading, endPoint: .trailing)
                .frame(width: 120)
                .offset(x: sweep ? 150 : -150)
                .frame(width: 300, height: 44)
                .background(.gray)
                .mask { Text("Loading…").font(.largeTitle.bold()) }
                .animation(.linear(duration: 1.4).repeatForever(autoreverses: false), value: sweep)
            HStack(spacing: 40) {
                ZStack {
                    Circle().fill(.red).frame(width: 60, height: 60).offset(x: -16, y: -12)
                    Circle().fill(.green).frame(width: 60, height: 60).offset(x: 16, y: -12).blendMode(.screen)
                    Circle().fill(.blue).frame(width: 60, height: 60).offset(y: 16).blendMode(.screen)
                }
                .compositingGroup()
                .frame(width: 100, height: 100)
                .background(.black, in: .rect(cornerRadius: 12))
                RoundedRectangle(cornerRadius: 12)
                    .fill(.linearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                    .overlay(Image(systemName: "sun.max.fill").font(.largeTitle).foregroundStyle(.yellow))
                    .frame(width: 100, height: 100)
                    .hueRotation(.degrees(muted ? 120 : 0))
                    .grayscale(muted ? 0.8 : 0)
                    .brightness(muted ? -0.1 : 0)
                    .onTapGesture { withAnimation(.easeInOut(duration: 1)) { muted.toggle() } }
            }
        }
        .onAppear { sweep = true }
    }
}

extension Examples {
    /// `color-effects`: `mask`, `blendMode` in a `compositingGroup`, and animated colour filters.
    public static let colorEffects = Clip("color-effects", description: "A shimmer through masked text, circles mixed with .screen, and colour filters that animate",
                                          notice: "The light band only shows inside the letters' shapes as it sweeps; where the circles overlap their colours add up to yellow, cyan, magenta and white in the middle; after the tap at 0.4 s the tile's hues turn by 120° while it fades to almost grey and darkens a little.",
                                          size: CGSize(width: 390, height: 240), duration: 1.6) {
        ColorEffectsDemo()
    } script: {
        Tap(at: CGPoint(x: 265, y: 160), at: 0.4)
    }
}
