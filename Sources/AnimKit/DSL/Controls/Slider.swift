import Foundation

/// A control for choosing a value from a range by dragging a thumb — SwiftUI's `Slider`, drawn as iOS's.
///
/// The slider takes the width offered and is 31 points tall: a 4-point track, tinted up to the white
/// 28-point thumb. A finger that lands on the thumb moves the value with it (a tap on the track does
/// nothing, as on iOS); `step` snaps it. The label is not shown on iOS; the minimum and maximum value
/// labels sit at the ends.
///
///     Slider(value: $volume, in: 0...10, step: 1)
///     Slider(value: $size) { Text("Size") } minimumValueLabel: { Image(systemName: "minus") } maximumValueLabel: { Image(systemName: "plus") }
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    public typealias Body = Never
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void
    let label: Label
    let minimumLabel: ValueLabel?
    let maximumLabel: ValueLabel?

    init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void,
                                 label: Label, minimumLabel: ValueLabel?, maximumLabel: ValueLabel?) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.onEditingChanged = onEditingChanged
        self.label = label
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
    }
}

extension Slider {
    /// A slider with value labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
                  minimumLabel: minimumValueLabel(), maximumLabel: maximumValueLabel())
    }

    /// A slider snapping to `step`, with value labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
                  minimumLabel: minimumValueLabel(), maximumLabel: maximumValueLabel())
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider (its label names it for accessibility; iOS does not show it).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(), minimumLabel: nil, maximumLabel: nil)
    }

    /// A slider snapping to `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: label(), minimumLabel: nil, maximumLabel: nil)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds`.
    ///
    ///     Slider(value: $progress)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(), minimumLabel: nil, maximumLabel: nil)
    }

    /// A slider over `bounds` snapping to `step`.
    ///
    ///     Slider(value: $rating, in: 0...5, step: 1)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged, label: EmptyView(), minimumLabel: nil, maximumLabel: nil)
    }
}

extension Slider: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        guard let minimumLabel, let maximumLabel else { return [] }
        return [ChildSpec(0, minimumLabel, environment), ChildSpec(1, maximumLabel, environment)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let track = SliderItem(node: node, slider: SliderModel(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
        guard node.children.count == 2 else { return [track] }
        let children = node.children[0].items() + [track] + node.children[1].items()
        return [ContainerItem(node: node, layout: HStackLayout(spacing: 8), children: children, typeName: "HStack")]
    }
}

/// What a slider's track needs: the value as a `Double`, its range and step, and the editing callback.
struct SliderModel {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    /// The value's share of the range, 0…1.
    var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        return span > 0 ? min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
    }

    /// The value at `fraction` of the range, snapped to the step.
    func value(at fraction: Double) -> Double {
        var v = bounds.lowerBound + min(max(fraction, 0), 1) * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0 { v = bounds.lowerBound + ((v - bounds.lowerBound) / step).rounded() * step }
        return min(max(v, bounds.lowerBound), bounds.upperBound)
    }
}

/// The track and thumb of a slider.
final class SliderItem: LayoutItem {
    static let height: CGFloat = 31
    static let thumb: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let trackColor = UIColor.systemFill.color
    let slider: SliderModel

    init(node: ViewNode, slider: SliderModel) {
        self.slider = slider
        super.init(node: node)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: proposal.width ?? 100, height: SliderItem.height)
    }

    /// The thumb's centre at `fraction`.
    func thumbCenter(_ fraction: Double) -> CGPoint {
        let r = SliderItem.thumb / 2
        return CGPoint(x: frame.minX + r + (frame.width - 2 * r) * fraction, y: frame.midY)
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Slider", fill: node.environment.tint ?? .accentColor) }

    override func draw(_ context: inout RenderContext) {
        let fraction = node.animated(vector: slider.fraction, .control)
        context.record(self)
        let identifier = context.lastIdentifier
        let center = thumbCenter(fraction)
        let h = SliderItem.trackHeight
        let track = CGRect(x: frame.minX, y: frame.midY - h / 2, width: frame.width, height: h)
        let filled = CGRect(x: track.minX, y: track.minY, width: max(0, center.x - track.minX), height: h)
        let r = SliderItem.thumb / 2
        let thumb = CGRect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
        let parts: [DisplayItem] = [
            .fill(.capsule(track), SliderItem.trackColor),
            .fill(.capsule(filled), node.environment.tint ?? .accentColor),
            .group(DisplayGroup(shadow: Shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2),
                                children: [.fill(.ellipse(thumb), .white)])),
        ]
        guard node.environment.isEnabled else { return context.group(opacity: 0.5) { $0.items += parts } }
        context.items += parts
        // A finger must land on the thumb (with iOS's generous margin) to move it.
        let gesture = SliderGesture(slider: slider, travel: frame.width - SliderItem.thumb)
        let attachment = GestureAttachment(priority: .normal, mask: .all, gesture: gesture,
                                           makeRecognizer: { SliderRecognizer() }, type: SliderGesture.self)
        context.addTarget(thumb.insetBy(dx: -15, dy: -15), node: node, label: nil, identifier: identifier, action: .gesture(attachment))
    }
}

/// A slider's drag: the value follows the finger's horizontal travel from where it landed.
struct SliderGesture: Gesture {
    let slider: SliderModel
    let travel: CGFloat
    typealias Value = Void
    typealias Body = Never
    func _makeRecognizer() -> _GestureRecognizer<Void> { SliderRecognizer() }
}

/// Follows one finger on a slider's thumb.
final class SliderRecognizer: _GestureRecognizer<Void> {
    private var finger = FingerTracker()
    private var phase: GesturePhase<Void> = .possible(nil)
    private var startFraction = 0.0

    override func update(_ gesture: Any, _ input: GestureInput) -> GesturePhase<Void> {
        guard !phase.isTerminal else { return phase }
        let g = gesture as! SliderGesture
        guard let touch = finger.follow(input) else { return phase }
        let slider = g.slider
        if case .possible = phase {
            startFraction = slider.fraction
            input.session.enqueue { slider.onEditingChanged(true) }
        }
        let dx = touch.location.x - finger.start.x
        let fraction = startFraction + (g.travel > 0 ? Double(dx / g.travel) : 0)
        let value = slider.value(at: fraction)
        input.session.enqueue { if slider.value.wrappedValue != value { slider.value.wrappedValue = value } }
        if touch.phase == .lifted {
            input.session.enqueue { slider.onEditingChanged(false) }
            phase = .ended(())
        } else {
            phase = .active(())
        }
        return phase
    }
}
