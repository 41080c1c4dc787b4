import AnimKit
import AnimKitExamples
import Foundation

/// The drawing-feature benchmark: frames per second of the whole pipeline (graph, layout, raster) for clips
/// that lean on one costly drawing feature, at 640×360 and 60 fps.
enum DrawingBench {
    /// Six cards turning about their vertical axes in perspective (`rotation3DEffect`), every frame.
    struct FlipGrid: View {
        @State private var turned = false

        var body: some View {
            HStack(spacing: 16) {
                ForEach(0..<6, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                        .overlay(Text("\(i + 1)").font(.title).foregroundStyle(.white))
                        .frame(width: 86, height: 120)
                        .rotation3DEffect(.degrees(turned ? 360 : 0), axis: (x: 0, y: 1, z: 0))
                        .animation(.linear(duration: 2 + Double(i) * 0.2).repeatForever(autoreverses: false), value: turned)
                }
            }
            .onAppear { turned = true }
        }
    }

    /// The gallery's particle field filling the canvas, its time animated for the whole clip.
    struct Particles: View {
        @State private var time = 0.0
        var body: some View {
            ParticleField(time: time).onAppear { withAnimation(.linear(duration: 3)) { time = 3 } }
        }
    }

    /// A field of 30 dots drawn in a loop that adds a blur before each one: the context's filters accumulate, as
    /// users' particle code often does by accident (dot i is drawn under i blurs).
    struct BlurLoopField: View {
        @State private var time = 0.0
        var body: some View {
            BlurLoopDots(time: time)
                .onAppear { withAnimation(.linear(duration: 3)) { time = 3 } }
        }
    }

    /// The 30 dots at `time` (their angle), each after one more `addFilter(.blur)`.
    struct BlurLoopDots: View {
        let time: Double
        var body: some View {
            Canvas { context, size in
                for i in 0..<30 {
                    context.addFilter(.blur(radius: 2))
                    let angle = Double(i) * 0.7 + time
                    let x = size.width / 2 + cos(angle) * Double(20 + i * 5), y = size.height / 2 + sin(angle) * Double(20 + i * 4)
                    context.fill(Path(ellipseIn: CGRect(x: x - 8, y: y - 8, width: 16, height: 16)),
                                 with: .color(Color(hue: Double(i) / 30, saturation: 0.8, brightness: 1)))
                }
            }
        }
    }

    /// Eight progress rings stroked with conic gradients that sweep as they fill, over a grid of symbols in
    /// palette rendering with cut-out variants.
    struct ConicRings: View {
        @State private var progress = 0.0
        let names = ["checkmark.circle.fill", "heart.circle.fill", "bell.slash.fill", "cloud.sun.rain.fill", "wifi", "gearshape.fill"]

        var body: some View {
            VStack(spacing: 20) {
                HStack(spacing: 14) {
                    ForEach(0..<8, id: \.self) { i in
                        Circle()
                            .trim(from: 0, to: progress * (0.5 + Double(i) / 16))
                            .stroke(AngularGradient(colors: [.blue, .purple, .pink, .orange], center: .center,
                                                    startAngle: .zero, endAngle: .degrees(360 * progress)),
                                    style: StrokeStyle(lineWidth: 10, lineCap: .round))
                            .frame(width: 60, height: 60)
                    }
                }
                HStack(spacing: 18) {
                    ForEach(names, id: \.self) { name in
                        Image(systemName: name).font(.system(size: 48)).foregroundStyle(.white, .blue)
                    }
                }
            }
            .onAppear { withAnimation(.linear(duration: 3)) { progress = 1 } }
        }
    }

