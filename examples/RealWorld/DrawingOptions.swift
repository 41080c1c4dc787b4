import AnimKit

/// Two blobs that melt into one as they meet: a Canvas blurs its layer and keeps only what is opaque enough.
struct GooeyBlobsDemo: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            let t = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                context.addFilter(.alphaThreshold(min: 0.5, color: .orange))
                context.addFilter(.blur(radius: 10))
                context.drawLayer { layer in
                    let middle = CGPoint(x: size.width / 2, y: size.height / 2)
                    let reach = 70 * cos(t * .pi / 1.5)
                    for (x, r) in [(middle.x - 30, 38.0), (middle.x + 30 + reach, 30.0)] {
                        layer.fill(Path(ellipseIn: CGRect(x: x - r, y: middle.y - r, width: 2 * r, height: 2 * r)), with: .color(.black))
                    }
                }
            }
        }
    }
}

/// A counter whose button repeats while held, beside a stepper (which repeats too, as on iOS).
struct HoldToRepeatDemo: View {
    @State private var speed = 1
    @State private var volume = 3

    var body: some View {
        VStack(spacing: 18) {
            Text("Speed \(speed)×").font(.title.monospacedDigit())
            Button {
                speed += 1
            } label: {
                Label("Speed up", systemImage: "hare")
            }
            .buttonStyle(.borderedProminent)
            .buttonRepeatBehavior(.enabled)
            Stepper("Volume \(volume)", value: $volume, in: 0...20)
                .frame(width: 240)
        }
    }
}

/// Effects by layer and whole, and drawing options: text line patterns and a drawing group in linear light.
struct DrawingOptionsDemo: View {
    @State private var pings = 0

    var body: some View {
        VStack(spacing: 22) {
            HStack(spacing: 40) {
                Image(systemName: "wifi").symbolEffect(.bounce.byLayer, value: pings)
                Image(systemName: "wifi").symbolEffect(.bounce.wholeSymbol, value: pings)
            }
            .font(.system(size: 44))
            .foregroundStyle(.blue)
            HStack(spacing: 30) {
                overlap.drawingGroup()
                overlap.drawingGroup(colorMode: .linear)
            }
            VStack(alignment: .leading, spacing: 6) {
                Text("Solid underline").underline()
                Text("Dotted underline").underline(pattern: .dot, color: .red)
                Text("Dashed underline").underline(pattern: .dash, color: .blue)
                Text("Dash-dot-dot strikethrough").strikethrough(pattern: .dashDotDot, color: .purple)
            }
            Button("Ping") { pings += 1 }
        }
    }

    private var overlap: some View {
        ZStack {
            Circle().fill(.red.opacity(0.6)).frame(width: 70, height: 70).offset(x: -18)
            Circle().fill(.blue.opacity(0.6)).frame(width: 70, height: 70).offset(x: 18)
        }
        .frame(width: 110, height: 74)
    }
}

extension Examples {
    /// `gooey-blobs`: a Canvas's alpha threshold over a blur melts shapes together.
    public static let gooeyBlobs = Clip("gooey-blobs", description: "Canvas addFilter(.alphaThreshold) after addFilter(.blur): blobs that melt together",
                                        notice: "The small blob swings out and back every 3 s; as it nears the big one a neck of orange grows between them and they merge into one shape with hard edges, then pull apart again, the neck thinning and snapping. The blur is applied first and the threshold after, although the threshold was added first, as in SwiftUI.",
                                        size: CGSize(width: 360, height: 200), duration: 3) {
        GooeyBlobsDemo()
    }

    /// `hold-to-repeat`: `buttonRepeatBehavior(.enabled)` and a held stepper.
    public static let holdToRepeat = Clip("hold-to-repeat", description: "buttonRepeatBehavior(.enabled): a held button acts again and again",
                                          notice: "The finger lands on \"Speed up\" at 0.2 s and stays: the button darkens, half a second later the count starts climbing ten times a second, and it stops when the finger lifts at 1.6 s (no extra step on lifting). Then the finger holds the stepper's + from 1.9 s to 2.9 s: the volume climbs the same way.",
                                          size: CGSize(width: 320, height: 240), duration: 3.4) {
        HoldToRepeatDemo()
    } script: {
        Tap("Speed up", at: 1.6, hold: 1.4)
        Tap("Increment", at: 2.9, hold: 1.0)
    }

    /// `drawing-options`: by-layer symbol effects, linear-light drawing groups and patterned text lines.
    public static let drawingOptions = Clip("drawing-options", description: "symbolEffect .byLayer, drawingGroup(colorMode: .linear), Text.LineStyle patterns",
                                            notice: "At the tap on Ping (0.4 s) the left wifi bounces layer by layer — the dot first, then each arc a moment later — while the right one bounces as a whole. The right pair of circles is a linear-light drawing group: where they overlap the purple is brighter than on the left. Under the text: a solid underline in the text's colour, then dotted, dashed and dash-dot-dotted lines in their own colours, each as far below the baseline (or through the letters) and as thick as the font says.",
                                            size: CGSize(width: 360, height: 420), duration: 1.6) {
        DrawingOptionsDemo()
    } script: {
        Tap("Ping", at: 0.4)
    }
}
