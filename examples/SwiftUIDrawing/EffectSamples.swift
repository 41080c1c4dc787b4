import AnimKit

/// One side of a playing card.
private struct CardFace: View {
    let title: String
    let symbol: String
    let colors: [Color]

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
            .overlay {
                VStack(spacing: 8) {
                    Image(systemName: symbol).font(.largeTitle)
                    Text(title).font(.headline)
                }
                .foregroundStyle(.white)
            }
            .frame(width: 120, height: 160)
    }
}

/// A card that flips about its vertical axis; its body picks the face from the angle as presented.
private struct FlipCard: View, Animatable {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    var body: some View {
        ZStack {
            CardFace(title: "Front", symbol: "star.fill", colors: [.blue, .purple])
                .opacity(angle < 90 ? 1 : 0)
            CardFace(title: "Back", symbol: "heart.fill", colors: [.orange, .red])
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(angle < 90 ? 0 : 1)
        }
        .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0))
    }
}

/// A flip card and a sign swinging from its top edge.
struct FlipCardDemo: View {
    @State private var flipped = false
    @State private var swinging = false

    var body: some View {
        HStack(spacing: 60) {
            FlipCard(angle: flipped ? 180 : 0)
                .onTapGesture { withAnimation(.easeInOut(duration: 1)) { flipped.toggle() } }
            Text("OPEN")
                .font(.title.bold())
                .foregroundStyle(.white)
                .frame(width: 120, height: 70)
                .background(.green, in: .rect(cornerRadius: 10))
                .rotation3DEffect(.degrees(swinging ? 50 : -50), axis: (x: 1, y: 0, z: 0), anchor: .top, perspective: 0.6)
                .animation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true), value: swinging)
                .onAppear { swinging = true }
        }
    }
}

/// The classic "wrong password" shake: a `GeometryEffect` whose animatable data counts attempts.
private struct Shake: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A shear about the view's middle built from a `CATransform3D`, as samples written for Core Animation do.
private struct Skew: GeometryEffect {
    var offset: CGFloat
    var animatableData: CGFloat {
        get { offset }
        set { offset = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        var t = CATransform3DIdentity
        t.m21 = offset / size.height
        t = CATransform3DTranslate(t, 0, -size.height / 2, 0)
        return ProjectionTransform(CATransform3DConcat(t, CATransform3DMakeTranslation(0, size.height / 2, 0)))
    }
}

/// A password field that shakes on a wrong attempt, and a banner that leans as it slides.
struct GeometrySkewDemo: View {
    @State private var attempts = 0
    @State private var leaning = false

    var body: some View {
        VStack(spacing: 28) {
            Text("••••••")
                .font(.title)
                .frame(width: 220, height: 50)
                .background(.gray.opacity(0.15), in: .rect(cornerRadius: 10))
                .modifier(Shake(animatableData: CGFloat(attempts)))
            Text("Skewed banner")
                .font(.headline)
                .foregroundStyle(.white)
                .frame(width: 180, height: 44)
                .background(.indigo)
                .modifier(Skew(offset: leaning ? -30 : 30))
                .offset(x: leaning ? 60 : -60)
        }
        .onTapGesture {
            withAnimation(.linear(duration: 0.6)) { attempts += 1 }
            withAnimation(.easeInOut(duration: 1)) { leaning.toggle() }
        }
    }
}

extension Examples {
    /// `flip-card`: `rotation3DEffect` in perspective, about the y axis (a card) and the x axis (a sign).
    public static let flipCard = Clip("flip-card", description: "A card flipped in perspective with rotation3DEffect, and a sign swinging from its top edge",
                                      notice: "While it turns, the card's near edge grows and its far edge shrinks (true perspective, not a squeeze); at 90° it is edge-on and its back appears, the right way round; the sign's bottom edge swings towards you and away, widest when nearest.",
                                      size: CGSize(width: 390, height: 240), duration: 2.4) {
        FlipCardDemo()
    } script: {
        Tap(at: CGPoint(x: 105, y: 120), at: 0.3)
    }

    /// `geometry-skew`: users' own `GeometryEffect`s — a shake and a skew built from `CATransform3D`.
    public static let geometrySkew = Clip("geometry-skew", description: "A password field that shakes and a banner whose skew animates, both custom GeometryEffects",
                                          notice: "After the tap at 0.3 s the field shakes left and right three times (10 pt, a sine of the animated attempt count) and ends where it started; the banner slides right while its slant reverses, sheared about its middle line.",
                                          size: CGSize(width: 390, height: 220), duration: 1.6) {
        GeometrySkewDemo()
    } script: {
        Tap(at: CGPoint(x: 195, y: 80), at: 0.3)
    }
}
