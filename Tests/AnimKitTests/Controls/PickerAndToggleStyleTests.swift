import Foundation
import Testing
@testable import AnimKit

/// Pickers (segmented with its sliding selection, menu, inline) and toggle styles (`.button`, your own).
@Suite struct PickerAndToggleStyleTests {
    private func clip(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep]) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("pickers", size: CGSize(width: 320, height: 240), fps: 60, duration: 2, content: { view }, script: { steps })
    }

    nonisolated struct Range: View {
        @State private var range = 0
        var style = SegmentedPickerStyle()
        var body: some View {
            VStack {
                Picker("Range", selection: $range) {
                    Text("Day").tag(0)
                    Text("Week").tag(1)
                    Text("Month").tag(2)
                }
                .pickerStyle(style)
                Text("range \(range)")
            }
            .padding()
        }
    }

    /// The selection's white thumb: the shadowed group's rounded rectangle.
    private func thumb(_ list: DisplayList) -> CGRect? {
        func walk(_ items: [DisplayItem]) -> CGRect? {
            for item in items {
                if case .group(let g) = item {
                    if g.shadow != nil, case .shape(.roundedRect(let r, _, _), _, _)? = g.children.first { return r }
                    if let r = walk(g.children) { return r }
                }
            }
            return nil
        }
        return walk(list.items)
    }

    @Test func aSegmentedPickerSlidesToTheTappedSegment() throws {
        let loop = try FrameLoop(clip: clip(Range()) { Tap("Month", at: 0.5) })
        // 288 wide: three 96-point segments; the thumb is inset 2.
        let start = try #require(thumb(try loop.displayList(at: 0.4)))
        #expect(start.width == 92 && start.height == 28 && abs(start.minX - 18) < 0.001)
        // The slide (a 0.3 s spring without bounce) is under way 0.1 s after the tap: past the middle segment.
        let spring = Animation.spring(duration: 0.3, bounce: 0)
        let p = spring.animate(value: 1.0, time: 0.1) ?? 1
        let mid = try #require(thumb(try loop.displayList(at: 0.6)))
        #expect(abs(mid.minX - (18 + 192 * p)) < 0.5, "\(mid.minX) p=\(p)")
        let end = try #require(thumb(try loop.displayList(at: 1.5)))
        #expect(abs(end.minX - (18 + 192)) < 0.01)
        let shot = try clip(Range()) { Tap("Month", at: 0.5) }.snapshots(at: [0.6])[0]
        #expect(shot.views(labelled: "range 2").count == 1)
        #expect(try #require(shot.views(ofType: "Picker").first).frame.height == 32)
    }

    @Test func aMenuPickerShowsTheSelectionInTheTint() throws {
        nonisolated struct Menu: View {
            @State private var flavor = "Mint"
            var body: some View {
                Picker("Flavor", selection: $flavor) {
                    ForEach(["Vanilla", "Mint", "Lemon"], id: \.self) { Text($0) }
                }
            }
        }
        let shot = try clip(Menu()) {}.snapshots(at: [0])[0]
        let texts = shot.views(ofType: "Text")
        // Only the selected option shows (the label is hidden outside a list), with the chevrons beside it.
        #expect(texts.map(\.label) == ["Mint"])
        #expect(texts[0].fill.map { Array($0.prefix(3)).map { Int(($0 * 255).rounded()) } } == [0, 122, 255])
        let chevron = try #require(shot.views(ofType: "Image").first).frame
        #expect(abs(chevron.minX - texts[0].frame.maxX - 4) < 0.001)
    }

    @Test func anInlinePickerChecksTheTappedRow() throws {
        nonisolated struct Inline: View {
            @State private var size = 1
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) { Text("S").tag(0); Text("M").tag(1); Text("L").tag(2) }
                        .pickerStyle(.inline)
                    Text("size \(size)")
                }
            }
        }
        let shot = try clip(Inline()) { Tap("L", at: 0.5) }.snapshots(at: [0.6])[0]
        #expect(shot.views(labelled: "size 2").count == 1)
        #expect(try #require(shot.views(ofType: "Picker").first).frame.height == 132)
    }

    nonisolated struct Check: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Rectangle().fill(configuration.isOn ? Color.green : Color.gray).frame(width: 20, height: 20)
                configuration.label
            }
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    @Test func toggleStylesDrawTheToggle() throws {
        nonisolated struct Both: View {
            @State private var a = false
            @State private var b = false
            var body: some View {
                VStack {
                    Toggle("Bold", isOn: $a).toggleStyle(.button)
                    Toggle("Done", isOn: $b).toggleStyle(Check())
                }
            }
        }
        let shots = try clip(Both()) { Tap("Bold", at: 0.3); Tap(at: CGPoint(x: 140, y: 136), at: 0.6) }.snapshots(at: [0, 1])
        // As a button: light tinted capsule when off, filled when on (a button labelled by the title).
        #expect(shots[0].views(ofType: "Button").first?.label == "Bold")
        #expect(shots[0].views(ofType: "Rectangle").first?.fill.map { Int(($0[1] * 255).rounded()) } == 142)
        #expect(shots[1].views(ofType: "Rectangle").first?.fill.map { Int(($0[1] * 255).rounded()) } == 199)
    }
}
