import Foundation

/// An empty state: a large grey symbol, a bold title, a description and actions, centred in the space
/// offered — SwiftUI's `ContentUnavailableView`.
///
///     ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
///     ContentUnavailableView.search(text: query)
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state with a custom label, description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label
                    .labelStyle(UnavailableLabelStyle())
                description
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
            }
            actions
        }
        .padding(.horizontal, 40)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// The label of an empty state: the icon large and grey above the bold title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}

extension ContentUnavailableView where Label == AnimKit.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled `title` with an SF Symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { AnimKit.Label(title, systemImage: name) }, description: { description })
    }

    /// An empty state titled `title` with an SF Symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { AnimKit.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
    /// "No Results" with a magnifying glass.
    public static var search: ContentUnavailableView { search(text: "") }

    /// "No Results for "text"" with a magnifying glass and a hint to check the spelling.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(text: text) },
                               description: { SearchUnavailableContent.Description() },
                               actions: { SearchUnavailableContent.Actions() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    /// "No Results" (with the search text) and a magnifying glass.
    nonisolated public struct Label: View {
        let text: String
        public var body: some View {
            AnimKit.Label(text.isEmpty ? "No Results" : "No Results for “\(text)”", systemImage: "magnifyingglass")
        }
    }

    /// The hint under the title.
    nonisolated public struct Description: View {
        public var body: some View { Text("Check the spelling or try a new search.") }
    }

    /// No actions.
    nonisolated public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}
