import Foundation
import Testing
@testable import AnimKit

/// `contextMenu`: a long press lifts the view over the blurred screen and opens the menu under it.
@Suite struct ContextMenuTests {
    final class Log: @unchecked Sendable { var lines: [String] = [] }

    nonisolated struct Card: View {
        let log: Log
        let withPreview: Bool
        var body: some View {
            VStack {
                Text("Harbour at dawn")
                    .padding(20)
                    .background(Color.orange.opacity(0.3), in: RoundedRectangle(cornerRadius: 12))
                    .modifier(Menu(log: log, withPreview: withPreview))
                    .padding(.top, 100)
                Spacer()
            }
            .frame(maxWidth: .infinity)
        }
    }

    nonisolated struct Menu: ViewModifier {
        let log: Log
        let withPreview: Bool
        func body(content: Content) -> some View {
            if withPreview {
                content.contextMenu {
                    Button("Share") { log.lines.append("share") }
                } preview: {
                    Text("A big preview").font(.largeTitle).padding(40)
                }
            } else {
                content.contextMenu {
                    Button("Copy") { log.lines.append("copy") }
                    Button("Delete", role: .destructive) { log.lines.append("delete") }
                }
            }
        }
    }

    private func clip(_ log: Log, preview: Bool = false, @ScriptBuilder _ script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let steps = script()
        return Clip("context", size: CGSize(width: 390, height: 600), fps: 30, duration: 4, content: { Card(log: log, withPreview: preview) }, script: { steps })
    }

    @Test func aLongPressLiftsTheViewAndTheMenuHangsUnderIt() throws {
        let log = Log()
        let s = try clip(log) {
            LongPress(at: CGPoint(x: 195, y: 130), at: 0.3, duration: 0.8)
            Tap("Delete", at: 2.0)
        }.snapshots(at: [0.2, 1.6, 3.0])
        #expect(s[0].views(ofType: "Menu").isEmpty)
        let texts = s[1].views(labelled: "Harbour at dawn").filter { $0.type == "Text" }
        // The view, and its lifted copy in the same place above the blurred screen.
        #expect(texts.count == 2 && texts[0].frame == texts[1].frame)
        let panel = try #require(s[1].views(ofType: "Menu").first).frame
        let card = texts[0].frame.insetBy(dx: -20, dy: -20)
        #expect(abs(panel.minY - (card.maxY + 8)) < 0.5 && panel.width == 250)
        #expect(!s[1].views(labelled: "Copy").isEmpty)
        // A row runs and closes the menu.
        #expect(log.lines == ["delete"] && s[2].views(ofType: "Menu").isEmpty)
        #expect(s[2].views(labelled: "Harbour at dawn").filter { $0.type == "Text" }.count == 1)
    }

    @Test func aPreviewIsLiftedInsteadOfTheView() throws {
        let log = Log()
        let s = try clip(log, preview: true) { LongPress(at: CGPoint(x: 195, y: 130), at: 0.3, duration: 0.8) }.snapshots(at: [1.6])
        let preview = try #require(s[0].views(labelled: "A big preview").first).frame
        let panel = try #require(s[0].views(ofType: "Menu").first).frame
        #expect(abs(panel.minY - (preview.maxY + 40 + 8)) < 0.5)
        #expect(abs(preview.midX - 195) < 1)
    }

    @Test func theScreenBehindIsBlurred() throws {
        let log = Log()
        let loop = try FrameLoop(clip: clip(log) { LongPress(at: CGPoint(x: 195, y: 130), at: 0.3, duration: 0.8) })
        let before = try loop.frame(at: 0.2), after = try loop.frame(at: 1.6)
        // Far from the menu the white page is dimmed a little (12 % black over it).
        let s = CGFloat(before.width) / 390
        let p0 = before.pixel(x: Int(20 * s), y: Int(560 * s)), p1 = after.pixel(x: Int(20 * s), y: Int(560 * s))
        #expect(p0.r > 250 && p1.r < 235 && p1.r > 205)
    }
}
