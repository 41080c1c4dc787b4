import Foundation
import Testing
@testable import AnimKit

/// `ForEach($items) { $item in … }`: a binding to a collection is a collection of bindings to its elements.
@Suite struct BindingCollectionTests {
    struct Item: Identifiable {
        let id: Int
        var title: String
        var done = false
    }

    nonisolated struct Todos: View {
        @State private var items = [Item(id: 0, title: "Milk"), Item(id: 1, title: "Bread"), Item(id: 2, title: "Eggs")]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Toggle(item.title, isOn: $item.done)
                }
                Button("Remove first") { withAnimation { _ = items.removeFirst() } }
                Text("\(items.filter(\.done).count) done of \(items.count)")
            }
        }
    }

    @Test func elementBindingsWriteThroughAndSurviveTheirRowLeaving() throws {
        let clip = Clip("todos", size: CGSize(width: 300, height: 300), fps: 30, duration: 3, content: { Todos() }, script: {
            Tap("Bread", at: 0.5)
            Tap("Milk", at: 0.8)
            Tap("Remove first", at: 1.2)
        })
        let s = try clip.snapshots(at: [0.3, 1.0, 1.3, 2.5])
        #expect(s[0].views(labelled: "0 done of 3").count == 1)
        #expect(s[1].views(labelled: "2 done of 3").count == 1)
        // Milk leaves (its binding's index now holds Bread, and the last index is gone): nothing crashes, and
        // the remaining rows keep their values.
        #expect(s[2].views(labelled: "1 done of 2").count == 1)
        #expect(s[3].views(labelled: "Milk").isEmpty && s[3].views(labelled: "Eggs").count >= 1)
    }

    @Test func aBindingToAnArrayIsARandomAccessCollectionOfElementBindings() {
        var storage = [1, 2, 3]
        nonisolated(unsafe) let box = UnsafeMutablePointer<[Int]>.allocate(capacity: 1)
        box.initialize(to: storage)
        defer { box.deallocate() }
        let binding = Binding(get: { box.pointee }, set: { box.pointee = $0 })
        #expect(binding.count == 3)
        binding[1].wrappedValue = 20
        #expect(box.pointee == [1, 20, 3])
        let last = binding[2]
        box.pointee.removeLast()
        // A binding past the end reads the element as it was and ignores writes.
        #expect(last.wrappedValue == 3)
        last.wrappedValue = 30
        #expect(box.pointee == [1, 20])
        storage = binding.map(\.wrappedValue)
        #expect(storage == [1, 20])
    }
}
