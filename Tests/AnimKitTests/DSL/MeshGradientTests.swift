import Foundation
import Testing
@testable import AnimKit

/// `MeshGradient`: colours at the points, blended between them, and points and colours that animate.
@Suite struct MeshGradientTests {
    private func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * frame.width + x) * 4
        return frame.bytes[i..<i + 3].map(Int.init)
    }
    private func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 6) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    @Test func eachPointHasItsColourAndTheCellBlendsThem() throws {
        let clip = Clip("mesh", size: CGSize(width: 100, height: 100)) {
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                         colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                                  Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1)])
        }
        let f = try FrameLoop(clip: clip).frame(at: 0)
        #expect(near(pixel(f, 0, 0), [255, 0, 0]) && near(pixel(f, 99, 0), [0, 255, 0]))
        #expect(near(pixel(f, 0, 99), [0, 0, 255]) && near(pixel(f, 99, 99), [255, 255, 255]))
        // The middle: the four corners' average.
        #expect(near(pixel(f, 50, 50), [128, 128, 128]), "\(pixel(f, 50, 50))")
    }

    /// A red 3 × 3 mesh with a white middle point, its colours smoothed or not.
    private func peak(smooth: Bool) throws -> FrameBuffer {
        let red = Color(red: 1, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        let clip = Clip("mesh-smooth", size: CGSize(width: 100, height: 100)) {
            MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]],
                         colors: [red, red, red, red, white, red, red, red, red], smoothsColors: smooth)
        }
        return try FrameLoop(clip: clip).frame(at: 0)
    }

    @Test func smoothedColoursFollowCurvesAcrossTheGridLines() throws {
        let smooth = try peak(smooth: true), plain = try peak(smooth: false)
        // Both are white at the middle point and red at the corners.
        #expect(near(pixel(smooth, 50, 50), [255, 255, 255], 8) && near(pixel(plain, 50, 50), [255, 255, 255], 8))
        #expect(near(pixel(smooth, 0, 0), [255, 0, 0]) && near(pixel(plain, 0, 0), [255, 0, 0]))
        // Five points left of the middle (a tenth of a cell): the plain blend is linear, 90 % white; the
        // Catmull-Rom curve, flat at the peak, is about 97.6 % white (AnimKit cuts each cell into 8 × 8 patches,
        // so a little less: 97 %).
        let p = pixel(plain, 45, 50)[1], s = pixel(smooth, 45, 50)[1]
        #expect(abs(p - 230) <= 6 && abs(s - 248) <= 4, "plain \(p), smooth \(s)")
        // A quarter cell out the curve is still well above the line (Catmull-Rom: 86.7 % against 75 %), and
        // symmetric about the middle point as far as Cairo's mesh rasterizing is (3 levels in the plain blend).
        #expect(abs(pixel(smooth, 37, 50)[1] - 221) <= 5 && abs(pixel(plain, 37, 50)[1] - 191) <= 5)
        #expect(abs(pixel(smooth, 37, 50)[1] - pixel(smooth, 62, 50)[1]) <= 5)
    }

    /// A black mesh with a white middle point that moves to (0.25, 0.25) in a linear second.
    struct Moving: View {
        @State private var moved = false
        var body: some View {
            let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
            MeshGradient(width: 3, height: 3, points: [
                [0, 0], [0.5, 0], [1, 0],
                [0, 0.5], moved ? [0.25, 0.25] : [0.5, 0.5], [1, 0.5],
                [0, 1], [0.5, 1], [1, 1],
            ], colors: [black, black, black, black, white, black, black, black, black])
            .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    @Test func thePointsMoveWithTheAnimation() throws {
        let clip = Clip("moving", size: CGSize(width: 200, height: 200), duration: 2) { Moving() } script: {
            Tap(at: CGPoint(x: 150, y: 150), at: 0.5)
        }
        let loop = try FrameLoop(clip: clip)
        let before = try loop.frame(at: 0.4), middle = try loop.frame(at: 1.0), after = try loop.frame(at: 1.8)
        // White where the point is: the middle, then (75, 75) half way, then (50, 50).
        #expect(near(pixel(before, 100, 100), [255, 255, 255]) && pixel(before, 50, 50)[0] < 140)
        #expect(near(pixel(middle, 75, 75), [255, 255, 255]), "\(pixel(middle, 75, 75))")
        #expect(near(pixel(after, 50, 50), [255, 255, 255]) && pixel(after, 100, 100)[0] < 180, "\(pixel(after, 100, 100))")
    }
}
