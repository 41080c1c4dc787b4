import AnimKit
import Foundation
import Testing
@testable import AnimKitTesting

/// A bar that grows to `target` points when the clip starts, and a label.
nonisolated struct Grower: View {
    let target: CGFloat
    let labelOpacity: Double
    @State private var grown = false
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(.blue).frame(width: 40, height: grown ? target : 20)
            Text("Hi").opacity(labelOpacity)
        }
        .onAppear { withAnimation(.linear(duration: 0.5)) { grown = true } }
    }
}

/// `assertClipSnapshots`: recording and comparing inspection listings, and diffs that name view and attribute.
@Suite struct SnapshotAssertionTests {
    static func grower(_ target: CGFloat, label: Double = 1) -> Clip {
        Clip("grower", size: CGSize(width: 100, height: 200), duration: 1) { Grower(target: target, labelOpacity: label) }
    }

    private func store() -> ReferenceStore {
        ReferenceStore(folder: FileManager.default.temporaryDirectory.appendingPathComponent("snaps-\(UUID().uuidString)"), name: "grower")
    }

    @Test func recordsThenComparesAndNamesWhatChanged() throws {
        let s = store()
        defer { try? FileManager.default.removeItem(at: s.folder) }
        func check(_ clip: Clip, _ mode: RecordMode = .missing) throws -> String? {
            try SnapshotAssertion(clip: clip, times: [0, 0.25, 1], store: s, mode: mode).run()
        }
        let first = try #require(try check(Self.grower(100)))
        #expect(first.hasPrefix("recorded the snapshots of clip 'grower' at 3 times at \(s.file("snapshots").path)"))
        let text = try String(contentsOf: s.file("snapshots"), encoding: .utf8)
        #expect(text.hasPrefix("# AnimKit snapshots of clip \"grower\" at 0.000, 0.250, 1.000 s\nt=0.000 canvas 100x200\n"))
        #expect(text.contains("\nVStack/Rectangle[0] type=Rectangle frame=30,79.856,40,20 fill=#007AFF transaction="))
        #expect(try check(Self.grower(100)) == nil)
        // A taller bar and a faded label: the rectangle's height (half way and at the end), the text's position and opacity.
        let message = try #require(try check(Self.grower(120, label: 0.5)))
        #expect(message.hasPrefix("the views of clip 'grower' differ from the reference in "))
        #expect(message.contains("\n  VStack/Rectangle[0] frame.height 60 → 70 at t=0.250\n"))
        #expect(message.contains("\n  VStack/Rectangle[0] frame.height 100 → 120 at t=1.000\n"))
        #expect(message.contains("\n  VStack/Text[0] opacity 1 → 0.5 at t=0.000\n"))
        #expect(message.contains("to accept the new views: ANIMKIT_RECORD=failed"))
        #expect(try check(Self.grower(120, label: 0.5), .failed)?.contains("re-recorded the reference") == true)
        #expect(try check(Self.grower(120, label: 0.5)) == nil)
    }

    @Test func listingsReadBackAsWritten() throws {
        let snapshots = try Self.grower(100).snapshots(at: [0.25])
        let listing = SnapshotListing(snapshots)
        #expect(SnapshotListing(text: listing.text) == listing)
        let odd = "t=0.500 canvas 10x10\nA/Text label=\"a \\\"quoted\\\" x=1\" frame=0,0,10,10 transaction=Spring(duration: 0.5) x=2\n"
        let parsed = try #require(SnapshotListing(text: odd))
        #expect(parsed.instants[0].views[0].value("label") == "\"a \\\"quoted\\\" x=1\"")
        #expect(parsed.instants[0].views[0].value("transaction") == "Spring(duration: 0.5) x=2")
        #expect(parsed.text == odd)
    }
}
