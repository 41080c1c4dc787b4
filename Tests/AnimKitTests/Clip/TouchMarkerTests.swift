import Foundation
import Testing
@testable import AnimKit

/// The touch marker shows where the finger is: a drag's marker follows it.
struct TouchMarkerTests {
    @Test func aDragMarkerFollowsTheFinger() throws {
        let clip = Clip("drag-marker", size: CGSize(width: 200, height: 100), duration: 2) {
            Color.white
        } script: {
            Drag(from: CGPoint(x: 20, y: 50), to: CGPoint(x: 180, y: 50), at: 0.5, duration: 1)
        }
        let frame = try FrameLoop(clip: clip).frame(at: 1.0)   // half way: the finger is at x = 100
        func grey(_ x: Int, _ y: Int) -> Bool {
            let i = (y * frame.width + x) * 4
            return frame.bytes[i] < 240 && frame.bytes[i] == frame.bytes[i + 1] && frame.bytes[i + 1] == frame.bytes[i + 2]
        }
        #expect(grey(100, 50))
        #expect(!grey(20, 50) && !grey(180, 50))
    }
}
