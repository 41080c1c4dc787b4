import Foundation
import Testing
@testable import AnimKit

private nonisolated struct Icons: View {
    var body: some View {
        VStack(spacing: 0) {
            Image(systemName: "heart.fill")
            Image(systemName: "star").font(.largeTitle).foregroundStyle(.red)
            Image(systemName: "trash").resizable().frame(width: 60, height: 30)
            Image(systemName: "no.such.symbol")
        }
    }
}

private nonisolated struct Rows: View {
    @State private var names = ["Apples", "Pears"]
    var body: some View {
        List {
            Button("Add") { names.append("Plums") }
            ForEach(names, id: \.self) { Text($0) }
        }
    }
}

@Suite struct ImageAndListTests {
    @Test func symbolsTakeTheFontSizeAndTheForegroundColour() throws {
        let s = try Clip("icons", size: CGSize(width: 200, height: 200)) { Icons() }.snapshot(at: 0)
        let heart = try #require(s.view(labelled: "heart.fill"))
        // Body text is 17 points: the heart is 17 tall and 1.1 times as wide (rounded up), drawn in primary.
        #expect(heart.type == "Image")
        #expect(heart.frame.size == CGSize(width: 19, height: 17))
        #expect(heart.fill == [0, 0, 0, 1])
        let star = try #require(s.view(labelled: "star"))
        #expect(star.frame.height == 34)
        #expect(star.fillColor == .red)
        // Resizable: the frame decides.
        #expect(s.view(labelled: "trash")?.frame.size == CGSize(width: 60, height: 30))
        // A name SF Symbols does not define is no image at all: it takes no space, as on iOS.
        let unknown = try #require(s.view(labelled: "no.such.symbol"))
        #expect(unknown.frame.size == .zero)
    }

    @Test func symbolsDrawPixelsInTheirColour() throws {
        let clip = Clip("heart", size: CGSize(width: 40, height: 40)) {
            Image(systemName: "heart.fill").font(.system(size: 30)).foregroundStyle(.red)
        }
        let list = try clip.source().displayList(at: 0)
        let frame = try CairoRasterizer(size: clip.size, background: .white).render(list)
        // The middle of the heart is red; outside its lobes, near the box's bottom corner, is white.
        #expect(frame.pixel(x: 20, y: 20) == Color.red.rgba8)
        #expect(frame.pixel(x: 7, y: 33) == Color.white.rgba8)
    }

    /// A name SF Symbols does not define draws nothing, whatever its style (a missing asset does the same: PastedFileTests).
    @Test func anUnknownSymbolNameDrawsNothing() throws {
        let list = try Clip("unknown", size: CGSize(width: 100, height: 40)) {
            Image(systemName: "no.such.symbol").foregroundStyle(.orange)
        }.source().displayList(at: 0)
        func drawsSomething(_ items: [DisplayItem]) -> Bool {
            items.contains { item in
                switch item {
                case .group(let group): return drawsSomething(group.children)
                default: return true
                }
            }
        }
        #expect(!drawsSomething(list.items))
    }

    @Test func listRowsAreInsetAndSeparatedOnTheGroupedBackground() throws {
        let clip = Clip("rows", size: CGSize(width: 390, height: 400)) { Rows() } script: { Tap("Add", at: 0.5) }
        let s = try clip.snapshot(at: 0.2)
        let list = try #require(s.views(ofType: "List").first)
        #expect(list.frame == CGRect(x: 0, y: 0, width: 390, height: 400))
        #expect(list.fillColor == Color(rgb8: 242, 242, 247))
        // Rows are 44 points from y = 26; content starts 20 (card) + 16 (row inset) from the leading edge.
        let add = try #require(s.view(labelled: "Add")), apples = try #require(s.view(labelled: "Apples"))
        #expect(add.frame.minX == 36 && apples.frame.minX == 36)
        #expect(abs(add.frame.midY - 48) < 0.01)
        #expect(abs(apples.frame.midY - 92) < 0.01)
        // A tap on the button row adds a row below the others.
        let after = try clip.snapshot(at: 0.8)
        #expect(abs((after.view(labelled: "Plums")?.frame.midY ?? 0) - 180) < 0.01)
    }
}
