import AnimKitExamples
import Foundation
import Testing
@testable import AnimKit

/// Kept drawings (`DrawCache`) in gallery clips: every frame equals the same frame drawn afresh (as
/// without them).
@Suite struct KeptDrawingClipTests {
    /// Every gallery clip made of views, frame by frame. Among them, drawings that read what other views drew: a
    /// large title following the list's pull (`pull-to-refresh`), pinned headers over scrolling content
    /// (`scroll-feed`), a zoom source under its presented screen (`zoom-navigation`).
    @Test(arguments: Examples.all.filter { $0.source() is ViewFrameSource }.map(\.name))
    func keptDrawingsEqualFreshOnes(name: String) throws {
        let clip = try #require(Examples.all.first { $0.name == name })
        let loop = try FrameLoop(clip: clip)
        let source = try #require(clip.source() as? ViewFrameSource)
        let fresh = try #require(clip.source() as? ViewFrameSource)
        fresh.keepsDrawings = false
        for k in stride(from: 0, to: loop.clock.frameCount, by: 1) {
            let t = loop.clock.time(ofFrame: k)
            let list = try source.displayList(at: t)
            #expect(list == (try fresh.displayList(at: t)), "\(name) frame \(k)")
        }
    }
}
