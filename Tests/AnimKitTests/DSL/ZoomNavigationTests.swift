import Foundation
import Testing
@testable import AnimKit

/// `navigationTransition(.zoom(sourceID:in:))`, `matchedTransitionSource(id:in:)` and the zoom's interactive dismissal.
@Suite struct ZoomNavigationTests {
    nonisolated struct Cards: View {
        @Namespace private var zoom
        var body: some View {
            NavigationStack {
                VStack(spacing: 20) {
                    ForEach(["Alpha", "Beta"], id: \.self) { name in
                        NavigationLink(value: name) {
                            Text(name).frame(width: 120, height: 80).background(Color.orange)
                        }
                        .matchedTransitionSource(id: name, in: zoom)
                    }
                }
                .frame(maxHeight: .infinity, alignment: .top)
                .navigationTitle("Cards")
                .navigationDestination(for: String.self) { name in
                    Text("Screen \(name)").font(.largeTitle)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .navigationTransition(.zoom(sourceID: name, in: zoom))
                }
            }
        }
    }

    private func clip(duration: Double = 4, @ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep]) -> Clip {
        Clip("zoom", size: CGSize(width: 300, height: 500), duration: duration, content: { Cards() }, script: script)
    }

    @Test func thePushedScreenGrowsOutOfItsSourceWhichHidesUntilThePopEnds() throws {
        let clip = clip { Tap("Beta", at: 0.5); Tap("Cards", at: 2) }
        let before = try #require(try clip.snapshot(at: 0.4).view(labelled: "Beta"))
        // Just after the tap the screen is a small card over the source; the source itself is not drawn.
        let early = try clip.snapshot(at: 0.55)
        #expect(early.view(labelled: "Beta") == nil)
        let title = try #require(early.view(labelled: "Screen Beta"))
        let full = try #require(try clip.snapshot(at: 1.5).view(labelled: "Screen Beta"))
        #expect(title.frame.height < 0.6 * full.frame.height, "\(title.frame) vs \(full.frame)")
        let card = before.frame.insetBy(dx: -60, dy: -40)
        #expect(card.contains(CGPoint(x: title.frame.midX, y: title.frame.midY)), "\(title.frame) not over \(card)")
        // At rest the screen fills the stack: its title is centred.
        #expect(abs(full.frame.midX - 150) < 1)
        #expect(try clip.snapshot(at: 1.5).view(labelled: "Beta") == nil)
        // Back shrinks it into the card; once the pop ends the card shows again where it was.
        let shrinking = try #require(try clip.snapshot(at: 2.2).view(labelled: "Screen Beta"))
        #expect(shrinking.frame.height < full.frame.height && shrinking.frame.midY < full.frame.midY)
        let after = try #require(try clip.snapshot(at: 3.5).view(labelled: "Beta"))
        #expect(after.frame == before.frame)
        #expect(try clip.snapshot(at: 3.5).view(labelled: "Screen Beta") == nil)
    }

    @Test func aDownwardDragPullsTheScreenAndPastAHundredPointsClosesIt() throws {
        let far = clip { Tap("Alpha", at: 0.5); Drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 420), at: 1.5, duration: 0.5) }
        // While dragged the screen follows the finger down and shrinks.
        let rest = try #require(try far.snapshot(at: 1.4).view(labelled: "Screen Alpha"))
        let pulled = try #require(try far.snapshot(at: 1.9).view(labelled: "Screen Alpha"))
        #expect(pulled.frame.midY > rest.frame.midY + 80 && pulled.frame.height < rest.frame.height * 0.9, "\(pulled.frame) vs \(rest.frame)")
        // Let go past 100 points: it zooms back into its card.
        #expect(try far.snapshot(at: 3.5).view(labelled: "Screen Alpha") == nil)
        #expect(try far.snapshot(at: 3.5).view(labelled: "Alpha") != nil)
        // A short drag springs back.
        let near = clip { Tap("Alpha", at: 0.5); Drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 300), at: 1.5, duration: 0.8) }
        let back = try #require(try near.snapshot(at: 3.5).view(labelled: "Screen Alpha"))
        #expect(back.frame == rest.frame)
    }

    @Test func aPlainPushStillSlidesIn() throws {
        nonisolated struct Plain: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Next", value: 1)
                        .navigationDestination(for: Int.self) { Text("Screen \($0)").navigationTransition(.automatic) }
                }
            }
        }
        let clip = Clip("plain", size: CGSize(width: 300, height: 500), duration: 2, content: { Plain() }) { Tap("Next", at: 0.5) }
        let moving = try #require(try clip.snapshot(at: 0.6).view(labelled: "Screen 1"))
        let rest = try #require(try clip.snapshot(at: 1.5).view(labelled: "Screen 1"))
        // The same size, further to the trailing side.
        #expect(moving.frame.size == rest.frame.size && moving.frame.minX > rest.frame.minX + 20)
    }

    nonisolated struct SheetCards: View {
        @Namespace private var zoom
        @State private var shown = false
        var body: some View {
            Button { shown = true } label: { Text("Open").frame(width: 120, height: 80).background(Color.orange) }
                .matchedTransitionSource(id: "card", in: zoom)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .sheet(isPresented: $shown) {
                    Text("Sheet title").font(.largeTitle)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .navigationTransition(.zoom(sourceID: "card", in: zoom))
                }
        }
    }

    @Test func aSheetZoomsOutOfItsSourceToo() throws {
        let clip = Clip("zoom-sheet", size: CGSize(width: 300, height: 500), duration: 4, content: { SheetCards() }) {
            Tap("Open", at: 0.5)
            Drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 150, y: 450), at: 1.6, duration: 0.3)
        }
        let source = try #require(try clip.snapshot(at: 0.4).view(labelled: "Open"))
        // Just after the tap the sheet is a small card over the source, which is hidden.
        let early = try clip.snapshot(at: 0.55)
        let title = try #require(early.view(labelled: "Sheet title"))
        let full = try #require(try clip.snapshot(at: 1.5).view(labelled: "Sheet title"))
        #expect(title.frame.height < 0.6 * full.frame.height, "\(title.frame) vs \(full.frame)")
        #expect(source.frame.insetBy(dx: -60, dy: -40).contains(CGPoint(x: title.frame.midX, y: title.frame.midY)))
        #expect(early.view(labelled: "Open") == nil)
        // Dragged down, it is dismissed back into the card, which shows again once it is gone.
        let after = try clip.snapshot(at: 3.5)
        #expect(after.view(labelled: "Sheet title") == nil)
        #expect(after.view(labelled: "Open")?.frame == source.frame)
    }
}
