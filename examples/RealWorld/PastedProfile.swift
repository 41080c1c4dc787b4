import AnimKit

/// A profile card as an app's file has it — UIKit font and haptics, a colour literal from Xcode's picker, a
/// `hidden()` placeholder, the tint as a style, and a `#Preview` at the end — pasted with only its SwiftUI import
/// changed.
struct PastedProfileCard: View {
    @State private var expanded = false
    private let haptic = UIImpactFeedbackGenerator(style: .medium)

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.tint)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace").font(Font(UIFont.systemFont(ofSize: 20, weight: .semibold)))
                    Text("Analyst").foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.down")
                    .rotationEffect(.degrees(expanded ? 180 : 0))
            }
            if expanded {
                Text("Wrote the first published algorithm for a computing machine.")
                    .font(.callout)
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
            Text("Saved").font(.caption).hidden()
        }
        .padding()
        .background(Color(#colorLiteral(red: 0.9, green: 0.93, blue: 1, alpha: 1)), in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .onTapGesture {
            haptic.impactOccurred()
            withAnimation(.spring(duration: 0.4, bounce: 0.2)) { expanded.toggle() }
        }
    }
}

#Preview {
    PastedProfileCard()
}

extension Examples {
    /// `pasted-file`: a file pasted from an app, its preview and UIKit calls included.
    public static let pastedFile = Clip("pasted-file", description: "A SwiftUI file pasted from an app unchanged but for its import: #Preview, #colorLiteral, UIFont, a haptic, hidden()",
                                        notice: "The file compiles as the app has it, its #Preview included. The card's background is the colour literal (230, 237, 255), the avatar takes the tint (indigo here) through .foregroundStyle(.tint), and the hidden \"Saved\" caption keeps its room at the bottom without being drawn. The tap at 0.5 s plays a haptic, which draws nothing, as on a phone, while the card springs open and the chevron turns over.",
                                        size: CGSize(width: 360, height: 240), duration: 1.6) {
        PastedProfileCard().tint(.indigo)
    } script: {
        Tap("Ada Lovelace", at: 0.5)
    }
}
