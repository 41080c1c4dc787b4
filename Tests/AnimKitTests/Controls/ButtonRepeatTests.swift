import Foundation
import Testing
@testable import AnimKit

/// `buttonRepeatBehavior(.enabled)`: a held button acts after 0.5 s and then every 0.1 s until the finger lifts;
/// a short press is an ordinary tap; steppers repeat unless told not to.
@Suite struct ButtonRepeatTests {
    nonisolated struct Counter: View {
        var behavior: ButtonRepeatBehavior
        @State private var count = 0
        var body: some View {
            VStack {
                Text("\(count)")
                Button("More") { count += 1 }.buttonRepeatBehavior(behavior)
            }
        }
    }

    nonisolated struct Steps: View {
        var behavior: ButtonRepeatBehavior
        @State private var value = 0
        var body: some View {
            VStack {
                Text("\(value)")
                Stepper("Value", value: $value).padding().buttonRepeatBehavior(behavior)
            }
        }
    }

    /// The number shown at each time, for a finger held on `target` from `lift - hold` to `lift`.
    private func counts(_ view: some View, tap target: String, lift: Double, hold: Double, at times: [Double]) throws -> [Int] {
        nonisolated(unsafe) let content = AnyView(view)
        let clip = Clip("repeat", size: CGSize(width: 300, height: 200), fps: 60, duration: 2,
                        content: { content }, script: { Tap(target, at: lift, hold: hold) })
        return try clip.snapshots(at: times).map { shot in
            shot.views(ofType: "Text").compactMap { $0.label.flatMap(Int.init) }.first ?? -1
        }
    }

    @Test func aHeldButtonRepeatsTenTimesASecondAfterHalfASecond() throws {
        // Down at 0.3: repeats at 0.8, 0.9, …, 1.4; the lift at 1.5 adds nothing.
        let shown = try counts(Counter(behavior: .enabled), tap: "More", lift: 1.5, hold: 1.2, at: [0.75, 0.85, 1.05, 1.45, 1.7])
        #expect(shown == [0, 1, 3, 7, 7], "\(shown)")
    }

    @Test func aShortPressIsATapAndPlainButtonsDoNotRepeat() throws {
        let short = try counts(Counter(behavior: .enabled), tap: "More", lift: 1.0, hold: 0.3, at: [0.9, 1.1])
        #expect(short == [0, 1], "\(short)")
        for behavior in [ButtonRepeatBehavior.automatic, .disabled] {
            let held = try counts(Counter(behavior: behavior), tap: "More", lift: 1.5, hold: 1.2, at: [1.2, 1.6])
            #expect(held == [0, 1], "\(behavior): \(held)")
        }
    }

    @Test func aHeldStepperRepeatsUnlessRepeatingIsDisabled() throws {
        let held = try counts(Steps(behavior: .automatic), tap: "Increment", lift: 1.5, hold: 1.2, at: [1.05, 1.7])
        #expect(held == [3, 7], "\(held)")
        let once = try counts(Steps(behavior: .disabled), tap: "Increment", lift: 1.5, hold: 1.2, at: [1.05, 1.7])
        #expect(once == [0, 1], "\(once)")
    }
}
