import Foundation
import Testing
@testable import AnimKit

/// The article's split state change: the second toggle deferred by 0.01 s on the main queue. (Swift 6
/// treats `DispatchQueue.main` closures as main-actor code; the view is declared sendable for it.)
private struct SplitChange: View, @unchecked Sendable {
    @State private var isActive = false
    @State private var scale = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(isActive ? .red : .blue)
                .frame(width: 100, height: 100)
                .offset(x: scale ? 200 : 0)
            Button("Change") {
                isActive.toggle()
                AnimKit.DispatchQueue.main.asyncAfter(deadline: .now() + 0.01) {
                    scale.toggle()
                }
            }
        }
    }
}

/// (This file imports Foundation itself, so it names AnimKit's clip-aware `DispatchQueue` explicitly;
/// article code importing only AnimKit gets it unqualified — see the implicit-bug-4-split example.)
@Suite struct DeferredWorkTests {
    @Test func asyncAfterRunsOnTheClipsVirtualClock() throws {
        let clip = Clip("split", size: CGSize(width: 400, height: 300)) { SplitChange() } script: { Tap("Change", at: 0.5) }
        let before = try #require(try clip.snapshot(at: 0.505).views.first { $0.type == "Rectangle" })
        let after = try #require(try clip.snapshot(at: 0.515).views.first { $0.type == "Rectangle" })
        // The first change (the colour) lands at the tap, the deferred one (the offset) 0.01 s later.
        #expect(before.fill == [1, 59.0 / 255, 48.0 / 255, 1])
        #expect(after.frame.minX - before.frame.minX == 200)
    }

    @Test func outsideAClipTheShimUsesRealTime() {
        let a = AnimKit.DispatchTime.now()
        let b = a + 0.5
        #expect(b.uptimeNanoseconds - a.uptimeNanoseconds == 500_000_000)
        #expect((a + .milliseconds(10)) > a)
    }
}
