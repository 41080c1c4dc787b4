import Foundation
import Testing
@testable import AnimKit

/// Lazy stacks: SwiftUI's layout (filling across), sections in order, pinned headers in a scroll view.
@Suite struct LazyStackTests {
    private func clip(_ content: some View, @ScriptBuilder script: () -> [any ScriptStep] = { [] }) -> Clip {
        nonisolated(unsafe) let view = AnyView(content)
        nonisolated(unsafe) let steps = script()
        return Clip("lazy", size: CGSize(width: 300, height: 300), fps: 60, duration: 4, content: { view }, script: { steps })
    }

    @Test func aLazyVStackFillsTheWidthUnlikeAVStack() throws {
        let shot = try clip(VStack { LazyVStack { Text("a") }; VStack { Text("b") } }).snapshots(at: [0])[0]
        #expect(try #require(shot.views(ofType: "LazyVStack").first).frame.width == 300)
        #expect(try #require(shot.views(ofType: "VStack").last).frame.width < 20)
    }

    nonisolated struct Sections: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 0, pinnedViews: .sectionHeaders) {
                    ForEach(0..<3, id: \.self) { s in
                        Section {
                            ForEach(0..<10, id: \.self) { r in Text("Row \(s).\(r)").frame(height: 40) }
                        } header: {
                            Text("Header \(s)").frame(maxWidth: .infinity).frame(height: 30).background(Color.yellow)
                        }
                    }
                }
            }
            .accessibilityIdentifier("list")
        }
    }

    private func headerY(_ s: Int, _ list: DisplayList) -> CGFloat? {
        // The header's yellow background, found through the groups that move it.
        func walk(_ items: [DisplayItem], _ dy: CGFloat) -> CGFloat? {
            for item in items {
                switch item {
                case .shape(.rect(let r), _, .color(let c)) where c == .yellow && r.height == 30:
                    if s == 0 { return r.minY + dy }
                case .group(let g):
                    if let y = walk(g.children, dy + g.transform.ty) { return y }
                default: break
                }
            }
            return nil
        }
        return walk(list.items, 0)
    }

    @Test func sectionsStackHeaderThenRowsAndHeadersPin() throws {
        let shot = try clip(Sections()).snapshots(at: [0])[0]
        // Section 0 is 30 + 10 × 40 = 430 tall: section 1's header and first row follow.
        #expect(try #require(shot.views(labelled: "Header 1").first).frame.midY == 445)
        #expect(try #require(shot.views(labelled: "Row 1.0").first).frame.midY == 480)
        // Scrolled 100 points: section 0's header stays at the top of the scroll view.
        let loop = try FrameLoop(clip: clip(Sections()) { Drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 150), at: 0.5, duration: 1) })
        let list = try loop.displayList(at: 1.4)
        #expect(abs(try #require(headerY(0, list)) - 0) < 0.01, "\(list.description.suffix(1200))")
    }
}
