import AnimKit

/// Symbol effects side by side: discrete ones played by taps, indefinite ones running while active, and a
/// symbol replaced by another.
public struct SymbolEffectsDemo: View {
    public init() {}

    @State private var taps = 0
    @State private var active = true
    @State private var playing = false

    public var body: some View {
        VStack(spacing: 22) {
            HStack(spacing: 30) {
                labelled("bounce") { Image(systemName: "bell.fill").symbolEffect(.bounce, value: taps) }
                labelled("wiggle") { Image(systemName: "bell").symbolEffect(.wiggle, value: taps) }
                labelled("rotate") { Image(systemName: "arrow.clockwise").symbolEffect(.rotate, value: taps) }
                labelled("replace") {
                    Image(systemName: playing ? "pause.fill" : "play.fill").contentTransition(.symbolEffect(.replace))
                }
            }
            HStack(spacing: 30) {
                labelled("variableColor") {
                    Image(systemName: "wifi").symbolEffect(.variableColor.iterative.reversing, isActive: active)
                }
                labelled("pulse") { Image(systemName: "record.circle").symbolEffect(.pulse, isActive: active) }
                labelled("breathe") { Image(systemName: "heart.fill").symbolEffect(.breathe.pulse, isActive: active) }
                labelled("scale") { Image(systemName: "mic.fill").symbolEffect(.scale.up, isActive: !active) }
                labelled("disappear") { Image(systemName: "checkmark.circle.fill").symbolEffect(.disappear, isActive: !active) }
            }
        }
        .font(.system(size: 30))
        .foregroundStyle(.blue)
        .contentShape(Rectangle())
        .onTapGesture {
            taps += 1
            withAnimation(.smooth(duration: 0.5)) { playing.toggle() }
            if taps == 2 { active = false }
        }
    }

    private func labelled(_ name: String, @ViewBuilder symbol: () -> some View) -> some View {
        VStack(spacing: 8) {
            symbol().frame(width: 44, height: 40)
            Text(name).font(.system(size: 10)).foregroundStyle(.secondary)
        }
    }
}

extension Examples {
    /// `symbol-effects`: the `symbolEffect` family and `contentTransition(.symbolEffect(.replace))`.
    public static let symbolEffects = Clip("symbol-effects", description: "Bounce, wiggle, rotate and replace on taps; variable colour, pulse and breathe while active; scale and disappear when they stop",
                                           notice: "At 0.4 s and 2.0 s a tap plays the top row once each: the bell squashes and springs up, the second bell tilts back and forth, the arrow turns a full circle, and play is replaced by pause (the old symbol shrinks away as the new one grows). The bottom row runs from the start — wifi arcs light in turn and back, the record dot pulses, the heart breathes — until the second tap stops them; the mic then scales up to 1.2× and the checkmark scales away.",
                                           size: CGSize(width: 420, height: 220), duration: 3.4) {
        SymbolEffectsDemo()
    } script: {
        Tap(at: CGPoint(x: 210, y: 110), at: 0.4)
        Tap(at: CGPoint(x: 210, y: 110), at: 2.0)
    }
}
