import Foundation
import Testing
@testable import AnimKit

/// `toolbarBackground(_:for:)` (a style, a visibility) and `toolbarColorScheme(_:for:)` on the navigation bar.
@Suite struct BarAppearanceTests {
    nonisolated struct Inbox: View {
        let visible: Bool
        var body: some View {
            NavigationStack {
                List(["One", "Two"], id: \.self) { Text($0) }
                    .navigationTitle("Inbox")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbarBackground(Color.indigo, for: .navigationBar)
                    .toolbarBackground(visible ? .visible : .automatic, for: .navigationBar)
                    .toolbarColorScheme(.dark, for: .navigationBar)
            }
        }
    }

    @Test func aVisibleBackgroundPaintsTheBarAndADarkSchemeWhitensItsTitle() throws {
        let clip = Clip("bar", size: CGSize(width: 390, height: 400)) { Inbox(visible: true) }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        let s = CGFloat(frame.width) / 390
        let p = frame.pixel(x: Int(10 * s), y: Int(22 * s))
        // Indigo behind the bar, at rest — its dark value (94, 92, 230), as the bar is in the dark scheme.
        #expect(abs(Int(p.r) - 94) < 4 && abs(Int(p.g) - 92) < 4 && abs(Int(p.b) - 230) < 4)
        let title = try #require(clip.snapshot(at: 0).views(labelled: "Inbox").first { $0.type == "Text" })
        #expect(title.fill.map { $0[0] > 0.99 && $0[1] > 0.99 && $0[2] > 0.99 } == true)
        // `.automatic`: no background until content scrolls under the bar.
        let plain = try FrameLoop(clip: Clip("bar", size: CGSize(width: 390, height: 400)) { Inbox(visible: false) }).frame(at: 0)
        #expect(plain.pixel(x: Int(10 * s), y: Int(22 * s)).r > 200)
    }
}
