import AnimKit

/// Group boxes whose content loads: placeholders (`redacted(reason: .placeholder)`) until a task finishes.
struct LoadingCardDemo: View {
    @State private var isLoading = true

    var body: some View {
        VStack(spacing: 16) {
            GroupBox {
                VStack(alignment: .leading, spacing: 6) {
                    Label("Light rain", systemImage: "cloud.rain.fill").font(.title3)
                    Text("12° · wind 18 km/h from the west")
                    Text("Updated just now").font(.footnote).foregroundStyle(.secondary).unredacted()
                }
            } label: {
                Label("Weather", systemImage: "sun.max")
            }
            GroupBox("Balance") {
                Text("€ 1,204.50").font(.title2.monospacedDigit()).privacySensitive()
                Text("Current account")
            }
            .redacted(reason: .privacy)
        }
        .redacted(reason: isLoading ? .placeholder : [])
        .padding(16)
        .frame(maxHeight: .infinity, alignment: .top)
        .task {
            try? await Task.sleep(for: .seconds(1.2))
            isLoading = false
        }
    }
}

extension Examples {
    /// `loading-card`: `GroupBox`, `redacted(reason:)`, `unredacted()` and `privacySensitive()`.
    public static let loadingCard = Clip("loading-card", description: "Group boxes whose content shows as placeholders until a task loads it",
                                         notice: "Until 1.2 s every text and symbol in the cards is a light rounded bar or block of its own size — except \"Updated just now\", which is unredacted; then the content appears. The balance stays a bar throughout: it is privacySensitive inside .redacted(reason: .privacy). The cards are iOS's group boxes: grey rounded cards, 16 points of padding, the headline label above.",
                                         size: CGSize(width: 340, height: 360), duration: 2.0) {
        LoadingCardDemo()
    }
}
