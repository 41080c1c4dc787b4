import AnimKit
import AnimKitExamples
import Foundation
import Testing

/// Start and end states of the article clips (before the first tap, and once it has settled). How they
/// move in between is the business of the transaction tests.
@Suite struct ArticleClipStateTests {
    private func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }

    private func only(_ type: String, in s: ClipSnapshot) throws -> ViewSnapshot {
        let views = s.views(ofType: type)
        try #require(views.count == 1, "expected one \(type), found \(views.count)")
        return views[0]
    }

    @Test(arguments: [Examples.implicitAnimation, Examples.myAnimationModifier])
    func helloSlides200AndTheToggleTurnsOn(clip: Clip) throws {
        let before = try clip.snapshot(at: 0.3), after = try clip.snapshot(at: 1.9)
        let hello0 = try #require(before.view(labelled: "Hello")), hello1 = try #require(after.view(labelled: "Hello"))
        #expect(near(hello1.frame.minX - hello0.frame.minX, 200))
        #expect(hello1.frame.minY == hello0.frame.minY)
        #expect(before.view(labelled: "World")?.frame == after.view(labelled: "World")?.frame)
        #expect(try only("Toggle", in: before).fillColor == Color(rgb8: 120, 120, 128, opacity: 0.16))
        #expect(try only("Toggle", in: after).fillColor == .green)
    }

    @Test(arguments: [Examples.implicitBug1, Examples.implicitBug2, Examples.implicitBug3, Examples.scopedAnimation])
    func squareTurnsRedAndGrowsByHalf(clip: Clip) throws {
        let endTime = clip.name == "implicit-bug-3" ? 3.9 : 1.9
        let before = try only("Rectangle", in: clip.snapshot(at: 0.3))
        let after = try only("Rectangle", in: clip.snapshot(at: endTime))
        #expect(before.fillColor == .blue)
        #expect(before.frame.size == CGSize(width: 200, height: 200))
        #expect(after.fillColor == .red)
        // scaleEffect(1.5) about the centre: the bounds grow to 300, the centre stays.
        #expect(near(after.frame.width, 300) && near(after.frame.height, 300))
        #expect(near(after.frame.midX, before.frame.midX) && near(after.frame.midY, before.frame.midY))
    }

    @Test(arguments: [Examples.implicitBug4, Examples.implicitBug4Split])
    func squareTurnsRedAndMovesRight(clip: Clip) throws {
        let before = try only("Rectangle", in: clip.snapshot(at: 0.3))
        let after = try only("Rectangle", in: clip.snapshot(at: 1.9))
        #expect(before.fillColor == .blue && after.fillColor == .red)
        #expect(near(after.frame.minX - before.frame.minX, 200))
        #expect(after.frame.size == before.frame.size)
    }

    @Test func splitChangeMovesTheSquareOneHundredthOfASecondAfterTheTap() throws {
        // Frames are 1/60 s apart; the tap is released at 0.5, the deferred toggle runs at 0.51.
        let clip = Examples.implicitBug4Split
        let tap = try only("Rectangle", in: clip.snapshot(at: 0.505))
        let later = try only("Rectangle", in: clip.snapshot(at: 0.52))
        let start = try only("Rectangle", in: clip.snapshot(at: 0.3))
        #expect(tap.frame.minX == start.frame.minX)
        #expect(near(later.frame.minX - start.frame.minX, 200))
    }

    @Test(arguments: [Examples.explicitAnimation, Examples.explicitWithImplicit, Examples.implicitLayoutBug, Examples.implicitLayoutFixed])
    func rectangleGrowsAndItsSiblingsMoveApart(clip: Clip) throws {
        let before = try clip.snapshot(at: 0.3), after = try clip.snapshot(at: 1.9)
        let r0 = try only("Rectangle", in: before), r1 = try only("Rectangle", in: after)
        #expect(r0.frame.size == CGSize(width: 300, height: 200) && r1.frame.size == CGSize(width: 300, height: 400))
        let t0 = try #require(before.view(labelled: "Hello World")), t1 = try #require(after.view(labelled: "Hello World"))
        let b0 = try #require(before.views(ofType: "Button").first), b1 = try #require(after.views(ofType: "Button").first)
        // The column stays centred: the text moves up by 100 and the button down by 100.
        #expect(near(t0.frame.minY - t1.frame.minY, 100))
        #expect(near(b1.frame.minY - b0.frame.minY, 100))
    }

    @Test func withASpacerTheTextStaysAndTheRectangleGrowsDownward() throws {
        let clip = Examples.explicitAnimationSpacer
        let before = try clip.snapshot(at: 0.3), after = try clip.snapshot(at: 1.9)
        #expect(before.view(labelled: "Hello World")?.frame == after.view(labelled: "Hello World")?.frame)
        let r0 = try only("Rectangle", in: before), r1 = try only("Rectangle", in: after)
        #expect(r0.frame.minY == r1.frame.minY && r1.frame.height == 400)
        // The button sits at the bottom of the canvas, before and after.
        #expect(before.view(labelled: "Active")?.frame == after.view(labelled: "Active")?.frame)
        #expect(near(after.views(ofType: "Button")[0].frame.maxY, clip.size.height))
    }

    @Test func coverImplicitChangesTheFill() throws {
        let clip = Examples.explicitCoverImplicit
        #expect(try only("Rectangle", in: clip.snapshot(at: 0.3)).fillColor == .blue)
        #expect(try only("Rectangle", in: clip.snapshot(at: 1.9)).fillColor == .red)
    }

    @Test func transactionKeyButtonsToggleTheFill() throws {
        let clip = Examples.transactionKey
        #expect(try only("Rectangle", in: clip.snapshot(at: 0.3)).fillColor == .cyan)
        #expect(try only("Rectangle", in: clip.snapshot(at: 5.9)).fillColor == .orange)
        #expect(try only("Rectangle", in: clip.snapshot(at: 6.1)).fillColor == .cyan)
    }

    @Test(arguments: Examples.objcTransactionsArticle.filter { $0.name != "circle-reimplemented-animation" })
    func circleTurnsGreenAndBack(clip: Clip) throws {
        // The linear 2 s animation of circle-disables-animations ends at 2.5 and 5.0.
        let slow = clip.name == "circle-disables-animations"
        #expect(try only("Circle", in: clip.snapshot(at: 0.3)).fillColor == .red)
        #expect(try only("Circle", in: clip.snapshot(at: slow ? 2.9 : 1.9)).fillColor == .green)
        #expect(try only("Circle", in: clip.snapshot(at: slow ? 5.4 : 3.4)).fillColor == .red)
    }

    @Test func reimplementedAnimationCirclesShareTheirState() throws {
        let clip = Examples.circleReimplementedAnimation
        let fills = { (t: Double) in try clip.snapshot(at: t).views(ofType: "Circle").map(\.fillColor) }
        #expect(try fills(0.3) == [.red, .red])
        #expect(try fills(1.9) == [.green, .green])
        #expect(try fills(3.5) == [.red, .red])
    }
}
