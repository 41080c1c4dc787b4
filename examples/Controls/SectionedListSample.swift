import AnimKit

/// A list of two sections whose rows count themselves as they appear: a section's rows are built, and run their
/// `onAppear`, as the scrolling brings them into view.
struct SectionedInbox: View {
    @State private var appeared = 0

    var body: some View {
        VStack(spacing: 0) {
            Text("\(appeared) rows appeared")
                .font(.footnote.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(maxWidth: .infinity)
                .frame(height: 36)
                .background(Color(white: 0.96))
            List {
                Section("Today") {
                    ForEach(1...8, id: \.self) { i in
                        Label("Message \(i)", systemImage: "envelope.fill")
                            .onAppear { appeared += 1 }
                    }
                }
                Section("Earlier") {
                    ForEach(9...80, id: \.self) { i in
                        Label("Message \(i)", systemImage: "envelope.open")
                            .onAppear { appeared += 1 }
                    }
                }
            }
            .accessibilityIdentifier("inbox")
        }
    }
}

extension Examples {
    /// `sectioned-list`: a list's sections building their rows as they scroll in.
    public static let sectionedList = Clip(
        "sectioned-list", description: "List sections whose rows are built as they scroll in (onAppear then)",
        notice: "The counter counts the rows whose onAppear has run: at first only the rows in view, then more as each glide brings rows in, the second section's among them. Rows far below have not been built yet, as in SwiftUI.",
        size: CGSize(width: 360, height: 520), duration: 4
    ) {
        SectionedInbox()
    } script: {
        Scroll("inbox", by: 240, at: 0.6, duration: 0.15)
        Scroll("inbox", by: 240, at: 2.2, duration: 0.15)
    }
}
