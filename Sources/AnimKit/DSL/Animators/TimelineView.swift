import Foundation

/// A view whose content is built again at the dates of a schedule — SwiftUI's `TimelineView`.
///
/// In a clip the dates are virtual: the clip starts at `Clip.startDate` and its date moves with clip time, so
/// a clock face or a particle field renders the same on every run. `.animation` updates at each frame with the
/// frame's date; `.periodic(from:by:)`, `.everyMinute` and `.explicit(_:)` update at their entries (the
/// content shows the latest entry at or before the frame). Updates carry no animation: views inside animate
/// only through their own `.animation(_:value:)`. A timeline that keeps updating keeps its clip running, as
/// `repeatForever` does: give such a clip a duration.
///
///     TimelineView(.animation) { context in
///         let t = context.date.timeIntervalSince(Clip.startDate)
///         Circle().fill(.orange).frame(width: 20, height: 20)
///             .offset(x: 100 * cos(t * 2 * .pi), y: 100 * sin(t * 2 * .pi))
///     }
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// When the content updates.
    public var schedule: Schedule
    /// Builds the content for a date.
    public var content: (Context) -> Content

    /// What a timeline's content is built with: the date of the update and how often updates come.
    public struct Context {
        /// How often a timeline updates (always `.live` in a clip).
        public enum Cadence: Comparable, Sendable {
            /// At every frame.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the schedule entry this update is for (the frame's date for `.animation`).
        public let date: Date
        /// How often updates come: `.live` (AnimKit renders at the clip's frame rate).
        public let cadence: Cadence
        let invalidate: () -> Void

        /// Builds the content again at the next frame, whatever the schedule.
        ///
        ///     context.invalidateTimelineContent()
        public func invalidateTimelineContent() { invalidate() }
    }
}

/// The context every timeline's content receives — SwiftUI's `TimelineViewDefaultContext`.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    public typealias Body = Never

    /// A timeline updating `content` at the dates of `schedule`.
    ///
    ///     TimelineView(.periodic(from: Clip.startDate, by: 1)) { context in
    ///         Text(context.date.formatted(date: .omitted, time: .standard))
    ///     }
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = { context in
            content(TimelineViewDefaultContext(date: context.date, cadence: .live, invalidate: context.invalidate))
        }
    }
}

extension TimelineView: PrimitiveView where Content: View {}

extension TimelineView: NodeReadingView where Content: View {
    func children(environment: EnvironmentValues, node: ViewNode) -> [ChildSpec] {
        let cursor = node.timelineCursor(for: schedule)
        let graph = node.graph
        let context = Context(date: Clip.date(at: cursor.entry), cadence: .live,
                              invalidate: { [weak cursor, weak graph] in
            guard let cursor, let graph else { return }
            cursor.invalidated = true
            graph.noteTimelineInvalidated()
        })
        return [ChildSpec(0, content(context), environment)]
    }
}

extension Clip {
    /// The date at the start of every clip (time 0): 1 January 2026, 09:41:00 UTC.
    ///
    /// Timeline contexts and gesture values count from it, so dates in a clip are the same on every run. (A
    /// calendar shows it in the machine's time zone: set `TZ=UTC` for the same clock face everywhere. `Date()`
    /// and `Date.now` stay the system's: read the date from the timeline's context.)
    ///
    ///     let elapsed = context.date.timeIntervalSince(Clip.startDate)
    public static let startDate = Date(timeIntervalSinceReferenceDate: 788_953_260)

    /// The virtual date at clip time `t`.
    static func date(at t: Double) -> Date { startDate.addingTimeInterval(t) }

    /// The clip time of a virtual date.
    static func time(of date: Date) -> Double { date.timeIntervalSince(startDate) }
}
