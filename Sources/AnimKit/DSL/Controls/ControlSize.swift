import Foundation

/// How large controls draw — SwiftUI's `ControlSize`.
///
/// On iOS it sizes bordered buttons (their padding and font) and the spinner of a `ProgressView`; switches,
/// sliders and steppers keep their one size, as on iOS.
///
///     Button("Continue") { next() }.buttonStyle(.borderedProminent).controlSize(.large)
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge

    /// A bordered button's padding (vertical, horizontal) and its label's default font at this size. AnimKit's
    /// estimates, as Apple publishes no numbers: with one line of text a regular button is 34 points tall (body),
    /// a large one 50 (body), a small one 28 (subheadline), as iOS 17 draws them.
    var borderedInsets: (vertical: CGFloat, horizontal: CGFloat) {
        switch self {
        case .mini: (4, 8)
        case .small: (5, 10)
        case .regular: (7, 14)
        case .large: (15, 20)
        case .extraLarge: (18, 24)
        }
    }

    var borderedFont: Font { self == .mini || self == .small ? .subheadline : .body }

    /// The side of the `ProgressView` spinner: UIKit's medium indicator (20 points) up to regular, its large one
    /// (37 points) from large.
    var spinnerSide: CGFloat { self == .large || self == .extraLarge ? 37 : 20 }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
    /// The size controls inside draw at (`controlSize(_:)`); `.regular` by default.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the size controls inside draw at: bordered buttons' padding and font, and the spinner's size.
    ///
    ///     ProgressView().controlSize(.large)
    public func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(EnvironmentModifier(keyPath: \.controlSize, value: controlSize))
    }
}