    /// A long lazy list flicked: 10,000 rows, of which only those near the screen are drawn (every commit still
    /// lays out all of them).
    struct LongList: View {
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<10_000, id: \.self) { i in
                        Label("Row \(i)", systemImage: i.isMultiple(of: 3) ? "star.fill" : "circle").padding(.horizontal)
                    }
                }
            }
            .accessibilityIdentifier("rows")
        }
    }

    /// Twelve translucent discs circling in a drawing group that composites in linear light (each disc is its
    /// own layer, decoded and composited as light).
    struct LinearLightOrbit: View {
        @State private var turn = 0.0
        var body: some View {
            ZStack {
                ForEach(0..<12, id: \.self) { i in
                    Circle()
                        .fill(Color(hue: Double(i) / 12, saturation: 0.9, brightness: 1).opacity(0.55))
                        .frame(width: 90, height: 90)
                        .offset(x: 90)
                        .rotationEffect(.degrees(Double(i) * 30 + turn))
                }
            }
            .drawingGroup(colorMode: .linear)
            .onAppear { withAnimation(.linear(duration: 3)) { turn = 360 } }
        }
    }

    /// Symbols AnimKit has no drawing of (the icon-font stand-ins), growing and shrinking.
    struct IconFontGrid: View {
        @State private var big = false
        static let names = ["newspaper", "figure.walk.motion", "suit.heart.fill", "figure.open.water.swim", "server.rack", "safari",
                            "arrow.2.squarepath", "box.truck", "captions.bubble", "wallet.pass", "lock.rotation", "music.mic",
                            "scribble.variable", "eraser.fill", "party.popper", "flask", "faxmachine", "movieclapper",
                            "hifispeaker", "macwindow", "zzz", "tray.full", "nosign", "textformat.size"]
        var body: some View {
            LazyVGrid(columns: Array(repeating: GridItem(.fixed(70)), count: 8), spacing: 20) {
                ForEach(Self.names, id: \.self) { Image(systemName: $0).font(.system(size: 30)) }
            }
            .scaleEffect(big ? 1.1 : 0.9)
            .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { big = true } }
        }
    }

    /// The clips measured, by name.
    static var clips: [(name: String, clip: Clip)] {
        let size = CGSize(width: 640, height: 360)
        return [
            ("3D flip: 6 cards in rotation3DEffect", Clip("bench-flip", size: size, fps: 60, duration: 3) { FlipGrid() }),
            ("Canvas: the gallery's particle field (60 blurred particles, plusLighter, text, a symbol)", Clip("bench-canvas", size: size, fps: 60, duration: 3) { Particles() }),
            ("Canvas: 30 dots, each after one more addFilter(.blur) in the loop (neighbouring blurs drawn as one)", Clip("bench-canvas-blur-loop", size: size, fps: 60, duration: 3) { BlurLoopField() }),
            ("drawingGroup(colorMode: .linear): 12 translucent discs circling, composited in linear light", Clip("bench-linear-group", size: size, fps: 60, duration: 3) { LinearLightOrbit() }),
            ("Canvas alphaThreshold over a blur: the gallery's gooey blobs (360x200, TimelineView)", Examples.gooeyBlobs),
            ("MeshGradient (320x320): the gallery's 3x3 mesh, its middle point and colours animating", Examples.meshGradient),
            ("TextRenderer (360x300, 3.2 s): the gallery's headline appearing glyph by glyph with blurs, and a wave of glyphs", Examples.textRenderer),
            ("Liquid Glass (360x320, 3.4 s): the gallery's palette: blurred backdrops, necks between glass, glass buttons", Examples.liquidGlass),
            ("Zoom navigation (320x560, 6.6 s): the gallery's zoom push, pop and drag-down dismissal", Examples.zoomNavigation),
            ("Conic gradients: 8 rings sweeping, 6 palette symbols with cut-outs", Clip("bench-conic", size: size, fps: 60, duration: 3) { ConicRings() }),
            ("Symbol effects: the gallery's nine symbols bouncing, wiggling, pulsing, breathing", Clip("bench-symbols", size: size, fps: 60, duration: 3) { SymbolEffectsDemo() } script: {
                Tap(at: CGPoint(x: 320, y: 180), at: 0.4)
            }),
            ("TimelineView(.animation): the gallery's clock (a Canvas rebuilt every frame) and a periodic readout", Clip("bench-timeline", size: size, fps: 60, duration: 3) { TimelineClockDemo() }),
            ("Phone screen (393x852, 4.6 s): the gallery's push, pop and sheet under the status bar, with the receding presenter", Examples.phoneNavigation),
            ("Alerts and dialogs (360x560, 4.2 s): the gallery's dialog and alert over a dimmed screen", Examples.alertAndDialog),
            ("Controls (360x480, 4.2 s): segmented slide, slider drag, stepper, a pressed ButtonStyle, the spinner", Examples.controlsPanel),
            ("Scroll feed (360x520, 5 s): a flick's glide with pinned headers and scroll transitions on every card", Examples.scrollFeed),
            ("Styled text (360x420, 3.6 s): Markdown and attributed spans, a timer, typing into a field", Examples.textAndFields),
            ("Tabs, grid and form (360x560, 3.4 s): an adaptive grid, the tab bar, a grouped form", Examples.tabsGridForm),
            ("Long list: a LazyVStack of 10,000 labels flicked twice (6 commits each)", Clip("bench-long-list", size: size, fps: 60, duration: 3) { LongList() } script: {
                Scroll("rows", by: 300, at: 0.2, duration: 0.1)
                Scroll("rows", by: 600, at: 1.5, duration: 0.1)
            }),
            ("List editing (360x640, 7.5 s): a 16-row list flicked, swipe actions, a row dragged by its grabber", Examples.listEditing),
            ("App screen (393x852, 1.2 s): the gallery's settings screen in a tab view scrolled, bars taking their material, the home indicator contrasting with what is under it", Examples.appScreenDark),
            ("Icon-font symbols: 24 SF Symbols names drawn with Material Icons glyphs, pulsing", Clip("bench-icon-font", size: size, fps: 60, duration: 3) { IconFontGrid() }),
        ]
    }

    /// Prints the table.
    static func run(quick: Bool) throws {
        print("| drawing feature, 640x360 60 fps 3 s | frames drawn | fps (graph + raster) |")
        print("| --- | --- | --- |")
        for (name, clip) in clips {
            var best = Double.infinity, drawn = 0
            for _ in 0..<(quick ? 1 : 3) {
                let loop = try FrameLoop(clip: clip)
                drawn = 0
                let seconds = try Measure.seconds { try loop.forEachFrame { if !$0.repeatsPrevious { drawn += 1 } } }
                best = min(best, seconds)
            }
            print("| \(name) | \(drawn) | \(String(format: "%.0f", Double(drawn) / best)) |")
        }
        print("")
    }
}
