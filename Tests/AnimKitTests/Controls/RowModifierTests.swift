import Foundation
import Testing
@testable import AnimKit

/// Modifiers of settings rows: `labelsHidden()` (a control alone, still found by its label), `LabeledContent`, and
/// `scrollContentBackground(.hidden)`.
@Suite struct RowModifierTests {
    nonisolated struct Settings: View {
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
        #expect(toggles[0].frame.size == CGSize(width: 49, height: 31))  // the switch is laid out 49 wide (drawn 51)
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

    /// `scrollContentBackground(.hidden)`: a grouped list or form leaves out its grey, so what is behind it shows
    /// around its cards; the cards stay white.
    @Test func aHiddenContentBackgroundShowsWhatIsBehindTheList() throws {
        func frame(_ hidden: Bool) throws -> (FrameBuffer, ClipSnapshot) {
            let clip = Clip("bg", size: CGSize(width: 300, height: 200), duration: 0.5) {
                Form { Text("Row") }
                    .scrollContentBackground(hidden ? .hidden : .automatic)
                    .background(Color.red)
            }
            return (try FrameLoop(clip: clip, settings: RenderSettings(scale: 1)).frame(at: 0.1), try clip.snapshot(at: 0.1))
        }
        func pixel(_ f: FrameBuffer, _ x: Int, _ y: Int) -> [UInt8] { let i = (y * f.width + x) * 4; return Array(f.bytes[i..<i + 4]) }
        let (shown, shownShot) = try frame(false), (hidden, hiddenShot) = try frame(true)
        // 8 points in from the edge, beside the card: grey, or the red behind the list.
        #expect(pixel(shown, 8, 150) == [242, 242, 247, 255])
        #expect(pixel(hidden, 8, 150) == [255, 59, 48, 255])
        // The card (26 points down, 20 in) stays white either way.
        #expect(pixel(hidden, 150, 48) == [255, 255, 255, 255])
        #expect(shownShot.views(ofType: "List").first?.fillColor == Color(rgb8: 242, 242, 247))
        #expect(hiddenShot.views(ofType: "List").first?.fillColor == nil)
    }
}

/// The list row modifiers: separators hidden or tinted, insets, backgrounds.
@Suite struct ListRowModifierTests {
    nonisolated struct Rows: View {
        var body: some View {
            List {
                Text("One").listRowSeparator(.hidden, edges: .bottom)
                Text("Two").listRowSeparatorTint(.red)
                Text("Three").listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 10))
                Text("Four").listRowBackground(Color.yellow)
            }
        }
    }

    @Test func separatorsInsetsAndBackgroundsFollowTheRows() throws {
        let clip = Clip("rows", size: CGSize(width: 360, height: 400), duration: 0.5) { Rows() }
        let shot = try clip.snapshot(at: 0.1)
        let frame = try FrameLoop(clip: clip, settings: RenderSettings(scale: 1)).frame(at: 0.1)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { let i = (y * frame.width + x) * 4; return Array(frame.bytes[i..<i + 4]) }
        // Rows from 26: One 26–70, Two 70–114, Three 114–(20 + 20.287 + 20 = 60.287)… Four after it.
        let one = try #require(shot.view(labelled: "One")), two = try #require(shot.view(labelled: "Two"))
        let three = try #require(shot.view(labelled: "Three")), four = try #require(shot.view(labelled: "Four"))
        #expect(abs(one.frame.midY - 48) < 0.01 && abs(two.frame.midY - 92) < 0.01)
        // Three: 40 in from the card (20 + 40), 20 + 20 around a 20.287 line.
        #expect(abs(three.frame.minX - 60) < 0.01 && abs(three.frame.minY - (114 + 20)) < 0.01)
        #expect(abs(four.frame.midY - (114 + 60.287 + 22)) < 0.01)
        // No separator under One (y = 70), a red one under Two (y = 114), the default grey under Three.
        #expect(pixel(200, 69) == [255, 255, 255, 255])
        #expect(pixel(200, 113)[0] > 200 && pixel(200, 113)[1] < 200)
        // Under Three (174.287) the separator starts at its content's edge (60), not at 36.
        let threeBottom = Int((114 + 60.287).rounded(.down)) - 1
        #expect(pixel(50, threeBottom) == [255, 255, 255, 255])
        #expect(pixel(200, threeBottom)[0] < 255)
        // Four's cell is yellow.
        #expect(pixel(300, Int(four.frame.midY)) == [255, 204, 0, 255])
    }

    nonisolated struct SwipedBackground: View {
        var body: some View {
            List {
                Text("Striped")
                    .listRowBackground(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .swipeActions { Button("Delete", role: .destructive) {} }
            }
        }
    }

    @Test func aRowBackgroundSlidesWithTheRowsSwipe() throws {
        let clip = Clip("swiped", size: CGSize(width: 360, height: 300), duration: 2) { SwipedBackground() } script: {
            Drag(from: CGPoint(x: 300, y: 48), to: CGPoint(x: 200, y: 48), at: 0.5, duration: 0.3)
        }
        let loop = try FrameLoop(clip: clip, settings: RenderSettings(scale: 1))
        func pixel(_ frame: FrameBuffer, _ x: Int, _ y: Int) -> [Int] { let i = (y * frame.width + x) * 4; return frame.bytes[i..<i + 3].map(Int.init) }
        let before = try loop.frame(at: 0.4), after = try loop.frame(at: 1.8)
        // Near the card's leading edge the gradient is red before; swiped open, the row (and its background) sits
        // further left, so the same place shows colour from further along the gradient: bluer.
        let a = pixel(before, 30, 48), b = pixel(after, 30, 48)
        #expect(a[0] > a[2] + 100, "\(a)")
        #expect(b[2] > a[2] + 20 && b[0] < a[0] - 20, "\(a) → \(b)")
    }
}
