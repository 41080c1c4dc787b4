import Foundation
import Testing
@testable import AnimKit

/// Text as SwiftUI sets it: concatenation, Markdown, attributed runs, lines, spacing, case and design.
@Suite struct TextStylingTests {
    private func runs(_ content: some View) throws -> [TextRun] {
        nonisolated(unsafe) let view = AnyView(content)
        let list = try FrameLoop(clip: Clip("text", size: CGSize(width: 400, height: 200)) { view }).displayList(at: 0)
        func walk(_ items: [DisplayItem]) -> [TextRun] {
            items.flatMap { item -> [TextRun] in
                switch item {
                case .text(let run): [run]
                case .group(let g): walk(g.children) + walk(g.mask ?? [])
                default: []
                }
            }
        }
        return walk(list.items)
    }

    private func run(_ content: some View) throws -> TextRun { try #require(try runs(content).first) }

    @Test func concatenationKeepsEachSidesStylingInOneRun() throws {
        let r = try run((Text("Hello, ").foregroundColor(.red) + Text("World").bold()).font(.title))
        #expect(r.string == "Hello, World")
        #expect(r.font.size == 28)
        #expect(r.spans.count == 2)
        #expect(r.spans[0].range == 0..<7 && r.spans[0].color == .red && r.spans[0].font == nil)
        #expect(r.spans[1].range == 7..<12 && r.spans[1].font?.weight == .bold && r.spans[1].font?.size == 28)
    }

    @Test func anOuterModifierDoesNotOverrideAPartsOwn() throws {
        let r = try run((Text("a").font(.caption) + Text("b")).font(.title))
        #expect(r.font.size == 28 && r.spans.count == 1 && r.spans[0].font?.size == 12)
    }

    @Test func markdownInLiteralsIsStyled() throws {
        let r = try run(Text("Tap **Save**, *now* ~~later~~ `code` [docs](https://example.com)"))
        #expect(r.string == "Tap Save, now later code docs")
        let byText = Dictionary(uniqueKeysWithValues: r.spans.map { span -> (String, TextSpan) in
            let bytes = Array(r.string.utf8)[span.range]
            return (String(decoding: bytes, as: UTF8.self), span)
        })
        #expect(byText["Save"]?.font?.weight == .bold)
        #expect(byText["now"]?.font?.italic == true)
        #expect(byText["later"]?.strikethrough != nil)
        #expect(byText["code"]?.font?.design == .monospaced)
        #expect(byText["docs"]?.color == .accentColor)
        // A String variable is shown as written, as in SwiftUI.
        let plain = "**not bold**"
        #expect(try run(Text(plain)).string == "**not bold**")
        #expect(try run(Text(verbatim: "*x*")).string == "*x*")
    }

    @Test func markdownAroundAnInterpolationStylesIt() throws {
        let name = "Ada*"
        let r = try run(Text("Hi **\(name)**!"))
        #expect(r.string == "Hi Ada*!")
        #expect(r.spans.count == 1 && r.spans[0].range == 3..<7 && r.spans[0].font?.weight == .bold)
        let nested = try run(Text("Total: \(Text("$12").bold())"))
        #expect(nested.string == "Total: $12" && nested.spans.first?.range == 7..<10)
    }

    @Test func linesSpacingCaseAndDesign() throws {
        let r = try run(Text("Sale").underline(color: .red).strikethrough().tracking(2).kerning(1).baselineOffset(3))
        let span = try #require(r.spans.first)
        #expect(span.range == 0..<4 && span.underline?.color == .red && span.strikethrough?.color == nil)
        #expect(span.spacing == 3 && span.baselineOffset == 3)
        // Tracking widens the text by the spacing after each of its four characters.
        let plainWidth = try frameWidth(Text("Sale"))
        let tracked = try frameWidth(Text("Sale").tracking(5))
        #expect(abs(tracked - plainWidth - 20) < 0.5, "\(tracked) \(plainWidth)")
        #expect(try run(Text("Section").textCase(.uppercase)).string == "SECTION")
        #expect(try run(VStack { Text("Note") }.italic()).font.italic)
        #expect(try run(Text("9:41").font(.system(.title, design: .rounded)).monospaced()).font.design == .monospaced)
        #expect(try run(Text("x").font(.system(.title, design: .serif))).font.design == .serif)
    }

    @Test func attributedStringRunsKeepTheirAttributes() throws {
        var s = AttributedString("Read the docs")
        s.font = .title
        let docs = try #require(s.range(of: "docs"))
        s[docs].foregroundColor = .orange
        s[docs].underlineStyle = .single
        let the = try #require(s.range(of: "the"))
        s[the].link = URL(string: "https://example.com")
        let r = try run(Text(s))
        #expect(r.string == "Read the docs")
        // Every run is set in the title font (28 pt); "docs" orange and underlined, "the" a tinted link.
        #expect(r.spans.allSatisfy { $0.font?.size == 28 })
        let last = try #require(r.spans.last)
        #expect(last.range == 9..<13 && last.color == .orange && last.underline != nil)
        #expect(r.spans.contains { $0.range == 5..<8 && $0.color == .accentColor })
    }

    private func texts(_ content: some View, at times: [Double], duration: Double = 200) throws -> [String] {
        nonisolated(unsafe) let view = AnyView(content)
        let loop = try FrameLoop(clip: Clip("dates", size: CGSize(width: 300, height: 100), fps: 10, duration: duration) { view })
        return try times.map { t in
            let list = try loop.displayList(at: t)
            func walk(_ items: [DisplayItem]) -> [String] {
                items.flatMap { item -> [String] in
                    switch item {
                    case .text(let run): [run.string]
                    case .group(let g): walk(g.children)
                    default: []
                    }
                }
            }
            return walk(list.items).joined(separator: "|")
        }
    }

    @Test func countingDatesFollowTheClipClock() throws {
        let start = Clip.startDate
        #expect(try texts(Text(start, style: .timer), at: [0, 0.9, 1.5, 65, 130]) == ["0:00", "0:00", "0:01", "1:05", "2:10"])
        #expect(try texts(Text(start, style: .relative), at: [5, 125]) == ["5 sec", "2 min, 5 sec"])
        #expect(try texts(Text(start.addingTimeInterval(10), style: .offset), at: [3, 12]) == ["+7 sec", "-2 sec"])
        let interval = start...start.addingTimeInterval(90)
        #expect(try texts(Text(timerInterval: interval), at: [0, 0.5, 1, 95]) == ["1:30", "1:30", "1:29", "0:00"])
        #expect(try texts(Text(timerInterval: interval, countsDown: false), at: [0, 61.5]) == ["0:00", "1:01"])
        // A counting text keeps its styling and reflows as it widens.
        let styled = Text(start, style: .timer).bold()
        #expect(try texts(HStack { styled; Text("elapsed") }, at: [130]) == ["2:10|elapsed"])
    }

    @Test func daysAndTimesAreFormattedOnce() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeStyle = .short
        #expect(try texts(Text(Clip.startDate, style: .time), at: [0]) == [formatter.string(from: Clip.startDate)])
        formatter.timeStyle = .none
        formatter.dateStyle = .long
        #expect(try texts(Text(Clip.startDate, style: .date), at: [0]) == [formatter.string(from: Clip.startDate)])
    }

    private func frameWidth(_ text: Text) throws -> CGFloat {
        nonisolated(unsafe) let view = AnyView(text)
        let shot = try Clip("w", size: CGSize(width: 400, height: 200)) { view }.snapshots(at: [0])[0]
        return try #require(shot.views(ofType: "Text").first).frame.width
    }
}
