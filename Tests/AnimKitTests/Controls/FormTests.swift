import Foundation
import Testing
@testable import AnimKit

/// Sections in lists and forms: a card per section, headers in grey capitals above, footers below.
@Suite struct FormTests {
    private func shot(_ content: some View) throws -> ClipSnapshot {
        nonisolated(unsafe) let view = AnyView(content)
        return try Clip("form", size: CGSize(width: 390, height: 600), fps: 30, duration: 1, content: { view }, script: { [] })
            .snapshots(at: [0])[0]
    }

    nonisolated struct Settings: View {
        @State private var name = ""
        @State private var on = true
        @State private var count = 2
        var body: some View {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    Toggle("Public", isOn: $on)
                }
                Section {
                    Stepper("Count: \(count)", value: $count, in: 0...9)
                } footer: {
                    Text("Shown to friends.")
                }
            }
        }
    }

    @Test func sectionsMakeCardsWithHeadersAndFooters() throws {
        let s = try shot(Settings())
        let header = try #require(s.views(labelled: "PROFILE").first)
        // The header is footnote grey capitals, 16 in from the card, 23 from the top, 7 above its card.
        #expect(header.frame.minX == 36 && header.frame.minY == 23)
        #expect(header.fill.map { abs($0[3] - 0.6) < 0.01 } == true)
        let field = try #require(s.views(ofType: "TextField").first).frame
        let cardTop = header.frame.maxY + 7
        // A row is its content with 11 above and below, at least 44: the field's row 44, the toggle's (31) 53.
        #expect(abs(field.midY - (cardTop + 22)) < 0.01 && field.minX == 36 && field.width == 318)
        let toggle = try #require(s.views(ofType: "Toggle").first).frame
        #expect(abs(toggle.midY - (cardTop + 44 + 26.5)) < 0.01)
        // The second section's card starts 35 below the first's; its footer 7 below it (the stepper's row is 54).
        let stepper = try #require(s.views(ofType: "Stepper").first).frame
        let secondTop = cardTop + 44 + 53 + 35
        #expect(abs(stepper.midY - (secondTop + 27)) < 0.01)
        let footer = try #require(s.views(labelled: "Shown to friends.").first).frame
        #expect(abs(footer.minY - (secondTop + 54 + 7)) < 0.01)
    }
}
