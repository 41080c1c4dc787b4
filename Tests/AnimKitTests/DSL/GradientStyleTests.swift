import Foundation
import Testing
@testable import AnimKit

/// A gradient square whose colours change with a linear one-second animation when "Go" is tapped.
private nonisolated struct ChangingGradient: View {
    @State private var on = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle()
                .fill(LinearGradient(colors: on ? [Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 0, blue: 1)]
                                                : [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 0, blue: 0)],
                                     startPoint: .leading, endPoint: .trailing))
                .frame(width: 100, height: 50)
            Rectangle()
                .fill(AngularGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], center: .center,
                                      startAngle: .zero, endAngle: on ? .degrees(180) : .degrees(360)))
                .frame(width: 100, height: 100)
            Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
        }
    }
}

/// Gradients and styles drawn with numbers: colours at sample points.
@Suite struct GradientStyleTests {
    private func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * frame.width + x) * 4
        return frame.bytes[i..<i + 3].map(Int.init)
    }
    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 4) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    private func render(_ size: CGSize, @ViewBuilder _ content: @escaping @Sendable () -> some View) throws -> FrameBuffer {
        try FrameLoop(clip: Clip("style", size: size, content: content)).frame(at: 0)
    }

    @Test func linearGradientsRunBetweenTheirPoints() throws {
        let f = try render(CGSize(width: 100, height: 100)) {
            LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], startPoint: .top, endPoint: .bottom)
        }
        #expect(near(pixel(f, 50, 0), [254, 0, 1]) && near(pixel(f, 50, 99), [1, 0, 254]))
        #expect(near(pixel(f, 50, 50), [126, 0, 129]))      // half way, blended in sRGB
        let s = try render(CGSize(width: 100, height: 10)) {
            Rectangle().fill(.linearGradient(stops: [.init(color: .black, location: 0.5), .init(color: .white, location: 1)],
                                             startPoint: .leading, endPoint: .trailing))
        }
        #expect(near(pixel(s, 25, 5), [0, 0, 0]) && near(pixel(s, 75, 5), [128, 128, 128], 6))
    }

    @Test func angularGradientsSweepClockwiseFromTheTrailingSide() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        // A full turn from 0° (trailing): a quarter turn (bottom) is a quarter of the way, the top three quarters.
        let full = try render(CGSize(width: 100, height: 100)) { AngularGradient(colors: [red, blue], center: .center) }
        #expect(near(pixel(full, 50, 95), [191, 0, 64], 8))
        #expect(near(pixel(full, 5, 50), [128, 0, 128], 8))
        #expect(near(pixel(full, 50, 5), [64, 0, 191], 8))
        #expect(near(pixel(full, 95, 52), [250, 0, 5], 10))
        // 0°…180°: the bottom half sweeps; the top half is blue until 270° (top), then red.
        let half = try render(CGSize(width: 100, height: 100)) {
            Rectangle().fill(.angularGradient(colors: [red, blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
        }
        #expect(near(pixel(half, 50, 95), [128, 0, 128], 8))
        #expect(near(pixel(half, 20, 10), [0, 0, 255]) && near(pixel(half, 80, 10), [255, 0, 0]))
        // conicGradient starts at its angle: starting at 90° the bottom is red, the top half way.
        let conic = try render(CGSize(width: 100, height: 100)) {
            Circle().fill(.conicGradient(colors: [red, blue], center: .center, angle: .degrees(90)))
        }
        #expect(near(pixel(conic, 48, 95), [250, 0, 5], 10) && near(pixel(conic, 50, 5), [128, 0, 128], 8))
        // A stroke, inside a scaled group, is painted too.
        let ring = try render(CGSize(width: 100, height: 100)) {
            Circle().stroke(AngularGradient(colors: [red, blue], center: .center), lineWidth: 10).padding(10).scaleEffect(0.5)
        }
        #expect(near(pixel(ring, 50, 70), [191, 0, 64], 10))
    }

    @Test func gradientsAnimateTheirColoursAndAngles() throws {
        let clip = Clip("changing", size: CGSize(width: 100, height: 200), content: { ChangingGradient() }, script: { Tap("Go", at: 0.5) })
        let loop = try FrameLoop(clip: clip)
        let before = try loop.frame(at: 0.4), middle = try loop.frame(at: 1.0), after = try loop.frame(at: 1.6)
        #expect(near(pixel(before, 50, 25), [255, 0, 0]) && near(pixel(after, 50, 25), [0, 0, 255]))
        // Half way in linear light: 0.5 of each, 188 in sRGB.
        #expect(near(pixel(middle, 50, 25), [188, 0, 188], 6))
        // The end angle sweeps from 360° to 180°: half way at 270°, the bottom (90°) is a third of the way along.
        #expect(near(pixel(before, 50, 145), [191, 0, 64], 10) && near(pixel(after, 50, 145), [128, 0, 128], 10))
        #expect(near(pixel(middle, 50, 145), [170, 0, 85], 10))
    }

    @Test func radialAndEllipticalGradients() throws {
        let r = try render(CGSize(width: 100, height: 100)) {
            RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50)
        }
        #expect(near(pixel(r, 50, 50), [255, 255, 255], 6) && near(pixel(r, 75, 50), [128, 128, 128], 6))
        #expect(near(pixel(r, 2, 2), [0, 0, 0]))                 // past the end radius: the last colour
        // An ellipse stretched to 200×100: a quarter of the width and a quarter of the height are both half way.
        let e = try render(CGSize(width: 200, height: 100)) {
            Rectangle().fill(EllipticalGradient(colors: [.white, .black]))
        }
        #expect(near(pixel(e, 150, 50), [128, 128, 128], 6) && near(pixel(e, 100, 75), [128, 128, 128], 6))
    }

    @Test func colorGradientIsLighterAtTheTop() throws {
        let base = Color(rgb8: 51, 102, 204)
        let top = try #require(base.gradient.gradient.stops.first?.color)
        #expect(abs(top.hsl.2 - (base.hsl.2 + 0.15)) < 1e-9 && abs(top.hsl.0 - base.hsl.0) < 1e-9)
        #expect(base.gradient.gradient.stops.last?.color == base)
        let f = try render(CGSize(width: 40, height: 100)) { Rectangle().fill(base.gradient) }
        #expect(near(pixel(f, 20, 99), [51, 102, 204]) && pixel(f, 20, 0)[0] > 90)
    }

    @Test func materialsAndErasedStylesFill() throws {
        let f = try render(CGSize(width: 100, height: 100)) {
            ZStack {
                Color(red: 1, green: 0, blue: 0)
                Rectangle().fill(.ultraThinMaterial).frame(width: 50, height: 50)
            }
        }
        // 35 % white over red.
        #expect(near(pixel(f, 50, 50), [255, 89, 89]) && near(pixel(f, 5, 5), [255, 0, 0]))
        let flag = true
        let g = try render(CGSize(width: 10, height: 10)) {
            Rectangle().fill(flag ? AnyShapeStyle(Color.green) : AnyShapeStyle(Color.red.gradient))
        }
        #expect(near(pixel(g, 5, 5), [52, 199, 89], 2))
    }
}
