import Foundation
import Testing
@testable import AnimKit

/// `labelsHidden()`: a control is its control alone, as in SwiftUI, and still answers to its label in scripts.
@Suite struct LabelsHiddenTests {
    struct Settings: View {
        @State private var wifi = false
        @State private var count = 2
        var body: some View {
            VStack(spacing: 20) {
                Toggle("Wi-Fi", isOn: $wifi).labelsHidden()
                Stepper("Count \(count)", value: $count).labelsVisibility(.hidden)
                Toggle("Shown", isOn: .constant(true))
                Text(wifi ? "on" : "off")
            }
            .frame(width: 300)
        }
    }

    @Test func aHiddenLabelLeavesTheControlAlone() throws {
        let clip = Clip("labels", size: CGSize(width: 320, height: 300), duration: 1.5, content: { Settings() }, script: {
            Tap("Wi-Fi", at: 0.3)
        })
        let shots = try clip.snapshots(at: [0.1, 1.2])
        let toggles = shots[0].views(ofType: "Toggle")
        try #require(toggles.count == 2)
        #expect(toggles[0].frame.size == CGSize(width: 51, height: 31))
        #expect(toggles[1].frame.width == 300)
        #expect(shots[0].views(ofType: "Stepper").first?.frame.size == CGSize(width: 94, height: 32))
        // The hidden labels are not drawn; the shown one is.
        #expect(shots[0].views(labelled: "Shown").contains { $0.type == "Text" })
        #expect(!shots[0].views(labelled: "Count 2").contains { $0.type == "Text" && $0.frame.width > 0 })
        // The script still finds the toggle by its label.
        #expect(shots[1].view(labelled: "on") != nil)
    }

    /// `LabeledContent`: the label leading, the value trailing in the secondary colour, in a form row and alone.
    @Test func labeledContentPutsTheValueAtTheTrailingEdgeInGrey() throws {
        let clip = Clip("labeled", size: CGSize(width: 360, height: 300), duration: 0.5) {
            VStack {
                LabeledContent("Version", value: "2.4.1")
                LabeledContent("Price", value: 9.5, format: .number.precision(.fractionLength(2)))
                LabeledContent("Storage") { Text("64 GB") }
            }
            .padding(.horizontal, 20)
        }
        let shot = try clip.snapshot(at: 0.1)
        let version = try #require(shot.view(labelled: "Version")), value = try #require(shot.view(labelled: "2.4.1"))
        #expect(abs(version.frame.minX - 20) < 0.01 && abs(value.frame.maxX - 340) < 0.01)
        #expect(abs(version.frame.midY - value.frame.midY) < 0.01)
        #expect(value.fillColor == Color(.secondaryLabel) && version.fillColor == Color(.label))
        #expect(shot.view(labelled: "9.50") != nil && shot.view(labelled: "64 GB") != nil)
    }
}
