import Foundation
import Testing
@testable import AnimKit

/// Geometry from clip code that is not a number — NaN, ±∞, 1e308 — is sanitised where it enters layout and
/// drawing: nothing traps, hangs or blanks the frame, and the documented outcome holds (docs/guarantees.md).
@Suite struct SanitisedGeometryTests {
    final class Taps: @unchecked Sendable { var count = 0 }

    nonisolated struct NaNFrame: View {
        let taps: Taps
        let width: CGFloat
        var body: some View {
            ZStack(alignment: .top) {
                Color.white.contentShape(Rectangle()).onTapGesture { taps.count += 100 }
                VStack(spacing: 0) {
                    Color.red.frame(width: width, height: width)
                    Color.blue.frame(width: 40, height: 40).onTapGesture { taps.count += 10 }.offset(x: .nan, y: .infinity)
                }
                .frame(width: 200, height: 160)
                Button("Go") { taps.count += 1 }.frame(height: 40)
            }
        }
    }

    private func clip(_ taps: Taps, width: CGFloat) -> Clip {
        Clip("nan-frame", size: CGSize(width: 200, height: 200), fps: 30, duration: 1, content: { NaNFrame(taps: taps, width: width) },
             script: { Tap("Go", at: 0.2); Tap(at: CGPoint(x: 100, y: 120), at: 0.5) })
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e308, -20])
    func aFrameThatIsNotANumberIsLaidOutTappedAndDrawn(width: CGFloat) throws {
        let taps = Taps()
        let s = try clip(taps, width: width).snapshot(at: 0.9)
        // The button's tap ran; the tap on the blue square (offset by NaN and ∞: not drawn, not tappable) went
        // to the background.
        #expect(taps.count == 101)
        let red = try #require(s.views.first { $0.type == "Color" && $0.fill?.first == 1 && $0.fill?[2] ?? 1 < 0.5 })
        #expect(s.views.allSatisfy { $0.frame.isFinite }, "\(s.views.map(\.frame))")
        if width == 1e308 {
            // A huge number is a huge length: centred on its frame, its edges clamped to ±1e9 points, cut by the canvas.
            #expect(red.frame.minY == -1e9 && red.frame.maxY == 1e9, "\(red.frame)")
        } else if width.isFinite {
            #expect(red.frame.width == 0 && red.frame.height == 0, "a negative length counts as 0")
        } else {
            // NaN and ±∞ count as not given: the colour takes what its frame offers (200 wide).
            #expect(red.frame.width == 200, "\(red.frame)")
        }
        let frame = try FrameLoop(clip: clip(Taps(), width: width)).frame(at: 0.9)
        #expect(frame.width == 200 && frame.height == 200)
    }

    @Test func arcsWithAnglesThatAreNotNumbersAddNothingAndEndAtOnce() {
        let pairs: [(Double, Double)] = [(.nan, 1), (0, .nan), (.infinity, 0), (0, -.infinity), (-.infinity, .infinity)]
        for (a, b) in pairs {
            for clockwise in [false, true] {
                var p = Path()
                p.move(to: .zero)
                p.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .radians(a), endAngle: .radians(b), clockwise: clockwise)
                #expect(p.elements == [.move(to: .zero)], "\(a) \(b) \(clockwise)")
            }
        }
        var nanCentre = Path()
        nanCentre.addArc(center: CGPoint(x: CGFloat.nan, y: 0), radius: CGFloat.infinity, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(nanCentre.isEmpty)
        // A huge finite sweep is one full turn (four quarter curves), computed at once.
        for clockwise in [false, true] {
            var full = Path()
            full.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .radians(clockwise ? -1e300 : 1e300), clockwise: clockwise)
            #expect(full.elements.count <= 5 && full.hasFiniteGeometry)
        }
        // A whole turn, either way, is the whole circle (SwiftUI draws 0° to 360° clockwise as a circle).
        for clockwise in [false, true] {
            var circle = Path()
            circle.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(360), clockwise: clockwise)
            let box = circle.boundingRect
            #expect(circle.elements.count == 5, "\(clockwise)")
            #expect(abs(box.minX - 30) < 1e-9 && abs(box.maxX - 70) < 1e-9 && abs(box.minY - 30) < 1e-9 && abs(box.maxY - 70) < 1e-9, "\(box)")
        }
        // Less than a turn keeps its direction: 0° to 90° clockwise goes the long way (three quarters).
        var long = Path()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(long.elements.count == 4 && abs(long.boundingRect.minY - 30) < 1e-9)
        // The tangent form and the relative form survive the same numbers.
        var t = Path()
        t.move(to: .zero)
        t.addArc(tangent1End: CGPoint(x: CGFloat.nan, y: 0), tangent2End: CGPoint(x: 10, y: CGFloat.infinity), radius: 5)
        t.addRelativeArc(center: .zero, radius: 4, startAngle: .zero, delta: .radians(.infinity))
        #expect(!t.isEmpty)
    }

    @Test func aTimingCurveOfHugeControlPointsStaysFiniteAndLands() {
        let animation = Animation.timingCurve(.infinity, -.infinity, 1e308, -1e308, duration: 1)
        var context = AnimationContext<Double>()
        for k in 0...20 {
            let v = animation.animate(value: 100.0, time: Double(k) / 20, context: &context)
            #expect(v.map(\.isFinite) ?? true, "at \(Double(k) / 20): \(String(describing: v))")
        }
        // At the end the whole change has been applied (the view lands where it was going).
        var end = AnimationContext<Double>()
        let last = animation.animate(value: 100.0, time: 1, context: &end)
        #expect(last == nil || abs(last! - 100) < 1e-9)
    }

    nonisolated struct Mover: View {
        @State var x: CGFloat = 0
        var body: some View {
            Color.green.frame(width: 20, height: 20).offset(x: x)
                .onAppear { withAnimation(.timingCurve(.infinity, -.infinity, 1e308, -1e308, duration: 1)) { x = 100 } }
        }
    }

    @Test func aViewAnimatedWithAbsurdCurvePointsKeepsFiniteFramesAndEndsInPlace() throws {
        let clip = Clip("absurd-curve", size: CGSize(width: 200, height: 60), duration: 1.5) { Mover() }
        let snapshots = try clip.snapshots(at: [0.25, 0.5, 0.75, 1.2])
        for s in snapshots { #expect(s.views.allSatisfy { $0.frame.isFinite && $0.opacity == 1 }) }
        let end = try #require(snapshots.last?.views.first { $0.type == "Color" })
        #expect(abs(end.frame.midX - 200) < 0.01, "\(end.frame)")
    }

    final class Count: @unchecked Sendable { var bodies = 0 }

    nonisolated struct Nest: View {
        let count: Count
        @State var show = false
        var body: some View {
            count.bodies += 1
            return Color.blue.onAppear { show = true }.sheet(isPresented: $show) { Nest(count: count) }
        }
    }

    @Test func sheetsThatPresentOneAnotherForEverStopWithOneLine() throws {
        let count = Count()
        let clip = Clip("sheets", size: CGSize(width: 200, height: 300)) { Nest(count: count) }
        #expect {
            try clip.snapshots(at: [0.5])
        } throws: { error in
            (error as? AnimKitError)?.message.contains("more than 16 presentations stacked") == true
        }
        // Stopped at the 17th sheet: a bounded amount of work (a few bodies a level), not a timer.
        #expect(count.bodies <= 4 * 17, "\(count.bodies) bodies")
    }

    @Test func shapesThatAreNotNumbersDrawNothingAndTheRestOfTheFrameIsDrawn() throws {
        var nanPath = Path()
        nanPath.move(to: CGPoint(x: CGFloat.nan, y: 0))
        nanPath.addLine(to: CGPoint(x: 10, y: 10))
        nanPath.addLine(to: CGPoint(x: 0, y: 20))
        let list = DisplayList([
            .fill(.rect(CGRect(x: 0, y: 0, width: 40, height: 40)), .white),
            .fill(.path(nanPath), .black),
            .fill(.rect(CGRect(x: CGFloat.infinity, y: 0, width: 10, height: 10)), .black),
            .fill(.ellipse(CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)), .black),
            .fill(.rect(CGRect(x: -1e308 as CGFloat, y: -1e308, width: 1e308, height: 1e308)), .black),
            .fill(.rect(CGRect(x: 20, y: 20, width: 20, height: 20)), .blue),
        ])
        let frame = try CairoRasterizer(size: CGSize(width: 40, height: 40), scale: 1).render(list)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            let i = (y * frame.width + x) * 4
            return Array(frame.bytes[i..<i + 4])
        }
        let white: [UInt8] = [255, 255, 255, 255], blue: [UInt8] = [0, 122, 255, 255]
        #expect(pixel(5, 15) == white, "the NaN shapes drew nothing")
        #expect(pixel(30, 30) == blue, "the shape after them is drawn")
    }
}
