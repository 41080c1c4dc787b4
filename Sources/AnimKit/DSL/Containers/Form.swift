import Foundation

/// Controls grouped for data entry — SwiftUI's `Form`, drawn as iOS's grouped form: the rows of each
/// `Section` in a rounded white card on the grey grouped background, headers in grey capitals above,
/// footers below.
///
///     Form {
///         Section("Profile") { TextField("Name", text: $name); Toggle("Public", isOn: $isPublic) }
///         Section { Stepper("Age: \(age)", value: $age, in: 0...120) } footer: { Text("Shown to friends.") }
///     }
nonisolated public struct Form<Content: View>: View {
    let content: Content

    /// A form of the rows `content` builds.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}

/// A form look (SwiftUI's `FormStyle`; iOS draws every form grouped).
public protocol FormStyle: Sendable {}

/// The platform's choice: grouped.
public struct AutomaticFormStyle: FormStyle { public init() {} }
/// Rows in grouped cards.
public struct GroupedFormStyle: FormStyle { public init() {} }
/// Labels and controls in columns (a macOS look; iOS draws forms grouped).
public struct ColumnsFormStyle: FormStyle { public init() {} }

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's choice (grouped).
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped cards.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Columns (macOS); iOS draws forms grouped.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
    /// The look of forms inside: on iOS every form is grouped, so each style draws the same.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
