import Foundation

/// Progress towards completion, or an activity with no known end — SwiftUI's `ProgressView`, drawn as iOS's.
///
/// With a value it is a bar: a 4-point track the width offered, tinted up to the fraction done, the label
/// above and the current-value label below. Without one it is iOS's spinner (8 grey spokes turning once a
/// second, on the clip's clock), with the label under it. The `timerInterval:` forms move the bar with the clip's
/// clock and show the time left under it. `.progressViewStyle(.circular)` shows the spinner
/// even with a value, as iOS does; `.linear` the bar. A changed value moves the bar with the transaction.
///
///     ProgressView(value: downloaded, total: 100)
///     ProgressView("Loading…")
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The interval the bar follows on the clip's clock (the `timerInterval:` forms).
    var timer: ProgressTimer?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// Progress of `value` out of `total` (nil value: an activity with no known end).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// A view for a style's configuration (to decorate the standard look in your own style).
    public init(_ configuration: ProgressViewStyleConfiguration)
        where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
        fraction = configuration.fractionCompleted
        label = configuration.label
        currentValueLabel = configuration.currentValueLabel
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An activity with no known end, labelled.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = nil
    }

    /// Progress of `value` out of `total`, labelled.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
        currentValueLabel = nil
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An activity with no known end: the spinner.
    ///
    ///     ProgressView()
    public init() {
        fraction = nil
        label = nil
        currentValueLabel = nil
    }

    /// Progress of `value` out of `total` (nil: the spinner).
    ///
    ///     ProgressView(value: 0.4)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        label = nil
        currentValueLabel = nil
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An activity titled `titleKey` with no known end.
    public init(_ titleKey: LocalizedStringKey) { self.init(label: { Text(titleKey) }) }

    /// An activity titled `title` with no known end.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(label: { Text(title) }) }

    /// Progress titled `titleKey`.
    ///
    ///     ProgressView("Downloading", value: 0.3)
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(titleKey) })
    }

    /// Progress titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

extension ProgressView: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        if let timer {
            // The bar moves every frame: the same view with the fraction at each frame's date.
            let (label, current) = (label, currentValueLabel)
            return [ChildSpec("timer", TimelineView(.animation) { context in
                ProgressView(fraction: timer.fraction(at: context.date), label: label, currentValueLabel: current)
            }, environment)]
        }
        var inner = environment
        inner.customProgressViewStyle = nil
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
        if let custom = environment.customProgressViewStyle { return [ChildSpec("custom", custom.makeBody(configuration), inner)] }
        return [ChildSpec("standard", StandardProgress(configuration: configuration, kind: environment.progressViewStyle), inner)]
    }
}

/// The built-in looks: a bar for known progress, the spinner otherwise (or always, `.circular`).
nonisolated struct StandardProgress: View {
    let configuration: ProgressViewStyleConfiguration
    let kind: ProgressViewStyleKind

    var body: some View {
        if let fraction = configuration.fractionCompleted, kind != .circular {
            VStack(alignment: .leading, spacing: 4) {
                if let label = configuration.label { label }
                ProgressTrack(fraction: fraction)
                if let current = configuration.currentValueLabel { current.font(.caption).foregroundStyle(.secondary) }
            }
        } else {
            VStack(spacing: 8) {
                ActivitySpinner()
                if let label = configuration.label { label.foregroundStyle(.secondary) }
            }
        }
    }
}

/// iOS's activity indicator: 8 spokes around a 20-point circle (37 points from `.controlSize(.large)`), the
/// brightest stepping on 8 times a second against the clip's clock.
nonisolated struct ActivitySpinner: View {
    static let spokes = 8
    /// Whether the spokes step on (a refresh control's spinner stands still while it is pulled).
    var turns = true
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        let side = controlSize.spinnerSide
        Group {
            if turns {
                TimelineView(.periodic(from: Clip.startDate, by: 1.0 / Double(ActivitySpinner.spokes))) { context in
                    spokes(step: Int((context.date.timeIntervalSince(Clip.startDate) * Double(ActivitySpinner.spokes)).rounded()))
                }
            } else {
                spokes(step: 0)
            }
        }
        .frame(width: 20, height: 20)
        .scaleEffect(side / 20)
        .frame(width: side, height: side)
    }

    /// The spokes with spoke `step` brightest; those behind it fade.
    private func spokes(step: Int) -> some View {
        ZStack {
            ForEach(0..<ActivitySpinner.spokes, id: \.self) { i in
                let age = ((step - i) % ActivitySpinner.spokes + ActivitySpinner.spokes) % ActivitySpinner.spokes
                Capsule()
                    .fill(Color(light: Color(rgb8: 60, 60, 67), dark: Color(rgb8: 235, 235, 245))
                        .opacity(0.6 * (1 - Double(age) / Double(ActivitySpinner.spokes)) + 0.1))
                    .frame(width: 2.5, height: 6)
                    .offset(y: -6.5)
                    .rotationEffect(.degrees(Double(i) * 360 / Double(ActivitySpinner.spokes)))
            }
        }
    }
}

/// A progress bar's track: the width offered, 4 points tall, tinted up to the fraction (which animates).
nonisolated struct ProgressTrack: View, PrimitiveView {
    typealias Body = Never
    let fraction: Double

    func items(node: ViewNode) -> [LayoutItem] { [ProgressBarItem(node: node, fraction: fraction)] }
}

final class ProgressBarItem: LayoutItem {
    static let height: CGFloat = 4
    let fraction: Double

    init(node: ViewNode, fraction: Double) {
        self.fraction = fraction
        super.init(node: node)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: proposal.width ?? 100, height: ProgressBarItem.height) }

    override var inspection: InspectionInfo? { InspectionInfo(type: "ProgressView", fill: node.environment.tint ?? .accentColor) }

    override func draw(_ context: inout RenderContext) {
        let shown = node.animated(vector: fraction, .control)
        context.record(self)
        context.items.append(.fill(.capsule(frame), SliderItem.trackColor))
        let done = CGRect(x: frame.minX, y: frame.minY, width: frame.width * min(max(shown, 0), 1), height: frame.height)
        if done.width > 0 { context.items.append(.fill(.capsule(done), node.environment.tint ?? .accentColor)) }
    }
}
