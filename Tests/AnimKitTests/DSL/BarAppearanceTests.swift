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

    nonisolated struct Tabs: View {
        let hidden: Bool
        var body: some View {
            TabView {
                NavigationStack {
                    Color.white
                        .toolbar { ToolbarItem(placement: .bottomBar) { Text("Bottom") } }
                        .toolbarBackground(Color.green, for: .bottomBar)
                }
                .toolbarBackground(Color.orange, for: .tabBar)
                .toolbarBackground(hidden ? .hidden : .visible, for: .tabBar)
                .tabItem { Label("Home", systemImage: "house") }
                Text("Other").tabItem { Label("Other", systemImage: "gear") }
            }
        }
    }

    @Test func theTabBarAndTheBottomToolbarTakeTheirOwnBackgrounds() throws {
        let frame = try FrameLoop(clip: Clip("tabs", size: CGSize(width: 390, height: 500)) { Tabs(hidden: false) }).frame(at: 0)
        let s = CGFloat(frame.width) / 390
        func px(_ f: FrameBuffer, _ x: CGFloat, _ y: CGFloat) -> (Int, Int, Int) {
            let p = f.pixel(x: Int(x * s), y: Int(y * s))
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        // The tab bar (the bottom 49 points) is orange (255, 149, 0); the bottom toolbar above it green (52, 199, 89).
        let tab = px(frame, 5, 497), toolbar = px(frame, 5, 500 - 49 - 45)
        #expect(abs(tab.0 - 255) < 4 && abs(tab.1 - 149) < 4 && tab.2 < 10)
        #expect(abs(toolbar.0 - 52) < 4 && abs(toolbar.1 - 199) < 4 && abs(toolbar.2 - 89) < 4)
        // Hidden: no background, the white page shows under the labels.
        let hidden = try FrameLoop(clip: Clip("tabs", size: CGSize(width: 390, height: 500)) { Tabs(hidden: true) }).frame(at: 0)
        let bare = px(hidden, 5, 497)
        #expect(bare.0 > 250 && bare.1 > 250 && bare.2 > 250)
    }
}
