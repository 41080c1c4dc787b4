import AnimKit

/// A feed that loads its next page when the spinner at the end of its rows comes into view: the lazy stack builds
/// each row as it scrolls in, and each row's `onAppear` counts it.
struct LoadMoreFeed: View {
    @State private var count = 12
    @State private var appeared = 0
    @State private var pages = 1

    var body: some View {
        VStack(spacing: 0) {
            Text("\(appeared) rows appeared · \(pages) \(pages == 1 ? "page" : "pages") loaded")
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity)
                .frame(height: 36)
                .background(Color(white: 0.96))
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(0..<count, id: \.self) { i in
                        HStack(spacing: 12) {
                            Circle()
                                .fill(Color(hue: Double(i % 12) / 12, saturation: 0.55, brightness: 0.92))
                                .frame(width: 36, height: 36)
                            Text("Item \(i + 1)")
                            Spacer()
                        }
                        .padding(.horizontal, 12)
                        .frame(height: 56)
                        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.95)))
                        .onAppear { appeared += 1 }
                    }
                    AnimKit.ProgressView()
                        .frame(height: 48)
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
                                count += 12
                                pages += 1
                            }
                        }
                }
                .padding(.horizontal, 16)
            }
            .accessibilityIdentifier("feed")
        }
    }
}

extension Examples {
    /// `load-more`: a lazy stack building rows as they scroll in, and loading a page from the spinner's `onAppear`.
    public static let loadMore = Clip(
        "load-more", description: "LazyVStack rows built as they scroll in; the spinner's onAppear loads the next page",
        notice: "The counter counts the rows whose onAppear has run: only those in view at first, then one more each time the glide brings a row in. When the spinner after the last row comes into view, its onAppear loads the second page 0.6 s later, and the next flick scrolls into the new rows.",
        size: CGSize(width: 360, height: 520), duration: 5
    ) {
        LoadMoreFeed()
    } script: {
        Scroll("feed", by: 160, at: 0.6, duration: 0.15)
        Scroll("feed", by: 160, at: 3.0, duration: 0.15)
    }
}
