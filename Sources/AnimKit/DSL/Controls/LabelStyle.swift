import Foundation

/// A way to lay out a label's title and icon — SwiftUI's `LabelStyle`.
///
///     struct TrailingIconStyle: LabelStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             HStack { configuration.title; configuration.icon }
///         }
///     }
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = LabelStyleConfiguration
}

/// What a `LabelStyle` lays out: the label's title and icon as views.
public struct LabelStyleConfiguration {
    /// The label's title.
    nonisolated public struct Title: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label's icon.
    nonisolated public struct Icon: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The title view.
    public var title: LabelStyleConfiguration.Title
    /// The icon view.
    public var icon: LabelStyleConfiguration.Icon
}

extension LabelStyleConfiguration.Title: StyleConfigurationPart {}

extension LabelStyleConfiguration.Icon: StyleConfigurationPart {}

/// The built-in label layouts.
enum LabelStyleKind: Hashable, Sendable {
    case automatic, iconOnly, titleOnly, titleAndIcon
}

/// A built-in label style, known by its kind.
protocol BuiltInLabelStyle {
    var kind: LabelStyleKind { get }
}

/// The context's choice: the title and icon, or only the icon in a toolbar (SwiftUI's `DefaultLabelStyle`).
public struct DefaultLabelStyle: LabelStyle, BuiltInLabelStyle {
    var kind: LabelStyleKind { .automatic }
    /// The default layout.
    public init() {}
    /// The standard label in this layout.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

/// Only the icon (SwiftUI's `IconOnlyLabelStyle`).
public struct IconOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    var kind: LabelStyleKind { .iconOnly }
    /// Only the icon.
    public init() {}
    /// The label's icon.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Only the title (SwiftUI's `TitleOnlyLabelStyle`).
public struct TitleOnlyLabelStyle: LabelStyle, BuiltInLabelStyle {
    var kind: LabelStyleKind { .titleOnly }
    /// Only the title.
    public init() {}
    /// The label's title.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon, then the title (SwiftUI's `TitleAndIconLabelStyle`).
public struct TitleAndIconLabelStyle: LabelStyle, BuiltInLabelStyle {
    var kind: LabelStyleKind { .titleAndIcon }
    /// Both, icon first.
    public init() {}
    /// The icon and the title side by side.
    public func makeBody(configuration: Configuration) -> some View { Label(configuration).labelStyle(self) }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The context's choice (title and icon; only the icon in a toolbar).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A user's label style, erased.
struct CustomLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

/// Sets the label style of the views inside (the innermost wins).
private struct LabelStyleModifier: PrimitiveModifier {
    let kind: LabelStyleKind
    let custom: CustomLabelStyle?

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.labelStyle = kind
        environment.customLabelStyle = custom
    }
    var writesEnvironment: Bool { true }
}

nonisolated extension View {
    /// How labels inside lay out their title and icon.
    ///
    ///     Label("Delete", systemImage: "trash").labelStyle(.iconOnly)
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        if let builtIn = style as? BuiltInLabelStyle { return modifier(LabelStyleModifier(kind: builtIn.kind, custom: nil)) }
        return modifier(LabelStyleModifier(kind: .automatic, custom: CustomLabelStyle(style)))
    }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.automatic }
private struct CustomLabelStyleKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: CustomLabelStyle? = nil }
private struct LabelShowsIconOnlyKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The built-in label layout in force.
    var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// The user's label style in force (nil: `labelStyle`).
    var customLabelStyle: CustomLabelStyle? {
        get { self[CustomLabelStyleKey.self] }
        set { self[CustomLabelStyleKey.self] = newValue }
    }

    /// Whether `.automatic` labels here are an open menu's rows (the title, then the icon at the trailing end).
    var labelIsMenuRow: Bool {
        get { self[LabelIsMenuRowKey.self] }
        set { self[LabelIsMenuRowKey.self] = newValue }
    }

    /// Whether `.automatic` labels show only their icon here (toolbars and tab bars).
    var labelShowsIconOnly: Bool {
        get { self[LabelShowsIconOnlyKey.self] }
        set { self[LabelShowsIconOnlyKey.self] = newValue }
    }
}

private struct LabelIsMenuRowKey: EnvironmentKey { static let defaultValue = false }
