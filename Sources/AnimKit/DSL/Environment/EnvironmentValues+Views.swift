import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct TextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }
private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }
private struct DismissKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue = DismissAction(action: nil) }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// The default font of text (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of text and of shapes filled with the foreground style (nil: primary).
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The tint of controls (nil: the accent colour, blue).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// How lines of wrapped text align.
    public var multilineTextAlignment: TextAlignment {
        get { self[TextAlignmentKey.self] }
        set { self[TextAlignmentKey.self] = newValue }
    }

    /// Whether controls respond to touches.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Dismisses the presentation the view is in (a no-op outside one).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The presentation the view is in, the deprecated way — `presentationMode.wrappedValue.dismiss()` is
    /// `dismiss()`.
    ///
    ///     @Environment(\.presentationMode) var presentationMode
    ///     Button("Close") { presentationMode.wrappedValue.dismiss() }
    @available(*, deprecated, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let action = dismiss.action
        return Binding(get: { PresentationMode(isPresented: action != nil, action: action) }, set: { _ in })
    }

    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The axis of the enclosing stack (spacers and dividers follow it).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }

    var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The font text is drawn with here.
    var resolvedFont: ResolvedFont {
        var f = font ?? .body
        if let w = fontWeight { f = f.weight(w) }
        return f.resolved
    }
}

/// Whether a view is presented, and a way to dismiss it — SwiftUI's deprecated `PresentationMode`.
public struct PresentationMode {
    /// Whether the view is in a presentation (a sheet, a pushed screen).
    public private(set) var isPresented: Bool
    let action: (() -> Void)?

    /// Dismisses the presentation (nothing outside one).
    public mutating func dismiss() {
        action?()
    }
}

/// An action that dismisses the current presentation — the value of `@Environment(\.dismiss)`.
public struct DismissAction {
    let action: (() -> Void)?
    /// Dismisses.
    public func callAsFunction() { action?() }
}
