import Foundation

/// A field for entering text — SwiftUI's `TextField`, drawn as iOS's.
///
/// The field takes the width offered and one line of the body font; its placeholder (the title or the
/// prompt) shows in light grey while the text is empty. A tap focuses it; a focused field shows the
/// tinted caret after its text, blinking on the clip's clock. A `Type` step enters characters
/// over time, each one a state change (`onChange` hears it); `"\n"` submits (`onSubmit`) and `"\u{8}"`
/// deletes. `.textFieldStyle(.roundedBorder)` draws the bordered box. AnimKit has no keyboard on screen.
///
///     TextField("Name", text: $name)
///     TextField("Bio", text: $bio, axis: .vertical).lineLimit(3...5)
nonisolated public struct TextField<Label: View>: View {
    public typealias Body = Never
    let text: Binding<String>
    let placeholder: Text?
    let label: Label
    let title: String?
    let axis: Axis
    /// Whether characters are hidden as dots (`SecureField`).
    var isSecure = false
    /// The deprecated callbacks: focus gained, and the return key.
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?

    init(text: Binding<String>, placeholder: Text?, label: Label, title: String?, axis: Axis) {
        (self.text, self.placeholder, self.label, self.title, self.axis) = (text, placeholder, label, title, axis)
    }

    /// A field with a prompt and a label (iOS shows the prompt; the label names the field).
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt, label: label(), title: nil, axis: .horizontal)
    }

    /// A field growing along `axis` (`.vertical`: its text wraps onto more lines), with a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, placeholder: prompt, label: label(), title: nil, axis: axis)
    }
}

extension TextField where Label == Text {
    /// A field titled `titleKey` (shown as the placeholder).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, placeholder: Text(titleKey), label: Text(titleKey), title: titleKey.string, axis: .horizontal)
    }

    /// A field titled `title` (shown as the placeholder).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, placeholder: Text(title), label: Text(title), title: String(title), axis: .horizontal)
    }

    /// A field titled `titleKey` with a `prompt` shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt ?? Text(titleKey), label: Text(titleKey), title: titleKey.string, axis: .horizontal)
    }

    /// A field titled `title` with a `prompt` shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, placeholder: prompt ?? Text(title), label: Text(title), title: String(title), axis: .horizontal)
    }

    /// A field titled `titleKey` growing along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: Text(titleKey), label: Text(titleKey), title: titleKey.string, axis: axis)
    }

    /// A field titled `title` growing along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, placeholder: Text(title), label: Text(title), title: String(title), axis: axis)
    }

    /// A field titled `titleKey` (the deprecated form with editing callbacks; `onCommit` runs on return).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                onCommit: @escaping () -> Void = {}) {
        self.init(titleKey, text: text)
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
}

/// A field for entering a password: its characters show as dots — SwiftUI's `SecureField`.
///
///     SecureField("Password", text: $password)
nonisolated public struct SecureField<Label: View>: View {
    public typealias Body = Never
    let field: TextField<Label>

    /// A secure field with a prompt and a label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        var field = TextField(text: text, placeholder: prompt, label: label(), title: nil, axis: .horizontal)
        field.isSecure = true
        self.field = field
    }
}

extension SecureField where Label == Text {
    /// A secure field titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        var field = TextField(titleKey, text: text)
        field.isSecure = true
        self.field = field
    }

    /// A secure field titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        var field = TextField(title, text: text)
        field.isSecure = true
        self.field = field
    }

    /// A secure field titled `titleKey` with a prompt.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        var field = TextField(titleKey, text: text, prompt: prompt)
        field.isSecure = true
        self.field = field
    }
}

extension SecureField: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] { [ChildSpec(0, field, environment)] }
}

extension TextField: PrimitiveView {
    /// The characters drawn: the text (dots for a secure field), or the placeholder while it is empty.
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var shown = environment
        if axis == .horizontal { shown.lineLimit = 1 }
        let value = text.wrappedValue
        guard value.isEmpty else {
            let characters = isSecure ? String(repeating: "•", count: value.count) : value
            return [ChildSpec("text", Text(verbatim: characters), shown)]
        }
        shown.foregroundColor = TextFieldItem.placeholderColor
        return [ChildSpec("placeholder", placeholder ?? Text(verbatim: " "), shown)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let content = node.children.first?.items().first
        let model = TextFieldModel(text: text, title: title ?? placeholder?.string, isEmpty: text.wrappedValue.isEmpty,
                                   onEditingChanged: onEditingChanged, onCommit: onCommit)
        return [TextFieldItem(node: node, content: content, field: model)]
    }
}

/// What a text field's item needs: the text binding, the name scripted steps find it by, whether it is empty.
struct TextFieldModel {
    let text: Binding<String>
    let title: String?
    let isEmpty: Bool
    let onEditingChanged: ((Bool) -> Void)?
    let onCommit: (() -> Void)?
}

/// Whether a text field focused itself by a tap (fields not bound with `.focused` keep their own focus).
final class FieldFocusBox {
    var focused = false
}

/// A text field: one line of the body font the width offered (padded in a rounded border with
/// `.roundedBorder`), the caret after the text while focused.
final class TextFieldItem: LayoutItem {
    static let placeholderColor = UIColor.placeholderText.color
    static let borderColor = UIColor.separator.color
    let content: LayoutItem?
    let field: TextFieldModel

    init(node: ViewNode, content: LayoutItem?, field: TextFieldModel) {
        self.content = content
        self.field = field
        super.init(node: node)
    }

