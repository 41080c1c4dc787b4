import Foundation
import Testing
@testable import AnimKit

/// Deleting list rows: the swipe with its Delete button, a full swipe, and edit mode's minus.
@Suite struct EditableListTests {
    nonisolated struct Fruit: View {
        @State private var fruit = ["Apple", "Banana", "Cherry"]
        var body: some View {
            NavigationStack {
                List {
                    ForEach(fruit, id: \.self) { Text($0) }
                        .onDelete { fruit.remove(atOffsets: $0) }
                }
                .toolbar { EditButton() }
            }
        }
    }

    private func shots(@ScriptBuilder _ script: () -> [any ScriptStep], at times: [Double]) throws -> [ClipSnapshot] {
        nonisolated(unsafe) let steps = script()
        return try Clip("edit", size: CGSize(width: 390, height: 500), fps: 60, duration: 4, content: { Fruit() }, script: { steps })
            .snapshots(at: times)
    }

    private func x(_ label: String, _ shot: ClipSnapshot) -> CGFloat? { shot.views(labelled: label).first { $0.type == "Text" }?.frame.minX }

    @Test func aSwipeShowsDeleteAndATapDeletes() throws {
        let rowY: CGFloat = 44 + 20 + 22
        let s = try shots({
            Drag(from: CGPoint(x: 300, y: rowY), to: CGPoint(x: 200, y: rowY), at: 0.5, duration: 0.3)
            Tap("Delete", at: 1.6)
        }, at: [0.3, 1.4, 2.5])
        // Let go past half the button: the row rests 74 points left (a quick spring), "Delete" behind it.
        let rest = try #require(x("Apple", s[0]))
        #expect(abs(try #require(x("Apple", s[1])) - (rest - 74)) < 0.01)
        #expect(s[2].views(labelled: "Apple").isEmpty && s[2].views(labelled: "Banana").count == 1)
    }

    @Test func aFullSwipeDeletesAtOnce() throws {
        let rowY: CGFloat = 44 + 20 + 44 + 22
        let s = try shots({ Drag(from: CGPoint(x: 360, y: rowY), to: CGPoint(x: 50, y: rowY), at: 0.5, duration: 0.3) }, at: [2])
        #expect(s[0].views(labelled: "Banana").isEmpty && s[0].views(labelled: "Cherry").count == 1)
    }

    @Test func editModeIndentsRowsBehindRedMinuses() throws {
        let s = try shots({ Tap("Edit", at: 0.5); Tap("Delete Apple", at: 1.5) }, at: [0.3, 1.4, 2.5])
        let rest = try #require(x("Cherry", s[0]))
        #expect(abs(try #require(x("Cherry", s[1])) - (rest + 38)) < 0.01)
        #expect(s[1].views(labelled: "Done").count >= 1)
        // The minus opens the first row's Delete button.
        #expect(abs(try #require(x("Apple", s[2])) - (rest + 38 - 74)) < 0.01)
    }
}
