import Foundation
import Testing
@testable import AnimKit

/// `swipeActions` on list rows (both edges, tints, full swipe) and `onMove` by dragging a row's grabber.
@Suite struct SwipeAndMoveTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    nonisolated struct Mail: View {
        let log: Log
        @State private var subjects = ["Lunch", "Invoice", "Party"]
        var body: some View {
            List {
                ForEach(subjects, id: \.self) { subject in
                    Text(subject)
                        .swipeActions(edge: .leading) {
                            Button { log.lines.append("read \(subject)") } label: { Label("Read", systemImage: "envelope.open") }
                                .tint(.blue)
                        }
                        .swipeActions(allowsFullSwipe: false) {
                            Button("Trash", role: .destructive) { subjects.removeAll { $0 == subject } }
                            Button("Flag") { log.lines.append("flag \(subject)") }.tint(.orange)
                        }
                }
            }
        }
    }

    private func run(_ log: Log, @ScriptBuilder _ script: () -> [any ScriptStep], at times: [Double]) throws -> [ClipSnapshot] {
        nonisolated(unsafe) let steps = script()
        return try Clip("swipe", size: CGSize(width: 390, height: 500), fps: 60, duration: 4, content: { Mail(log: log) }, script: { steps })
            .snapshots(at: times)
    }

    private func x(_ label: String, _ shot: ClipSnapshot) -> CGFloat? { shot.views(labelled: label).first { $0.type == "Text" }?.frame.minX }

    /// Rows are 44 points from 26: the second row's middle is 26 + 44 + 22 down.
    private let invoiceY: CGFloat = 92

    @Test func aTrailingSwipeUncoversTheButtonsFirstOutermost() throws {
        let log = Log()
        let s = try run(log, {
            Drag(from: CGPoint(x: 330, y: invoiceY), to: CGPoint(x: 130, y: invoiceY), at: 0.5, duration: 0.3)
        }, at: [0.3, 2.0])
        let rest = try #require(x("Invoice", s[0]))
        // Two buttons of at least 74 points: let go past half of them, the row rests open on both.
        let trash = try #require(s[1].views(labelled: "Trash").first { $0.type == "Text" }).frame
        let flag = try #require(s[1].views(labelled: "Flag").first { $0.type == "Text" }).frame
        let open = rest - (try #require(x("Invoice", s[1])))
        #expect(open >= 148)
        // Trash (first) is at the trailing edge, Flag inside it; both labels white.
        #expect(trash.midX > flag.midX && trash.maxX <= 370 + 0.01)
        let frame = try FrameLoop(clip: Clip("swipe", size: CGSize(width: 390, height: 500), fps: 60, duration: 4,
                                             content: { Mail(log: log) },
                                             script: { Drag(from: CGPoint(x: 330, y: invoiceY), to: CGPoint(x: 130, y: invoiceY), at: 0.5, duration: 0.3) }))
            .frame(at: 2.0)
        func pixel(_ x: CGFloat) -> [UInt8] { let i = (Int(invoiceY - 18) * frame.width + Int(x)) * 4; return Array(frame.bytes[i..<i + 4]) }
        // Behind Trash the destructive red, behind Flag its orange tint.
        #expect(pixel(trash.midX) == [255, 59, 48, 255])
        #expect(pixel(flag.midX) == [255, 149, 0, 255])
    }

    @Test func aTapOnAButtonRunsItAndClosesTheRow() throws {
        let log = Log()
        let s = try run(log, {
            Drag(from: CGPoint(x: 330, y: invoiceY), to: CGPoint(x: 130, y: invoiceY), at: 0.5, duration: 0.3)
            Tap("Flag", at: 1.5)
            Drag(from: CGPoint(x: 330, y: 48), to: CGPoint(x: 130, y: 48), at: 2.2, duration: 0.3)
            Tap("Trash", at: 3.0)
        }, at: [0.3, 2.1, 3.9])
        #expect(log.lines == ["flag Invoice"])
        #expect(x("Invoice", s[1]) == x("Invoice", s[0]))
        // The destructive one removes its row: the others close up.
        #expect(s[2].views(labelled: "Lunch").isEmpty)
        let invoice = try #require(s[2].views(labelled: "Invoice").first { $0.type == "Text" }).frame
        #expect(abs(invoice.midY - 48) < 0.01)
    }

    @Test func aLeadingFullSwipeRunsTheFirstActionAndWithoutFullSwipeTheRowStaysOpen() throws {
        let log = Log()
        let s = try run(log, {
            Drag(from: CGPoint(x: 40, y: invoiceY), to: CGPoint(x: 340, y: invoiceY), at: 0.5, duration: 0.3)
            Drag(from: CGPoint(x: 360, y: 48), to: CGPoint(x: 40, y: 48), at: 1.5, duration: 0.3)
        }, at: [0.3, 1.4, 3.0])
        // The leading full swipe ran Read and the row came back.
        #expect(log.lines == ["read Invoice"])
        #expect(x("Invoice", s[1]) == x("Invoice", s[0]))
        // The trailing actions do not allow a full swipe: the row stays open on its two buttons.
        let open = try #require(x("Lunch", s[0])) - (try #require(x("Lunch", s[2])))
        #expect(open >= 148 && open < 250)
        #expect(s[2].views(labelled: "Lunch").count == 1)
    }

    nonisolated struct Tinted: View {
        @State private var fruit = ["Apple", "Banana", "Cherry"]
        var body: some View {
            List {
                ForEach(fruit, id: \.self) { Text($0) }
                    .onDelete { fruit.remove(atOffsets: $0) }
                    .foregroundStyle(.purple)
            }
        }
    }

    @Test func rowsUnderAModifierOnTheirForEachSwipeOnTheirOwn() throws {
        // A modifier on the ForEach wraps every row in items of its one node: each row still has its own swipe.
        let clip = Clip("tinted", size: CGSize(width: 390, height: 400), fps: 60, duration: 3, content: { Tinted() }, script: {
            Drag(from: CGPoint(x: 330, y: invoiceY), to: CGPoint(x: 230, y: invoiceY), at: 0.5, duration: 0.3)
        })
        let s = try clip.snapshots(at: [0.3, 2.0])
        let (apple, banana) = (try #require(x("Apple", s[0])), try #require(x("Banana", s[0])))
        #expect(x("Apple", s[1]) == apple && x("Cherry", s[1]) == apple)
        #expect(abs(try #require(x("Banana", s[1])) - (banana - 74)) < 0.01)
    }

    nonisolated struct Fruit: View {
        @State private var fruit = ["Apple", "Banana", "Cherry", "Damson"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruit, id: \.self) { Text($0) }
                        .onMove { fruit.move(fromOffsets: $0, toOffset: $1) }
                }
                .toolbar { EditButton() }
                .environment(\.editMode, .constant(.active))
            }
        }
    }

    private func y(_ label: String, _ shot: ClipSnapshot) throws -> CGFloat {
        try #require(shot.views(labelled: label).first { $0.type == "Text" }).frame.midY
    }

    @Test func draggingAGrabberMovesTheRowAndTheOthersMakeWay() throws {
        let shots = try Clip("move", size: CGSize(width: 390, height: 500), fps: 60, duration: 1, content: { Fruit() }, script: {})
            .snapshots(at: [0.3])
        let apple = try y("Apple", shots[0])
        // The finger takes Apple's grabber down past the middles of Banana and Cherry, slowly.
        let clip = Clip("move", size: CGSize(width: 390, height: 500), fps: 60, duration: 4, content: { Fruit() }, script: {
            Drag(from: CGPoint(x: 360, y: apple), to: CGPoint(x: 360, y: apple + 100), at: 0.5, duration: 2.0)
        })
        let s = try clip.snapshots(at: [0.3, 1.9, 2.5, 3.9])
        // 70 points down the row is under the finger; Banana, passed at 44, has made way by one row.
        #expect(abs(try y("Apple", s[1]) - (apple + 70)) < 0.01)
        #expect(abs(try y("Banana", s[1]) - apple) < 0.5)
        #expect(abs(try y("Cherry", s[1]) - (apple + 88)) < 0.5)
        // At the drop the row is 100 down; then Apple settles after Cherry and onMove reordered the data.
        #expect(abs(try y("Apple", s[2]) - (apple + 100)) < 0.01)
        #expect(abs(try y("Banana", s[3]) - apple) < 0.01)
        #expect(abs(try y("Cherry", s[3]) - (apple + 44)) < 0.01)
        #expect(abs(try y("Apple", s[3]) - (apple + 88)) < 0.01)
        #expect(abs(try y("Damson", s[3]) - (apple + 132)) < 0.01)
    }

    nonisolated struct LockedFruit: View {
        @State private var fruit = ["Apple", "Banana", "Cherry"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruit, id: \.self) { name in
                        Text(name).moveDisabled(name == "Apple").deleteDisabled(name == "Banana")
                    }
                    .onMove { fruit.move(fromOffsets: $0, toOffset: $1) }
                    .onDelete { fruit.remove(atOffsets: $0) }
                }
                .environment(\.editMode, .constant(.active))
            }
        }
    }

    @Test func rowsThatCannotMoveOrBeDeletedShowNoControlForIt() throws {
        let clip0 = Clip("locked", size: CGSize(width: 390, height: 500), fps: 60, duration: 1, content: { LockedFruit() }, script: {})
        let s0 = try clip0.snapshot(at: 0.3)
        let apple = try y("Apple", s0), banana = try y("Banana", s0)
        // Edit mode: a red minus before Apple and Cherry, none before Banana (no minus, no indent).
        let indented = { (name: String) throws -> CGFloat in try #require(s0.views(labelled: name).first { $0.type == "Text" }).frame.minX }
        let appleX = try indented("Apple"), bananaX = try indented("Banana"), cherryX = try indented("Cherry")
        #expect(appleX == cherryX && bananaX < appleX)
        // Apple has no grabber: the drag scrolls the list (which springs back) and the rows keep their order.
        let clip = Clip("locked", size: CGSize(width: 390, height: 500), fps: 60, duration: 3, content: { LockedFruit() }, script: {
            Drag(from: CGPoint(x: 360, y: apple), to: CGPoint(x: 360, y: apple + 100), at: 0.5, duration: 1.0)
        })
        let s = try clip.snapshots(at: [1.0, 2.9])
        let during = (a: try y("Apple", s[0]), b: try y("Banana", s[0]))
        #expect(during.a > apple + 5 && abs(during.b - during.a - 44) < 0.01)
        let after = (a: try y("Apple", s[1]), b: try y("Banana", s[1]))
        #expect(abs(after.a - apple) < 0.01 && abs(after.b - banana) < 0.01)
    }
}
