import Foundation

private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether scrollable containers draw their own background (`.hidden` under `scrollContentBackground(.hidden)`).
    public var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows or hides the background a list or form draws behind its rows: with `.hidden` a grouped list has no
    /// grey, so the view behind it shows between and around its cards (the cards stay).
    ///
    ///     List { … }.scrollContentBackground(.hidden).background(.indigo.gradient)
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
