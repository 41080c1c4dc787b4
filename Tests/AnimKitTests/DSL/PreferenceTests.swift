import Foundation
import Testing
@testable import AnimKit

/// Preferences pass values up the tree: combined with `reduce`, transformed, observed after layout, read by an
/// overlay built from them, and anchors resolved in a reader's coordinates.
@Suite struct PreferenceTests {
    struct HeightKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    struct NamesKey: PreferenceKey {
        static let defaultValue: [String] = []
        static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
    }

    /// Rows that report their heights through geometry readers in their backgrounds; the total is shown.
    struct Measured: View {
        @State private var total: CGFloat = 0
        @State private var names: [String] = []
        @State private var tall = false
        var body: some View {
            VStack(spacing: 0) {
                ForEach(0..<3) { i in
                    Color.blue.frame(height: i == 2 && tall ? 50 : 20)
                        .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) })
                        .preference(key: NamesKey.self, value: ["row \(i)"])
                }
                .transformPreference(NamesKey.self) { $0.append("end") }
                Text("total \(Int(total))")
                Text(names.joined(separator: ","))
                Button("Grow") { tall = true }
            }
            .onPreferenceChange(HeightKey.self) { value in MainActor.assumeIsolated { total = value } }
            .onPreferenceChange(NamesKey.self) { value in MainActor.assumeIsolated { names = value } }
        }
    }

    @Test func valuesAreCombinedInOrderAndObservedAfterLayout() throws {
        let clip = Clip("measured", size: CGSize(width: 200, height: 200), duration: 1.5) { Measured() } script: { Tap("Grow", at: 0.5) }
        let shots = try clip.snapshots(at: [0.1, 0.6])
        #expect(shots[0].views(labelled: "total 60").count == 1, "\(shots[0].views(ofType: "Text").compactMap(\.label))")
        #expect(shots[1].views(labelled: "total 90").count == 1, "\(shots[1].views(ofType: "Text").compactMap(\.label))")
        // The names: each row's value in order; the ForEach's transform appends to what its rows passed up.
        #expect(shots[0].views(labelled: "row 0,row 1,row 2,end").count == 1)
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: [Int: Anchor<CGRect>] = [:]
        static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    /// A tab bar whose underline is drawn in an overlay from the selected tab's bounds anchor.
    struct Tabs: View {
        @State private var selected = 0
        var body: some View {
            HStack(spacing: 20) {
                ForEach(0..<3) { i in
                    Text(["One", "Two", "Three"][i])
                        .frame(width: 40 + 20 * CGFloat(i), height: 30)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { [i: $0] }
                        .onTapGesture { withAnimation(.linear(duration: 1)) { selected = i } }
                }
            }
            .padding(10)
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[selected] {
                        let rect = proxy[anchor]
                        Rectangle().frame(width: rect.width, height: 2).offset(x: rect.minX, y: rect.maxY)
                    }
                }
            }
        }
    }

    @Test func anOverlayBuiltFromAnchorsFollowsTheSelectionWithItsAnimation() throws {
        let clip = Clip("tabs", size: CGSize(width: 300, height: 100), duration: 2) { Tabs() } script: { Tap(at: CGPoint(x: 220, y: 50), at: 0.5) }
        let shots = try clip.snapshots(at: [0.2, 1.0, 1.8])
        func bar(_ shot: ClipSnapshot) throws -> CGRect { try #require(shot.views(ofType: "Rectangle").first).frame }
        func tab(_ label: String, _ shot: ClipSnapshot) throws -> CGRect {
            try #require(shot.views(labelled: label).first { $0.type == "Text" }).frame
        }
        let one = try tab("One", shots[0]), three = try tab("Three", shots[2])
        let start = try bar(shots[0]), middle = try bar(shots[1]), end = try bar(shots[2])
        // Under the first tab, then (linear over 1 s) half way, then under the third: its width and position.
        #expect(abs(start.midX - one.midX) < 0.01 && abs(start.width - 40) < 0.01, "\(start) \(one)")
        #expect(abs(end.midX - three.midX) < 0.01 && abs(end.width - 80) < 0.01, "\(end) \(three)")
        #expect(abs(middle.width - 60) < 0.01 && abs(middle.minX - (start.minX + end.minX) / 2) < 0.01, "\(middle)")
        // Just below the tab's 30-point frame (the anchored view), centred in the 100-point canvas.
        #expect(abs(end.minY - 65) < 0.01, "\(end)")
    }

    struct OffsetKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
    }

    /// The well-known scroll-offset reader: a geometry reader at the top of the content passes up its position
    /// in the scroll view's named space; a header shrinks as it goes.
    struct Scrolling: View {
        @State private var offset: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("offset \(Int(offset.rounded()))").frame(height: 30)
                ScrollView {
                    VStack(spacing: 0) {
                        GeometryReader { proxy in
                            Color.clear.preference(key: OffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                        }
                        .frame(height: 0)
                        ForEach(0..<30) { i in Text("Row \(i)").frame(height: 40) }
                    }
                }
                .coordinateSpace(name: "scroll")
                .onPreferenceChange(OffsetKey.self) { value in MainActor.assumeIsolated { offset = value } }
            }
        }
    }

    @Test func aScrollOffsetReadThroughAPreferenceFollowsTheScrolling() throws {
        let clip = Clip("scrolling", size: CGSize(width: 200, height: 300), duration: 4) { Scrolling() } script: {
            Scroll(at: CGPoint(x: 100, y: 200), by: 120, at: 0.5, duration: 0.3)
        }
        // The flick decelerates after the finger lifts; the offset follows it as frames are drawn (a frame behind:
        // the action's state change is drawn in the next frame).
        let shots = try clip.snapshots(at: [0.3, 0.7, 0.7 + 1.0 / 60, 3.5, 3.5 + 1.0 / 60])
        #expect(shots[0].views(labelled: "offset 0").count == 1)
        // The reader sits where row 0 starts, the scroll view 30 points below the canvas's top.
        func top(_ shot: ClipSnapshot) throws -> Int {
            Int((try #require(shot.views(labelled: "Row 0").first { $0.type == "Text" }).frame.midY - 20 - 30).rounded())
        }
        func shown(_ shot: ClipSnapshot) -> String? { shot.views(ofType: "Text").first?.label }
        // While the finger drags, each move is a layout of its own: the label shows the offset of that frame.
        #expect(shown(shots[2]) == "offset \(try top(shots[2]))", "\(String(describing: shown(shots[2])))")
        let settled = try top(shots[3])
        #expect(settled < -200 && shown(shots[4]) == "offset \(settled)", "\(settled) \(String(describing: shown(shots[4])))")
    }

    @Test func theDefaultValueOfAnOptionalKeyIsNil() {
        struct Title: PreferenceKey {
            static func reduce(value: inout String?, nextValue: () -> String?) { value = value ?? nextValue() }
        }
        #expect(Title.defaultValue == nil)
    }
}
