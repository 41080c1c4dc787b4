import Foundation
@testable import AnimKit

/// Small clips with known content for encoder and frame-loop tests.
enum TestClips {
    /// Red for the first second, then a blue square slides right during the second; 64×48 points.
    static let redThenMoving = Clip("test-red-then-moving", description: "test", size: CGSize(width: 64, height: 48), fps: 10, duration: 2) { t in
        if t < 1 { return DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 64, height: 48)), .red)]) }
        let x = 40 * (t - 1)
        return DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 64, height: 48)), .white),
                            .fill(.rect(CGRect(x: x, y: 14, width: 20, height: 20)), .blue)])
    }

    /// A blue square slides right during the first second, then stays still for the second; 64×48 points.
    static let movingThenStill = Clip("test-moving-then-still", description: "test", size: CGSize(width: 64, height: 48), fps: 10, duration: 2) { t in
        DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 64, height: 48)), .white),
                     .fill(.rect(CGRect(x: 40 * min(t, 1), y: 14, width: 20, height: 20)), .blue)])
    }

    /// A source that fails at frame `at`.
    final class FailingSource: FrameSource {
        let failAt: Int
        var frame = 0
        init(failAt: Int) { self.failAt = failAt }
        var naturalDuration: Double? { 1 }
        func displayList(at t: Double) throws -> DisplayList {
            defer { frame += 1 }
            if frame == failAt { throw AnimKitError(.raster, "deliberate failure") }
            return DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 8, height: 8)), .green)])
        }
    }

    static func failing(at k: Int) -> Clip {
        Clip("test-failing", description: "test", size: CGSize(width: 32, height: 32), fps: 10, duration: 1) { FailingSource(failAt: k) }
    }

    /// An odd-sized clip (for 4:2:0 padding).
    static let odd = Clip("test-odd", description: "test", size: CGSize(width: 33, height: 21), fps: 10, duration: 0.5) { t in
        DisplayList([.fill(.rect(CGRect(x: 0, y: 0, width: 33, height: 21)), .green)])
    }
}
