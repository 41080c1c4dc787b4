import AnimKit

/// A navigation bar painted with `toolbarBackground` and drawn in the dark scheme with `toolbarColorScheme`.
struct BarAppearanceDemo: View {
    var body: some View {
        NavigationStack {
            List(["Inbox", "Drafts", "Sent", "Archive"], id: \.self) { box in
                NavigationLink(box) { Text("\(box) is empty").foregroundStyle(.secondary).navigationTitle(box) }
            }
            .navigationTitle("Mail")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.indigo, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}

extension Examples {
    /// `bar-appearance`: `toolbarBackground` and `toolbarColorScheme`.
    public static let barAppearance = Clip("bar-appearance", description: "A navigation bar painted indigo and drawn in the dark scheme",
                                           notice: "The bar is indigo from the top of the screen even at rest (.toolbarBackground(.visible)), its title white (.toolbarColorScheme(.dark)); the pushed screen sets neither, so its bar is iOS's plain one.",
                                           size: CGSize(width: 340, height: 480), duration: 2.4) {
        BarAppearanceDemo()
    } script: {
        Tap("Drafts", at: 0.8)
    }
}
