import AnimKit

// A list as mail apps write it: rows that scroll, swipe actions on both edges, and rows moved in edit mode.

enum ListEditingSample {
    struct Mail: Identifiable, Hashable {
        let id: Int
        let sender: String
        var flagged = false
    }

    struct Inbox: View {
        @State private var mail = [
            "Ada", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "John",
            "Margaret", "Ken", "Radia", "Niklaus", "Hedy", "Dennis", "Katherine", "Tim",
        ]
            .enumerated().map { Mail(id: $0.offset, sender: $0.element) }

        var body: some View {
            NavigationStack {
                List {
                    ForEach($mail) { $item in
                        HStack {
                            Text(item.sender)
                            Spacer()
                            if item.flagged { Image(systemName: "flag.fill").foregroundStyle(.orange) }
                        }
                        .swipeActions(edge: .leading) {
                            Button { item.flagged.toggle() } label: { Label("Flag", systemImage: "flag") }
                                .tint(.orange)
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) { mail.removeAll { $0.id == item.id } }
                            Button("Archive") { withAnimation { mail.removeAll { $0.id == item.id } } }.tint(.indigo)
                        }
                    }
                    .onMove { mail.move(fromOffsets: $0, toOffset: $1) }
                }
                .accessibilityIdentifier("inbox")
                .navigationTitle("Inbox")
                .toolbar { EditButton() }
            }
        }
    }
}

extension Examples {
    /// `list-editing`: a list that scrolls, swipe actions, and moving rows in edit mode.
    public static let listEditing = Clip(
        "list-editing", description: "List scrolling, swipeActions on both edges with tints, onMove with EditButton",
        notice: "The flicked list glides and springs back at its end; the swipe uncovers Delete (red) outermost and Archive (indigo); a swipe the other way flags the row in one full swipe; in edit mode the dragged row lifts with a shadow while the rows it passes slide out of its way, and it settles in its new place.",
        size: CGSize(width: 360, height: 640), duration: 7.5
    ) {
        ListEditingSample.Inbox()
    } script: {
        // Rows are 44 points from 116; the flick scrolls to the end (200 points), putting Donald at 136–180.
        Scroll("inbox", by: 120, at: 0.4, duration: 0.15)
        Drag(from: CGPoint(x: 300, y: 158), to: CGPoint(x: 150, y: 158), at: 2.2, duration: 0.3)
        Tap("Archive", at: 3.1)
        Drag(from: CGPoint(x: 40, y: 158), to: CGPoint(x: 330, y: 158), at: 3.8, duration: 0.3)
        Tap("Edit", at: 4.6)
        Drag(from: CGPoint(x: 320, y: 202), to: CGPoint(x: 320, y: 302), at: 5.2, duration: 1.0)
        Tap("Done", at: 6.9)
    }
}
