import Foundation

/// A look for toggles — SwiftUI's `ToggleStyle`.
///
///     struct CheckboxStyle: ToggleStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Button { configuration.isOn.toggle() } label: {
///                 Label { configuration.label } icon: { Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square") }
///             }
///         }
///     }
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a `ToggleStyle` draws from: the label and the on state (settable).
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    nonisolated public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The toggle's label.
    public let label: ToggleStyleConfiguration.Label
    /// Whether the toggle is on; set it to switch the toggle (`configuration.isOn.toggle()`).
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (AnimKit's toggles are never mixed).
    public var isMixed: Bool = false

    init(label: ToggleStyleConfiguration.Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension ToggleStyleConfiguration.Label: StyleConfigurationPart {}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The standard toggle for a style's configuration.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// The built-in toggle looks.
enum ToggleStyleKind: Hashable, Sendable { case automatic, `switch`, button }

protocol BuiltInToggleStyle { var kind: ToggleStyleKind { get } }

/// The platform's choice: a switch on iOS (SwiftUI's `DefaultToggleStyle`).
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
    var kind: ToggleStyleKind { .automatic }
    /// The default look.
    public init() {}
    /// The standard toggle.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}

/// iOS's switch (SwiftUI's `SwitchToggleStyle`).
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
    var kind: ToggleStyleKind { .switch }
    /// The switch look.
    public init() {}
    /// The standard switch.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}

/// A button that stays pressed while on (SwiftUI's `ButtonToggleStyle`).
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
    var kind: ToggleStyleKind { .button }
    /// The button look.
    public init() {}
    /// The standard toggle button.
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's choice (a switch).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// iOS's switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays pressed while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A user's toggle style, erased.
struct CustomToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ToggleStyleModifier: PrimitiveModifier {
    let kind: ToggleStyleKind
    let custom: CustomToggleStyle?

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.toggleStyle = kind
        environment.customToggleStyle = custom
    }
    var writesEnvironment: Bool { true }
}

nonisolated extension View {
    /// The look of toggles inside.
    ///
    ///     Toggle("Bold", isOn: $bold).toggleStyle(.button)
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        if let builtIn = style as? BuiltInToggleStyle { return modifier(ToggleStyleModifier(kind: builtIn.kind, custom: nil)) }
        return modifier(ToggleStyleModifier(kind: .automatic, custom: CustomToggleStyle(style)))
    }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.automatic }
private struct CustomToggleStyleKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: CustomToggleStyle? = nil }

extension EnvironmentValues {
    var toggleStyle: ToggleStyleKind {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    var customToggleStyle: CustomToggleStyle? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}
