import Foundation

/// A control that runs an action when tapped — SwiftUI's `Button`.
///
/// The label is drawn in the tint colour (blue) by default; `.buttonStyle(.bordered)` adds a light
/// tinted capsule, `.borderedProminent` a filled one with a white label, `.plain` the primary colour.
///
///     Button("Active") { withAnimation(.smooth) { isActive.toggle() } }
public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let action: () -> Void
    let title: String?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        title = nil
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        label = Text(title)
        self.action = action
        self.title = title.string
    }

    /// A button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        label = Text(title)
        self.action = action
        self.title = String(title)
    }
}

/// The looks of `Button`.
enum ButtonStyleKind: Hashable, Sendable {
    case automatic, plain, bordered, borderedProminent, borderless
}

/// A button style for `.buttonStyle(_:)`.
public struct PrimitiveButtonStyleValue: Sendable {
    let kind: ButtonStyleKind
}

extension PrimitiveButtonStyleValue {
    public static let automatic = PrimitiveButtonStyleValue(kind: .automatic)
    public static let plain = PrimitiveButtonStyleValue(kind: .plain)
    public static let borderless = PrimitiveButtonStyleValue(kind: .borderless)
    public static let bordered = PrimitiveButtonStyleValue(kind: .bordered)
    public static let borderedProminent = PrimitiveButtonStyleValue(kind: .borderedProminent)
}

extension View {
    /// The look of buttons inside.
    public func buttonStyle(_ style: PrimitiveButtonStyleValue) -> some View { environment(\.buttonStyle, style.kind) }
}

/// Whether a control is being pressed (the finger is down on it).
final class PressState {
    var pressed = false
}

extension Button: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        let tint = environment.tint ?? .accentColor
        switch environment.buttonStyle {
        case .plain: break
        case .borderedProminent: inner.foregroundColor = .white
        default: if environment.foregroundColor == nil { inner.foregroundColor = tint }
        }
        if environment.buttonStyle == .borderedProminent || environment.buttonStyle == .bordered {
            inner.font = inner.font ?? .body
            if inner.fontWeight == nil && environment.buttonStyle == .borderedProminent { inner.fontWeight = .semibold }
        }
        return [ChildSpec(0, label, inner)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let labels = node.children.first?.items() ?? []
        let content: LayoutItem = labels.count == 1 ? labels[0]
            : ContainerItem(node: node, layout: HStackLayout(), children: labels, typeName: "HStack")
        return [ButtonItem(node: node, label: content, title: title, action: action)]
    }
}

/// The layout item of a button: its label, padded and backed according to the style.
final class ButtonItem: WrapperItem {
    let title: String?
    let action: () -> Void
    private let style: ButtonStyleKind
    private let tint: Color

    init(node: ViewNode, label: LayoutItem, title: String?, action: @escaping () -> Void) {
        self.title = title
        self.action = action
        style = node.environment.buttonStyle
        tint = node.environment.tint ?? .accentColor
        super.init(node: node, inner: label)
    }

    private var insets: (CGFloat, CGFloat) { style == .bordered || style == .borderedProminent ? (7, 14) : (0, 0) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (v, h) = insets
        let inner = self.inner.sizeThatFits(ProposedViewSize(width: proposal.width.map { max(0, $0 - 2 * h) },
                                                             height: proposal.height.map { max(0, $0 - 2 * v) }))
        return CGSize(width: inner.width + 2 * h, height: inner.height + 2 * v)
    }

    override func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions(size: sizeThatFits(proposal)) }

    override func placeContent(proposal: ProposedViewSize) {
        let (v, h) = insets
        inner.place(at: CGPoint(x: frame.minX + h, y: frame.minY + v), anchor: .topLeading,
                    proposal: ProposedViewSize(width: frame.width - 2 * h, height: frame.height - 2 * v))
    }

    /// The label text, for taps by label and the inspector.
    var label: String? { title ?? firstText(in: node) }

    private func firstText(in node: ViewNode) -> String? {
        if let text = node.view as? Text { return text.string }
        for child in node.children { if let s = firstText(in: child) { return s } }
        return nil
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Button", label: label, fill: tint) }

    override func draw(_ context: inout RenderContext) {
        let pressed = (node.userData[ObjectIdentifier(PressState.self)] as? PressState)?.pressed ?? false
        context.record(self)
        let identifier = context.lastIdentifier
        switch style {
        case .bordered:
            context.items.append(.fill(.capsule(frame), tint.opacity(pressed ? 0.25 : 0.15)))
        case .borderedProminent:
            context.items.append(.fill(.capsule(frame), pressed ? tint.opacity(0.7) : tint))
        default: break
        }
        let dim = pressed && style != .borderedProminent && style != .bordered
        context.descend("Button") { ctx in
            if dim { ctx.group(opacity: 0.3) { inner.render(&$0) } } else { inner.render(&ctx) }
        }
        guard node.environment.isEnabled else { return }
        let node = self.node
        context.addTarget(frame, node: node, label: label, identifier: identifier,
                          action: .tap(perform: action, press: { down in
                              let state = (node.userData[ObjectIdentifier(PressState.self)] as? PressState) ?? PressState()
                              node.userData[ObjectIdentifier(PressState.self)] = state
                              state.pressed = down
                          }))
    }
}
