import AnimKit

/// The marked words of a text, for `AppearanceRenderer`.
struct HighlightAttribute: TextAttribute {}

/// Brings a text in: the plain runs fade in, the marked ones glyph by glyph — each rising out of its descent on a
/// snappy spring, unblurring and fading in, a little after the one before.
struct AppearanceRenderer: TextRenderer {
    var elapsed: TimeInterval
    var glyphDuration: TimeInterval = 0.4
    var total: TimeInterval

    var animatableData: Double {
        get { elapsed }
        set { elapsed = newValue }
    }

    private var spring: Spring { .snappy(duration: glyphDuration - 0.05, extraBounce: 0.4) }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                guard run[HighlightAttribute.self] != nil else {
                    var plain = context
                    plain.opacity = UnitCurve.easeIn.value(at: min(1, elapsed / 0.2))
                    plain.draw(run)
                    continue
                }
                let stagger = run.count > 1 ? min(glyphDuration / 2, (total - glyphDuration) / Double(run.count - 1)) : 0
                for (index, glyph) in run.enumerated() {
                    let time = max(0, min(elapsed - Double(index) * stagger, glyphDuration))
                    var copy = context
                    draw(glyph, at: time, in: &copy)
                }
            }
        }
    }

    private func draw(_ glyph: Text.Layout.RunSlice, at time: TimeInterval, in context: inout GraphicsContext) {
        let progress = time / glyphDuration
        let bounds = glyph.typographicBounds
        context.translateBy(x: 0, y: spring.value(fromValue: -bounds.descent, toValue: 0, initialVelocity: 0, time: time))
        context.addFilter(.blur(radius: bounds.rect.height / 16 * UnitCurve.easeIn.value(at: 1 - progress)))
        context.opacity = UnitCurve.easeIn.value(at: min(1, 1.4 * progress))
        context.draw(glyph, options: .disablesSubpixelQuantization)
    }
}

/// Inserts a text with `AppearanceRenderer`, run over 0.9 s whatever the transaction's curve.
struct AppearanceTransition: Transition {
    static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }

    func body(content: Content, phase: TransitionPhase) -> some View {
        let duration = 0.9
        content.transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = .linear(duration: duration) }
        } body: { view in
            view.textRenderer(AppearanceRenderer(elapsed: phase.isIdentity ? duration : 0, total: duration))
        }
    }
}

/// Moves each glyph on a sine wave whose phase animates.
struct WaveRenderer: TextRenderer {
    var phase: Double
    var animatableData: Double {
        get { phase }
        set { phase = newValue }
    }

    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                for (index, glyph) in run.enumerated() {
                    var copy = context
                    copy.translateBy(x: 0, y: 5 * sin(phase + Double(index) * 0.55))
                    copy.draw(glyph)
                }
            }
        }
    }
}

/// A headline whose marked words appear glyph by glyph, and a line of text riding a wave.
struct TextRendererDemo: View {
    @State private var isShown = false
    @State private var phase = 0.0

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                if isShown {
                    let highlighted = Text("visual effects").customAttribute(HighlightAttribute()).foregroundStyle(.pink).bold()
                    Text("Build \(highlighted) with SwiftUI")
                        .font(.system(.title, design: .rounded, weight: .semibold))
                        .multilineTextAlignment(.center)
                        .transition(AppearanceTransition())
                }
            }
            .frame(height: 90)
            Text("riding the wave")
                .font(.title3.monospaced())
                .foregroundStyle(.teal)
                .textRenderer(WaveRenderer(phase: phase))
            Button(isShown ? "Hide" : "Show") {
                withAnimation { isShown.toggle() }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .onAppear {
            withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) { phase = 2 * .pi }
        }
    }
}

extension Examples {
    /// `text-renderer`: `TextRenderer`, `Text.Layout` and custom text attributes.
    public static let textRenderer = Clip("text-renderer", description: "A headline whose marked words appear glyph by glyph through a TextRenderer, and text riding a wave",
                                          notice: "On Show, \"Build\" and \"with SwiftUI\" fade in while the pink words arrive one glyph after another, each rising out of a blur on a snappy spring; the renderer reads the words through a custom TextAttribute. Below, every glyph of the teal line rides a sine wave whose phase animates, so the wave travels along the text.",
                                          size: CGSize(width: 360, height: 300), duration: 3.2) {
        TextRendererDemo()
    } script: {
        Tap("Show", at: 0.6)
    }
}
