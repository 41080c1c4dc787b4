import AnimKit

/// A news list that a pull refreshes: the model's async `reload()` waits a second (on the clip's clock).
@MainActor @Observable final class HeadlinesModel {
    var headlines = ["Harbour reopens after storm", "Tram line 4 extended", "Library late hours return"]
    private var fetched = 0

    func reload() async {
        try? await Task.sleep(for: .seconds(1))
        fetched += 1
        withAnimation { headlines.insert("Breaking: update \(fetched)", at: 0) }
    }
}

struct PullToRefreshDemo: View {
    @State private var model = HeadlinesModel()

    var body: some View {
        NavigationStack {
            List(model.headlines, id: \.self) { Text($0) }
                .navigationTitle("Headlines")
                .refreshable { await model.reload() }
        }
    }
}

extension Examples {
    /// `pull-to-refresh`: `.refreshable` on a list.
    public static let pullToRefresh = Clip("pull-to-refresh", description: "A list pulled down to refresh: the spinner, the wait, the new row",
                                           notice: "The finger pulls the list down; a spinner fades in above the rows and, 100 points past the top, starts the refresh. Let go, the list rests 60 points down while the spinner turns; a second later (the model's Task.sleep, on the clip's clock) the new headline slides in and the list springs back up.",
                                           size: CGSize(width: 340, height: 560), duration: 3.6) {
        PullToRefreshDemo()
    } script: {
        Drag(from: CGPoint(x: 170, y: 220), to: CGPoint(x: 170, y: 520), at: 0.4, duration: 0.6)
    }
}
