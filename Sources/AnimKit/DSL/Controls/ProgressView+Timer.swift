import Foundation

extension ProgressView {
    /// A bar that fills (or, `countsDown`, empties) as the clip's clock goes through `timerInterval`, with your
    /// labels.
    ///
    ///     ProgressView(timerInterval: start...end) { Text("Brewing") } currentValueLabel: { Text("Soon") }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
        timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that fills (or, `countsDown`, empties) through `timerInterval`, labelled, the time left (or gone)
    /// under it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
        timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// A bar that empties (or fills) through `timerInterval` against the clip's clock, the time left (or gone)
    /// under it — SwiftUI's `ProgressView(timerInterval:countsDown:)`.
    ///
    ///     ProgressView(timerInterval: Clip.startDate...Clip.startDate.addingTimeInterval(10))
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(fraction: nil, label: nil, currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
        timer = ProgressTimer(interval: timerInterval, countsDown: countsDown)
    }
}

/// The time a timer progress view shows under its bar: `Text(timerInterval:countsDown:)`.
nonisolated public struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// The interval a progress view's bar follows on the clip's clock.
struct ProgressTimer {
    let interval: ClosedRange<Date>
    let countsDown: Bool

    /// The fraction shown at `date`: what is left when counting down, else what has gone.
    func fraction(at date: Date) -> Double {
        let total = interval.upperBound.timeIntervalSince(interval.lowerBound)
        let gone = total > 0 ? min(max(date.timeIntervalSince(interval.lowerBound) / total, 0), 1) : 1
        return countsDown ? 1 - gone : gone
    }
}
