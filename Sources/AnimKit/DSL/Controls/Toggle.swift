import Foundation

/// An on/off switch with a label, drawn as iOS draws it — SwiftUI's `Toggle`.
///
/// The label sits at the leading edge, the 51×31 switch at the trailing edge of the offered width.
///
///     Toggle("Active", isOn: $isActive)
nonisolated public struct Toggle<Label: View>: View {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label
    let title: String?

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
        title = nil
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
        self.title = title.string
    }

    /// A toggle titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = Text(title)
        self.title = String(title)
    }
}

extension Toggle where Label == AnimKit.Label<Text, Image> {
    /// A toggle titled `titleKey` with an SF Symbol.
    ///
    ///     Toggle("Wi-Fi", systemImage: "wifi", isOn: $wifi)
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = AnimKit.Label(titleKey, systemImage: systemImage)
        title = titleKey.string
    }

    /// A toggle titled `title` with an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.isOn = isOn
        label = AnimKit.Label(title, systemImage: systemImage)
        self.title = String(title)
    }
}

extension Toggle: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.customToggleStyle = nil
        inner.toggleStyle = .automatic
        if let custom = environment.customToggleStyle {
            let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
            return [ChildSpec("custom", custom.makeBody(configuration), inner)]
        }
        if environment.toggleStyle == .button {
            // A button that stays down: tinted and filled when on, light when off.
            let binding = isOn
            let kind: ButtonStyleKind = isOn.wrappedValue ? .borderedProminent : .bordered
            let button = Button(action: { binding.wrappedValue.toggle() }) { label }
                .modifier(ButtonStyleModifier(kind: kind, custom: nil))
            return [ChildSpec("button", button, inner)]
        }
        return [ChildSpec(0, label, environment)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        guard node.children.first?.key.slot == AnyHashable(0) else { return node.children.flatMap { $0.items() } }
        let labels = node.children.first?.items() ?? []
        let content: LayoutItem = labels.count == 1 ? labels[0]
            : ContainerItem(node: node, layout: VStackLayout(alignment: .leading), children: labels, typeName: "VStack")
        return [ToggleItem(node: node, label: content, title: title, isOn: isOn)]
    }
}

/// The layout item of a toggle: label leading, switch trailing.
final class ToggleItem: LabeledControlItem {
    /// The switch as drawn (UIKit's 51 × 31), and the width it takes in layout: 49 points, as SwiftUI lays out the
    /// switch by its alignment rectangle — measured on iOS: a label beside a hidden-label toggle is offered 2 points
    /// more than a 51-point switch would leave, and the switch reaches 2 points past the end of its frame.
    static let switchSize = CGSize(width: 51, height: 31)
    static let layoutSize = CGSize(width: 49, height: 31)
    static let onColor = Color.green
    static let offColor = UIColor.secondarySystemFill.color
    let title: String?
    let isOn: Binding<Bool>
    private let tint: Color?

    init(node: ViewNode, label: LayoutItem, title: String?, isOn: Binding<Bool>) {
        self.title = title
        self.isOn = isOn
        tint = node.environment.tint
        super.init(node: node, label: label, controlSize: ToggleItem.layoutSize)
    }

    /// The switch's rectangle: from the start of its 49-point frame, 51 points wide.
    var switchFrame: CGRect {
        let frame = controlFrame
        return CGRect(x: frame.minX, y: frame.minY, width: ToggleItem.switchSize.width, height: frame.height)
    }

    override var inspection: InspectionInfo? {
        InspectionInfo(type: "Toggle", label: title, fill: isOn.wrappedValue ? (tint ?? ToggleItem.onColor) : ToggleItem.offColor)
    }

    /// The track colour `progress` of the way from off (0) to on (1), mixed in linear RGB.
    private func trackColor(_ progress: Double) -> Color {
        let off = ToggleItem.offColor.resolve(), on = (tint ?? ToggleItem.onColor).resolve()
        if progress <= 0 { return ToggleItem.offColor }
        if progress >= 1 { return tint ?? ToggleItem.onColor }
        var mixed = off
        mixed.animatableData = off.animatableData + (on.animatableData - off.animatableData).scaled(by: progress)
        return Color(mixed)
    }

    override func draw(_ context: inout RenderContext) {
        // The knob's travel and the track's colour animate together with the transaction.
        let progress = node.animated(vector: isOn.wrappedValue ? 1.0 : 0.0, .control)
        context.record(self, fill: trackColor(progress))
        let identifier = context.lastIdentifier
        if labelShown { context.descend("Toggle") { inner.render(&$0) } }
        let track = switchFrame
        let knob: CGFloat = 27
        let x = track.minX + 2 + (track.width - 4 - knob) * progress
        let knobRect = CGRect(x: x, y: track.midY - knob / 2, width: knob, height: knob)
        let parts: [DisplayItem] = [.fill(.capsule(track), trackColor(progress)),
                                    .group(DisplayGroup(shadow: Shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 3),
                                                        children: [.fill(.ellipse(knobRect), .white)]))]
        // A disabled switch is drawn at half opacity.
        if node.environment.isEnabled { context.items += parts } else { context.group(opacity: 0.5) { $0.items += parts } }
        guard node.environment.isEnabled else { return }
        let binding = isOn
        context.addTarget(frame, node: node, label: title, identifier: identifier,
                          action: .tap(perform: { binding.wrappedValue.toggle() }, press: nil))
    }
}
