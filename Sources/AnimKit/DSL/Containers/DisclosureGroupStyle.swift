import Foundation

/// How disclosure groups draw — SwiftUI's `DisclosureGroupStyle`. The style gets the label, the content and the
/// expansion binding, and decides when to show the content.
///
///     struct PlusMinus: DisclosureGroupStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             VStack(alignment: .leading) {
///                 Button { withAnimation { configuration.isExpanded.toggle() } } label: {
///                     HStack { configuration.label; Image(systemName: configuration.isExpanded ? "minus" : "plus") }
///                 }
///                 if configuration.isExpanded { configuration.content }
///             }
///         }
///     }
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The group for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a `DisclosureGroupStyle` lays out: the label, the content and whether the group is expanded.
public struct DisclosureGroupStyleConfiguration {
    /// The group's label.
    nonisolated public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The group's content.
    nonisolated public struct Content: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label view.
    public let label: DisclosureGroupStyleConfiguration.Label
    /// The content view.
    public let content: DisclosureGroupStyleConfiguration.Content
    /// Whether the group is expanded; setting it expands or collapses the group.
    @Binding public var isExpanded: Bool

    init(label: DisclosureGroupStyleConfiguration.Label, content: DisclosureGroupStyleConfiguration.Content, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

extension DisclosureGroupStyleConfiguration.Label: StyleConfigurationPart {}

extension DisclosureGroupStyleConfiguration.Content: StyleConfigurationPart {}

/// iOS's disclosure group: the label with a chevron in the tint that turns down as the content shows.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// The iOS look.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) { configuration.content } label: { configuration.label }
            .environment(\.customDisclosureGroupStyle, nil)
    }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// iOS's disclosure group.
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A user's disclosure group style, erased.
struct CustomDisclosureGroupStyle {
    let makeBody: (DisclosureGroupStyleConfiguration) -> AnyView

    init<S: DisclosureGroupStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct CustomDisclosureGroupStyleKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: CustomDisclosureGroupStyle? = nil }

extension EnvironmentValues {
    /// The user's disclosure group style for groups below, if any.
    var customDisclosureGroupStyle: CustomDisclosureGroupStyle? {
        get { self[CustomDisclosureGroupStyleKey.self] }
        set { self[CustomDisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How disclosure groups inside draw.
    ///
    ///     DisclosureGroup("Filters") { FilterList() }.disclosureGroupStyle(PlusMinus())
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        environment(\.customDisclosureGroupStyle, style is AutomaticDisclosureGroupStyle ? nil : CustomDisclosureGroupStyle(style))
    }
}
