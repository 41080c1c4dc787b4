import AnimKit

/// Note cards with context menus: a long press lifts a card over the blurred screen and opens its menu.
struct ContextMenuDemo: View {
    @State private var notes = ["Groceries", "Trip to Porto", "Birthday ideas"]
    @State private var pinned: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(notes, id: \.self) { note in
                HStack {
                    Image(systemName: pinned == note ? "pin.fill" : "note.text").foregroundStyle(.orange)
                    Text(note).font(.headline)
                    Spacer()
                }
                .padding(16)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
                .contextMenu {
                    Button { pinned = note } label: { Label("Pin", systemImage: "pin") }
                    Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                    Divider()
                    Button(role: .destructive) { withAnimation { notes.removeAll { $0 == note } } } label: { Label("Delete", systemImage: "trash") }
                }
            }
            Spacer()
        }
        .padding(20)
    }
}

extension Examples {
    /// `context-menu`: `contextMenu` on cards.
    public static let contextMenu = Clip("context-menu", description: "A long press on a card lifts it over the blurred screen and opens its context menu",
                                         notice: "Half a second into the long press the second card lifts on its platter while the screen behind blurs and dims, and the menu grows under it, lined up with the card's leading edge; Delete closes the menu and the card leaves, the one below moving up.",
                                         size: CGSize(width: 340, height: 520), duration: 3.4) {
        ContextMenuDemo()
    } script: {
        LongPress(at: CGPoint(x: 170, y: 100), at: 0.4, duration: 0.8)
        Tap("Delete", at: 2.0)
    }
}
