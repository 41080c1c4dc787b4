import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date — SwiftUI's `Text.DateStyle`.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: "9:41 AM".
        public static let time = DateStyle(kind: .time)
        /// The day: "January 1, 2026".
        public static let date = DateStyle(kind: .date)
        /// The time from now, counting: "2 min, 5 sec".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now, counting: "+2 min, 5 sec" for a date to come.
        public static let offset = DateStyle(kind: .offset)
        /// A running timer from the date: "2:05", "1:02:05".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Shows `date` in `style`. The counting styles (`.relative`, `.offset`, `.timer`) count against the
    /// clip's clock (`Clip.startDate` plus clip time), changing on whole seconds from the date; the times and
    /// days use the en_US format in the machine's time zone.
    ///
    ///     Text(Clip.startDate, style: .timer)   // "0:00", "0:01", … as the clip plays
    public init(_ date: Date, style: DateStyle) {
        switch style.kind {
        case .time, .date:
            self.init(verbatim: Text.format(date, style: style))
        case .relative, .offset, .timer:
            self.init(verbatim: "")
            liveDate = LiveDate(kind: .style(date, style))
        }
    }

    /// A timer counting through `timerInterval` against the clip's clock: down to 0:00 at its end
    /// (`countsDown`) or up from 0:00 at its start, stopped at `pauseTime` when given.
    ///
    ///     Text(timerInterval: Clip.startDate...Clip.startDate.addingTimeInterval(90))   // "1:30", "1:29", …
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(verbatim: "")
        liveDate = LiveDate(kind: .interval(timerInterval, pause: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// A day or time in en_US form, in the machine's time zone.
    /// A range of dates as SwiftUI shows it, in en_US: the day once when both ends share it
    /// ("1/1/26, 9:41 – 10:41 AM"), else both in full.
    static func format(_ dates: ClosedRange<Date>) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone.current
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        return formatter.string(from: dates.lowerBound, to: dates.upperBound)
    }

    static func format(_ date: Date, style: DateStyle) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = TimeZone.current
        formatter.dateStyle = style.kind == .date ? .long : .none
        formatter.timeStyle = style.kind == .time ? .short : .none
        return formatter.string(from: date)
    }
}

/// A date a text shows counting against the clip's clock.
struct LiveDate: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case style(Date, Text.DateStyle)
        case interval(ClosedRange<Date>, pause: Date?, countsDown: Bool, showsHours: Bool)
    }
    let kind: Kind

    /// The date the counting is aligned to: the text changes on whole seconds from it.
    var anchor: Date {
        switch kind {
        case .style(let date, _): date
        case .interval(let range, _, _, _): range.lowerBound
        }
    }

    /// The text shown at `now`.
    func text(at now: Date) -> String {
        switch kind {
        case .style(let date, let style):
            let seconds = Int((now.timeIntervalSince(date)).rounded(.towardZero))
            switch style.kind {
            case .timer: return LiveDate.clock(abs(seconds), showsHours: true)
            case .offset: return (seconds > 0 ? "-" : seconds < 0 ? "+" : "") + LiveDate.relative(abs(seconds))
            default: return LiveDate.relative(abs(seconds))
            }
        case .interval(let range, let pause, let countsDown, let showsHours):
            let at = min(pause ?? now, now)
            let total = range.upperBound.timeIntervalSince(range.lowerBound)
            let elapsed = min(max(0, at.timeIntervalSince(range.lowerBound)), total)
            let shown = countsDown ? (total - elapsed).rounded(.up) : elapsed.rounded(.down)
            return LiveDate.clock(Int(shown), showsHours: showsHours)
        }
    }

    /// "m:ss", or "h:mm:ss" from an hour on (minutes keep counting past 59 without `showsHours`).
    static func clock(_ seconds: Int, showsHours: Bool) -> String {
        let s = seconds % 60, m = seconds / 60
        if showsHours && m >= 60 { return String(format: "%d:%02d:%02d", m / 60, m % 60, s) }
        return String(format: "%d:%02d", m, s)
    }

    /// "5 sec", "2 min, 5 sec", "1 hr, 2 min", "3 days, 4 hr": the two largest units.
    static func relative(_ seconds: Int) -> String {
        func unit(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        let days = seconds / 86_400, hours = seconds % 86_400 / 3_600, minutes = seconds % 3_600 / 60, secs = seconds % 60
        let units: [(Int, String)] = [(days, unit(days, "day", "days")), (hours, unit(hours, "hr", "hr")),
                                      (minutes, unit(minutes, "min", "min")), (secs, unit(secs, "sec", "sec"))]
        guard let first = units.firstIndex(where: { $0.0 > 0 }) else { return "0 sec" }
        let shown = units[first...].prefix(2).filter { $0.0 > 0 }
        return shown.map(\.1).joined(separator: ", ")
    }
}
