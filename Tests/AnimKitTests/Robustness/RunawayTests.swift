import Foundation
import Testing
@testable import AnimKit

/// A view that writes its own state while its body is evaluated.
private nonisolated struct SelfWriting: View {
    @State private var count = 0
    var body: some View {
        count += 1
        return Text("count \(count)")
    }
}

/// A view whose deferred work schedules itself again at once, for ever.
private struct Rescheduling: View {
    @State private var ticks = 0
    var body: some View {
        Text("ticks \(ticks)").onAppear { tick() }
    }
    func tick() {
        AnimKit.DispatchQueue.main.async {
            ticks += 1
            tick()
        }
    }
}

/// Runaway update loops are cut off with one clear line, in bounded time: the time is measured inside the test
/// (a suite-level time limit also counts the time a test waits for a thread while other tests hold them all).
struct RunawayTests {
    @Test(.timeLimit(.minutes(10))) func stateWrittenInBodyIsCutOff() throws {
        let clip = Clip("self-writing", size: CGSize(width: 100, height: 40)) { SelfWriting() }
        let start = ContinuousClock.now
        let error = #expect(throws: AnimKitError.self) { try FrameLoop(clip: clip).displayList(at: 0.5) }
        #expect(error?.message.contains("SelfWriting") == true, "\(String(describing: error))")
        #expect(ContinuousClock.now - start < .seconds(30))
    }

    @Test(.timeLimit(.minutes(10))) func deferredWorkThatReschedulesItselfIsCutOff() throws {
        let clip = Clip("rescheduling", size: CGSize(width: 100, height: 40), duration: 1) { Rescheduling() }
        let start = ContinuousClock.now
        let error = #expect(throws: AnimKitError.self) { try FrameLoop(clip: clip).displayList(at: 0.5) }
        #expect(error?.message.contains("DispatchQueue.main.async") == true, "\(String(describing: error))")
        #expect(ContinuousClock.now - start < .seconds(30))
    }
}
