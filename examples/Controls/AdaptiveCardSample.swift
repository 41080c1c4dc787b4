import AnimKit

/// A card that reads the horizontal size class (a column when compact, a row when regular) and closes from an
/// icon-only button that a script finds by its accessibility label.
struct AdaptiveCardSample: View {
    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            AdaptiveCard(title: "Compact")
            AdaptiveCard(title: "Regular").environment(\.horizontalSizeClass, .regular)
        }
        .padding(12)
    }
}

private struct AdaptiveCard: View {
    let title: String
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var shown = true

    var body: some View {
        VStack {
            if shown {
                card.transition(.scale(scale: 0.8).combined(with: .opacity))
            } else {
                Button("Show \(title)") { withAnimation(.snappy) { shown = true } }
                    .buttonStyle(.bordered)
            }
        }
        .frame(maxWidth: .infinity, minHeight: 140, alignment: .top)
    }

    private var card: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(title).font(.headline)
                Spacer()
                Button { withAnimation(.snappy) { shown = false } } label: {
                    Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                }
                .accessibilityLabel("Close \(title)")
            }
            if sizeClass == .regular {
                HStack(spacing: 10) { icon; note }
            } else {
                VStack(alignment: .leading, spacing: 6) { icon; note }
            }
        }
        .padding(12)
        .background(.background, in: RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black.opacity(0.12), radius: 6, y: 2)
    }

    private var icon: some View { Image(systemName: "pawprint.fill").font(.title2).foregroundStyle(.orange) }
    private var note: some View { Text("Walk at 5").font(.subheadline) }
}

extension Examples {
    /// `adaptive-card`: the horizontal size class chooses a card's layout; an accessibility label names an icon button.
    public static let adaptiveCard = Clip(
        "adaptive-card", description: "@Environment(\\.horizontalSizeClass) chooses a card's layout; .accessibilityLabel names an icon-only button for the script",
        notice: "The left card reads the default size class (.compact, an iPhone in portrait) and stacks its icon over its text; the right one is given .regular and puts them in a row. Each closes from an icon-only button that the script taps by its accessibility label (\"Close Compact\", \"Close Regular\"): the card shrinks and fades, and a button brings it back.",
        size: CGSize(width: 360, height: 200), duration: 3.4
    ) {
        AdaptiveCardSample()
    } script: {
        Tap("Close Compact", at: 0.6)
        Tap("Close Regular", at: 1.2)
        Tap("Show Compact", at: 2.0)
    }
}

/// Settings rows: `LabeledContent` values in grey at the trailing edge, and a switch whose label is hidden.
struct LabeledRowsSample: View {
    @State private var sync = false
    var body: some View {
        Form {
            Section("About") {
                LabeledContent("Version", value: "2.4.1")
                LabeledContent("Storage", value: 0.7, format: .percent)
                    .listRowSeparator(.hidden, edges: .bottom)
                LabeledContent("Owner") { Label("Ada", systemImage: "person.crop.circle") }
            }
            Section("Sync") {
                HStack {
                    Image(systemName: sync ? "icloud.fill" : "icloud").foregroundStyle(.blue)
                    Text(sync ? "Syncing" : "Paused")
                    Spacer()
                    Toggle("Sync", isOn: $sync.animation(.snappy)).labelsHidden()
                }
                .listRowBackground(Color.blue.opacity(0.08))
            }
        }
    }
}

extension Examples {
    /// `labeled-rows`: `LabeledContent` and `labelsHidden()` in a form.
    public static let labeledRows = Clip(
        "labeled-rows", description: "LabeledContent rows, a Toggle with .labelsHidden(), listRowSeparator and listRowBackground in a Form",
        notice: "Each LabeledContent puts its label at the leading edge and its value in grey at the trailing edge (the percentage formatted by .percent); no separator runs between Storage and Owner (.listRowSeparator(.hidden, edges: .bottom)); the Sync row's cell is tinted by .listRowBackground; the switch under labelsHidden() is only its 51 × 31 track, yet the script still taps it by its label \"Sync\", and the row's icon and text change with it.",
        size: CGSize(width: 360, height: 330), duration: 2
    ) {
        LabeledRowsSample()
    } script: {
        Tap("Sync", at: 0.8)
    }
}
