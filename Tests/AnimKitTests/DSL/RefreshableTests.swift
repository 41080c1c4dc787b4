import Foundation
import Testing
@testable import AnimKit

/// `.refreshable`: pull past the trigger, the content rests 60 points down with the spinner while the action
/// runs on the clip's clock, then springs back; `\.refresh` reads the action.
@Suite struct RefreshableTests {
    @MainActor @Observable final class FeedModel {
        var items = ["First", "Second"]
        private var reloads = 0
        func reload() async {
            try? await Task.sleep(for: .seconds(1))
            items.insert("New \(reloads)", at: 0)
            reloads += 1
        }
    }

    struct Feed: View {
        @State private var model = FeedModel()
        var body: some View {
            List(model.items, id: \.self) { Text($0) }
                .listStyle(.plain)
                .overlay(alignment: .bottom) { RefreshReader() }
                .refreshable { await model.reload() }
        }
    }

    nonisolated struct RefreshReader: View {
        @Environment(\.refresh) private var refresh
        var body: some View { Text(refresh == nil ? "no refresh" : "has refresh") }
    }

    private func y(_ label: String, _ shot: ClipSnapshot) throws -> CGFloat {
        try #require(shot.views(labelled: label).first { $0.type == "Text" }).frame.minY
    }

    @Test func aLongPullRefreshesAndTheContentWaitsBelowTheSpinner() throws {
        let clip = Clip("refresh", size: CGSize(width: 390, height: 600), fps: 30, duration: 4, content: { Feed() }, script: {
            Drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 500), at: 0.5, duration: 0.5)
        })
        let s = try clip.snapshots(at: [0.3, 1.6, 2.3, 3.5])
        let rest = try y("First", s[0])
        #expect(!s[0].views(labelled: "has refresh").isEmpty)
        // No spinner before the pull.
        #expect(s[0].views(ofType: "Capsule").isEmpty)
        // After the release the list rests 60 points down, the spinner's 8 spokes turning in that band.
        #expect(abs(try y("First", s[1]) - (rest + 60)) < 0.5)
        let spokes = s[1].views(ofType: "Capsule")
        #expect(spokes.count == 8)
        let centre = spokes.map(\.frame.midY).reduce(0, +) / 8
        let top = try #require(s[0].views(ofType: "List").first).frame.minY
        #expect(abs(centre - (top + 30)) < 1, "\(centre) \(top)")
        // The action ran on the clip's clock (a second after the trigger): the new row is in, the list springs back.
        #expect(s[2].views(labelled: "New 0").count == 1)
        #expect(abs(try y("New 0", s[3]) - rest) < 0.5 && s[3].views(ofType: "Capsule").isEmpty)
    }

    @Test func aShortPullDoesNotRefresh() throws {
        let clip = Clip("refresh", size: CGSize(width: 390, height: 600), fps: 30, duration: 3, content: { Feed() }, script: {
            Drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 200, y: 230), at: 0.5, duration: 0.3)
        })
        let s = try clip.snapshots(at: [0.3, 2.9])
        #expect(abs(try y("First", s[1]) - y("First", s[0])) < 0.5 && s[1].views(labelled: "New 0").isEmpty)
    }
}
