import Foundation
import Testing
@testable import AnimKit

// Previews as real files end: every form of `#Preview`, `@Previewable` state, and an older `PreviewProvider`.

struct PreviewBadge: View {
    var label = "Badge"
    var body: some View {
        Text(label).padding(8).background(Color.blue)
    }
}

#Preview { PreviewBadge() }

#Preview("Named", traits: .sizeThatFitsLayout) {
    PreviewBadge(label: "Named")
}

// A comment with a brace { that the plugin must not count.
#Preview("Fixed", traits: .fixedLayout(width: 200, height: 100), .landscapeLeft) {
    let label = "Fixed }"
    PreviewBadge(label: label)
}

#Preview("Switch") {
    @Previewable @State var on = false
    @Previewable
    @State var count: Int = 2
    VStack {
        Toggle("On", isOn: $on)
        Text(on ? "on \(count)" : "off")
    }
}

#Preview(arguments: ["a", "b"]) { letter in
    PreviewBadge(label: letter)
}

#Preview(body: { PreviewBadge(label: "Labelled") })

struct PreviewBadge_Previews: PreviewProvider {
    static var previews: some View {
        PreviewBadge(label: "Provider")
            .previewLayout(.fixed(width: 120, height: 60))
            .previewDisplayName("Old Style")
            .previewDevice("iPhone 15")
            .previewInterfaceOrientation(.portrait)
    }
}

@MainActor @Suite struct PreviewMacroTests {
    private var mine: [DeclaredPreview] {
        PreviewCatalog.all.filter { $0.fileID.hasSuffix("PreviewMacroTests.swift") || $0.fileID.contains("PreviewBadge_Previews") }
    }

    @Test func findsEveryPreviewWithItsNameAndLine() throws {
        let previews = mine
        #expect(previews.map(\.name) == [
            "PreviewMacroTests", "PreviewMacroTests-Named", "PreviewMacroTests-Fixed", "PreviewMacroTests-Switch",
            "PreviewMacroTests-2-1", "PreviewMacroTests-2-2", "PreviewMacroTests-3", "PreviewBadge-Old-Style",
        ])
        #expect(previews.map(\.line) == [14, 16, 21, 26, 36, 36, 40, 0])
        #expect(previews[0].fileID == "AnimKitTests/PreviewMacroTests.swift")
        #expect(previews[1].layout == .sizeThatFits && previews[1].displayName == "Named")
        #expect(previews[2].layout == .fixed(width: 200, height: 100) && previews[2].orientation == .landscapeLeft)
        #expect(previews[0].layout == .device && previews[0].orientation == .portrait)
        #expect(previews[7].layout == .fixed(width: 120, height: 60) && previews[7].displayName == "Old Style")
        #expect(PreviewCatalog.named("PreviewMacroTests-Switch")?.line == 26)
    }

    @Test func previewsBecomeClips() throws {
        let fixed = Clip(preview: try #require(PreviewCatalog.named("PreviewMacroTests-Fixed")), duration: 0.1)
        #expect(fixed.size == CGSize(width: 200, height: 100))
        #expect(try fixed.snapshot(at: 0).view(labelled: "Fixed }") != nil)
        let device = Clip(preview: try #require(PreviewCatalog.named("PreviewMacroTests")), duration: 0.1)
        #expect(device.size == CGSize(width: 393, height: 852))
        let shot = try device.snapshot(at: 0)
        let badge = try #require(shot.view(labelled: "Badge"))
        #expect(abs(badge.frame.midX - 393 / 2) < 0.5)
        let letters = PreviewCatalog.all.filter { $0.name.hasPrefix("PreviewMacroTests-2-") }
        #expect(try letters.map { try Clip(preview: $0, duration: 0.1).snapshot(at: 0).view(labelled: $0.name.hasSuffix("1") ? "a" : "b") != nil } == [true, true])
        let provider = Clip(preview: PreviewBadge_Previews.self, duration: 0.1)
        #expect(provider.name == "PreviewBadge-Old-Style" && provider.size == CGSize(width: 120, height: 60))
        #expect(try provider.snapshot(at: 0).view(labelled: "Provider") != nil)
    }

    /// `@Previewable @State` is the preview's own state: a tap on the toggle changes the text.
    @Test func previewableStateIsState() throws {
        let clip = Clip(preview: try #require(PreviewCatalog.named("PreviewMacroTests-Switch")), duration: 1) {
            Tap("On", at: 0.3)
        }
        #expect(try clip.snapshot(at: 0.1).view(labelled: "off") != nil)
        #expect(try clip.snapshot(at: 0.9).view(labelled: "on 2") != nil)
    }
}
