import Foundation
import Testing
@testable import AnimKit

/// A ZStack offers its children the size of its highest-priority children first (SwiftUI's rule): the custom
/// switch whose knob stays on its capsule.
@Suite struct ZStackPriorityTests {
    nonisolated struct Switch: View {
        let on: Bool
        var body: some View {
            ZStack {
                Capsule().fill(on ? Color.green : Color.gray).frame(width: 120, height: 45).layoutPriority(1)
                HStack {
                    if on { Spacer() }
                    Circle().fill(.white).frame(width: 39, height: 39).padding(3)
                    if !on { Spacer() }
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func theKnobStaysOnTheCapsule(on: Bool) throws {
        let s = try Clip("switch", size: CGSize(width: 300, height: 200), duration: 0.5) { Switch(on: on) }.snapshot(at: 0.1)
        let capsule = try #require(s.views(ofType: "Capsule").first).frame
        let knob = try #require(s.views(ofType: "Circle").first).frame
        #expect(capsule == CGRect(x: 90, y: 77.5, width: 120, height: 45))
        // The HStack is offered the capsule's 120×45 (not the canvas): the 39-point knob inside 3 points of padding
        // sits at the capsule's trailing end when on, its leading end when off.
        #expect(knob.width == 39 && knob.height == 39 && knob.minY == 80.5, "\(knob)")
        #expect(knob.minX == (on ? 168 : 93), "\(knob)")
    }

    @Test func equalPrioritiesOfferEveryChildTheStacksProposal() throws {
        let s = try Clip("z", size: CGSize(width: 300, height: 200), duration: 0.5) {
            ZStack {
                Color.red.frame(width: 60, height: 40)
                Color.blue
            }
        }.snapshot(at: 0.1)
        let blue = try #require(s.views.first { $0.type == "Color" && $0.fill?[2] == 1 }).frame
        #expect(blue == CGRect(x: 0, y: 0, width: 300, height: 200), "\(blue)")
    }

    @Test func aLowerPriorityChildIsOfferedTheHigherOnesSizeAndMayStillOutgrowIt() throws {
        let s = try Clip("z", size: CGSize(width: 300, height: 200), duration: 0.5) {
            ZStack {
                Color.red.frame(width: 60, height: 40).layoutPriority(2)
                Color.blue                                          // offered 60×40: takes it
                Color.green.frame(width: 100, height: 10)           // a fixed frame keeps its size
            }
        }.snapshot(at: 0.1)
        let blue = try #require(s.views.first { $0.type == "Color" && $0.fill?[2] == 1 }).frame
        #expect(blue.size == CGSize(width: 60, height: 40), "\(blue)")
        let stack = try #require(s.views(ofType: "ZStack").first).frame
        #expect(stack.size == CGSize(width: 100, height: 40), "\(stack)")
    }
}
