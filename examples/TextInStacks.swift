import AnimKit

/// A summary card whose width a tap halves: the rows re-share their space as SwiftUI's stacks do.
struct TextInStacksDemo: View {
    @State private var narrow = false
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
                Text("Weekly summary").font(.headline)
                Spacer()
                Image(systemName: "checkmark").foregroundStyle(.green)
            }
            HStack {
                Text("Steps")
                Spacer()
                Text("52,318 steps").font(.title).foregroundStyle(.secondary)
                    .lineLimit(1).minimumScaleFactor(0.5)
            }
            Text("You walked further than last week on five days out of seven, mostly in the mornings.")
                .font(.subheadline)
                .lineLimit(2)
            Text("/Users/me/Library/Application Support/Fitness/export.csv")
                .font(.footnote)
                .lineLimit(1)
                .truncationMode(.middle)
            Button(narrow ? "Widen" : "Narrow") {
                withAnimation(.smooth) { narrow.toggle() }
            }
        }
        .padding()
        .frame(width: narrow ? 200 : 340)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(white: 0.95)))
    }
}

extension Examples {
    /// `text-in-stacks`: stacks share space as SwiftUI's; text wraps at words and is cut with "…".
    public static let textInStacks = Clip("text-in-stacks", description: "Rows of text, icons and spacers in a card that a tap narrows",
                                          notice: "The title keeps its one-line width beside the spacer; when the card narrows (0.5 s) the spacers give way first, the title wraps at the word break (no hyphen), the long note stays at two lines ending in “…” the path is cut in the middle and the step count shrinks to fit its line. Text takes its new lines at once while the frames move.",
                                          size: CGSize(width: 390, height: 300)) {
        TextInStacksDemo()
    } script: {
        Tap("Narrow", at: 0.5)
    }
}
