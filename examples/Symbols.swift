import AnimKit

/// Every system symbol AnimKit draws, in rows, then composed variants and icon-font stand-ins for names it has no drawing of.
struct SymbolsGallery: View {
    let columns = 28

    private var rows: [[String]] {
        let names = Image.drawnSystemNames
        return stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(row, id: \.self) {
                        Image(systemName: $0).resizable().scaledToFit().frame(width: 28, height: 22).frame(width: 36, height: 30)
                    }
                }
            }
            HStack(spacing: 14) {
                ForEach(["heart.circle.fill", "bell.slash", "play.square.fill", "info.circle", "wifi.slash", "person.crop.circle.fill"],
                        id: \.self) { Image(systemName: $0) }
                Label2(text: "Favourite", icon: "heart.fill")
            }
            .foregroundStyle(.blue)
            .padding(.top, 6)
            HStack(spacing: 14) {
                ForEach(["newspaper", "figure.walk.motion", "suit.heart.fill", "figure.open.water.swim", "server.rack", "safari",
                         "no.such.symbol"], id: \.self) { Image(systemName: $0) }
            }
            .foregroundStyle(.orange)
        }
        .font(.system(size: 22))
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
    /// `symbols`: the system symbols AnimKit draws as vector paths, and the icon-font stand-ins for other names.
    public static let symbols = Clip("symbols", description: "Every system symbol AnimKit draws, a few composed variants, and icon-font stand-ins",
                                     notice: "Each SF Symbols name AnimKit knows is drawn as vector paths, outline and .fill forms side by side, each fitted into a 28 × 22 box by scaledToFit (wide ones such as the batteries shrink to the width); the blue row composes variants (.circle.fill cuts the heart out of a disc, .slash cuts a gap beside its stroke); the orange row's names have no drawing of AnimKit's own and show the Material Icons glyph of the same meaning (a newspaper, a walker, a heart, a swimmer, a server, a compass), while a name SF Symbols does not define shows nothing.",
                                     size: CGSize(width: 1030, height: 820)) {
        SymbolsGallery()
    }
}
