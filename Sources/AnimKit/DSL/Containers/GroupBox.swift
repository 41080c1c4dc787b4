import Foundation

/// A box that groups views under an optional label — SwiftUI's `GroupBox`.
///
/// iOS draws it as a rounded card in the secondary system background (the tertiary one for a box inside a box,
/// then alternating), 16 points of padding, the label in the headline font above the content, 8 points apart,
/// everything leading-aligned. A `GroupBoxStyle` draws it your way.
///
///     GroupBox("Today") {
///         Label("8,204 steps", systemImage: "figure.walk")
///     }
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.customGroupBoxStyle) private var style

    /// A box with `label` above `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    /// A box with `label` above `content` (the older form).
    @available(*, deprecated, message: "Use init(content:label:) instead")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: GroupBoxStyleConfiguration.Label(content: AnyView(label)),
                                                       content: GroupBoxStyleConfiguration.Content(content: AnyView(content)))
        if let style {
            style.makeBody(configuration)
        } else {
            DefaultGroupBoxStyle().makeBody(configuration: configuration)
        }
    }
}

extension GroupBox where Label == EmptyView {
    /// A box around `content`, without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    /// A box titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A box titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// How group boxes draw — SwiftUI's `GroupBoxStyle`.
///
///     struct PlainBox: GroupBoxStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             VStack(alignment: .leading) { configuration.label.bold(); configuration.content }
///         }
///     }
public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The box for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a `GroupBoxStyle` lays out: the box's label and content as views.
public struct GroupBoxStyleConfiguration {
    /// The box's label.
    nonisolated public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The box's content.
    nonisolated public struct Content: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label view.
    public let label: GroupBoxStyleConfiguration.Label
    /// The content view.
    public let content: GroupBoxStyleConfiguration.Content
}

extension GroupBoxStyleConfiguration.Label: StyleConfigurationPart {}

extension GroupBoxStyleConfiguration.Content: StyleConfigurationPart {}

/// iOS's group box: a rounded card in the secondary system background (tertiary when nested), 16 points of
/// padding, the headline label 8 points above the content. The padding and spacing are AnimKit's measurements;
/// the corner radius (8, continuous) is the one UIKit's grouped cells used before iOS 13's inset cards.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// The iOS look.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DefaultGroupBox(configuration: configuration)
    }
}

/// The default box, which reads how deep it is nested to choose its background.
nonisolated private struct DefaultGroupBox: View {
    let configuration: GroupBoxStyleConfiguration
    @Environment(\.groupBoxDepth) private var depth

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(depth % 2 == 0 ? Color(.secondarySystemBackground) : Color(.tertiarySystemBackground),
                    in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        .environment(\.groupBoxDepth, depth + 1)
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// iOS's group box.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A user's group box style, erased.
struct CustomGroupBoxStyle {
    let makeBody: (GroupBoxStyleConfiguration) -> AnyView

    init<S: GroupBoxStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct CustomGroupBoxStyleKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: CustomGroupBoxStyle? = nil }
private struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    /// The user's group box style for boxes below, if any.
    var customGroupBoxStyle: CustomGroupBoxStyle? {
        get { self[CustomGroupBoxStyleKey.self] }
        set { self[CustomGroupBoxStyleKey.self] = newValue }
    }

    /// How many default group boxes enclose the view.
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}

nonisolated extension View {
    /// How group boxes inside draw.
    ///
    ///     GroupBox("Stats") { StatsView() }.groupBoxStyle(PlainBox())
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        environment(\.customGroupBoxStyle, style is DefaultGroupBoxStyle ? nil : CustomGroupBoxStyle(style))
    }
}
