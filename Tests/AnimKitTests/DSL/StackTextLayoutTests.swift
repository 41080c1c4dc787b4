import Foundation
import Testing
@testable import AnimKit

/// Stacks share space as SwiftUI's do, and text wraps, breaks and truncates as SwiftUI's does.
///
/// The pinned table: each row is a layout real code writes, with the frames SwiftUI gives it.
@Suite struct StackTextLayoutTests {
    private let measurer = try! CairoTextMeasurer()
    private var line: CGFloat { measurer.size(of: "A", font: Font.body.resolved, maxWidth: nil).height }

    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    private func snapshot(width: CGFloat = 208, height: CGFloat = 120, @ViewBuilder _ content: @escaping @Sendable () -> some View) throws -> ClipSnapshot {
        try Clip("layout", size: CGSize(width: width, height: height), content: content).snapshot(at: 0)
    }

    private func texts(_ s: ClipSnapshot) -> [ViewSnapshot] { s.views(ofType: "Text") }

    @Test func textBesideASpacerKeepsItsOneLineWidth() throws {
        // One line, 136.1 pt as SF Pro sets it (the spacer's priority is −∞: it is sized after the text).
        let headline = measurer.size(of: "A", font: Font.headline.resolved, maxWidth: nil).height
        let s = try snapshot { HStack { Text("Weekly summary").font(.headline); Spacer() } }
        let text = try #require(s.view(labelled: "Weekly summary"))
        #expect(near(text.frame.width, 136.14, 0.5) && near(text.frame.height, headline) && near(text.frame.minX, 0))
    }

    @Test func textBetweenIconsAndASpacerStaysOnOneLine() throws {
        let s = try snapshot {
            HStack { Image(systemName: "star"); Text("Weekly summary").font(.headline); Spacer(); Image(systemName: "star") }
        }
        let text = try #require(s.view(labelled: "Weekly summary"))
        let icons = s.views(ofType: "Image")
        #expect(icons.count == 2)
        #expect(near(text.frame.width, 136.14, 0.5) && near(text.frame.minX, icons[0].frame.maxX + 8))
        #expect(near(icons[0].frame.minX, 0) && near(icons[1].frame.maxX, 208))
        let run = try #require(s.view(labelled: "Weekly summary"))
        #expect(run.frame.height < 2 * measurer.size(of: "A", font: Font.headline.resolved, maxWidth: nil).height - 1)
    }

    @Test func twoTextsAndASpacerSitAtTheRowsEnds() throws {
        let s = try snapshot { HStack { Text("Title"); Spacer(); Text("Detail") } }
        let title = try #require(s.view(labelled: "Title")), detail = try #require(s.view(labelled: "Detail"))
        #expect(near(title.frame.minX, 0) && near(detail.frame.maxX, 208))
        #expect(near(title.frame.height, line) && near(detail.frame.height, line))
        #expect(near(title.frame.width, measurer.size(of: "Title", font: Font.body.resolved, maxWidth: nil).width))
    }

