import Foundation
import Testing
@testable import AnimKit

/// The article's `ExplicitAnimationDemo` shape: a text, a rectangle whose height a button toggles, the button.
private nonisolated struct Column: View {
    var body: some View {
        VStack {
            Text("Hello World")
            Grower()
        }
    }
}

private nonisolated struct Grower: View {
    @State private var isActive = false
    var body: some View {
        Rectangle()
            .fill(.cyan)
            .frame(width: 300, height: isActive ? 400 : 200)
        Button("Active") { isActive.toggle() }
    }
}

@Suite struct ViewLayoutTests {
    private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    @Test func columnIsCentredAndGrowsAfterTheTap() throws {
        let clip = Clip("column", size: CGSize(width: 400, height: 700)) { Column() } script: { Tap("Active", at: 0.5) }
        let before = try clip.snapshot(at: 0.2)
        let text = try #require(before.view(labelled: "Hello World"))
        let rect = try #require(before.views(ofType: "Rectangle").first)
        let button = try #require(before.views(ofType: "Button").first)
        let stack = try #require(before.views(ofType: "VStack").first)
        // Heights: text + 8 + 200 + 8 + button; the stack is centred in the canvas.
        let h = text.frame.height + 8 + 200 + 8 + button.frame.height
        #expect(near(stack.frame.height, h))
        #expect(near(stack.frame.minY, (700 - h) / 2))
        #expect(near(stack.frame.width, 300))
        #expect(near(rect.frame.minX, 50) && near(rect.frame.width, 300) && near(rect.frame.height, 200))
        #expect(near(text.frame.midX, 200) && near(button.frame.midX, 200))
        #expect(near(text.frame.minY, stack.frame.minY))
        #expect(near(rect.frame.minY, text.frame.maxY + 8))
        #expect(near(button.frame.minY, rect.frame.maxY + 8))
        #expect(rect.fill.map { Color(red: $0[0], green: $0[1], blue: $0[2]) } == Color.cyan)

        // After the tap the rectangle is 400 tall; the column stays centred, so the text moves up 100
        // and the button down 100.
        let after = try clip.snapshot(at: 0.6)
        let text2 = try #require(after.view(labelled: "Hello World"))
        let rect2 = try #require(after.views(ofType: "Rectangle").first)
        let button2 = try #require(after.views(ofType: "Button").first)
        #expect(near(rect2.frame.height, 400))
        #expect(near(text2.frame.minY, text.frame.minY - 100))
        #expect(near(button2.frame.minY, button.frame.minY + 100))
    }

    @Test func hStackSharesSpaceBySpacersAndFrames() throws {
        let clip = Clip("row", size: CGSize(width: 300, height: 100)) {
            HStack(spacing: 10) {
                Color.red.frame(width: 50)
                Spacer()
                Color.blue.frame(maxWidth: 100)
            }
            .padding()
        }
        let s = try clip.snapshot(at: 0)
        let colors = s.views(ofType: "Color")
        #expect(colors.count == 2)
        // Padding 16: the row spans x 16…284 (268 wide, 248 without the two gaps). The spacer comes last
        // (its priority is −∞; its minimum, 8, is set aside): red takes 50, blue is offered 190 and takes
        // its max of 100, the spacer the 98 left.
        #expect(near(colors[0].frame.minX, 16) && near(colors[0].frame.width, 50))
        #expect(near(colors[1].frame.maxX, 284) && near(colors[1].frame.width, 100))
        #expect(near(colors[0].frame.height, 68))
    }

    @Test func zStackAndFrameAlignmentPlaceTopLeading() throws {
        let clip = Clip("z", size: CGSize(width: 200, height: 200)) {
            ZStack(alignment: .topLeading) {
                Color.gray.frame(width: 100, height: 80)
                Circle().fill(.red).frame(width: 20, height: 20)
            }
            .frame(width: 160, height: 160, alignment: .bottomTrailing)
        }
        let s = try clip.snapshot(at: 0)
        let gray = try #require(s.views(ofType: "Color").first)
        let circle = try #require(s.views(ofType: "Circle").first)
        // The 160 frame sits at 20…180; its content (100×80) at its bottom trailing corner.
        #expect(near(gray.frame.minX, 80) && near(gray.frame.minY, 100))
        #expect(near(circle.frame.minX, 80) && near(circle.frame.minY, 100))
    }

    @Test func offsetMovesDrawingButNotLayoutAndTapsFollowIt() throws {
        final class Counter: @unchecked Sendable { var taps = 0 }
        let counter = Counter()
        let clip = Clip("offset", size: CGSize(width: 200, height: 100)) {
            HStack(spacing: 0) {
                Color.red.frame(width: 50, height: 50).onTapGesture { counter.taps += 1 }.offset(x: 60)
                Color.blue.frame(width: 50, height: 50)
            }
        } script: {
            Tap(at: CGPoint(x: 130, y: 50), at: 0.5)   // where the red square is drawn, over blue's laid-out place
        }
        let s = try clip.snapshot(at: 0)
        let red = try #require(s.views(ofType: "Color").first)
        let blue = try #require(s.views(ofType: "Color").last)
        #expect(near(red.frame.minX, 110) && near(blue.frame.minX, 100))
        _ = try clip.snapshot(at: 1)
        #expect(counter.taps == 1)
    }

    @Test func zIndexPutsAViewOnTopForDrawingAndTouches() throws {
        nonisolated struct Stacked: View {
            @State private var hits = ""
            var body: some View {
                VStack {
                    ZStack {
                        Rectangle().fill(.red).frame(width: 60, height: 60).zIndex(1).onTapGesture { hits += "R" }
                        Rectangle().fill(.blue).frame(width: 60, height: 60).onTapGesture { hits += "B" }
                    }
                    Text("Hits \(hits)")
                }
            }
        }
        let rest = try Clip("stacked", size: CGSize(width: 200, height: 200)) { Stacked() }.snapshot(at: 0)
        // Drawn blue first, then red on top, although red comes first in the stack.
        #expect(rest.views(ofType: "Rectangle").map(\.fillColor) == [Color.blue, Color.red])
        let centre = try #require(rest.views(ofType: "Rectangle").first).frame
        let tapped = try Clip("stacked", size: CGSize(width: 200, height: 200)) { Stacked() } script: {
            Tap(at: CGPoint(x: centre.midX, y: centre.midY), at: 0.5)
        }.snapshot(at: 0.6)
        #expect(tapped.view(labelled: "Hits R") != nil)
    }
}
