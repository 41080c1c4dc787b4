import Foundation

nonisolated extension View {
    /// Attaches an alert (`.alert`) or a confirmation dialog (`.dialog`) shown while `presented`:
    /// `actions` and `message` are built only then; any action, or `dismiss`, hides it.
    func dialogPresentation<A: View, M: View>(_ style: PresentationStyle, title: Text, titleVisibility: Visibility = .visible,
                                              presented: Bool, dismiss: @escaping () -> Void,
                                              actions: () -> A, message: () -> M) -> PresentationHost<Self> {
        let dismissAction = DismissAction(action: dismiss)
        var box: AnyView?
        if presented {
            let header = dialogHeader(style, title: title, showsTitle: titleVisibility == .visible, message: message)
            box = AnyView(PresentationBox(style: style, header: header, actions: AnyView(actions()), dismiss: dismissAction))
        }
        return PresentationHost(content: self, layer: PresentationLayer(style: style, content: box, identity: 0, dismiss: dismissAction),
                                onDismiss: nil)
    }

    /// The title and message as iOS sets them: an alert's title bold 17 over a 13-point message; a
    /// dialog's both 13 points and grey, the title semibold (nil when neither shows).
    private func dialogHeader<M: View>(_ style: PresentationStyle, title: Text, showsTitle: Bool, message: () -> M) -> AnyView? {
        let hasMessage = M.self != EmptyView.self
        guard showsTitle || hasMessage else { return nil }
        let alert = style == .alert
        return AnyView(VStack(spacing: 4) {
            if showsTitle { title.font(alert ? .headline : .footnote.weight(.semibold)) }
            if hasMessage { message().font(.footnote) }
        }
        .foregroundColor(alert ? .primary : .secondary)
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity))
    }
}
