import Foundation

/// A control that runs an action when tapped — SwiftUI's `Button`.
///
/// The label is drawn in the tint colour (blue) by default; `.buttonStyle(.bordered)` adds a light
/// tinted capsule, `.borderedProminent` a filled one with a white label, `.plain` the primary colour.
///
///     Button("Active") { withAnimation(.smooth) { isActive.toggle() } }
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let action: () -> Void
    let title: String?
    let role: ButtonRole?

    /// A button with a custom label.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a custom label and a role (`.destructive` draws it red; in alerts and dialogs
    /// `.cancel` is the bold dismissing action).
    ///
    ///     Button(role: .destructive) { delete() } label: { Text("Delete") }
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
        self.role = role
        title = nil
    }
}

extension Button where Label == Text {
    /// A button titled `title`.
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(title, role: nil, action: action)
    }

    /// A button titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(title, role: nil, action: action)
    }

    /// A button titled `title` with a role.
    ///
    ///     Button("Delete", role: .destructive) { delete() }
    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(title)
        self.action = action
        self.title = title.string
        self.role = role
    }

    /// A button titled `title` with a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        label = Text(title)
        self.action = action
        self.title = String(title)
        self.role = role
    }
}

/// The looks of `Button`.
enum ButtonStyleKind: Hashable, Sendable {
    case automatic, plain, bordered, borderedProminent, borderless
}

extension Button where Label == AnimKit.Label<Text, Image> {
    /// A button with a title and an SF Symbol (only the symbol in a toolbar).
    ///
    ///     Button("Add", systemImage: "plus") { add() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { AnimKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { AnimKit.Label(title, systemImage: systemImage) }
    }

    /// A button with a title, an SF Symbol and a role.
    ///
    ///     Button("Delete", systemImage: "trash", role: .destructive) { delete() }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { AnimKit.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title, an SF Symbol and a role.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { AnimKit.Label(title, systemImage: systemImage) }
    }

    /// A button with a title and an asset image (AnimKit draws a placeholder for asset images).
    public init(_ titleKey: LocalizedStringKey, image: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { AnimKit.Label(titleKey, image: image) }
    }

    /// A button with a title and an asset image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { AnimKit.Label(title, image: image) }
    }
}

/// Whether a control is being pressed (the finger is down on it).
final class PressState {
    var pressed = false
}

extension Button: NodeReadingView {
    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        var inner = environment
        if let style = environment.customButtonStyle, environment.presentationActions == nil {
            // A user's style draws the button; buttons inside its view get the default look again.
            inner.customButtonStyle = nil
            inner.buttonStyle = .automatic
            let pressed = node.pressState?.pressed ?? false
            let action = self.action
            return [ChildSpec(0, style.makeBody(role, AnyView(label), pressed, action), inner)]
        }
        let tint = role == .destructive ? Color.red : environment.tint ?? .accentColor
        if environment.menuActions != nil {
            // An open menu's row: the title leading and the icon trailing, red when destructive, else primary.
            inner.menuActions = nil
            inner.foregroundColor = role == .destructive ? .red : .primary
            inner.labelIsMenuRow = true
            return [ChildSpec(0, label.padding(.horizontal, 16).frame(maxWidth: .infinity, minHeight: MenuPanel<EmptyView>.rowHeight, alignment: .leading)
                .contentShape(Rectangle()), inner)]
        }
        if let actions = environment.presentationActions {
            // An alert's or a dialog's action: a full-width row with the label centred.
            inner.presentationActions = nil
            inner.foregroundColor = tint
            inner.font = actions.font
            inner.fontWeight = role == .cancel ? .semibold : nil
            inner.multilineTextAlignment = .center
            return [ChildSpec(0, label.frame(maxWidth: .infinity, maxHeight: .infinity).contentShape(Rectangle()), inner)]
        }
        if environment.isSwipeAction {
            // A list row's swipe action: the row draws the tinted button; the label is white, centred in it.
            inner.isSwipeAction = false
            inner.foregroundColor = .white
            inner.labelShowsIconOnly = true
            return [ChildSpec(0, label.frame(maxWidth: .infinity, maxHeight: .infinity), inner)]
        }
        switch environment.buttonStyle {
        case .plain: break
        case _ where !environment.isEnabled: inner.foregroundColor = ButtonItem.disabledLabel
        case .borderedProminent: inner.foregroundColor = .white
        default: if environment.foregroundColor == nil { inner.foregroundColor = tint }
        }
        if environment.buttonStyle == .borderedProminent || environment.buttonStyle == .bordered {
            inner.font = inner.font ?? environment.controlSize.borderedFont
            if inner.fontWeight == nil && environment.buttonStyle == .borderedProminent { inner.fontWeight = .semibold }
        }
        return [ChildSpec(0, label, inner)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let labels = node.children.first?.items() ?? []
        let content: LayoutItem = labels.count == 1 ? labels[0]
            : ContainerItem(node: node, layout: HStackLayout(), children: labels, typeName: "HStack")
        var action = self.action
        if let actions = node.environment.presentationActions {
            // Any action of an alert or a dialog dismisses it, then runs.
            let run = action
            action = { actions.dismiss(); run() }
        } else if let menu = node.environment.menuActions {
            // A menu's row closes the menu, then runs.
            let run = action
            action = { menu.dismiss(); run() }
        }
        return [ButtonItem(node: node, label: content, title: title, role: role, action: action)]
    }
}