    @Test func fixedAndFlexibleFramesShareTheRest() throws {
        // A fixed 50 and two flexible colours in 250: 50, 100, 100.
        let even = try snapshot(width: 250) {
            HStack(spacing: 0) { Color.red.frame(width: 50); Color.blue; Color.green }
        }
        let c = even.views(ofType: "Color")
        #expect(c.count == 3)
        #expect(near(c[0].frame.width, 50) && near(c[1].frame.width, 100) && near(c[2].frame.width, 100))
        #expect(near(c[1].frame.minX, 50) && near(c[2].frame.maxX, 250))

        // Two unbounded views: the one with the larger minimum is offered space first, so the row fits:
        // minWidth 120 is offered 100 and takes 120, the plain colour the 80 left.
        let minimum = try snapshot(width: 200) {
            HStack(spacing: 0) { Color.red.frame(minWidth: 120); Color.blue }
        }
        let m = minimum.views(ofType: "Color")
        #expect(near(m[0].frame.width, 120) && near(m[1].frame.width, 80) && near(m[1].frame.maxX, 200))

        // A bounded frame beside a spacer takes its maximum: the spacer is sized last.
        let bounded = try snapshot(width: 200) {
            HStack(spacing: 0) { Spacer(); Color.blue.frame(maxWidth: 150) }
        }
        let b = try #require(bounded.views(ofType: "Color").first)
        #expect(near(b.frame.width, 150) && near(b.frame.maxX, 200))
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() throws {
        let long = "A moderately long string that wants the row"
        let detailWidth = measurer.size(of: "Detail", font: Font.body.resolved, maxWidth: nil).width
        // Without priorities the long text (more flexible) is sized last and takes what is left.
        let s = try snapshot(width: 200) {
            HStack(spacing: 0) { Text(long).lineLimit(1); Text("Detail") }
        }
        let t = texts(s)
        #expect(near(t[1].frame.width, detailWidth) && near(t[0].frame.width, 200 - detailWidth, 0.5))
        // With .layoutPriority(1) the long text is offered the row first, less the detail's minimum.
        let p = try snapshot(width: 200) {
            HStack(spacing: 0) { Text(long).lineLimit(1).layoutPriority(1); Text("Detail") }
        }
        let tp = texts(p)
        let detailMin = measurer.size(of: "Detail", font: Font.body.resolved, maxWidth: 1, fit: TextFit(maxHeight: 0)).width
        #expect(tp[0].frame.width > 200 - detailWidth)
        // The detail is offered what is left and wraps in it, no wider than its minimum.
        #expect(tp[0].frame.width >= 200 - detailMin - 0.01 && tp[0].frame.width + tp[1].frame.width <= 200 + 0.01)
        #expect(tp[1].frame.width <= detailMin + 0.01 && tp[1].frame.height > 2 * line)
    }

    @Test func textThatDoesNotFitWrapsAtWordsWithoutHyphens() throws {
        let engine = try PangoTextEngine()
        let font = Font.body.resolved
        let s = try snapshot { Text("Weekly summary of the week").frame(width: 100) }
        let text = try #require(s.view(labelled: "Weekly summary of the week"))
        let run = TextRun("Weekly summary of the week", font: font, width: text.frame.width)
        let lines = engine.lines(of: run)
        // Whole words on each line.
        #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["Weekly", "summary of", "the week"])
        #expect(near(text.frame.height, 3 * line) && text.frame.width <= 100)

        // A word longer than the line breaks between characters, with no hyphen drawn: the first line's
        // ink ends where its characters alone end.
        let word = "Supercalifragilistic"
        let broken = engine.lines(of: TextRun(word, font: font, width: 60))
        #expect(broken.count > 1 && broken.joined() == word)
        let first = try inkRight(TextRun(word, font: font, origin: CGPoint(x: 2, y: 2), width: 60), rows: 2..<Int(line))
        let alone = try inkRight(TextRun(broken[0], font: font, origin: CGPoint(x: 2, y: 2)), rows: 2..<Int(line))
        #expect(first == alone)
    }

    @Test func textWithLimitedHeightEndsInAnEllipsis() throws {
        let long = "A long sentence that needs several lines to show"
        let s = try snapshot(height: 200) { Text(long).frame(width: 100, height: 44) }
        let text = try #require(s.view(labelled: long))
        // Two lines fit in 44 pt: the text is two lines tall, and nothing is drawn below them.
        #expect(near(text.frame.height, 2 * line))
        let run = TextRun(long, font: Font.body.resolved, origin: .zero, width: 100, fit: TextFit(maxHeight: 44))
        let frame = try CairoRasterizer(size: CGSize(width: 100, height: 100)).render(DisplayList([.text(run)]))
        #expect(inked(frame, rows: Int(2 * line) + 1..<100) == 0)
        #expect(inked(frame, rows: Int(line) + 2..<Int(2 * line)) > 0)

        // A height below one line still shows one line.
        let one = try snapshot { Text(long).frame(width: 100, height: 5) }
        #expect(near(try #require(one.view(labelled: long)).frame.height, line))
    }

    @Test func lineLimitAndTruncationModes() throws {
        let long = "A long sentence that needs several lines to show"
        let s = try snapshot(width: 150, height: 300) {
            VStack(alignment: .leading) {
                Text(long).lineLimit(1)
                Text(long).lineLimit(2).truncationMode(.middle)
                Text(long).lineLimit(...1).truncationMode(.head)
                Text("Short").lineLimit(3, reservesSpace: true)
                Text("Short").lineLimit(2...4)
                Text(long).lineLimit(nil)
            }
        }
        let t = texts(s)
        #expect(t.count == 6)
        #expect(near(t[0].frame.height, line) && near(t[0].frame.width, 150, 0.5))
        #expect(near(t[1].frame.height, 2 * line))
        #expect(near(t[2].frame.height, line))
        #expect(near(t[3].frame.height, 3 * line) && near(t[4].frame.height, 2 * line))
        #expect(t[5].frame.height > 2.5 * line)
        // Where the text is cut: the head cut's first line is the end of the text.
        let engine = try PangoTextEngine()
        let head = TextRun(long, font: Font.body.resolved, width: 150, fit: TextFit(lineLimit: 1, truncation: .head))
        let tail = TextRun(long, font: Font.body.resolved, width: 150, fit: TextFit(lineLimit: 1, truncation: .tail))
        #expect(engine.lines(of: head).count == 1 && engine.lines(of: tail).count == 1)
        let headInk = try inkRight(head, rows: 0..<Int(line)), tailInk = try inkRight(tail, rows: 0..<Int(line))
        #expect(headInk > 140 && tailInk <= 150)
    }

    @Test func minimumScaleFactorShrinksTextBeforeCuttingIt() throws {
        let string = "52,318 steps"
        let clip = Clip("shrink", size: CGSize(width: 150, height: 100)) {
            VStack {
                Text(string).font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
                Text(string).font(.largeTitle).lineLimit(1)
                Text("Fits").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5)
            }
        }
        let runs = try FrameLoop(clip: clip).displayList(at: 0).items.flatMap(Self.runs)
        let large = Font.largeTitle.resolved
        // Shrunk: the largest size in 1 % steps whose one line fits 150 pt.
        let shrunk = try #require(runs.first { $0.string == string && $0.font.size < large.size })
        var bigger = large
        bigger.size = shrunk.font.size + large.size / 100
        #expect(measurer.size(of: string, font: shrunk.font, maxWidth: nil).width <= 150)
        #expect(measurer.size(of: string, font: bigger, maxWidth: nil).width > 150)
        #expect(shrunk.font.size >= large.size * 0.5 && shrunk.width == nil)
        // Without the factor the same text keeps its size and is cut.
        #expect(runs.contains { $0.string == string && $0.font.size == large.size && $0.width == 150 })
        // Text that fits keeps its size.
        #expect(runs.first { $0.string == "Fits" }?.font.size == large.size)
    }

