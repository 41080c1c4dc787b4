import Foundation
import Observation
import Testing
@testable import AnimKit

/// Views are main-actor code, as in SwiftUI: a `Task { }` a view starts, a main-actor view model, and
/// `MainActor.assumeIsolated` run on the clip's main actor, at the clip's virtual times.
@Suite struct MainActorTests {
    /// A main-actor view model whose `load()` waits half a second of clip time.
    @MainActor @Observable final class Feed {
        var items: [String] = []
        var loads = 0
        func load() async {
            try? await Task.sleep(for: .seconds(0.5))
            loads += 1
            withAnimation(.linear(duration: 1)) { items.append("item \(loads)") }
        }
    }

    /// A square moved by a task started in `onAppear`, and a button whose action starts a task on the model.
    @MainActor struct Screen: View {
        let feed: Feed
        @State private var moved = false
        var body: some View {
            VStack {
                Rectangle().frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
                    .onAppear {
                        Task {
                            try await Task.sleep(for: .seconds(1))
                            withAnimation(.linear(duration: 1)) { moved = true }
                        }
                    }
                Button("Load") { Task { await feed.load() } }
                ForEach(feed.items, id: \.self) { Text($0) }
                Text("on main \(MainActor.assumeIsolated { feed.loads })")
            }
        }
    }

    private func clip(_ feed: Feed) -> Clip {
        Clip("main-actor", size: CGSize(width: 300, height: 200), duration: 3) { Screen(feed: feed) }
            script: { Tap("Load", at: 0.25) }
    }

    @Test @MainActor func aTaskStartedInOnAppearSleepsOnTheClipsClock() throws {
        let shots = try clip(Feed()).snapshots(at: [0, 0.99, 1.5, 2.5])
        let xs = try shots.map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        #expect(xs.map { (($0 - xs[0]) * 1000).rounded() / 1000 } == [0, 0, 50, 100])
    }

    @Test @MainActor func aTaskStartedInAnActionRunsTheModelsAsyncMethod() throws {
        let feed = Feed()
        let shots = try clip(feed).snapshots(at: [0.7, 0.8, 2.0])
        // Tapped at 0.25: the model sleeps until 0.75, then appends its item (it appears then).
        #expect(shots[0].views(labelled: "item 1").isEmpty)
        #expect(shots[1].views(labelled: "item 1").count == 1)
        #expect(shots[2].views(labelled: "on main 1").count == 1)
        #expect(feed.loads == 1)
    }

    @Test func rendersFromAnyThreadAgree() async throws {
        // The clip renders on whatever thread asks: here a test task off the main actor, twice side by side.
        let clipA = clip(await MainActor.run { Feed() })
        let clipB = clip(await MainActor.run { Feed() })
        async let first = Task.detached { try FrameLoop(clip: clipA).frame(at: 1.5).bytes }.value
        async let second = Task.detached { try FrameLoop(clip: clipB).frame(at: 1.5).bytes }.value
        let (x, y) = try await (first, second)
        #expect(x == y)
    }

    /// `await MainActor.run` from a `.task`, and a detached helper awaited from it.
    struct Hopping: View {
        @State private var label = "start"
        var body: some View {
            Text(label).task {
                try? await Task.sleep(for: .seconds(0.5))
                let word = await MainActor.run { "hopped" }
                label = word
            }
        }
    }

    @Test func aTaskHopsToTheMainActorAndBack() throws {
        let clip = Clip("hop", size: CGSize(width: 200, height: 100), duration: 1) { Hopping() }
        let shots = try clip.snapshots(at: [0.4, 0.6])
        #expect(shots[0].views(labelled: "start").count == 1)
        #expect(shots[1].views(labelled: "hopped").count == 1)
    }
}
