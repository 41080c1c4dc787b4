import Foundation

/// How a timeline schedule is asked for its dates — SwiftUI's `TimelineScheduleMode`.
///
/// AnimKit always asks in `.normal` mode (a clip has no always-on, low-power display).
public enum TimelineScheduleMode: Sendable, Equatable {
    /// Updates as often as the schedule asks.
    case normal
    /// The system's low-frequency mode (an always-on display); AnimKit never uses it.
    case lowFrequency
}

/// A type that gives a `TimelineView` the dates at which it updates — SwiftUI's `TimelineSchedule`.
///
/// A custom schedule returns dates in increasing order from its `entries(from:mode:)`:
///
///     struct EveryHalfSecond: TimelineSchedule {
///         func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
///             sequence(first: startDate) { $0.addingTimeInterval(0.5) }
///         }
///     }
public protocol TimelineSchedule {
    /// The mode a schedule is asked in.
    typealias Mode = TimelineScheduleMode
    /// The sequence of dates the schedule gives.
    associatedtype Entries: Sequence where Entries.Element == Date
    /// The dates at which the timeline updates, in increasing order, starting around `startDate` (the date
    /// the timeline appeared or its schedule changed).
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// A schedule that updates at every frame, or no faster than a minimum interval, and can pause —
/// SwiftUI's `AnimationTimelineSchedule` (`.animation`).
///
/// Without an interval a clip's timeline updates at each frame, with the frame's date. With one, its dates
/// are the start date plus whole multiples of the interval.
///
///     TimelineView(.animation(minimumInterval: 0.5, paused: isPaused)) { context in … }
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    /// The shortest time between updates (nil: at every frame).
    public let minimumInterval: Double?
    /// Whether updates are stopped.
    public let paused: Bool

    /// A schedule updating no faster than `minimumInterval` (nil: every frame), or not at all while `paused`.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The dates from `startDate` at the schedule's interval (1/120 s without one, as SwiftUI's); none when
    /// paused or in low-frequency mode.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: paused || mode == .lowFrequency ? nil : minimumInterval ?? 1.0 / 120)
    }

    /// The dates of an animation schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: Double?

        /// The next date, or nil when the schedule is paused.
        public mutating func next() -> Date? {
            guard let interval else { return nil }
            defer { upcoming = upcoming.addingTimeInterval(interval) }
            return upcoming
        }
    }
}

/// A schedule that updates at regular intervals from a date — SwiftUI's `PeriodicTimelineSchedule`.
///
///     TimelineView(.periodic(from: .now, by: 1)) { context in Text(context.date, style: .time) }
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    let startDate: Date
    let interval: TimeInterval

    /// A schedule with entries at `startDate` plus whole multiples of `interval`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The schedule's dates, the first being the start of the interval that `startDate` falls in.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0 else { return Entries(upcoming: self.startDate, interval: 0) }
        let periods = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(upcoming: self.startDate.addingTimeInterval(periods * interval), interval: interval)
    }

    /// The dates of a periodic schedule, in increasing order.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next date (a schedule with no positive interval has one date only).
        public mutating func next() -> Date? {
            let date = upcoming
            guard upcoming != .distantFuture else { return nil }
            upcoming = interval > 0 ? upcoming.addingTimeInterval(interval) : .distantFuture
            return date
        }
    }
}

/// A schedule that updates at the start of every minute — SwiftUI's `EveryMinuteTimelineSchedule`.
///
///     TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    /// The every-minute schedule.
    public init() {}

    /// The start of the minute `startDate` falls in, then the start of each following minute.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(upcoming: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// A schedule that updates at the dates given — SwiftUI's `ExplicitTimelineSchedule`.
///
///     let start = Clip.startDate
///     TimelineView(.explicit([start + 1, start + 2.5])) { context in … }
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// A schedule made of `dates`, in increasing order.
    public init(_ dates: Entries) { self.dates = dates }

    /// The dates given, whatever the start date.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates at every frame.
    ///
    ///     TimelineView(.animation) { context in … }
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates no faster than `minimumInterval` (nil: every frame), or not at all while `paused`.
    ///
    ///     TimelineView(.animation(minimumInterval: 1 / 30, paused: !running)) { context in … }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates at `startDate` plus whole multiples of `interval`.
    ///
    ///     TimelineView(.periodic(from: .now, by: 1)) { context in … }
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    ///
    ///     TimelineView(.everyMinute) { context in … }
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Updates at the dates given.
    ///
    ///     TimelineView(.explicit([Clip.startDate + 1, Clip.startDate + 2])) { context in … }
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}
