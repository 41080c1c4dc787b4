import AnimKit
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

    /// Sixty blurred particles added with `.plusLighter` on a gradient, drawn by a `Canvas` every frame.
    struct Particles: View, Animatable {
        var time: Double
        var animatableData: Double {
            get { time }
            set { time = newValue }
        }

        var body: some View {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)),
                             with: .linearGradient(Gradient(colors: [.indigo, .black]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                var glow = context
                glow.addFilter(.blur(radius: 2))
                glow.blendMode = .plusLighter
                for i in 0..<60 {
                    let seed = Double(i) * 12.9898
                    let x = size.width * (0.05 + 0.9 * (sin(seed * 1.7) + 1) / 2) + 12 * sin(time * 2 + seed)
                    let y = size.height - (Double(i) * 37 + time * (40 + (sin(seed) + 1) * 30)).truncatingRemainder(dividingBy: size.height + 20)
                    glow.fill(Path(ellipseIn: CGRect(x: x - 5, y: y - 5, width: 10, height: 10)), with: .color(.orange))
                }
            }
        }
    }

    /// The particles with their time animated for the whole clip.
    struct ParticleClip: View {
        @State private var time = 0.0
        var body: some View {
            Particles(time: time).onAppear { withAnimation(.linear(duration: 3)) { time = 3 } }
        }
    }

    /// The clips measured, by name.
    static var clips: [(name: String, clip: Clip)] {
        let size = CGSize(width: 640, height: 360)
        return [
            ("3D flip: 6 cards in rotation3DEffect", Clip("bench-flip", size: size, fps: 60, duration: 3) { FlipGrid() }),
            ("Canvas: 60 blurred particles, plusLighter", Clip("bench-canvas", size: size, fps: 60, duration: 3) { ParticleClip() }),
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
