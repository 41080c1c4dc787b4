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
