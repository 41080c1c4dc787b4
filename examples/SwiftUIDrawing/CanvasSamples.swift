import AnimKit

/// A field of particles drawn by a `Canvas`, driven by an animated time value (an `Animatable` view redraws
/// the canvas at every frame, as in SwiftUI). Public: animbench measures it.
public struct ParticleField: View, Animatable {
    var time: Double

    /// The field at `time` seconds.
    public init(time: Double) { self.time = time }

    public var animatableData: Double {
        get { time }
        set { time = newValue }
    }

    public var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)),
                         with: .linearGradient(Gradient(colors: [.indigo, .black]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
            var glow = context
            glow.addFilter(.blur(radius: 2))
            glow.blendMode = .plusLighter
            for i in 0..<60 {
                // Each particle rises at its own speed from its own column, swaying as it goes.
                let seed = Double(i) * 12.9898
                let speed = 40 + (sin(seed) + 1) * 30
                let x = size.width * (0.05 + 0.9 * (sin(seed * 1.7) + 1) / 2) + 12 * sin(time * 2 + seed)
                let y = size.height - (Double(i) * 37 + time * speed).truncatingRemainder(dividingBy: size.height + 20)
                let r = 3 + 3 * (cos(seed) + 1) / 2
                let hue = (0.08 + 0.1 * (sin(seed * 0.3) + 1) / 2)
                glow.opacity = 0.5 + 0.5 * (y / size.height)
                glow.fill(Path(ellipseIn: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)),
                          with: .color(Color(hue: hue, saturation: 0.9, brightness: 1)))
            }
            if let spark = context.resolveSymbol(id: "spark") {
                context.draw(spark, at: CGPoint(x: size.width / 2, y: size.height - 24))
            }
            context.draw(Text("Canvas").font(.headline).foregroundStyle(.white), at: CGPoint(x: size.width / 2, y: 20))
        } symbols: {
            Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow).tag("spark")
        }
    }
}

/// The particle field, its time animated linearly for the whole clip.
public struct CanvasParticlesDemo: View {
    @State private var time = 0.0

    /// The demo.
    public init() {}

    public var body: some View {
        ParticleField(time: time)
            .frame(width: 360, height: 220)
            .clipShape(.rect(cornerRadius: 16))
            .onAppear { withAnimation(.linear(duration: 3)) { time = 3 } }
    }
}

extension Examples {
    /// `canvas-particles`: `Canvas` with shadings, filters, a blend mode, text and a symbol, redrawn every frame.
    public static let canvasParticles = Clip("canvas-particles", description: "Glowing particles drawn by a Canvas whose time input animates",
                                             notice: "Sixty blurred particles rise at their own speeds and sway; where they overlap they add up brighter (plusLighter), they fade as they rise, and the star is a view from the canvas's symbols drawn by its tag.",
                                             size: CGSize(width: 390, height: 240), duration: 3) {
        CanvasParticlesDemo()
    }
}
