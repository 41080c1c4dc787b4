import Foundation

/// What a button does, which decides how the system shows it — SwiftUI's `ButtonRole`.
///
///     Button("Delete", role: .destructive) { delete() }   // red
///     Button("Cancel", role: .cancel) { }                 // bold, last in an alert or its own group in a dialog
///
/// A destructive button's label is red wherever it is drawn with the automatic, borderless or bordered
/// style. In alerts and confirmation dialogs the cancel button is bold and placed as iOS places it;
/// a dialog without one gets a "Cancel" button.
public struct ButtonRole: Equatable, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case destructive, cancel, confirm, close }
    let kind: Kind

    /// An action that deletes data or cannot be undone.
    public static let destructive = ButtonRole(kind: .destructive)
    /// An action that cancels the operation in progress.
    public static let cancel = ButtonRole(kind: .cancel)
    /// An action that confirms the operation in progress (iOS 26).
    public static let confirm = ButtonRole(kind: .confirm)
    /// An action that closes the current view (iOS 26).
    public static let close = ButtonRole(kind: .close)
}
