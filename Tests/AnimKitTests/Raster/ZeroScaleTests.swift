import Foundation
import Testing
@testable import AnimKit

/// A dot that grows from nothing when "Grow" is tapped, as loaders pulse their dots from 0.
private nonisolated struct GrowingDot: View {
    @State var grown = false
    var body: some View {
        ZStack(alignment: .topLeading) {
            Circle().fill(Color.red).frame(width: 40, height: 40).scaleEffect(grown ? 1 : 0).frame(width: 80, height: 80)
            Button("Grow") { withAnimation(.linear(duration: 1)) { grown = true } }
        }
    }
}

/// A zero or singular scale draws nothing for that view, as in SwiftUI; the render goes on.
struct ZeroScaleTests {
    func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * frame.width + x) * 4
        return Array(frame.bytes[i..<i + 4])
    }

    @Test func zeroAndSingularScalesDrawNothing() throws {
        for (name, scale) in [("zero", CGSize(width: 0, height: 0)), ("flat", CGSize(width: 0, height: 1)), ("thin", CGSize(width: 1, height: 0))] {
            let clip = Clip("scale-\(name)", size: CGSize(width: 80, height: 80), duration: 0.1) {
                ZStack {
                    Circle().fill(Color.red).frame(width: 40, height: 40).scaleEffect(x: scale.width, y: scale.height)
                    Text("").frame(width: 1, height: 1)
                }
            }
            let frame = try FrameLoop(clip: clip).frame(at: 0)
            #expect(pixel(frame, 40, 40) == [255, 255, 255, 255], "\(name)")
        }
    }

    @Test func aDotGrowsFromZero() throws {
        let clip = Clip("grow", size: CGSize(width: 80, height: 80), duration: 1.5, showsTouches: false) {
            GrowingDot()
        } script: {
            Tap("Grow", at: 0.2)
        }
        let loop = try FrameLoop(clip: clip)
        // Scale 0 before the tap: nothing drawn. Half way through the linear second: radius 10. At the end: 20.
        let before = try loop.frame(at: 0.1), half = try loop.frame(at: 0.7), end = try loop.frame(at: 1.4)
        #expect(pixel(before, 40, 40) == [255, 255, 255, 255])
        #expect(pixel(half, 40, 40) == [255, 59, 48, 255])
        #expect(pixel(half, 55, 40) == [255, 255, 255, 255])
        #expect(pixel(end, 55, 40) == [255, 59, 48, 255])
    }
}
