import Foundation

/// A title with an icon — SwiftUI's `Label`.
///
/// By default the icon sits before the title, 8 points apart, centred on each other; `.labelStyle(_:)`
/// shows only one of them or lays them out your way.
///
///     Label("Favourites", systemImage: "star.fill")
///     Label { Text("Ada") } icon: { Circle().fill(.blue).frame(width: 20, height: 20) }
nonisolated public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `titleKey` with the SF Symbol `systemImage`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label titled `title` with the SF Symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label titled `titleKey` with the image `name` from the asset catalogue (AnimKit draws a placeholder).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label titled `title` with the image `name` from the asset catalogue (AnimKit draws a placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The standard label for a style's configuration (to decorate it in your own `LabelStyle`).
    ///
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Label(configuration).padding(6).background(.yellow, in: .capsule)
    ///     }
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.labelStyle = .automatic
        inner.customLabelStyle = nil
        let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon)))
        if let custom = environment.customLabelStyle { return [ChildSpec("custom", custom.makeBody(configuration), inner)] }
        // An icon shown alone is still named by the title, as VoiceOver reads it (and scripts tap it).
        let namedIcon: any View = (title as? Text).map { AnyView(configuration.icon.accessibilityLabel($0)) } ?? configuration.icon
        switch environment.labelStyle {
        case .iconOnly: return [ChildSpec("icon", namedIcon, inner)]
        case .titleOnly: return [ChildSpec("title", configuration.title, inner)]
        case .automatic where environment.labelShowsIconOnly: return [ChildSpec("icon", namedIcon, inner)]
        case .automatic where environment.labelIsMenuRow:
            return [ChildSpec("menu", HStack(spacing: 8) { configuration.title; Spacer(minLength: 0); configuration.icon }, inner)]
        case .automatic where environment.isInListRow, .titleAndIcon where environment.isInListRow:
            return [ChildSpec("row", ListLabelRow(configuration: configuration, environment: environment), inner)]
        case .automatic, .titleAndIcon:
            return [ChildSpec("both", HStack(spacing: 8) { configuration.icon; configuration.title }, inner)]
        }
    }
}

/// A label in a list row, as iOS lays it out: the icon centred in a column of one width, so the titles of rows
/// with narrow and wide icons line up; the icon in the tint colour unless a foreground style is set; the row's
/// separator starting under the title.
nonisolated struct ListLabelRow: View {
    let configuration: LabelStyleConfiguration
    let environment: EnvironmentValues

    /// Where the title starts, from the row's content edge, at the body size (17 pt), measured on iOS 17/18
    /// (67.3 pt from the screen's edge in an inset-grouped list on a 393-pt phone); it scales with the font.
    static let titleOffset: CGFloat = 31.3
    /// The space between the icon's column and the title.
    static let spacing: CGFloat = 8

    var body: some View {
        let scale = environment.resolvedFont.size / 17
        let offset = (ListLabelRow.titleOffset * scale * 10).rounded() / 10
        let plain = environment.foregroundColor == nil && environment.foregroundStyles.isEmpty
        return HStack(spacing: ListLabelRow.spacing) {
            configuration.icon
                .modifier(ForegroundStyleModifier(levels: plain ? [AnyShapeStyle(.tint)] : nil))
                .frame(width: offset - ListLabelRow.spacing)
            configuration.title
        }
        .modifier(ListRowSettingsModifier(change: { $0.separatorLeading = offset }))
    }
}
