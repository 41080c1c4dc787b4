import Foundation

/// A look for buttons built from the button's label and whether it is pressed — SwiftUI's `ButtonStyle`.
///
/// The button keeps its interaction (a tap runs the action when the finger lifts on it); the style only
/// draws. `isPressed` is true while a finger is down on the button, so a style can animate the press:
///
///     struct PressableStyle: ButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label
///                 .padding()
///                 .background(.blue, in: .capsule)
///                 .scaleEffect(configuration.isPressed ? 0.9 : 1)
///                 .animation(.spring(duration: 0.2), value: configuration.isPressed)
///         }
///     }
///
/// The label is drawn in the primary colour unless the style sets one (the blue tint belongs to the
/// built-in styles).
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` draws from: the label, the role, and whether the button is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    nonisolated public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The button's role (nil for none).
    public let role: ButtonRole?
    /// The button's label.
    public let label: ButtonStyleConfiguration.Label
    /// Whether a finger is down on the button.
    public let isPressed: Bool
}

/// A look for buttons that also decides how they are triggered — SwiftUI's `PrimitiveButtonStyle`.
///
/// The style's view takes the touches: call `configuration.trigger()` to run the button's action.
///
///     struct DoubleTapStyle: PrimitiveButtonStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///         }
///     }
///
/// The built-in looks (`.automatic`, `.plain`, `.borderless`, `.bordered`, `.borderedProminent`) are
/// primitive styles.
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's look and interaction for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a `PrimitiveButtonStyle` builds from: the label, the role, and the action to trigger.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    nonisolated public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The button's role (nil for none).
    public let role: ButtonRole?
    /// The button's label.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

extension ButtonStyleConfiguration.Label: StyleConfigurationPart {}

extension PrimitiveButtonStyleConfiguration.Label: StyleConfigurationPart {}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A standard button made from a primitive style's configuration: the usual interaction around a
    /// custom look.
    ///
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Button(configuration).padding(4).border(.red)
    ///     }
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

/// A user's style, erased: it builds the styled view for a button.
struct CustomButtonStyle {
    /// Whether the style triggers the action itself (a primitive style) rather than the button.
    let isPrimitive: Bool
    let makeBody: (_ role: ButtonRole?, _ label: AnyView, _ isPressed: Bool, _ action: @escaping () -> Void) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        isPrimitive = false
        makeBody = { role, label, pressed, _ in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: pressed)))
        }
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        isPrimitive = true
        makeBody = { role, label, _, action in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label),
                                                                                    action: action)))
        }
    }
}

/// A built-in look, known by its kind.
protocol BuiltInButtonStyle {
    var kind: ButtonStyleKind { get }
}

/// The platform's default look: a tinted label (SwiftUI's `DefaultButtonStyle`).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    var kind: ButtonStyleKind { .automatic }
    /// The default look.
    public init() {}
    /// A standard button in this look.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// The label as it is, in the primary colour, dimmed while pressed (SwiftUI's `PlainButtonStyle`).
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    var kind: ButtonStyleKind { .plain }
    /// The plain look.
    public init() {}
    /// A standard button in this look.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// A tinted label with no border (SwiftUI's `BorderlessButtonStyle`).
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    var kind: ButtonStyleKind { .borderless }
    /// The borderless look.
    public init() {}
    /// A standard button in this look.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// A tinted label on a light tinted shape (SwiftUI's `BorderedButtonStyle`).
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    var kind: ButtonStyleKind { .bordered }
    /// The bordered look.
    public init() {}
    /// A standard button in this look.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

/// A white label on a shape filled with the tint (SwiftUI's `BorderedProminentButtonStyle`).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
    var kind: ButtonStyleKind { .borderedProminent }
    /// The prominent look.
    public init() {}
    /// A standard button in this look.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default look.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is, dimmed while pressed.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A tinted label with no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A tinted label on a light tinted shape.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A white label on a shape filled with the tint.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// Sets the button style of the views inside (the innermost wins).
struct ButtonStyleModifier: PrimitiveModifier {
    let kind: ButtonStyleKind
    let custom: CustomButtonStyle?

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.buttonStyle = kind
        environment.customButtonStyle = custom
    }
    var writesEnvironment: Bool { true }
}

nonisolated extension View {
    /// The look of buttons inside: a built-in style or your `PrimitiveButtonStyle`.
    ///
    ///     Button("Save") { save() }.buttonStyle(.borderedProminent)
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        if let builtIn = style as? BuiltInButtonStyle {
            return modifier(ButtonStyleModifier(kind: builtIn.kind, custom: nil))
        }
        return modifier(ButtonStyleModifier(kind: .automatic, custom: CustomButtonStyle(primitive: style)))
    }

    /// The look of buttons inside: your `ButtonStyle`, drawn from the label and whether it is pressed.
    ///
    ///     Button("Buy") { buy() }.buttonStyle(PressableStyle())
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(ButtonStyleModifier(kind: .automatic, custom: CustomButtonStyle(style)))
    }
}

private struct CustomButtonStyleKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: CustomButtonStyle? = nil }

extension EnvironmentValues {
    /// The user's button style in force (nil: the built-in `buttonStyle`).
    var customButtonStyle: CustomButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}
