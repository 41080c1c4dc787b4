import AnimKit

/// `list-animation` (Fatbobman, "Some components have their own animation settings", solution 2): the
/// article's `List` + `ForEach` + `.animation(.bouncy, value: items.count)`, on an in-memory array instead
/// of a Core Data `FetchRequest` (Core Data does not exist on Linux). The buttons stand in for the
/// article's elided add and delete actions; swipe-to-delete (`.onDelete`) is not drawn.
enum ListAnimationSample {
    struct Item: Identifiable {
        let id: Int
        var name: String { "Item \(id)" }
    }

    struct ListDemo: View {
        @State private var items = [Item(id: 1), Item(id: 2), Item(id: 3)]
        @State private var next = 4
        var body: some View {
            VStack {
                List {
                    ForEach(items) { item in
                        Text(item.name)
                    }
                }
                .animation(.bouncy, value: items.count) // animation
                HStack(spacing: 40) {
                    Button("Add") {
                        items.insert(Item(id: next), at: 1)
                        next += 1
                    }
                    Button("Delete") {
                        if items.count > 1 { items.remove(at: 1) }
                    }
                }
                .padding(.bottom)
            }
        }
    }
}

extension Examples {
    /// `list-animation`: rows fade in and out while the rows below slide.
    public static let listAnimation = Clip(
        "list-animation", description: "List + ForEach with .animation(.bouncy, value: items.count)",
        notice: "\"Add\" fades a new second row in while the rows below slide down with a bounce and the card grows; \"Delete\" fades that row out where it was while the rows below slide up and the card shrinks.",
        size: CGSize(width: 360, height: 380)
    ) {
        ListAnimationSample.ListDemo()
    } script: {
        Tap("Add", at: 0.5)
        Tap("Delete", at: 2.0)
    }
}
