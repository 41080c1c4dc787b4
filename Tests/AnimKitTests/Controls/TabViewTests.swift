import Foundation
import Testing
@testable import AnimKit

/// TabView: the tab bar (layout, colours, taps) and the page style (paging by drag, dots).
@Suite struct TabViewTests {
    private func clip(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep] = { [] }) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("tabs", size: CGSize(width: 390, height: 500), fps: 60, duration: 3, content: { view }, script: { steps })
    }

    nonisolated struct Tabs: View {
        @State private var tab = 0
        var body: some View {
            TabView(selection: $tab) {
                Text("Home screen").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Tab("Settings", systemImage: "gear", value: 1) { Text("Settings screen") }
            }
        }
    }

    @Test func theBarShowsEachTabAndATapSwitches() throws {
        let shots = try clip(Tabs()) { Tap("Settings", at: 0.5) }.snapshots(at: [0, 0.6])
        // The content sits above the 49-point bar: centred in 451 points.
        let home = try #require(shots[0].views(labelled: "Home screen").first).frame
        #expect(abs(home.midY - 225.5) < 0.01 && shots[0].views(labelled: "Settings screen").isEmpty)
        // Two slots of 195: each label's icon and title centred in its slot.
        let titles = shots[0].views(labelled: "Home").filter { $0.type == "Text" } + shots[0].views(labelled: "Settings").filter { $0.type == "Text" }
        #expect(titles.map { $0.frame.midX } == [97.5, 292.5])
        #expect(titles.allSatisfy { $0.frame.minY > 451 })
        #expect(shots[1].views(labelled: "Settings screen").count == 1 && shots[1].views(labelled: "Home screen").isEmpty)
    }

    nonisolated struct HidingDetail: View {
        let modern: Bool
        var body: some View {
            TabView {
                NavigationStack {
                    NavigationLink("Open") {
                        Color.orange.overlay(Text("Detail"))
                            .modifier(HideTabBar(modern: modern))
                    }
                    .navigationTitle("Home")
                }
                .tabItem { Label("Home", systemImage: "house") }
                Text("Other").tabItem { Label("Other", systemImage: "gear") }
            }
        }
    }

    nonisolated struct HideTabBar: ViewModifier {
        let modern: Bool
        func body(content: Content) -> some View {
            if modern { content.toolbarVisibility(.hidden, for: .tabBar) } else { content.toolbar(.hidden, for: .tabBar) }
        }
    }

    @Test func aPushedScreenThatHidesTheTabBarTakesTheWholeHeight() throws {
        for modern in [false, true] {
            let shots = try clip(HidingDetail(modern: modern)) { Tap("Open", at: 0.3) }.snapshots(at: [0.2, 2.5])
            // Before: the bar's labels show. After the push: no bar, and the detail reaches the bottom.
            #expect(shots[0].views(labelled: "Other").contains { $0.type == "Text" })
            #expect(!shots[1].views(labelled: "Other").contains { $0.type == "Text" })
            let detail = try #require(shots[1].views(ofType: "Color").first { $0.frame.height > 300 }).frame
            #expect(detail.maxY >= 500 - 0.01, "\(detail)")
        }
    }

    nonisolated struct Badged: View {
        let unread: Int
        var body: some View {
            TabView {
                List {
                    Text("Inbox").badge(unread)
                    Text("Drafts").badge("Draft")
                    Text("Sent").badge(0)
                }
                .tabItem { Label("Mail", systemImage: "envelope") }
                .badge(unread)
                Text("Settings").tabItem { Label("Settings", systemImage: "gear") }.badge(Text("New"))
            }
        }
    }

    @Test func badgesSitOnTabItemsAndAtTheEndOfListRows() throws {
        let s = try clip(Badged(unread: 3)).snapshot(at: 0)
        let badges = s.views(ofType: "Badge")
        #expect(badges.map(\.label) == ["3", "New"])
        // A red capsule 18 points tall at the icon's top trailing corner, in the bar (below 451).
        let mail = try #require(badges.first)
        #expect(mail.frame.height == 18 && abs(mail.frame.width - 18) < 0.5 && mail.frame.minY >= 451 && mail.frame.midX > 97.5)
        #expect(mail.fill.map { $0[0] > 0.99 && $0[1] < 0.3 } == true)
        #expect(badges[1].frame.width > 18)
        // In the list: the count and the text at the row's trailing end, in the secondary colour; 0 shows nothing.
        let three = try #require(s.views(labelled: "3").first { $0.type == "Text" })
        #expect(three.frame.maxX > 330 && (three.fill?[3] ?? 1) < 0.7)
        #expect(!s.views(labelled: "Draft").isEmpty && s.views(labelled: "0").isEmpty)
        #expect(try clip(Badged(unread: 0)).snapshot(at: 0).views(ofType: "Badge").map(\.label) == ["New"])
    }

    nonisolated struct Pages: View {
        @State private var page = 0
        var body: some View {
            VStack {
                TabView(selection: $page) {
                    ForEach(0..<3, id: \.self) { i in Text("Page \(i)").tag(i) }
                }
                .tabViewStyle(.page)
                .accessibilityIdentifier("pages")
                Text("on \(page)")
            }
        }
    }

    @Test func pagesTurnWithADragAndSetTheSelection() throws {
        let shots = try clip(Pages()) { Scroll("pages", by: 80, axis: .horizontal, at: 0.5, duration: 0.1) }.snapshots(at: [0, 2.5])
        #expect(abs(try #require(shots[0].views(labelled: "Page 0").first).frame.midX - 195) < 0.01)
        #expect(abs(try #require(shots[1].views(labelled: "Page 1").first).frame.midX - 195) < 0.01)
        #expect(shots[1].views(labelled: "on 1").count == 1)
    }
}
