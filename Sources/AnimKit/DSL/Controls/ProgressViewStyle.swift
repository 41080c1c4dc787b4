import Foundation

/// A look for progress views — SwiftUI's `ProgressViewStyle`.
///
///     struct RingStyle: ProgressViewStyle {
///         func makeBody(configuration: Configuration) -> some View {
///             Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(.blue, lineWidth: 6)
///         }
///     }
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress view's look for `configuration`.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What a style is given.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` draws from: the fraction done (nil when unknown) and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    nonisolated public struct Label: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The label describing the current value.
    nonisolated public struct CurrentValueLabel: View {
        public typealias Body = Never
        let content: AnyView
    }

    /// The share done, 0…1, or nil for an activity with no known end.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: ProgressViewStyleConfiguration.Label?
    /// The current-value label, if the progress view has one.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: StyleConfigurationPart {}

extension ProgressViewStyleConfiguration.CurrentValueLabel: StyleConfigurationPart {}

/// The built-in progress looks.
enum ProgressViewStyleKind: Hashable, Sendable { case automatic, linear, circular }

protocol BuiltInProgressViewStyle { var kind: ProgressViewStyleKind { get } }

/// The platform's choice: a bar for known progress, the spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    var kind: ProgressViewStyleKind { .automatic }
    /// The default look.
    public init() {}
    /// The standard progress view.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

/// A bar (SwiftUI's `LinearProgressViewStyle`).
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    var kind: ProgressViewStyleKind { .linear }
    /// The bar look.
    public init() {}
    /// The standard progress bar.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

/// The spinner, even for known progress, as on iOS (SwiftUI's `CircularProgressViewStyle`).
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    var kind: ProgressViewStyleKind { .circular }
    /// The spinner look.
    public init() {}
    /// The standard spinner.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).progressViewStyle(self) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar for known progress, the spinner otherwise.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A user's progress style, erased.
struct CustomProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ProgressViewStyleModifier: PrimitiveModifier {
    let kind: ProgressViewStyleKind
    let custom: CustomProgressViewStyle?

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment.progressViewStyle = kind
        environment.customProgressViewStyle = custom
    }
    var writesEnvironment: Bool { true }
}

nonisolated extension View {
    /// The look of progress views inside.
    ///
    ///     ProgressView(value: 0.5).progressViewStyle(.circular)
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        if let builtIn = style as? BuiltInProgressViewStyle { return modifier(ProgressViewStyleModifier(kind: builtIn.kind, custom: nil)) }
        return modifier(ProgressViewStyleModifier(kind: .automatic, custom: CustomProgressViewStyle(style)))
    }
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.automatic }
private struct CustomProgressViewStyleKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: CustomProgressViewStyle? = nil }

extension EnvironmentValues {
    var progressViewStyle: ProgressViewStyleKind {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }

    var customProgressViewStyle: CustomProgressViewStyle? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}
