import Foundation
import Testing
@testable import AnimKit

/// `Timer.publish(…).autoconnect()` with `onReceive`: ticks at exact clip times, with virtual dates.
@Suite struct TimerPublisherTests {
    /// Moves 10 points per tick of a 0.5 s timer; records the dates it receives.
    final class Dates: @unchecked Sendable { var received: [Date] = [] }

    nonisolated struct Ticking: View {
        let dates: Dates
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        @State private var ticks = 0
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: Double(ticks) * 10)
                .onReceive(timer) { date in
                    dates.received.append(date)
                    ticks += 1
                }
        }
    }

    @Test func ticksComeAtClipTimesWithVirtualDates() throws {
        let dates = Dates()
        let clip = Clip("timer", size: CGSize(width: 300, height: 100), duration: 3, content: { Ticking(dates: dates) })
        let xs = try clip.snapshots(at: [0, 0.49, 0.5, 1.2, 2.0]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        #expect(xs.map { $0 - xs[0] } == [0, 0, 10, 20, 40])
        #expect(dates.received.map { $0.timeIntervalSince(Clip.startDate) } == [0.5, 1.0, 1.5, 2.0])
        // A timer keeps its clip running: it needs a duration, as repeatForever does.
        #expect(Clip("forever", size: CGSize(width: 100, height: 100), content: { Ticking(dates: Dates()) }).source().naturalDuration == nil)
    }

    /// A timer that a tap at 1.2 s cancels through `upstream.connect().cancel()`.
    nonisolated struct Stopping: View {
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        @State private var ticks = 0
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { timer.upstream.connect().cancel() }
                Rectangle().frame(width: 10, height: 10).offset(x: Double(ticks) * 10)
                    .onReceive(timer) { _ in ticks += 1 }
            }
        }
    }

    @Test func cancellingTheConnectionStopsTheTicks() throws {
        let clip = Clip("stop", size: CGSize(width: 300, height: 100), duration: 3, content: { Stopping() },
                        script: { Tap(at: CGPoint(x: 5, y: 5), at: 1.2) })
        let xs = try clip.snapshots(at: [0, 1.1, 2.5]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        #expect(xs[1] - xs[0] == 20 && xs[2] - xs[0] == 20)
    }
}
