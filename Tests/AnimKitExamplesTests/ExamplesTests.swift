import AnimKit
import AnimKitExamples
import Foundation
import Testing

@Suite struct ExamplesTests {
    @Test func namesAreUniqueAndDescribed() {
        let names = Examples.all.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(Examples.all.allSatisfy { !$0.description.isEmpty })
    }

    @Test func toggleSketchKnobTravelsOnlyAfterTheTap() throws {
        let loop = try FrameLoop(clip: Examples.toggleSketch)
        let off = try loop.frame(at: 0.4), on = try loop.frame(at: 1.2)
        // Track colour: light grey before the tap, iOS green after.
        #expect(off.color(at: CGPoint(x: 118, y: 60)) == Color(rgb8: 233, 233, 235))
        #expect(on.color(at: CGPoint(x: 80, y: 60)) == .green)
        // The knob (white) sits left before, right after.
        #expect(off.color(at: CGPoint(x: 90, y: 60)) == .white)
        #expect(on.color(at: CGPoint(x: 110, y: 60)) == .white)
    }

    @Test func spinningSquareTurns() throws {
        let loop = try FrameLoop(clip: Examples.spinningSquare)
        let a = try loop.displayList(at: 0), b = try loop.displayList(at: 0.25)
        guard case .group(let ga) = a.items[0], case .group(let gb) = b.items[0] else { Issue.record("no group"); return }
        #expect(abs(ga.transform.b) < 1e-9)               // no rotation at t = 0
        #expect(abs(gb.transform.b - 1) < 1e-9)           // a quarter turn at t = 0.25
    }
}
