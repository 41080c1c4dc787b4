import Foundation
import Testing
@testable import AnimKit

/// Spacing in stacks, from SwiftUI's measured numbers: none next to a `Spacer`, whose minimum length is the
/// default spacing (8); the system spacing (8) between other views; an explicit spacing everywhere.
@Suite struct StackSpacingTests {
    private func snapshot(_ content: @escaping @Sendable () -> AnyView) throws -> ClipSnapshot {
        try Clip("spacing", size: CGSize(width: 200, height: 200), duration: 0.5) { content() }.snapshot(at: 0.1)
    }

    @Test func squeezedSpacersAreEightPointsWithNoGapsBesideThem() throws {
        let s = try snapshot {
            AnyView(VStack { Spacer(); Color.red.frame(height: 2); Spacer(); Color.red.frame(height: 2); Spacer() }
                .frame(width: 12, height: 12))
        }
        let stack = try #require(s.views(ofType: "VStack").first).frame
        let colours = s.views(ofType: "Color").map(\.frame)
        // Measured on iOS: 28 points tall, the colours at y = 8 and 18 of the stack.
        #expect(stack.height == 28, "\(stack)")
        #expect(colours.map { $0.minY - stack.minY } == [8, 18], "\(colours)")
    }

    @Test func viewsWithoutSpacersKeepTheSystemSpacingAndExplicitSpacingAppliesEverywhere() throws {
        let plain = try snapshot { AnyView(VStack { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) }) }
        let frames = plain.views(ofType: "Color").map(\.frame)
        #expect(frames[1].minY - frames[0].maxY == 8)
        let explicit = try snapshot {
            AnyView(VStack(spacing: 5) { Color.red.frame(width: 10, height: 10); Spacer(); Color.blue.frame(width: 10, height: 10) }.frame(height: 40))
        }
        let e = explicit.views(ofType: "Color").map(\.frame)
        // 40 = 10 + 5 + spacer + 5 + 10: the spacer takes 10.
        #expect(e[1].minY - e[0].maxY == 20, "\(e)")
    }

    @Test func aSpacerBetweenTwoTextsPushesThemToTheEnds() throws {
        let s = try snapshot { AnyView(HStack { Text("A"); Spacer(); Text("B") }.frame(width: 120)) }
        let texts = s.views(ofType: "Text").map(\.frame)
        let stack = try #require(s.views(ofType: "HStack").first).frame
        #expect(texts[0].minX == stack.minX && texts[1].maxX == stack.maxX)
    }
}
