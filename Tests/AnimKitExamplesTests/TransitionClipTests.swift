import AnimKit
import AnimKitExamples
import Foundation
import Testing

/// The transition article's clips (CLIPS.md, 003): their "expected" column on inspected values.
/// The toggle is tapped at T = 0.5 and again at 2.0.
@Suite struct TransitionClipTests {
    private let tap = 0.5, again = 2.0

    private func texts(_ s: ClipSnapshot, _ label: String) -> [ViewSnapshot] { s.views(labelled: label) }

    /// SwiftUI's critically damped spring of response 0.5 (`.smooth`, and `.default` since iOS 17) from 0 to 1.
    private func smooth(_ t: Double) -> Double {
        let w = 2 * Double.pi / 0.5
        return 1 - (1 + w * t) * exp(-w * t)
    }

    @Test func opacityTransitionFadesInAndOutAndStaysUntilTheFadeEnds() throws {
        let clip = Examples.transitionOpacity
        let s = try clip.snapshots(at: [tap - 0.1, tap + 0.05, tap + 0.1, 1.9, again + 0.1, again + 0.3, 3.5])
        let hello = "Hello, world!"
        #expect(texts(s[0], hello).isEmpty)
        // `.default` (iOS 17: a smooth spring, response 0.5) from 0 to 1.
        for (shot, t) in [(s[1], 0.05), (s[2], 0.1)] {
            let o = try #require(texts(shot, hello).first).opacity
            #expect(abs(o - smooth(t)) < 0.005, "t=\(t): \(o)")
        }
        #expect(texts(s[3], hello).first?.opacity == 1)
        // Removed at 2.0 from the view tree, still in the render tree while it fades…
        let leaving = try [s[4], s[5]].map { try #require(texts($0, hello).first).opacity }
        #expect(abs(leaving[0] - (1 - smooth(0.1))) < 0.005 && abs(leaving[1] - (1 - smooth(0.3))) < 0.005, "\(leaving)")
        // …then gone.
        #expect(texts(s[6], hello).isEmpty)
    }

    @Test func ifElseCrossFades() throws {
        let s = try Examples.transitionIfElse.snapshots(at: [tap - 0.1, tap + 0.1, 1.9])
        #expect(s[0].view(labelled: "hand.wave")?.opacity == 1 && s[0].view(labelled: "Hello, world!") == nil)
        let wave = try #require(s[1].view(labelled: "hand.wave")), hello = try #require(s[1].view(labelled: "Hello, world!"))
        #expect(abs(hello.opacity - smooth(0.1)) < 0.005 && abs(wave.opacity - (1 - smooth(0.1))) < 0.005)
        #expect(abs(wave.opacity + hello.opacity - 1) < 1e-9)   // one fades out as the other fades in
        #expect(s[2].view(labelled: "hand.wave") == nil && s[2].view(labelled: "Hello, world!")?.opacity == 1)
    }

    @Test func asymmetricSlidesInScalesOutAtHalfSpeed() throws {
        let clip = Examples.transitionAsymmetric
        let rest = try #require(try clip.snapshot(at: 1.9).view(labelled: "Hello, world!")).frame
        let s = try clip.snapshots(at: [tap + 0.1, tap + 0.2])
        let entering = try #require(s[0].view(labelled: "Hello, world!"))
        let leaving = try #require(s[0].view(labelled: "Hello world!"))
        // The new text comes from the leading edge (left of where it rests), fading in, full size…
        #expect(entering.frame.minX < rest.minX - 10)
        #expect(abs(entering.frame.width - rest.width) < 1e-9 && abs(entering.frame.height - rest.height) < 1e-9)
        #expect(abs(entering.opacity - smooth(0.05)) < 0.005, "\(entering.opacity)")   // `.default.speed(0.5)`
        #expect(try #require(s[1].view(labelled: "Hello, world!")).frame.minX > entering.frame.minX)
        // …the old one shrinks about its centre and fades.
        #expect(leaving.frame.width < 95 && leaving.opacity < 1)
        // Twice as long as .default: at T + 2x it is where transition-opacity's default fade is at T + x.
        for x in [0.05, 0.1, 0.2] {
            let slow = try #require(clip.snapshot(at: tap + 2 * x).view(labelled: "Hello, world!")).opacity
            let normal = try #require(Examples.transitionOpacity.snapshot(at: tap + x).view(labelled: "Hello, world!")).opacity
            #expect(abs(slow - normal) < 1e-9)
        }
    }

    @Test func aNewIDShowsTwoCopiesMidAnimation() throws {
        let s = try Examples.transitionID.snapshots(at: [tap - 0.1, tap + 0.2, again + 0.2, 3.9])
        #expect(texts(s[0], "Hello, world!").count == 1)
        let full = try #require(texts(s[0], "Hello, world!").first).frame
        for shot in [s[1], s[2]] {
            let copies = texts(shot, "Hello, world!")
            try #require(copies.count == 2)
            // One entering from the leading edge at full size, one leaving, shrunk.
            let widths = copies.map(\.frame.width).sorted()
            #expect(widths[0] < full.width - 1 && abs(widths[1] - full.width) < 1e-9)
            #expect(copies.allSatisfy { $0.opacity > 0 && $0.opacity < 1 })
        }
        #expect(texts(s[3], "Hello, world!").count == 1)
    }

    @Test func customModifierTransitionInterpolatesBetweenActiveAndIdentity() throws {
        let clip = Examples.transitionCustom
        func badge(_ s: ClipSnapshot) -> ViewSnapshot? {
            s.views(labelled: "heart.fill").first { $0.frame.width > 30 || $0.opacity < 1 || $0.frame.minY < 100 }
        }
        let s = try clip.snapshots(at: [tap - 0.1, tap + 0.05, 1.9, again + 0.05, 3.9])
        #expect(s[0].views(labelled: "heart.fill").isEmpty)   // the button shows the outline heart
        let rest = try #require(badge(s[2]))
        let entering = try #require(badge(s[1]))
        // Pop(lift: 0 → 1): scale 0.3 → 1, offset 40 → 0, opacity 0 → 1, part of the way at T + 0.05.
        #expect(entering.frame.width > 0.3 * rest.frame.width && entering.frame.width < rest.frame.width)
        #expect(entering.frame.midY > rest.frame.midY && entering.frame.midY < rest.frame.midY + 40)
        #expect(entering.opacity > 0 && entering.opacity < 1)
        let leaving = try #require(badge(s[3]))
        #expect(leaving.frame.width < rest.frame.width && leaving.frame.midY > rest.frame.midY && leaving.opacity < 1)
        #expect(badge(s[4]) == nil)
    }

    @Test func listRowsFadeInAndOutWhileRowsBelowMove() throws {
        let clip = Examples.listAnimation
        let s = try clip.snapshots(at: [tap - 0.1, tap + 0.1, 1.9, again + 0.1, 3.9])
        func y(_ shot: ClipSnapshot, _ label: String) throws -> Double { try #require(shot.view(labelled: label)).frame.minY }
        #expect(s[0].view(labelled: "Item 4") == nil)
        // Added: the new row fades in at its place while Item 2 slides down one row height (44).
        let added = try #require(s[1].view(labelled: "Item 4"))
        #expect(added.opacity > 0 && added.opacity < 1)
        let y2 = try y(s[0], "Item 2"), moving = try y(s[1], "Item 2"), settled = try y(s[2], "Item 2")
        #expect(abs(settled - y2 - 44) < 1e-9 && moving > y2 && moving < settled)
        let restingY = try y(s[2], "Item 4")
        #expect(abs(added.frame.minY - restingY) < 1e-9)
        // Deleted: the row fades out where it was while Item 2 slides back up; then it is gone.
        let leaving = try #require(s[3].view(labelled: "Item 4"))
        #expect(leaving.opacity < 1 && abs(leaving.frame.minY - restingY) < 1e-9)
        let back = try y(s[3], "Item 2")
        #expect(back < settled && back > y2 - 5)
        let finalY = try y(s[4], "Item 2")
        #expect(s[4].view(labelled: "Item 4") == nil && abs(finalY - y2) < 1e-9)
    }
}
