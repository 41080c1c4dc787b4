import Foundation

/// A label that shows or hides its content — SwiftUI's `DisclosureGroup`, drawn as iOS's: the label with a
/// chevron at the trailing edge in the tint, turning down as the content appears below.
///
/// A tap on the label row toggles it with the default animation (the chevron turns and the content fades
/// in with it); an `isExpanded` binding you change yourself animates with your transaction. In a `List` the
/// label is a row and each of the content's views a row below it, coming and going as list rows do.
///
///     DisclosureGroup("Advanced") { Toggle("Debug", isOn: $debug) }
///     DisclosureGroup("Details", isExpanded: $showsDetails) { Text(details) }
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    /// A group with a custom label that keeps its own expansion.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    /// A group with a custom label expanded while `isExpanded` is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    @State private var ownExpansion = false
    @Environment(\.isInListRow) private var isInList
    @Environment(\.customDisclosureGroupStyle) private var style

    public var body: some View {
        let expanded = isExpanded ?? $ownExpansion
        if let style {
            style.makeBody(DisclosureGroupStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
                                                             isExpanded: expanded))
        } else if isInList {
            // In a list the label is a row and the content's views are rows of their own under it.
            header(expanded)
            if expanded.wrappedValue { content }
        } else {
            VStack(alignment: .leading, spacing: 8) {
                header(expanded)
                if expanded.wrappedValue { content }
            }
        }
    }

    /// The label with its chevron, toggling the group with the default animation.
    private func header(_ expanded: Binding<Bool>) -> some View {
        Button(action: { withAnimation { expanded.wrappedValue.toggle() } }) {
            HStack {
                label.foregroundStyle(.primary)
                Spacer(minLength: 8)
                Image(systemName: "chevron.right")
                    .font(.system(size: 13, weight: .semibold))
                    .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.borderless)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `titleKey` that keeps its own expansion.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `title` that keeps its own expansion.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `titleKey` expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled `title` expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
