import Foundation

/// A label beside a value — SwiftUI's `LabeledContent`: the label at the leading edge, the value at the trailing
/// edge in the secondary style, as iOS lays out a settings row.
///
///     Form {
///         LabeledContent("Version", value: "2.4.1")
///         LabeledContent("Storage") { ProgressView(value: 0.7) }
///     }
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A label and its content, each from a view builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A title and content from a view builder.
    ///
    ///     LabeledContent("Storage") { Text("64 GB") }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A title, shown as written, and content from a view builder.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(String(title)) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A title and a value, both text.
    ///
    ///     LabeledContent("Version", value: "2.4.1")
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(String(value)) }, label: { Text(titleKey) })
    }

    /// A title and a value, both shown as written.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
    }

    /// A title and a value formatted with `format`.
    ///
    ///     LabeledContent("Price", value: 9.5, format: .currency(code: "USD"))
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }

    /// A title, shown as written, and a value formatted with `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(String(title)) })
    }
}
