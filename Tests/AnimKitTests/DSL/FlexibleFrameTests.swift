import Foundation
import Testing
@testable import AnimKit

/// Flexible frames (`frame(minWidth:idealWidth:maxWidth:…)`) size as SwiftUI's `_FlexibleFrameLayout`: given both
/// bounds the proposal is clamped without asking the content; offered nothing (an ideal-size proposal: `fixedSize`,
/// a scroll axis) the frame is its ideal length, or its child's ideal length clamped to the bounds; a ZStack offered
/// nothing is as large as its largest child. (Each frame is measured by a background, which takes its size.)
@Suite struct FlexibleFrameTests {
    private func snapshot(_ content: @escaping @Sendable () -> AnyView) throws -> ClipSnapshot {
        try Clip("frames", size: CGSize(width: 400, height: 300), duration: 0.5) { content() }.snapshot(at: 0.1)
    }

    private func frame(_ id: String, _ content: @escaping @Sendable () -> AnyView) throws -> CGRect {
        try #require(try snapshot(content).view(identifier: id)).frame
    }

    @Test func offeredNothingAMaxInfinityFrameIsItsChildsIdealWidth() throws {
        let text = try frame("t") { AnyView(Text("Hello").accessibilityIdentifier("t")) }
        let framed = try frame("f") { AnyView(Text("Hello").frame(maxWidth: .infinity).background(Color.yellow.accessibilityIdentifier("f")).fixedSize()) }
        #expect(framed.width == text.width, "\(framed) vs \(text)")
        // Offered the canvas it takes it all.
        let wide = try frame("f") { AnyView(Text("Hello").frame(maxWidth: .infinity).background(Color.yellow.accessibilityIdentifier("f"))) }
        #expect(wide.width == 400)
    }

    @Test func offeredNothingTheChildsIdealIsClampedToTheBounds() throws {
        // A colour's ideal size is 10 × 10.
        let low = try frame("f") { AnyView(Color.red.frame(minWidth: 40, maxWidth: 120).background(Color.yellow.accessibilityIdentifier("f")).fixedSize()) }
        #expect(low.width == 40 && low.height == 10, "\(low)")
        let high = try frame("f") { AnyView(Color.red.frame(maxWidth: 6, minHeight: 30).background(Color.yellow.accessibilityIdentifier("f")).fixedSize()) }
        #expect(high.width == 6 && high.height == 30, "\(high)")
        let ideal = try frame("f") { AnyView(Color.red.frame(idealWidth: 80, maxWidth: .infinity).background(Color.yellow.accessibilityIdentifier("f")).fixedSize()) }
        #expect(ideal.width == 80, "\(ideal)")
    }

    @Test func bothBoundsClampTheProposalWithoutAskingTheContent() throws {
        let f = try frame("f") { AnyView(Text("A very long line of text indeed").frame(minWidth: 50, maxWidth: 90).background(Color.yellow.accessibilityIdentifier("f"))) }
        #expect(f.width == 90, "\(f)")
        let g = try frame("f") { AnyView(Text("Hi").frame(minWidth: 50, maxWidth: 90).background(Color.yellow.accessibilityIdentifier("f")).frame(width: 30)) }
        #expect(g.width == 50, "\(g)")
    }

    @Test func aMaxBoundOnlyTakesTheOfferUpToTheBound() throws {
        let f = try frame("f") { AnyView(Color.red.frame(maxWidth: 300).background(Color.yellow.accessibilityIdentifier("f")).frame(width: 200)) }
        #expect(f.width == 200)
        let g = try frame("f") { AnyView(Color.red.frame(maxWidth: 150).background(Color.yellow.accessibilityIdentifier("f"))) }
        #expect(g.width == 150)
    }

    @Test func aZStackOfferedNothingIsItsLargestChild() throws {
        let z = try frame("z") {
            AnyView(ZStack {
                Color.red.frame(width: 50, height: 20)
                Color.blue.frame(width: 30, height: 60)
                Color.green.frame(maxWidth: .infinity, maxHeight: .infinity)
            }.accessibilityIdentifier("z").fixedSize())
        }
        #expect(z.size == CGSize(width: 50, height: 60), "\(z)")
    }

    @Test func placedWithoutAProposalTheChildGetsItsIdealInsideTheBounds() throws {
        // In a horizontal scroll view the frame is proposed no width: a text in `frame(minWidth: 0, maxWidth: 500)`
        // is laid out at its ideal width, on one line.
        let s = try snapshot {
            AnyView(ScrollView(.horizontal) { Text("One line of text").frame(minWidth: 0, maxWidth: 500).background(Color.yellow.accessibilityIdentifier("f")) })
        }
        let text = try #require(s.views(ofType: "Text").first).frame
        let f = try #require(s.view(identifier: "f")).frame
        #expect(abs(f.width - text.width) < 0.5 && text.height < 30, "\(f) \(text)")
    }
}
