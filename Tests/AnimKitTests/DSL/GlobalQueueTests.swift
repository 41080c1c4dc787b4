import Foundation
import Testing
@testable import AnimKit

/// `DispatchQueue.global()` in a clip: its work runs on the clip's clock, on the rendering thread, so a continuation it
/// resumes wakes its main-actor task in the clip and the task's writes are drawn.
@Suite struct GlobalQueueTests {
    /// Loads a value "in the background" and shows it: a continuation resumed from a global queue, then an animated write.
    struct Loader: View {
        @State private var loaded = false
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: loaded ? 100 : 0)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    let value = await withCheckedContinuation { (c: CheckedContinuation<Bool, Never>) in
                        DispatchQueue.global(qos: .userInitiated).async { c.resume(returning: true) }
                    }
                    withAnimation(.linear(duration: 1)) { loaded = value }
                }
        }
    }

    /// The classic hop: work on a global queue, then the write back on the main queue, a second later.
    struct Hopper: View {
        @State private var x = 0.0
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: x)
                .onAppear {
                    DispatchQueue.global().asyncAfter(deadline: .now() + 1) {
                        let result = 40.0
                        DispatchQueue.main.async { MainActor.assumeIsolated { x = result } }
                    }
                }
        }
    }

    private func xs(_ clip: Clip, at times: [Double]) throws -> [Double] {
        let shots = try clip.snapshots(at: times)
        let rects = try shots.map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        return rects.map { (($0 - rects[0]) * 1000).rounded() / 1000 }
    }

    @Test func aContinuationResumedFromAGlobalQueueWakesItsTaskInTheClip() throws {
        let clip = Clip("loader", size: CGSize(width: 300, height: 100), duration: 2) { Loader() }
        // The sleep ends at 0.5 s, the continuation resumes in the same instant, the move runs 0.5 → 1.5 s.
        #expect(try xs(clip, at: [0, 0.49, 1.0, 1.6]) == [0, 0, 50, 100])
        // And the same numbers every time: the clip's time has no other threads.
        #expect(try xs(clip, at: [0, 0.49, 1.0, 1.6]) == [0, 0, 50, 100])
    }

    @Test func workOnAGlobalQueueRunsAtItsVirtualTime() throws {
        let clip = Clip("hopper", size: CGSize(width: 300, height: 100), duration: 2) { Hopper() }
        #expect(try xs(clip, at: [0, 0.99, 1.0, 1.5]) == [0, 0, 40, 40])
    }
}
