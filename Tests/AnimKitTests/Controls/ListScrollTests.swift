import Foundation
import Testing
@testable import AnimKit

/// A `List` scrolls as a scroll view: a finger moves its rows and they glide on, `scrollTo` shows a row's
/// whole cell, and a plain list's section headers stay pinned at its top.
@Suite struct ListScrollTests {
    private func shots(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep], at times: [Double]) throws -> [ClipSnapshot] {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return try Clip("list-scroll", size: CGSize(width: 390, height: 500), fps: 60, duration: 4, content: { view }, script: { steps })
            .snapshots(at: times)
    }

    private func midY(_ label: String, _ shot: ClipSnapshot) throws -> CGFloat {
        try #require(shot.views(labelled: label).first { $0.type == "Text" }).frame.midY
    }

    nonisolated struct Numbers: View {
        var body: some View {
            List(0..<30) { i in Text("Row \(i)") }.accessibilityIdentifier("list")
        }
    }

    @Test func aDragMovesTheRowsAndTheyGlideOn() throws {
        // Rows are 44 points: the first is centred 26 + 22 points down. The finger moves up 100 points in
        // 0.25 s (400 pt/s) and lifts at 0.75.
        let s = try shots(Numbers(), script: {
            Drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), at: 0.5, duration: 0.25)
        }, at: [0.4, 0.75, 3.9])
        #expect(try midY("Row 0", s[0]) == 48)
        let list = try #require(s[0].views(ofType: "List").first)
        #expect(list.frame == CGRect(x: 0, y: 0, width: 390, height: 500))
        #expect(abs(try midY("Row 0", s[1]) - (48 - 100)) < 0.01)
        // Then it glides on 400/(1000·ln(1/0.998)) ≈ 199.8 points, as a scroll view does.
        let k = 1000 * log(1 / 0.998), glide = 400 / k
        let expected: Double = 48 - 100 - glide * (1 - exp(-k * 3.15))
        #expect(abs(try midY("Row 0", s[2]) - expected) < 0.05)
    }

    @Test func aFlickStopsAtTheLastRow() throws {
        // 30 rows of 44 between 20-point margins: 1360 points of content in 500, so 860 to scroll.
        let s = try shots(Numbers(), script: { Scroll("list", by: 400, at: 0.5, duration: 0.1) }, at: [3.9])
        #expect(abs(try midY("Row 29", s[0]) - (500 - 20 - 22)) < 0.01)
    }

    nonisolated struct Reader: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack(spacing: 0) {
                    Button("Go") { proxy.scrollTo(20, anchor: .top) }.frame(height: 40)
                    List(0..<30) { i in Text("Row \(i)") }
                }
            }
        }
    }

    @Test func scrollToPutsTheRowsCellAtTheTop() throws {
        let s = try shots(Reader(), script: { Tap("Go", at: 0.5) }, at: [1.0])
        // The cell, not only its text, meets the list's top (40): the text is centred 22 points below.
        #expect(abs(try midY("Row 20", s[0]) - (40 + 22)) < 0.01)
    }

    nonisolated struct Sections: View {
        var body: some View {
            List {
                Section("Fruit") { ForEach(0..<12) { Text("Fruit \($0)") } }
                Section("Nuts") { ForEach(0..<12) { Text("Nut \($0)") } }
            }
            .listStyle(.plain)
            .accessibilityIdentifier("list")
        }
    }

    @Test func aPlainListsHeaderStaysPinnedUntilTheNextPushesIt() throws {
        let s = try shots(Sections(), script: {
            Drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 300), at: 0.5, duration: 0.25)
            Drag(from: CGPoint(x: 200, y: 450), to: CGPoint(x: 200, y: 50), at: 2.0, duration: 1.0)
        }, at: [0.4, 0.75, 3.0])
        let header0 = try #require(s[0].views(labelled: "FRUIT").first { $0.type == "Text" }).frame
        // Scrolled by 100, the first header stays where it was while its rows pass under it.
        let header1 = try #require(s[1].views(labelled: "FRUIT").first { $0.type == "Text" }).frame
        #expect(abs(header1.minY - header0.minY) < 0.01)
        #expect(try midY("Fruit 0", s[1]) < header0.minY)
        // Much further, the second header is pinned and the first has been pushed off above it.
        let nuts = try #require(s[2].views(labelled: "NUTS").first { $0.type == "Text" }).frame
        let fruit = try #require(s[2].views(labelled: "FRUIT").first { $0.type == "Text" }).frame
        #expect(abs(nuts.minY - header0.minY) < 0.01)
        #expect(fruit.maxY <= nuts.minY + 0.01)
    }
}
