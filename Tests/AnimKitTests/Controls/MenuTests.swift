import Foundation
import Testing
@testable import AnimKit

/// `Menu`: a tap opens the panel under (or over) its control; a row closes it and runs; a tap outside closes it.
@Suite struct MenuTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    nonisolated struct Sorter: View {
        let log: Log
        var body: some View {
            VStack {
                Menu("Sort by") {
                    Button("Date") { log.lines.append("date") }
                    Divider()
                    Button(role: .destructive) { log.lines.append("delete") } label: { Label("Delete", systemImage: "trash") }
                }
                .padding(.top, 40)
                Spacer()
                Menu("Edit") { Button("Copy") { log.lines.append("copy") } }.padding(.bottom, 20)
            }
            .frame(maxWidth: .infinity)
        }
    }

    private func clip(_ log: Log, @ScriptBuilder _ script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let steps = script()
        return Clip("menu", size: CGSize(width: 360, height: 500), fps: 60, duration: 4, content: { Sorter(log: log) }, script: { steps })
    }

    @Test func aTapOpensThePanelUnderTheControlAndARowClosesItAndRuns() throws {
        let log = Log()
        let s = try clip(log) { Tap("Sort by", at: 0.5); Tap("Date", at: 1.5) }.snapshots(at: [0.4, 1.4, 2.5])
        #expect(s[0].views(ofType: "Menu").isEmpty)
        let button = try #require(s[0].views(labelled: "Sort by").first { $0.type == "Button" }).frame
        let panel = try #require(s[1].views(ofType: "Menu").first).frame
        // 250 wide, centred on a control in the middle, 8 under it; a 44-point row, an 8-point band, a row.
        #expect(panel.width == 250 && abs(panel.midX - button.midX) < 0.01 && abs(panel.minY - (button.maxY + 8)) < 0.01)
        #expect(abs(panel.height - (44 + 8 + 44)) < 0.01)
        let date = try #require(s[1].views(labelled: "Date").first { $0.type == "Text" }).frame
        #expect(abs(date.midY - (panel.minY + 22)) < 0.5 && abs(date.minX - (panel.minX + 16)) < 0.01)
        // The destructive row is red, its icon at the trailing end.
        let delete = try #require(s[1].views(labelled: "Delete").first { $0.type == "Text" })
        #expect(delete.fill.map { $0[0] > 0.99 && $0[1] < 0.3 && $0[2] < 0.3 } == true)
        let trash = try #require(s[1].views(ofType: "Image").last).frame
        #expect(abs(trash.maxX - (panel.maxX - 16)) < 0.5)
        #expect(log.lines == ["date"] && s[2].views(ofType: "Menu").isEmpty)
    }

    @Test func nearTheBottomItOpensUpwardsAndATapOutsideClosesIt() throws {
        let log = Log()
        let s = try clip(log) { Tap("Edit", at: 0.5); Tap(at: CGPoint(x: 30, y: 200), at: 1.5) }.snapshots(at: [0.4, 1.4, 2.5])
        let button = try #require(s[0].views(labelled: "Edit").first { $0.type == "Button" }).frame
        let panel = try #require(s[1].views(ofType: "Menu").first).frame
        #expect(abs(panel.maxY - (button.minY - 8)) < 0.01)
        #expect(s[2].views(ofType: "Menu").isEmpty && log.lines.isEmpty)
    }

    @Test func thePanelIsAMaterialThatShowsWhatIsUnderItBlurred() throws {
        // A red bar under the panel's middle row; white elsewhere.
        nonisolated struct Backdrop: View {
            var body: some View {
                ZStack(alignment: .top) {
                    Color.white
                    Color.red.frame(height: 24).padding(.top, 150)
                    Menu("Sort by") { Button("Date") {}; Button("Title") {}; Button("Size") {} }.padding(.top, 40)
                }
            }
        }
        let clip = Clip("menu-material", size: CGSize(width: 360, height: 400), duration: 2, content: { Backdrop() }, script: { Tap("Sort by", at: 0.2) })
        let loop = try FrameLoop(clip: clip)
        let frame = try loop.frame(at: 1.5)
        let panel = try #require(clip.snapshots(at: [1.5])[0].views(ofType: "Menu").first).frame
        let s = CGFloat(frame.width) / 360
        func px(_ x: CGFloat, _ y: CGFloat) -> (r: Int, g: Int, b: Int) {
            let p = frame.pixel(x: Int(x * s), y: Int(y * s))
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        // Over white the panel is a light grey (238), darker than the page and lighter than a flat 80 % grey tint.
        let plain = px(panel.minX + 200, panel.minY + 6)
        #expect(abs(plain.r - 238) <= 3 && plain.r == plain.g && plain.g == plain.b)
        // Over the red bar the panel turns pink; the bar's edge is soft: 6 points above it the panel is already pink.
        let over = px(panel.minX + 200, 162), above = px(panel.minX + 200, 144)
        #expect(over.r > 230 && over.g < plain.g - 20 && over.g > 150)
        #expect(above.g < plain.g - 6 && above.g > over.g)
        // Outside the panel the page keeps its own pixels.
        let page = px(20, 162)
        #expect(page.r > 240 && page.g < 70)
    }
}
