import Foundation
import Testing
@testable import AnimKit

/// Sheets rise and fall with the system's motion, recede the screen below, and obey the transaction,
/// their detents and the drag that dismisses them.
@Suite struct SheetTests {
    static let canvas = CGSize(width: 360, height: 400)

    static func progress(_ time: Double) -> Double { NavigationMotion.sheet.animate(value: 1.0, time: time) ?? 1 }

    private func clip(duration: Double = 3, _ content: some View, @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("sheet", size: Self.canvas, fps: 60, duration: duration, content: { view }, script: { steps })
    }

    final class Log: @unchecked Sendable { var dismissed = 0, shows = 0 }

    nonisolated struct Presenter: View {
        var detents: Set<PresentationDetent> = [.large]
        var disablesDrag = false
        var log: Log?
        @State private var shows = false
        var body: some View {
            VStack {
                Button("Show") { shows = true; log?.shows += 1 }
                Button("Show at once") {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { shows = true }
                }
            }
            .sheet(isPresented: $shows, onDismiss: { log?.dismissed += 1 }) {
                VStack {
                    Text("Inside")
                    Button("Hide") { shows = false }
                }
                .presentationDetents(detents)
                .interactiveDismissDisabled(disablesDrag)
            }
        }
    }

    private func minY(_ label: String, _ shot: ClipSnapshot) -> CGFloat? {
        shot.views(labelled: label).first { $0.type == "Text" }?.frame.minY
    }

    @Test func aSheetRisesFromTheBottomAndFallsBack() throws {
        let log = Log()
        let shots = try clip(Presenter(log: log)) { Tap("Show", at: 0.5); Tap("Hide", at: 1.5) }
            .snapshots(at: [0.55, 0.6, 0.75, 1.4, 1.6, 2.5])
        let rest = try #require(minY("Inside", shots[3]))
        // The card is 390 tall (10 points below the top) and the content centred in it.
        #expect(abs(rest - (10 + 195 - (2 * 20.287 + 8) / 2)) < 0.01)
        // It rises by its own height (390).
        for (shot, dt) in zip(shots[0...2], [0.05, 0.1, 0.25]) {
            #expect(abs(try #require(minY("Inside", shot)) - (rest + 390 * (1 - Self.progress(dt)))) < 0.5)
        }
        #expect(abs(try #require(minY("Inside", shots[4])) - (rest + 390 * Self.progress(0.1))) < 0.5)
        #expect(minY("Inside", shots[5]) == nil)
        #expect(log.dismissed == 1)
    }

    @Test func theScreenBelowRecedesAndTakesNoTouches() throws {
        // Behind a large sheet the presenter is scaled to 1 - 20/W about its top centre, on black.
        let text = try FrameLoop(clip: clip(Presenter()) { Tap("Show", at: 0.5) }).displayList(at: 1.5).description
        let frame = try clip(Presenter()) { Tap("Show", at: 0.5) }.snapshots(at: [1.5])[0]
        #expect(text.contains("fill rect 0,0 360x400 #000000\n  group transform [0.944 0 0 0.944 10 0] clip roundedRect 0,0 360x400 r=10 continuous"))
        // Dimmed by black at 30 %.
        #expect(text.contains("fill rect 0,0 360x400 #0000004D"))
        #expect(!frame.views(labelled: "Show").isEmpty)
        // The presenter's button, visible above a medium sheet, takes no tap while the sheet is up.
        let log = Log()
        _ = try clip(Presenter(detents: [.medium], log: log)) { Tap("Show", at: 0.5); Tap(at: CGPoint(x: 180, y: 185), at: 1.5) }.snapshots(at: [2])
        #expect(log.shows == 1)
    }

    @Test func aTransactionThatDisablesAnimationsShowsItAtOnce() throws {
        let shots = try clip(Presenter()) { Tap("Show at once", at: 0.5) }.snapshots(at: [0.52, 1.5])
        #expect(minY("Inside", shots[0]) == minY("Inside", shots[1]))
    }

    @Test func aMediumDetentHalvesTheCard() throws {
        let shot = try clip(Presenter(detents: [.medium, .large])) { Tap("Show", at: 0.5) }.snapshots(at: [1.5])[0]
        let sheet = try #require(shot.views(ofType: "Sheet").first)
        #expect(sheet.frame == CGRect(x: 0, y: 200, width: 360, height: 200))
        let y = try #require(minY("Inside", shot))
        #expect(abs(y - (200 + 100 - (2 * 20.287 + 8) / 2)) < 0.01)
        // A tap on the dimmed screen above a medium sheet dismisses it; above a large one it does not.
        let tapped = try clip(Presenter(detents: [.medium])) { Tap("Show", at: 0.5); Tap(at: CGPoint(x: 180, y: 100), at: 1.5) }
            .snapshots(at: [1.45, 3])
        #expect(minY("Inside", tapped[0]) != nil && minY("Inside", tapped[1]) == nil)
        let large = try clip(Presenter()) { Tap("Show", at: 0.5); Tap(at: CGPoint(x: 180, y: 5), at: 1.5) }.snapshots(at: [3])
        #expect(minY("Inside", large[0]) != nil)
    }

    @Test func aDragDownDismissesUnlessDisabled() throws {
        let shots = try clip(Presenter()) {
            Tap("Show", at: 0.5)
            Drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 180, y: 380), at: 1.5, duration: 0.3)
        }.snapshots(at: [1.7, 2.8])
        #expect(try #require(minY("Inside", shots[0])) > 150)
        #expect(minY("Inside", shots[1]) == nil)
        let kept = try clip(Presenter(disablesDrag: true)) {
            Tap("Show", at: 0.5)
            Drag(from: CGPoint(x: 180, y: 100), to: CGPoint(x: 180, y: 380), at: 1.5, duration: 0.3)
        }.snapshots(at: [1.4, 2.8])
        #expect(minY("Inside", kept[1]) == minY("Inside", kept[0]))
    }
}
