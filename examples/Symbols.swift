import AnimKit

/// Every system symbol AnimKit draws, at body size and large, plus the placeholder for an unknown name.
struct SymbolsGallery: View {
    let names = ["hand.wave", "hand.wave.fill", "heart", "heart.fill", "star", "star.fill", "circle",
                 "circle.fill", "plus", "minus", "checkmark", "xmark", "trash", "trash.fill"]
    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 10) {
                ForEach(names, id: \.self) { Image(systemName: $0) }
            }
            HStack(spacing: 14) {
                ForEach(names.prefix(7), id: \.self) { Image(systemName: $0).font(.largeTitle) }
            }
            .foregroundStyle(.blue)
            HStack(spacing: 14) {
                ForEach(names.suffix(7), id: \.self) { Image(systemName: $0).font(.largeTitle) }
            }
            .foregroundStyle(.red)
            HStack {
                Label2(text: "Favourite", icon: "heart.fill")
                Image(systemName: "no.such.symbol")
            }
        }
    }
}

/// Text beside an icon, aligned on the baseline.
private struct Label2: View {
    let text: String
    let icon: String
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: icon).foregroundStyle(.pink)
            Text(text)
        }
    }
}

extension Examples {
    /// `symbols`: the system symbols AnimKit draws as vector paths, and the placeholder for other names.
    public static let symbols = Clip("symbols", description: "The system symbols AnimKit draws, and the unknown-name placeholder",
                                     notice: "The SF Symbols names AnimKit knows are drawn as vector paths; an unknown name shows the placeholder box.",
                                     size: CGSize(width: 400, height: 220)) {
        SymbolsGallery()
    }
}
