import Foundation

/// Where a timeline node is in its schedule: the entry its content was built for and the next one.
///
/// Clip time only moves forward, so the schedule's entries are read once, in order. A schedule that is an
/// `AnimationTimelineSchedule` without an interval follows the frames themselves.
final class TimelineCursor {
    /// The clip time of the entry the content shows.
    private(set) var entry: Double
    /// The clip time of the next entry, or nil when the schedule has no more.
    private(set) var next: Double?
    /// The schedule the cursor reads (to notice a changed schedule).
    private(set) var schedule: Any
    /// Whether `invalidateTimelineContent()` asked for an update.
    var invalidated = false
    /// Whether the clip goes on while this timeline has entries to come (false for a focused field's blinking
    /// caret: it does not lengthen a clip or keep it from being still).
    var keepsClipAlive = true
    /// Whether an entry builds the node's content again (a `TimelineView`), or only draws it again (a caret's
    /// blink, scroll indicators fading).
    var rebuildsContent = true
    private var entries: AnyIterator<Date>?
    private let followsFrames: Bool

    /// Entries read past in one step at most (a schedule with a huge number of entries before now).
    static let skipLimit = 100_000

    init<S: TimelineSchedule>(schedule: S, start: Double) {
        self.schedule = schedule
        entry = start
        if let animation = schedule as? AnimationTimelineSchedule, animation.minimumInterval == nil {
            followsFrames = !animation.paused
            next = animation.paused ? nil : start
            return
        }
        followsFrames = false
        var iterator = schedule.entries(from: Clip.date(at: start), mode: .normal).makeIterator()
        entries = AnyIterator { iterator.next() }
        next = entries?.next().map(Clip.time(of:))
        _ = advance(to: start)
    }

    /// Moves to the latest entry at or before `t`; true when it is a new one (the content must be rebuilt).
    func advance(to t: Double) -> Bool {
        defer { invalidated = false }
        if followsFrames {
            guard t > entry else { return invalidated }
            entry = t
            next = t
            return true
        }
        var latest: Double?
        var skipped = 0
        while let n = next, n <= t + 1e-9, skipped < TimelineCursor.skipLimit {
            latest = n
            next = entries?.next().map(Clip.time(of:))
            skipped += 1
        }
        guard let latest, latest != entry else { return invalidated }
        entry = latest
        return true
    }

    /// Whether the schedule will bring another update (a clip showing it is not finished).
    var isLive: Bool { next != nil }
}

extension ViewNode {
    /// The node's timeline cursor for `schedule`, started afresh at the current time when the node is new or
    /// its schedule changed.
    func timelineCursor<S: TimelineSchedule>(for schedule: S) -> TimelineCursor {
        let key = ObjectIdentifier(TimelineCursor.self)
        if let cursor = userData[key] as? TimelineCursor, ViewComparison.same(cursor.schedule, schedule) { return cursor }
        let cursor = TimelineCursor(schedule: schedule, start: graph.clock)
        userData[key] = cursor
        graph.registerTimeline(self)
        return cursor
    }

    /// The node's timeline cursor, if it is a timeline.
    var timelineCursor: TimelineCursor? { userData[ObjectIdentifier(TimelineCursor.self)] as? TimelineCursor }
}
