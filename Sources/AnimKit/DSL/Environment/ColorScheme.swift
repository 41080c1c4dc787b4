import Foundation

/// The appearance views are drawn in — SwiftUI's `ColorScheme`.
///
///     @Environment(\.colorScheme) private var colorScheme
///     …
///     Text("Hi").foregroundStyle(colorScheme == .dark ? .yellow : .orange)
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Light backgrounds, dark text (the default).
    case light
    /// Dark backgrounds, light text.
    case dark
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }

extension EnvironmentValues {
    /// The appearance of the views: the system colours (`.primary`, `.red`, `Color(.systemBackground)`…), controls
    /// and the device look take their light or dark values from it.
    ///
    ///     ContentView().environment(\.colorScheme, .dark)
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Asks for the whole clip (the presentation the view is in) to be drawn in `colorScheme`; nil follows the
    /// clip's own appearance. As in SwiftUI the preference reaches every view, not only this one, and the
    /// preference of the view nearest the root wins.
    ///
    ///     ContentView().preferredColorScheme(isDark ? .dark : .light)
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }

    /// Draws the view and its content in `colorScheme`.
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

/// `.preferredColorScheme(_:)`: tells the graph which appearance its root should take while the view is there.
struct PreferredColorSchemeModifier: ItemModifier {
    var scheme: ColorScheme?

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        node.graph.prefer(scheme, from: node)
        return item
    }
}
