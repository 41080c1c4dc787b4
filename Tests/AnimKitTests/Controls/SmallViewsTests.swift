import Foundation
import Testing
@testable import AnimKit

/// Link, Menu (closed), ViewThatFits and ContentUnavailableView.
@Suite struct SmallViewsTests {
    private func clip(_ content: some View, width: CGFloat = 300, @ScriptBuilder script: () -> [any ScriptStep] = { [] }) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("small", size: CGSize(width: width, height: 300), fps: 30, duration: 1, content: { view }, script: { steps })
    }

    final class Opened: @unchecked Sendable { var urls: [URL] = [] }

    @Test func aLinkOpensThroughTheEnvironment() throws {
        let opened = Opened()
        let view = Link("Docs", destination: URL(string: "https://example.com")!)
            .environment(\.openURL, OpenURLAction { opened.urls.append($0); return .handled })
        let shot = try clip(view) { Tap("Docs", at: 0.5) }.snapshots(at: [0.6])[0]
        #expect(opened.urls == [URL(string: "https://example.com")!])
        #expect(shot.views(labelled: "Docs").first { $0.type == "Text" }?.fill.map { Int(($0[2] * 255).rounded()) } == 255)
    }

    @Test func aMenuDrawsItsLabelAndRunsItsPrimaryAction() throws {
        let opened = Opened()
        let view = Menu("Sort", content: { Button("Name") {} }, primaryAction: { opened.urls.append(URL(string: "x:y")!) })
        let shot = try clip(view) { Tap("Sort", at: 0.5) }.snapshots(at: [0.6])[0]
        #expect(opened.urls.count == 1)
        // Closed: only the label shows.
        #expect(shot.views(labelled: "Name").isEmpty && shot.views(labelled: "Sort").count >= 1)
    }

    @Test func viewThatFitsShowsTheFirstThatFits() throws {
        func shown(width: CGFloat) throws -> [String?] {
            let view = ViewThatFits(in: .horizontal) {
                Text("A rather long title that needs room")
                Text("Short")
            }
            return try clip(view, width: width).snapshots(at: [0])[0].views(ofType: "Text").map(\.label)
        }
        #expect(try shown(width: 400) == ["A rather long title that needs room"])
        #expect(try shown(width: 120) == ["Short"])
    }

    @Test func contentUnavailableViewCentresItsParts() throws {
        let shot = try clip(ContentUnavailableView("No Mail", systemImage: "magnifyingglass", description: Text("New mail appears here."))).snapshots(at: [0])[0]
        let icon = try #require(shot.views(ofType: "Image").first).frame
        let title = try #require(shot.views(labelled: "No Mail").first).frame
        let description = try #require(shot.views(labelled: "New mail appears here.").first).frame
        #expect(abs(icon.midX - 150) < 0.01 && abs(title.midX - 150) < 0.01 && abs(description.midX - 150) < 0.01)
        #expect(abs(title.minY - icon.maxY - 12) < 0.01 && abs(description.minY - title.maxY - 8) < 0.01)
        // The group is centred vertically in the 300-point canvas.
        #expect(abs((icon.minY + description.maxY) / 2 - 150) < 0.01)
    }
}
