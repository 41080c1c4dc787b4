import Foundation
import Testing
@testable import AnimKit

/// Odd but legal list code: nothing crashes, nothing moves that should not.
@Suite struct ListEditingRobustnessTests {
    private func shots(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep], at times: [Double]) throws -> [ClipSnapshot] {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return try Clip("odd-lists", size: CGSize(width: 390, height: 400), fps: 30, duration: 3, content: { view }, script: { steps })
            .snapshots(at: times)
    }

    private func x(_ label: String, _ shot: ClipSnapshot) -> CGFloat? { shot.views(labelled: label).first { $0.type == "Text" }?.frame.minX }

    @Test func emptySwipeActionsLeaveTheRowInPlace() throws {
        let list = List { Text("Only").swipeActions {}.swipeActions(edge: .leading) {} }
        let s = try shots(list, script: { Drag(from: CGPoint(x: 300, y: 42), to: CGPoint(x: 100, y: 42), at: 0.5, duration: 0.3) }, at: [0.3, 2])
        #expect(x("Only", s[1]) == x("Only", s[0]))
    }

    nonisolated struct One: View {
        @State private var items = ["Solo"]
        var body: some View {
            List { ForEach(items, id: \.self) { Text($0) }.onMove { items.move(fromOffsets: $0, toOffset: $1) } }
                .environment(\.editMode, .constant(.active))
        }
    }

    @Test func aSingleMovableRowDraggedStaysAlone() throws {
        let s = try shots(One(), script: { Drag(from: CGPoint(x: 350, y: 42), to: CGPoint(x: 350, y: 300), at: 0.5, duration: 0.5) }, at: [0.3, 0.8, 2])
        let y0 = try #require(s[0].views(labelled: "Solo").first).frame.midY
        // The drag is kept within the rows of its ForEach: one row goes nowhere.
        #expect(s[1].views(labelled: "Solo").first?.frame.midY == y0)
        #expect(s[2].views(labelled: "Solo").first?.frame.midY == y0)
    }

    nonisolated struct Emptying: View {
        struct Item: Identifiable { let id: Int; var on = false }
        @State private var items = (0..<3).map { Item(id: $0) }
        var body: some View {
            List {
                ForEach($items) { $item in Toggle("Item \(item.id)", isOn: $item.on) }
                Button("Clear") { withAnimation { items.removeAll() } }
            }
        }
    }

    @Test func bindingRowsLeavingAllAtOnceAndAnEmptyListScrolling() throws {
        let s = try shots(Emptying(), script: {
            Tap("Clear", at: 0.5)
            Scroll(at: CGPoint(x: 200, y: 200), by: 200, at: 1.5)
        }, at: [0.6, 2.5])
        #expect(s[1].views(labelled: "Item 0").isEmpty && s[1].views(labelled: "Clear").count >= 1)
        let empty = try shots(List {}, script: { Scroll(at: CGPoint(x: 200, y: 200), by: 200, at: 0.5) }, at: [2])
        #expect(empty[0].views(ofType: "List").count == 1)
    }
}