    private var bordered: Bool { node.environment.textFieldStyle == .roundedBorder }
    /// A rounded field is 34 points tall around a line of body text (20.287), as UIKit's rounded-rect field.
    private var insets: CGSize { bordered ? CGSize(width: 7, height: (34 - 20.287) / 2) : .zero }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let inner = ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * insets.width) }, height: nil)
        let size = content?.sizeThatFits(inner) ?? .zero
        return CGSize(width: proposal.width ?? size.width + 2 * insets.width, height: size.height + 2 * insets.height)
    }

    override func placeContent(proposal: ProposedViewSize) {
        content?.place(at: CGPoint(x: frame.minX + insets.width, y: frame.minY + insets.height), anchor: .topLeading,
                       proposal: ProposedViewSize(width: max(0, frame.width - 2 * insets.width), height: nil))
    }

    /// Whether the field has the focus: by its `.focused` binding, or by its own tap.
    var isFocused: Bool {
        if let focus = node.environment.fieldFocus { return focus.isFocused }
        return node.existing(FieldFocusBox.self)?.focused ?? false
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "TextField", label: field.title) }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        let identifier = context.lastIdentifier
        if bordered {
            context.items.append(.fill(.roundedRect(frame, cornerSize: CGSize(width: 5, height: 5), style: .continuous), Clip.systemBackground))
            context.items.append(.shape(.roundedRect(frame.insetBy(dx: 1.0 / 6, dy: 1.0 / 6), cornerSize: CGSize(width: 5, height: 5), style: .continuous),
                                        .stroke(StrokeStyle(lineWidth: 1.0 / 3)), .color(TextFieldItem.borderColor)))
        }
        context.descend("TextField") { ctx in content?.render(&ctx) }
        if caretIsVisible(), let content {
            // The caret: 2 points wide, the line's height, after the last character.
            let x = field.isEmpty ? content.frame.minX : content.frame.maxX + 1
            let caret = CGRect(x: x, y: content.frame.maxY - min(content.frame.height, 22) + 1, width: 2, height: min(content.frame.height, 22) - 2)
            context.items.append(.fill(.capsule(caret), node.environment.tint ?? .accentColor))
        }
        guard node.environment.isEnabled else { return }
        let node = self.node, binding = field.text, submit = node.environment.submitAction, model = field
        let wasFocused = isFocused
        let focus: () -> Void = {
            if !wasFocused { model.onEditingChanged?(true) }
            if let bound = node.environment.fieldFocus { bound.set(true); return }
            let box = node.stored { FieldFocusBox() }
            if !box.focused { box.focused = true; node.invalidate(transaction: Transaction()); node.markVisualChange() }
        }
        let before = context.targets.count
        context.addTarget(frame, node: node, label: field.title, identifier: identifier, action: .tap(perform: focus, press: nil))
        guard context.targets.count > before else { return }
        context.targets[before].textInput = { event in
            focus()
            // A keystroke shows the caret solid again.
            node.stored { CaretBlink() }.since = node.graph.time
            switch event {
            case .insert(let s): binding.wrappedValue += s
            case .deleteBackward: if !binding.wrappedValue.isEmpty { binding.wrappedValue.removeLast() }
            case .submit: model.onCommit?(); submit?()
            }
        }
    }
}

/// When a field's caret last started showing solid (the focus arrived or a key was typed), in clip time.
final class CaretBlink {
    var since: Double = 0
    var wasFocused = false
    /// How long the caret shows and hides (AnimKit's timing; UIKit publishes none).
    static let interval = 0.5
}

extension TextFieldItem {
    /// Whether the caret shows now: while the field has the focus it is solid for half a second after the focus
    /// arrives or a key is typed, then hides and shows every half second on the clip's clock (the field's node
    /// is a timeline while focused, so frames without other changes still blink).
    func caretIsVisible() -> Bool {
        let blink = node.stored { CaretBlink() }
        let focused = isFocused && node.environment.isEnabled
        defer { blink.wasFocused = focused }
        guard focused else {
            node.userData[ObjectIdentifier(TimelineCursor.self)] = nil
            return false
        }
        if !blink.wasFocused { blink.since = node.graph.clock }
        let cursor = node.timelineCursor(for: .periodic(from: Clip.date(at: blink.since), by: CaretBlink.interval))
        (cursor.keepsClipAlive, cursor.rebuildsContent) = (false, false)
        let step = Int(((cursor.entry - blink.since) / CaretBlink.interval).rounded())
        return step % 2 == 0
    }
}

/// The text field looks.
enum TextFieldStyleKind: Hashable, Sendable { case plain, roundedBorder }

/// A text field look (SwiftUI's `TextFieldStyle`; its requirements are not public).
public protocol TextFieldStyle: Sendable {}

protocol BuiltInTextFieldStyle { var kind: TextFieldStyleKind { get } }

/// The platform's choice: no border on iOS.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle { var kind: TextFieldStyleKind { .plain }; public init() {} }
/// No border.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle { var kind: TextFieldStyleKind { .plain }; public init() {} }
/// A white box with a hairline rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
    var kind: TextFieldStyleKind { .roundedBorder }
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's choice (no border).
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No border.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A white box with a hairline rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = TextFieldStyleKind.plain }

extension EnvironmentValues {
    var textFieldStyle: TextFieldStyleKind {
        get { self[TextFieldStyleKey.self] }
        set { self[TextFieldStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The look of text fields inside.
    ///
    ///     TextField("Email", text: $email).textFieldStyle(.roundedBorder)
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldStyle, (style as? BuiltInTextFieldStyle)?.kind ?? .plain)
    }
}
