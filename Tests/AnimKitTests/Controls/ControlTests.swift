import Foundation
import Testing
@testable import AnimKit

/// Slider, Stepper and ProgressView: their iOS geometry, scripted use, and animated values.
@Suite struct ControlTests {
    private func clip(_ content: some View, duration: Double = 3, @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("controls", size: CGSize(width: 300, height: 200), fps: 60, duration: duration, content: { view }, script: { steps })
    }

    final class Values: @unchecked Sendable { var log: [String] = [] }

    nonisolated struct Volume: View {
        let values: Values
        @State private var level = 0.25
        var body: some View {
            VStack {
                Slider(value: $level, in: 0...1) { editing in values.log.append(editing ? "begin" : "end") }
                Text("\(Int(level * 100))")
            }
            .padding(.horizontal, 20)
        }
    }

    @Test func aSliderFollowsAFingerOnItsThumb() throws {
        let values = Values()
        // The track is 260 wide: the thumb's centre travels 232 points, from x = 34 to 266; at 0.25 it is at 92.
        let shots = try clip(Volume(values: values)) {
            Drag(from: CGPoint(x: 92, y: 100 - 10.29), to: CGPoint(x: 150, y: 100 - 10.29), at: 0.5, duration: 0.5)
        }.snapshots(at: [0, 1.2])
        let slider = try #require(shots[0].views(ofType: "Slider").first).frame
        #expect(slider.width == 260 && slider.height == 31)
        // 58 points of travel is a quarter of 232: 0.25 → 0.5.
        #expect(shots[1].views(labelled: "50").contains { $0.type == "Text" })
        #expect(values.log.first == "begin" && values.log.last == "end")
    }

    @Test func aTapOnTheTrackDoesNothing() throws {
        let values = Values()
        let shot = try clip(Volume(values: values)) {
            Drag(from: CGPoint(x: 230, y: 90), to: CGPoint(x: 260, y: 90), at: 0.5, duration: 0.2)
        }.snapshots(at: [1])[0]
        #expect(shot.views(labelled: "25").contains { $0.type == "Text" } && values.log.isEmpty)
    }

    nonisolated struct Guests: View {
        @State private var guests = 1
        var body: some View {
            Stepper("Guests: \(guests)", value: $guests, in: 1...3).padding()
        }
    }

    @Test func aStepperStepsWithinItsBounds() throws {
        let shots = try clip(Guests()) {
            Tap("Increment", at: 0.3); Tap("Increment", at: 0.6); Tap("Increment", at: 0.9); Tap("Decrement", at: 1.2)
        }.snapshots(at: [0, 1.0, 1.3])
        let stepper = try #require(shots[0].views(ofType: "Stepper").first).frame
        #expect(stepper.width == 268 && stepper.height == 32)
        #expect(shots[1].views(labelled: "Guests: 3").count == 1)
        #expect(shots[2].views(labelled: "Guests: 2").count == 1)
    }

    nonisolated struct Download: View {
        @State private var done = 0.2
        var body: some View {
            VStack {
                ProgressView("Downloading", value: done)
                Button("More") { withAnimation(.linear(duration: 1)) { done = 0.8 } }
            }
            .padding()
        }
    }

    @Test func aProgressBarFillsWithTheTransaction() throws {
        let list = try FrameLoop(clip: clip(Download()) { Tap("More", at: 0.5) })
        func fill(at t: Double) throws -> CGRect? {
            try list.displayList(at: t).items.compactMap { item -> CGRect? in
                guard case .shape(.capsule(let r), _, .color(let c)) = item, c == .accentColor else { return nil }
                return r
            }.first
        }
        // 268 wide: 20 % is 53.6 points, 80 % 214.4, half way after half a second.
        #expect(abs(try #require(try fill(at: 0.4)).width - 53.6) < 0.01)
        #expect(abs(try #require(try fill(at: 1.0)).width - 134) < 0.01)
        #expect(abs(try #require(try fill(at: 2)).width - 214.4) < 0.01)
    }

    @Test func theSpinnerTurnsOnTheClipClock() throws {
        let loop = try FrameLoop(clip: clip(ProgressView()) {})
        func brightest(at t: Double) throws -> Int {
            var spokes: [Double] = []
            func walk(_ items: [DisplayItem]) {
                for item in items {
                    switch item {
                    case .shape(.capsule, _, .color(let c)): spokes.append(c.alpha)
                    case .group(let g): walk(g.children)
                    default: break
                    }
                }
            }
            walk(try loop.displayList(at: t).items)
            #expect(spokes.count == 8)
            return spokes.firstIndex(of: spokes.max()!)!
        }
        #expect(try brightest(at: 0) == 0)
        // Frames at 60 fps: the spoke steps at each eighth of a second.
        #expect(try brightest(at: 8.0 / 60) == 1)
        #expect(try brightest(at: 14.0 / 60) == 1)
        #expect(try brightest(at: 0.5) == 4)
    }
}
