import Foundation

/// A control that steps a value up and down — SwiftUI's `Stepper`, drawn as iOS's.
///
/// The label sits at the leading edge and the 94×32 pair of − and + buttons at the trailing edge. A button
/// at its bound is greyed and does nothing. Scripted taps name the halves `"Decrement"` and `"Increment"`.
///
///     Stepper("Guests: \(guests)", value: $guests, in: 1...8)
///     Stepper("Zoom") { zoom *= 2 } onDecrement: { zoom /= 2 }
nonisolated public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    /// Whether each button can act (false at a bound).
    let canIncrement: Bool
    let canDecrement: Bool

    /// A stepper running your closures (nil greys that button).
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
        canIncrement = onIncrement != nil
        canDecrement = onDecrement != nil
    }

    /// A stepper moving `value` by `step` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onEditingChanged = onEditingChanged
        onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        canIncrement = value.wrappedValue < bounds.upperBound
        canDecrement = value.wrappedValue > bounds.lowerBound
    }

    /// A stepper moving `value` by `step`, without bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
        self.onEditingChanged = onEditingChanged
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        canIncrement = true
        canDecrement = true
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `titleKey` running your closures.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled `title` running your closures.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `titleKey` moving `value` within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled `title` moving `value` within `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `titleKey` moving `value`, without bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper titled `title` moving `value`, without bounds.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

extension Stepper: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] { [ChildSpec(0, label, environment)] }

    func items(node: ViewNode) -> [LayoutItem] {
        let labels = node.children.first?.items() ?? []
        let content: LayoutItem = labels.count == 1 ? labels[0]
            : ContainerItem(node: node, layout: VStackLayout(alignment: .leading), children: labels, typeName: "VStack")
        return [StepperItem(node: node, label: content, stepper: self)]
    }
}

/// The layout item of a stepper: label leading, the two buttons trailing.
final class StepperItem: LabeledControlItem {
    static let size = CGSize(width: 94, height: 32)
    static let background = UIColor.tertiarySystemFill.color
    static let divider = UIColor.separator.color
    private let actions: [(name: String, run: (() -> Void)?, enabled: Bool)]
    private let onEditingChanged: (Bool) -> Void

    init<L: View>(node: ViewNode, label: LayoutItem, stepper: Stepper<L>) {
        actions = [("Decrement", stepper.onDecrement, stepper.canDecrement), ("Increment", stepper.onIncrement, stepper.canIncrement)]
        onEditingChanged = stepper.onEditingChanged
        super.init(node: node, label: label, controlSize: StepperItem.size)
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Stepper") }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        let identifier = context.lastIdentifier
        if labelShown { context.descend("Stepper") { inner.render(&$0) } }
        let box = controlFrame
        let enabled = node.environment.isEnabled
        context.items.append(.fill(.roundedRect(box, cornerSize: CGSize(width: 8, height: 8), style: .continuous), StepperItem.background))
        context.items.append(.fill(.rect(CGRect(x: box.midX - 0.5, y: box.midY - 9, width: 1, height: 18)), StepperItem.divider))
        for (i, action) in actions.enumerated() {
            let half = CGRect(x: box.minX + CGFloat(i) * box.width / 2, y: box.minY, width: box.width / 2, height: box.height)
            let live = enabled && action.enabled && action.run != nil
            let ink = live ? Color.primary : ButtonItem.disabledLabel
            // The − and + glyphs: 14-point bars, 2 thick.
            context.items.append(.fill(.capsule(CGRect(x: half.midX - 7, y: half.midY - 1, width: 14, height: 2)), ink))
            if i == 1 { context.items.append(.fill(.capsule(CGRect(x: half.midX - 1, y: half.midY - 7, width: 2, height: 14)), ink)) }
            guard live, let run = action.run else {
                context.name(action.name, frame: half, targetsFrom: context.targets.count)
                continue
            }
            let editing = onEditingChanged
            context.addTarget(half, node: node, label: action.name, identifier: identifier,
                              action: .tap(perform: { editing(true); run(); editing(false) }, press: nil,
                                           repeats: node.environment.buttonRepeatBehavior != .disabled))
        }
    }
}
