import Foundation
import Testing
@testable import AnimKit

/// Whole app screens as iOS 17/18 draws them: system backgrounds in both appearances, bars clear at their scroll
/// edge, label rows in a list, the home indicator over light and dark content.
@Suite struct AppScreenTests {
    private func rgb(_ frame: FrameBuffer, _ x: CGFloat, _ y: CGFloat, width: CGFloat) -> (Int, Int, Int) {
        let s = CGFloat(frame.width) / width
        let p = frame.pixel(x: Int(x * s), y: Int(y * s))
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    nonisolated struct Inbox: View {
        var body: some View {
            NavigationStack {
                List(1...3, id: \.self) { Text("Row \($0)") }
                    .listStyle(.plain)
                    .navigationTitle("Inbox")
            }
        }
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func aNavigationScreenIsOnTheSystemBackgroundOfItsAppearance(_ scheme: ColorScheme) throws {
        let clip = Clip("inbox", duration: 0.1, device: .iPhone, colorScheme: scheme) { Inbox() }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        let expected = scheme == .dark ? 0 : 255
        // Beside the large title (the bar is clear at rest), under the last row and at the bottom edge: the system
        // background, black in the dark.
        for (x, y) in [(300.0, 120.0), (200.0, 500.0), (40.0, 845.0)] as [(CGFloat, CGFloat)] {
            let p = rgb(frame, x, y, width: 393)
            #expect(abs(p.0 - expected) < 3 && abs(p.1 - expected) < 3 && abs(p.2 - expected) < 3, "\(x),\(y): \(p)")
        }
        let title = try #require(clip.snapshot(at: 0).views(labelled: "Inbox").first { $0.type == "Text" })
        let white = title.fill.map { $0[0] > 0.99 && $0[1] > 0.99 && $0[2] > 0.99 } == true
        #expect(white == (scheme == .dark))
    }

    nonisolated struct Tabs: View {
        let rows: Int
        var body: some View {
            TabView {
                NavigationStack {
                    List(0..<rows, id: \.self) { Text("Item \($0)") }
                        .navigationTitle("Home")
                }
                .tabItem { Label("Home", systemImage: "house") }
                Text("Other").tabItem { Label("Other", systemImage: "gear") }
            }
        }
    }

    @Test func aTabBarIsClearAtTheContentsEndAndTakesItsMaterialWhenContentRunsUnderIt() throws {
        let short = try FrameLoop(clip: Clip("short", duration: 0.1, device: .iPhone) { Tabs(rows: 3) }).frame(at: 0)
        // Between the tab items, 20 points above the bottom: the list's grouped background (242, 242, 247) runs on
        // under the clear bar, with no hairline at its top.
        #expect(rgb(short, 140, 852 - 40, width: 393) == (242, 242, 247))
        #expect(rgb(short, 140, 852 - 34 - 49, width: 393) == (242, 242, 247))
        let long = try FrameLoop(clip: Clip("long", duration: 0.1, device: .iPhone) { Tabs(rows: 40) }).frame(at: 0)
        // Rows run under the bar: it takes the bar material (lighter than the grouped grey) and its hairline.
        let bar = rgb(long, 140, 852 - 40, width: 393)
        #expect(bar.0 > 245 && bar.2 > 245)
        let line = rgb(long, 140, 852 - 34 - 49 - 0.2, width: 393)
        #expect(line.0 < 235)
    }

    nonisolated struct Settings: View {
        var body: some View {
            List {
                Label("Airplane Mode", systemImage: "airplane")
                Label("Wi-Fi", systemImage: "wifi")
                Label("Mail", systemImage: "envelope").foregroundStyle(.red)
            }
        }
    }

    @Test func labelRowsAlignTheirTitlesTintTheirIconsAndStartTheirSeparatorsUnderTheTitle() throws {
        let clip = Clip("settings", size: CGSize(width: 393, height: 300)) { Settings() }
        let snapshot = try clip.snapshot(at: 0)
        let airplane = try #require(snapshot.views(labelled: "Airplane Mode").first { $0.type == "Text" })
        let wifi = try #require(snapshot.views(labelled: "Wi-Fi").first { $0.type == "Text" })
        // Titles 31.3 points after the row's content edge (16 card margin + 20 inset), whatever the icon's width.
        #expect(abs(airplane.frame.minX - 67.3) < 0.01 && abs(wifi.frame.minX - 67.3) < 0.01)
        // Icons in the accent colour, unless the label has a foreground style of its own.
        let icon = try #require(snapshot.views(labelled: "wifi").first)
        #expect(icon.fill.map { abs($0[0] - 0) < 0.01 && abs($0[1] - 122.0 / 255) < 0.01 && abs($0[2] - 1) < 0.01 } == true)
        let mail = try #require(snapshot.views(labelled: "envelope").first)
        #expect(mail.fill.map { $0[0] > 0.99 && $0[1] < 0.3 } == true)
        // The separator under the first row starts under its title: none at x = 60, drawn at x = 75.
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        let rowBottom = airplane.frame.midY + 22
        let s = CGFloat(frame.width) / 393
        func darkest(_ x: CGFloat) -> Int {
            (-2...2).map { dy in Int(frame.pixel(x: Int(x * s), y: Int(rowBottom * s) + dy).g) }.min()!
        }
        #expect(darkest(60) == 255)
        #expect(darkest(75) < 245)
    }

    @Test(arguments: [(Color.white, 0), (Color.black, 255), (Color.yellow, 0), (Color.indigo, 255)])
    func theHomeIndicatorStandsOutFromWhatIsUnderIt(_ background: Color, _ ink: Int) throws {
        let clip = Clip("home", duration: 0.1, device: .iPhone) { background.ignoresSafeArea() }
        let frame = try FrameLoop(clip: clip).frame(at: 0)
        // The indicator's middle: 134 × 5 points, 8 above the bottom edge.
        let p = rgb(frame, 393 / 2, 852 - 8 - 2.5, width: 393)
        #expect(p == (ink, ink, ink))
    }

    nonisolated struct SettingRow: View {
        @State private var on = true
        var body: some View {
            HStack(spacing: 12) {
                Text("Just a simple title").frame(maxWidth: .infinity, alignment: .leading)
                Toggle("", isOn: $on).labelsHidden().tint(.black)
            }
            .padding(.horizontal, 20)
        }
    }

    @Test func aSwitchTakes49PointsOfLayoutAndDraws51() throws {
        let clip = Clip("row", size: CGSize(width: 233.5, height: 48.5)) { SettingRow() }
        let snapshot = try clip.snapshot(at: 0)
        let toggle = try #require(snapshot.views(ofType: "Toggle").first)
        let title = try #require(snapshot.view(labelled: "Just a simple title"))
        // 233.5 − 2 × 20 − 12 − 49 = 132.5 for the title: it stays on one line.
        #expect(toggle.frame.width == 49 && toggle.frame.minX == 164.5)
        #expect(title.frame.height < 25)
        // The (black) track runs 2 points past the toggle's frame, to 215.5; beyond it, white.
        let frame = try FrameLoop(clip: clip, settings: RenderSettings(scale: 4)).frame(at: 0)
        let s = CGFloat(frame.width) / 233.5
        let past = frame.pixel(x: Int(214.6 * s), y: Int(24.25 * s)), beyond = frame.pixel(x: Int(216.5 * s), y: Int(24.25 * s))
        #expect(past.r < 100, "\(past)")
        #expect(beyond.r > 230, "\(beyond)")
    }

    nonisolated struct Shrinking: View {
        @State private var names = ["Alpha", "Beta", "Gamma"]
        var body: some View {
            VStack {
                Button("Remove") { withAnimation(.linear(duration: 1)) { _ = names.removeFirst() } }
                List(names, id: \.self) { Text($0).font(.system(size: 30, weight: .black)) }
            }
        }
    }

    @Test func aLeavingRowStaysInItsOwnSlotUnderTheRowsSlidingOverIt() throws {
        let clip = Clip("shrink", size: CGSize(width: 300, height: 400)) { Shrinking() } script: { Tap("Remove", at: 0.2) }
        let t = 0.5
        let snapshot = try clip.snapshot(at: t)
        let beta = try #require(snapshot.view(labelled: "Beta"))
        let frame = try FrameLoop(clip: clip, settings: RenderSettings(scale: 2)).frame(at: t)
        // A third of the way up, Beta's cell (its text with 11 points above and below) covers the bottom of Alpha's:
        // above Beta's text and inside its cell, only the cell's white.
        let cellTop = beta.frame.minY - 11
        var dark = 0
        for y in Int((cellTop + 2) * 2)..<Int((beta.frame.minY - 1) * 2) {
            for x in Int(beta.frame.minX * 2)..<Int((beta.frame.minX + 120) * 2) where frame.pixel(x: x, y: y).r < 200 { dark += 1 }
        }
        #expect(dark == 0)
    }
}
