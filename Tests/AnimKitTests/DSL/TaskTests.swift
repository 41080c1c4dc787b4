import Foundation
import Testing
@testable import AnimKit

/// `.task` and `.task(id:)` on the clip's virtual clock: sleeps wait clip time, writes happen in cycles.
@Suite struct TaskTests {
    /// A square that a task moves to x + 100 (1 s, linear) after sleeping a second.
    struct Delayed: View {
        @State private var moved = false
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: moved ? 100 : 0)
                .task {
                    try? await Task.sleep(for: .seconds(1))
                    withAnimation(.linear(duration: 1)) { moved = true }
                }
        }
    }

    private func xs(_ clip: Clip, at times: [Double]) throws -> [Double] {
        let shots = try clip.snapshots(at: times)
        let rects = try shots.map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        return rects.map { (($0 - rects[0]) * 1000).rounded() / 1000 }
    }

    @Test func aTaskSleepsOnTheVirtualClock() throws {
        let clip = Clip("task", size: CGSize(width: 300, height: 100), duration: 3) { Delayed() }
        #expect(try xs(clip, at: [0, 0.99, 1.5, 2.5]) == [0, 0, 50, 100])
    }

    /// Counts every half second (nanoseconds form) until cancelled.
    struct Ticker: View {
        @State private var ticks = 0
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: Double(ticks) * 10)
                .task {
                    while !Task.isCancelled {
                        do { try await Task.sleep(nanoseconds: 500_000_000) } catch { return }
                        ticks += 1
                    }
                }
        }
    }

    @Test func aLoopTicksAtVirtualTimes() throws {
        let clip = Clip("ticker", size: CGSize(width: 300, height: 100), duration: 3) { Ticker() }
        #expect(try xs(clip, at: [0, 0.49, 0.5, 1.2, 2.0]) == [0, 0, 10, 20, 40])
    }

    /// A task keyed by `step`: a tap at 0.5 changes it, cancelling the first run before its write at 1.0.
    struct Restarting: View {
        @State private var step = 0
        @State private var x = 0.0
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { step += 1 }
                Rectangle().frame(width: 10, height: 10).offset(x: x)
                    .task(id: step) {
                        do { try await Task.sleep(for: .seconds(1)) } catch { return }
                        x += step == 0 ? 1000 : 100
                    }
            }
        }
    }

    @Test func aChangedIdCancelsAndRestartsTheTask() throws {
        let clip = Clip("restart", size: CGSize(width: 300, height: 100), duration: 3, content: { Restarting() },
                        script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        // The first run would have written at 1.0; the second writes at 1.5.
        #expect(try xs(clip, at: [0, 1.2, 1.6]) == [0, 0, 100])
    }

    /// A view that leaves at 0.5; its task would have written at 1.0.
    struct Leaving: View {
        @State private var shown = true
        @State private var wrote = false
        var body: some View {
            ZStack {
                Color.clear.contentShape(Rectangle()).onTapGesture { shown = false }
                Rectangle().frame(width: 10, height: 10).offset(x: wrote ? 100 : 0)
                if shown {
                    Circle().frame(width: 5, height: 5).task {
                        do { try await Task.sleep(for: .seconds(1)) } catch { return }
                        wrote = true
                    }
                }
            }
        }
    }

    @Test func aLeavingViewCancelsItsTask() throws {
        let clip = Clip("leave", size: CGSize(width: 300, height: 100), duration: 2, content: { Leaving() },
                        script: { Tap(at: CGPoint(x: 5, y: 5), at: 0.5) })
        #expect(try xs(clip, at: [0, 1.5]) == [0, 0])
    }
}

/// A modified view inside an `if` acts once: the optional around it is not taken for the modifier.
@Suite struct OptionalModifiedViewTests {
    final class Count: @unchecked Sendable { var appeared = 0 }

    struct Shown: View {
        let count: Count
        @State private var on = true
        var body: some View {
            if on { Text("Hi").onAppear { count.appeared += 1 } }
        }
    }

    @Test func onAppearInsideAnIfRunsOnce() throws {
        let count = Count()
        _ = try Clip("once", size: CGSize(width: 100, height: 100), duration: 1, content: { Shown(count: count) }).snapshot(at: 0.1)
        #expect(count.appeared == 1)
    }
}

/// A file importing Foundation and AnimKit gets AnimKit's `Task.sleep(nanoseconds:)` for a `UInt64` variable too.
@Suite struct TaskSleepResolutionTests {
    struct Variable: View {
        @State private var moved = false
        let delay: UInt64 = 700_000_000
        var body: some View {
            Rectangle().frame(width: 10, height: 10).offset(x: moved ? 50 : 0)
                .task {
                    try? await Task.sleep(nanoseconds: delay)
                    moved = true
                }
        }
    }

    @Test func aUInt64VariableSleepsOnTheVirtualClock() throws {
        let clip = Clip("variable", size: CGSize(width: 200, height: 100), duration: 2) { Variable() }
        let xs = try clip.snapshots(at: [0, 0.69, 0.71]).map { try #require($0.views(ofType: "Rectangle").first).frame.minX }
        #expect(xs[1] == xs[0] && xs[2] == xs[0] + 50)
    }
}
