import Foundation
import Testing
@testable import AnimKit

/// Timelines: content built again at each schedule entry, with virtual dates counted from `Clip.startDate`.
@Suite struct TimelineViewTests {
    /// A 10-point square whose x offset is 100 points per second of the context's date since the clip started.
    nonisolated struct Marker: View {
        var date: Date
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: 100 * date.timeIntervalSince(Clip.startDate))
        }
    }

    /// The elapsed seconds the timeline's content shows at each of `times`.
    private func shown<S: TimelineSchedule & Sendable>(_ schedule: S, at times: [Double], duration: Double = 5) throws -> [Double] {
        let clip = Clip("timeline", size: CGSize(width: 1000, height: 100), duration: duration) {
            TimelineView(schedule) { context in Marker(date: context.date) }
        }
        let xs = try clip.snapshots(at: times).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        // At t = 0 every schedule here shows the start (offset 0): the marker's x there is the reference.
        let origin = try #require(try clip.snapshot(at: 0).views(ofType: "Rectangle").first).frame.minX
        return xs.map { (($0 - origin) / 100 * 1e6).rounded() / 1e6 }
    }

    @Test func theStartDateIsFixedAndDocumented() {
        let formatter = ISO8601DateFormatter()
        #expect(formatter.string(from: Clip.startDate) == "2026-01-01T09:41:00Z")
    }

    @Test func anAnimationScheduleShowsEachFramesDate() throws {
        #expect(try shown(.animation, at: [0, 0.25, 0.5, 1 + 1.0 / 60, 2]) == [0, 0.25, 0.5, 1 + 1.0 / 60, 2].map { ($0 * 1e6).rounded() / 1e6 })
    }

    @Test func aMinimumIntervalHoldsEachEntryUntilTheNext() throws {
        #expect(try shown(.animation(minimumInterval: 0.25), at: [0.1, 0.3, 0.74, 0.75, 1.9]) == [0, 0.25, 0.5, 0.75, 1.75])
    }

    @Test func aPausedScheduleNeverUpdates() throws {
        #expect(try shown(.animation(minimumInterval: nil, paused: true), at: [0.5, 2]) == [0, 0])
    }

    @Test func aPeriodicScheduleIsAlignedToItsStartDate() throws {
        // Entries at start + 0.3 + k: at t = 0 the content shows the entry of the interval holding 0, which is -0.7.
        let values = try shown(.periodic(from: Clip.startDate.addingTimeInterval(0.3), by: 1), at: [0.2, 0.3, 1.29, 1.3, 3])
        #expect(values.map { $0 - values[0] } == [0, 1, 1, 2, 3])
        #expect(try shown(.periodic(from: Clip.startDate, by: 0.5), at: [0.4, 0.5, 1.2]) == [0, 0.5, 1])
    }

    @Test func everyMinuteUpdatesAtTheTopOfTheMinute() throws {
        // The clip starts at 09:41:00 exactly.
        #expect(try shown(.everyMinute, at: [30, 59.9, 60, 119], duration: 130) == [0, 0, 60, 60])
    }

    @Test func anExplicitScheduleUpdatesAtItsDatesAndThenTheClipCanEnd() throws {
        let dates = [Clip.startDate.addingTimeInterval(1), Clip.startDate.addingTimeInterval(2.5)]
        #expect(try shown(.explicit(dates), at: [0.5, 1, 2.4, 3]) == [0, 1, 1, 2.5])
        let clip = Clip("explicit", size: CGSize(width: 200, height: 100)) {
            TimelineView(.explicit(dates)) { context in Marker(date: context.date) }
        }
        // Idle once the last entry is shown (2.5 s, plus the half-second hold).
        #expect(clip.source().naturalDuration == 3)
        // A timeline that updates for ever needs a duration, as repeatForever does.
        let forever = Clip("forever", size: CGSize(width: 200, height: 100)) { TimelineView(.animation) { _ in Color.red } }
        #expect(forever.source().naturalDuration == nil)
    }

    /// Counts its content's builds; a tap asks for one more build although the schedule is paused.
    final class Builds: @unchecked Sendable { var count = 0 }
    nonisolated struct Invalidating: View {
        let builds: Builds
        var body: some View {
            TimelineView(.animation(minimumInterval: nil, paused: true)) { context in
                let _ = builds.count += 1
                Button("Again") { context.invalidateTimelineContent() }
            }
        }
    }

    @Test func invalidatingTheContentBuildsItAgainAtTheNextFrame() throws {
        let builds = Builds()
        let clip = Clip("again", size: CGSize(width: 200, height: 100), duration: 2, content: { Invalidating(builds: builds) },
                        script: { Tap("Again", at: 0.5) })
        _ = try clip.snapshot(at: 0.4)
        let before = builds.count
        _ = try clip.snapshots(at: [0.6])
        #expect(before == 1 && builds.count == 1 + 2)   // a fresh run: its first build, then one more after the tap
    }
}
