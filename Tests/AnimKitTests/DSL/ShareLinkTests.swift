import Foundation
import Testing
@testable import AnimKit

/// `ShareLink`, `SharePreview` and the share sheet it presents.
@Suite struct ShareLinkTests {
    nonisolated struct Sharing: View {
        var body: some View {
            VStack(spacing: 30) {
                ShareLink(item: URL(string: "https://developer.apple.com/swiftui")!)
                ShareLink("Send note", item: "Milk, eggs", subject: Text("Groceries"))
                ShareLink(item: URL(string: "https://example.com/p")!, preview: SharePreview("Sunset")) {
                    Image(systemName: "square.and.arrow.up").accessibilityLabel("Icon share")
                }
            }
        }
    }

    private func clip(@ScriptBuilder script: @escaping @Sendable () -> [any ScriptStep]) -> Clip {
        Clip("share", size: CGSize(width: 390, height: 700), duration: 4, content: { Sharing() }, script: script)
    }

    @Test func theDefaultLabelIsShareWithTheShareSymbolInTheTint() throws {
        let shot = try clip {}.snapshot(at: 0)
        let label = try #require(shot.views(labelled: "Share").first { $0.type == "Text" }?.fill)
        let blue = Color.accentColor.resolved(for: .light)
        #expect(abs(label[0] - blue.red) < 0.01 && abs(label[2] - blue.blue) < 0.01, "\(label)")
        #expect(shot.views(labelled: "Send note").contains { $0.type == "Text" })
        #expect(shot.views.contains { $0.type == "Image" && $0.label == "square.and.arrow.up" } || shot.views(labelled: "Icon share").count > 0)
    }

    @Test func tappingPresentsTheShareSheetAtMediumHeightAndAnActionDismissesIt() throws {
        let clip = clip { Tap("Share", at: 0.5); Tap("Copy", at: 2) }
        let open = try clip.snapshot(at: 1.6)
        // The header: the link's host as title and its address below; the targets and the actions.
        #expect(open.view(labelled: "developer.apple.com") != nil)
        #expect(open.view(labelled: "https://developer.apple.com/swiftui") != nil)
        for name in ["AirDrop", "Messages", "Mail", "Copy", "Add Bookmark"] { #expect(open.view(labelled: name) != nil, "\(name)") }
        // Print, further down the actions' list than a medium sheet shows, is built when the list scrolls to it.
        #expect(open.view(labelled: "Print") == nil)
        // Medium height: the header's title sits in the lower half of the screen.
        let title = try #require(open.view(labelled: "developer.apple.com"))
        #expect(title.frame.minY > 700 * 0.4 && title.frame.minY < 700 * 0.6, "\(title.frame)")
        // Copy dismisses the sheet.
        #expect(try clip.snapshot(at: 3.5).view(labelled: "AirDrop") == nil)
    }

    @Test func aTextItemAndAPreviewTitleTheHeader() throws {
        let text = try clip { Tap("Send note", at: 0.5) }.snapshot(at: 1.6)
        #expect(text.view(labelled: "Groceries") != nil && text.view(labelled: "Milk, eggs") != nil)
        #expect(text.view(labelled: "Add Bookmark") == nil && text.view(labelled: "Copy") != nil)
        let preview = try clip { Tap("Icon share", at: 0.5) }.snapshot(at: 1.6)
        #expect(preview.view(labelled: "Sunset") != nil)
    }
}