    @Test func aTextWhoseFrameAnimatesKeepsItsLines() throws {
        // "0" becomes "1000" with a spring: the frame grows over time, the text is whole all the way.
        let clip = Clip("grow-text", size: CGSize(width: 200, height: 120), duration: 1.5, showsTouches: false) {
            GrowingCount()
        } script: {
            Tap("Add", at: 0.1)
        }
        let loop = try FrameLoop(clip: clip)
        for t in [0.2, 0.3, 0.5] {
            let runs = try loop.displayList(at: t).items.flatMap(Self.runs).filter { $0.string == "1000" }
            #expect(runs.count == 1, "t = \(t)")
            #expect(runs.first?.width == nil && runs.first?.fit == .unlimited, "t = \(t)")
        }
    }

    private static func runs(_ item: DisplayItem) -> [TextRun] {
        switch item {
        case .text(let run): [run]
        case .group(let g): g.children.flatMap(runs)
        default: []
        }
    }

    // MARK: - Pixels

    private func inked(_ frame: FrameBuffer, rows: Range<Int>) -> Int {
        var count = 0
        for y in rows where y < frame.height {
            for x in 0..<frame.width where frame.bytes[(y * frame.width + x) * 4] < 128 { count += 1 }
        }
        return count
    }

    /// The rightmost column with dark ink in `rows` when `run` is drawn alone.
    private func inkRight(_ run: TextRun, rows: Range<Int>) throws -> Int {
        let frame = try CairoRasterizer(size: CGSize(width: 200, height: 100)).render(DisplayList([.text(run)]))
        var right = -1
        for y in rows where y < frame.height {
            for x in 0..<frame.width where frame.bytes[(y * frame.width + x) * 4] < 128 { right = max(right, x) }
        }
        return right
    }
}

/// A number whose text grows when "Add" is tapped; its frame animates with a spring.
private nonisolated struct GrowingCount: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(count)").font(.largeTitle).animation(.spring, value: count)
            Button("Add") { count += 1000 }
        }
    }
}

/// `Font.custom`: the named family when fontconfig has it, the system font otherwise.
@Suite struct CustomFontTests {
    private func width(_ font: Font) throws -> CGFloat {
        let s = try Clip("font", size: CGSize(width: 400, height: 100)) { Text("Wide Words").font(font).fixedSize() }.snapshot(at: 0)
        return try #require(s.view(labelled: "Wide Words")).frame.width
    }

    @Test func anInstalledFamilyIsUsedAndAMissingOneFallsBackToTheSystemFont() throws {
        let system = try width(.system(size: 30)), serif = try width(.custom("DejaVu Serif", size: 30))
        let missing = try width(.custom("Avenir-Heavy", size: 30)), fixed = try width(.custom("Avenir-Heavy", fixedSize: 30))
        #expect(serif != system)
        #expect(missing == system && fixed == system)
        #expect(try width(.custom("DejaVu Serif", size: 30, relativeTo: .title)) == serif)
        #expect(Font.custom("DejaVu Serif", size: 30).resolved.family == "DejaVu Serif")
    }
}