/// The layout item of a button: its label, padded and backed according to the style.
final class ButtonItem: WrapperItem {
    let title: String?
    let role: ButtonRole?
    let action: () -> Void
    private let style: ButtonStyleKind
    /// The user's style, when one draws the button.
    private let custom: CustomButtonStyle?
    private let tint: Color

    init(node: ViewNode, label: LayoutItem, title: String?, role: ButtonRole?, action: @escaping () -> Void) {
        self.title = title
        self.role = role
        self.action = action
        let inPresentation = node.environment.presentationActions != nil || node.environment.menuActions != nil
        style = inPresentation ? .plain : node.environment.buttonStyle
        custom = inPresentation ? nil : node.environment.customButtonStyle
        tint = role == .destructive ? .red : node.environment.tint ?? .accentColor
        super.init(node: node, inner: label)
    }

    /// A disabled button's label (iOS's tertiary label colour) and bordered shape (tertiary fill).
    static let disabledLabel = UIColor.tertiaryLabel.color
    static let disabledFill = UIColor.tertiarySystemFill.color

    private var insets: (CGFloat, CGFloat) {
        custom == nil && (style == .bordered || style == .borderedProminent) ? node.environment.controlSize.borderedInsets : (0, 0)
    }

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
    var label: String? { title ?? node.firstText }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Button", label: label, fill: custom == nil ? tint : nil) }

    override func draw(_ context: inout RenderContext) {
        if let custom { return drawStyled(custom, &context) }
        let pressed = node.pressState?.pressed ?? false
        context.record(self)
        let identifier = context.lastIdentifier
        let border = DisplayShape.path(node.environment.buttonBorderShape.path(in: frame, controlSize: node.environment.controlSize))
        switch style {
        case _ where !node.environment.isEnabled && (style == .bordered || style == .borderedProminent):
            context.items.append(.fill(border, ButtonItem.disabledFill))
        case .bordered:
            context.items.append(.fill(border, tint.opacity(pressed ? 0.25 : 0.15)))
        case .borderedProminent:
            context.items.append(.fill(border, pressed ? tint.opacity(0.7) : tint))
        default: break
        }
        let dim = pressed && style != .borderedProminent && style != .bordered
        context.descend("Button") { ctx in
            if dim { ctx.group(opacity: 0.3) { inner.render(&$0) } } else { inner.render(&ctx) }
        }
        // A disabled button takes no touches; a scripted tap by its label still lands on it.
        guard node.environment.isEnabled else { return nameArea(&context) }
        let node = self.node
        context.addTarget(frame, node: node, label: label, identifier: identifier,
                          action: .tap(perform: action, press: { down in node.setPressed(down, rebuilds: false) },
                                       repeats: node.environment.buttonRepeatBehavior == .enabled))
    }

    /// A user's style draws the button. With a `ButtonStyle` the button takes the taps and a press builds the
    /// style's view again (`isPressed`); with a primitive style the style's own gestures trigger the action,
    /// and the button only names its area so a scripted tap by label lands on it.
    private func drawStyled(_ style: CustomButtonStyle, _ context: inout RenderContext) {
        context.record(self)
        let identifier = context.lastIdentifier
        let first = context.targets.count
        context.descend("Button") { inner.render(&$0) }
        guard node.environment.isEnabled else { return nameArea(&context) }
        if style.isPrimitive {
            if let label { context.name(label, frame: frame, targetsFrom: first) }
            return
        }
        let node = self.node
        context.addTarget(frame, node: node, label: label, identifier: identifier,
                          action: .tap(perform: action, press: { down in node.setPressed(down, rebuilds: true) },
                                       repeats: node.environment.buttonRepeatBehavior == .enabled),
                          contentFrom: first)
    }
}

extension ButtonItem {
    /// Names the button's area by its label, so a scripted tap by label finds it even when it takes no touches.
    fileprivate func nameArea(_ context: inout RenderContext) {
        if let label { context.name(label, frame: frame, targetsFrom: context.targets.count) }
    }
}

extension ViewNode {
    /// The string of the first `Text` in this subtree (a control's label for taps by label).
    var firstText: String? {
        if let text = view as? Text { return text.string }
        for child in children { if let s = child.firstText { return s } }
        return nil
    }

    /// The press state of a control's node, if it was ever pressed.
    var pressState: PressState? { existing(PressState.self) }

    /// Records whether a finger is down on the control; `rebuilds` makes the node build its children again
    /// (a style reading `isPressed`), else only its drawing changes (a built-in style's highlight), with no
    /// animation of its own either way.
    func setPressed(_ down: Bool, rebuilds: Bool) {
        let state = stored { PressState() }
        guard state.pressed != down else { return }
        state.pressed = down
        // A built-in style's highlight is read as the button draws: no state-change cycle runs (no `.transaction`
        // around sees one, as in SwiftUI), but the frame kept while nothing animates is drawn again.
        if rebuilds { invalidate(transaction: Transaction()) } else { graph.noteDrawingChanged() }
    }
}
