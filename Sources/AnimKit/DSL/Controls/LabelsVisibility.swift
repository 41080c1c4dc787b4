import Foundation

private struct LabelsVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// Whether controls show their labels: `.hidden` under `labelsHidden()`, where a toggle or a stepper is its
    /// control alone and a menu picker in a list row drops its label.
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls inside: a toggle is its 51 × 31 switch alone, a stepper its two buttons.
    /// The label still names the control for scripts (`Tap("Wi-Fi", at: 1)`).
    ///
    ///     Toggle("Wi-Fi", isOn: $wifi).labelsHidden()
    public func labelsHidden() -> some View { environment(\.labelsVisibility, .hidden) }

    /// Shows or hides the labels of the controls inside (`.hidden` is `labelsHidden()`).
    ///
    ///     Stepper("Count", value: $count).labelsVisibility(.hidden)
    public func labelsVisibility(_ visibility: Visibility) -> some View { environment(\.labelsVisibility, visibility) }
}
