import Foundation
import Testing
@testable import AnimKit

/// `ProgressView(timerInterval:countsDown:)`: the bar follows the clip's clock, the time left under it.
@Suite struct ProgressTimerTests {
    private func frame(countsDown: Bool, at t: Double) throws -> (FrameBuffer, ClipSnapshot) {
        let start = Clip.startDate
        let clip = Clip("timer-bar", size: CGSize(width: 200, height: 80), fps: 30, duration: 10) {
            ProgressView(timerInterval: start...start.addingTimeInterval(10), countsDown: countsDown).padding(.horizontal, 20)
        }
        return (try FrameLoop(clip: clip).frame(at: t), try clip.snapshot(at: t))
    }

    /// Whether the bar is tinted at `x`, on the bar's middle row.
    private func tinted(_ f: FrameBuffer, _ bar: CGRect, x: CGFloat) -> Bool {
        let i = (Int(bar.midY) * f.width + Int(x)) * 4
        return f.bytes[i] == 0 && f.bytes[i + 1] == 122 && f.bytes[i + 2] == 255
    }

    @Test func countingDownTheBarEmptiesAndTheTimeLeftShows() throws {
        let (f, shot) = try frame(countsDown: true, at: 2.5)
        let bar = try #require(shot.views(ofType: "ProgressView").first).frame
        #expect(bar.width == 160)
        // 2.5 of 10 seconds gone: three quarters of the bar left (120 of 160 points).
        #expect(tinted(f, bar, x: bar.minX + 115))
        #expect(!tinted(f, bar, x: bar.minX + 125))
        // 7.5 seconds left reads as the whole seconds to go.
        #expect(shot.views(labelled: "0:08").count == 1)
    }

    @Test func countingUpTheBarFills() throws {
        let (f, shot) = try frame(countsDown: false, at: 4.0)
        let bar = try #require(shot.views(ofType: "ProgressView").first).frame
        #expect(tinted(f, bar, x: bar.minX + 60))
        #expect(!tinted(f, bar, x: bar.minX + 68))
        #expect(shot.views(labelled: "0:04").count == 1)
    }
}
