import Foundation

/// Opens a URL — SwiftUI's `OpenURLAction`, the value of `@Environment(\.openURL)`.
///
/// AnimKit has no browser: the default action discards the URL. Install your own to see it:
///
///     .environment(\.openURL, OpenURLAction { url in opened.append(url); return .handled })
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, systemAction(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler declined the URL.
        public static let discarded = Result(kind: .discarded)
        /// Leave the URL to the system (nothing happens in AnimKit).
        public static let systemAction = Result(kind: .systemAction(nil))
        /// Leave another URL to the system (nothing happens in AnimKit).
        public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
    }

    let handler: (URL) -> Result

    /// An action running `handler`.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) { _ = handler(url) }
}

private struct OpenURLKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue = OpenURLAction { _ in .discarded } }

extension EnvironmentValues {
    /// Opens URLs (links, `Link`): by default AnimKit discards them.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL — SwiftUI's `Link`: a button in the tint colour whose tap calls the
/// environment's `openURL`.
///
///     Link("Privacy", destination: URL(string: "https://example.com/privacy")!)
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    @Environment(\.openURL) private var openURL

    public var body: some View {
        let open = openURL, url = destination
        return Button(action: { open(url) }) { label }
    }
}

extension Link where Label == Text {
    /// A link titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
