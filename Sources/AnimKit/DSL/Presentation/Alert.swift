import Foundation

/// An alert described as a value — SwiftUI's original (iOS 13) `Alert`, still common in tutorials.
///
///     .alert(isPresented: $showsError) {
///         Alert(title: Text("Upload failed"), message: Text("Try again later."),
///               dismissButton: .default(Text("OK")))
///     }
///
/// It draws exactly as the `alert(_:isPresented:actions:message:)` form does.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (nil: "OK").
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert` or an `ActionSheet`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default look.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        /// The cancel button, titled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// The cancel button, titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A destructive button (red).
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }

        /// The button as a view.
        var view: some View {
            let action = self.action
            return AnimKit.Button(role: role, action: { action?() }) { label }
        }
    }

    /// The buttons as views, for the alert's actions.
    var actions: some View { ForEach(buttons.indices, id: \.self) { buttons[$0].view } }
}

/// A confirmation dialog described as a value — SwiftUI's original (iOS 13) `ActionSheet`.
///
///     .actionSheet(isPresented: $choosing) {
///         ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")) { copy() }, .cancel()])
///     }
///
/// Its title always shows.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet with `buttons` (by default only "Cancel").
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button of an action sheet.
    public typealias Button = Alert.Button
}

nonisolated extension View {
    /// Presents the `Alert` the closure returns while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        return dialogPresentation(.alert, title: alert?.title ?? Text(""), presented: alert != nil,
                                  dismiss: { isPresented.wrappedValue = false },
                                  actions: { alert?.actions }, message: { alert?.message })
    }

    /// Presents the `Alert` for `item` while it is not nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return dialogPresentation(.alert, title: alert?.title ?? Text(""), presented: alert != nil,
                                  dismiss: { item.wrappedValue = nil },
                                  actions: { alert?.actions }, message: { alert?.message })
    }

    /// Presents the `ActionSheet` the closure returns while `isPresented` is true.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = isPresented.wrappedValue ? content() : nil
        return dialogPresentation(.dialog, title: sheet?.title ?? Text(""), presented: sheet != nil,
                                  dismiss: { isPresented.wrappedValue = false },
                                  actions: { sheet.map { Alert(title: $0.title, buttons: $0.buttons).actions } }, message: { sheet?.message })
    }

    /// Presents the `ActionSheet` for `item` while it is not nil.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return dialogPresentation(.dialog, title: sheet?.title ?? Text(""), presented: sheet != nil,
                                  dismiss: { item.wrappedValue = nil },
                                  actions: { sheet.map { Alert(title: $0.title, buttons: $0.buttons).actions } }, message: { sheet?.message })
    }
}

extension Alert {
    init(title: Text, buttons: [Button]) {
        self.title = title
        message = nil
        self.buttons = buttons
    }
}
