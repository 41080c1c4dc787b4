import AnimKit

/// An article card with share links: the default one, one with a title and a preview, one with its own label.
struct ShareLinkDemo: View {
    private let article = URL(string: "https://www.swift.org/blog/swift-6")!

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                Text("Announcing Swift 6").font(.title2.bold())
                Text("Data-race safety by default, typed throws, and more.").foregroundStyle(.secondary)
                ShareLink(item: article)
                ShareLink("Share the recipe", item: "Pancakes: flour, eggs, milk", subject: Text("Breakfast"))
            }
            .padding()
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationTitle("Reading")
            .toolbar {
                ShareLink(item: article, preview: SharePreview("Swift 6")) {
                    Image(systemName: "square.and.arrow.up")
                }
            }
        }
    }
}

extension Examples {
    /// `share-link`: `ShareLink` and the share sheet it presents.
    public static let shareLink = Clip("share-link", description: "Share links presenting the share sheet: header, targets and actions",
                                       notice: "Tapping Share slides up the share sheet at medium height: the article's host and address under a globe, a row of share targets, then Copy, Add to Reading List, Add Bookmark, Add to Favorites and Print. Copy dismisses it; nothing is shared.",
                                       size: CGSize(width: 360, height: 640), duration: 3.6) {
        ShareLinkDemo()
    } script: {
        Tap("Share", at: 0.5)
        Tap("Copy", at: 2.2)
    }
}
