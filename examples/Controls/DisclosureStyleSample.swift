import AnimKit

/// A disclosure group style of your own: a plus that turns into a minus, the content indented under a rule.
struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation(.snappy) { configuration.isExpanded.toggle() }
            } label: {
                HStack {
                    configuration.label.font(.headline)
                    Spacer()
                    Image(systemName: configuration.isExpanded ? "minus.circle.fill" : "plus.circle.fill")
                }
            }
            if configuration.isExpanded {
                VStack(alignment: .leading, spacing: 4) { configuration.content }
                    .padding(.leading, 12)
                    .overlay(alignment: .leading) { Rectangle().fill(.orange).frame(width: 3) }
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
    }
}

struct DisclosureStyleDemo: View {
    var body: some View {
        VStack(spacing: 20) {
            DisclosureGroup("Opening hours") {
                Text("Mon–Fri 9:00–18:00")
                Text("Sat 10:00–14:00")
            }
            DisclosureGroup("Address") {
                Text("12 Harbour Street")
            }
            Spacer()
        }
        .disclosureGroupStyle(PlusMinusDisclosureStyle())
        .padding(20)
    }
}

extension Examples {
    /// `disclosure-style`: `disclosureGroupStyle` with a style of your own.
    public static let disclosureStyle = Clip("disclosure-style", description: "Disclosure groups drawn by a DisclosureGroupStyle of your own",
                                             notice: "The style draws each group: a headline label with a plus that becomes a minus; tapping toggles configuration.isExpanded with a snappy animation and the content slides down under an orange rule, the group below moving to make room.",
                                             size: CGSize(width: 340, height: 300), duration: 2.6) {
        DisclosureStyleDemo()
    } script: {
        Tap("Opening hours", at: 0.5)
        Tap("Address", at: 1.4)
    }
}
