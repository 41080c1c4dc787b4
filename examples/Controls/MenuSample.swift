import AnimKit

// A menu opened, a row chosen; then a menu-style picker opened near the bottom, opening upwards.

enum MenuSample {
    struct Notes: View {
        @State private var order = "Date"
        @State private var log = "Nothing chosen yet"

        var body: some View {
            VStack(spacing: 24) {
                Menu("Sort by") {
                    Button("Date") { order = "Date" }
                    Button("Title") { order = "Title" }
                    Divider()
                    Button { log = "Shared" } label: { Label("Share", systemImage: "square.and.arrow.up") }
                    Button(role: .destructive) { log = "Deleted" } label: { Label("Delete", systemImage: "trash") }
                }
                Text("Sorted by \(order)").font(.headline)
                Text(log).foregroundStyle(.secondary)
                Spacer()
                Menu {
                    Button("Copy") { log = "Copied" }
                    Button("Paste") { log = "Pasted" }
                } label: {
                    Label("Edit", systemImage: "pencil")
                }
            }
            .padding(.top, 40)
            .padding(.bottom, 30)
            .frame(maxWidth: .infinity)
        }
    }
}

extension Examples {
    /// `menu-open`: menus opening from their control, a row chosen, a tap outside.
    public static let menuOpen = Clip(
        "menu-open", description: "Menu opening: rows with icons, a divider band, a destructive row; a menu near the bottom opens upwards",
        notice: "The menu grows out of \"Sort by\" with a quick spring and hangs under it; choosing \"Title\" closes it and the text below changes; the bottom menu opens above its control; a tap outside closes it.",
        size: CGSize(width: 360, height: 560), duration: 4.4
    ) {
        MenuSample.Notes()
    } script: {
        Tap("Sort by", at: 0.4)
        Tap("Title", at: 1.4)
        Tap("Edit", at: 2.3)
        Tap(at: CGPoint(x: 40, y: 200), at: 3.3)
    }
}
