import AnimKit

/// An inset-grouped list: button rows, text rows from a `ForEach`, an icon row.
struct ListRowsDemo: View {
    @State private var items = ["Apples", "Pears", "Plums"]
    var body: some View {
        List {
            Button("Add Row") { items.append("Row \(items.count + 1)") }
            ForEach(items, id: \.self) { item in
                Text(item)
            }
            HStack {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
                Text("Favourites")
                Spacer()
                Text("\(items.count)").foregroundStyle(.secondary)
            }
        }
    }
}

extension Examples {
    /// `list-rows`: a `List` in the iOS inset-grouped look; tapping "Add Row" adds a row (no animation yet).
    public static let listRows = Clip("list-rows", description: "List rows, separators and the grouped background; a tap adds a row",
                                      notice: "The tap at 0.5 s adds a row, which appears at once: list insertions do not animate yet.",
                                      size: CGSize(width: 390, height: 420)) {
        ListRowsDemo()
    } script: {
        Tap("Add Row", at: 0.5)
    }
}
