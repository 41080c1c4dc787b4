import Foundation
import Testing
@testable import AnimKit

/// `AnyLayout`: switching the layout keeps the subviews, which move from their old places to their new ones.
@Suite struct AnyLayoutTests {
    struct Switcher: View {
        @State private var vertical = true
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(spacing: 10)) : AnyLayout(HStackLayout(spacing: 10))
            VStack {
                layout {
                    Color.red.frame(width: 20, height: 20)
                    Color.green.frame(width: 20, height: 20)
                    Color.blue.frame(width: 20, height: 20)
                }
                Button("Switch") { withAnimation(.linear(duration: 1)) { vertical.toggle() } }
            }
        }
    }

    private func blue(_ shot: ClipSnapshot) throws -> CGRect {
        try #require(shot.views(ofType: "Color").first { $0.fill == [0, 122.0 / 255, 1, 1] }).frame
    }

    @Test func switchingTheLayoutMovesTheSubviewsWithTheAnimation() throws {
        let clip = Clip("any-layout", size: CGSize(width: 300, height: 200), duration: 2) { Switcher() }
            script: { Tap("Switch", at: 0.5) }
        let shots = try clip.snapshots(at: [0.4, 1.0, 1.6])
        let start = try blue(shots[0]), middle = try blue(shots[1]), end = try blue(shots[2])
        // Third in a column, then third in a row: half way at half time (linear).
        #expect(end.minX - start.minX > 20 && start.minY - end.minY > 20, "\(start) \(end)")
        #expect(abs(middle.minX - (start.minX + end.minX) / 2) < 0.01 && abs(middle.minY - (start.minY + end.minY) / 2) < 0.01,
                "\(start) \(middle) \(end)")
    }

    @Test func spacersInsideFollowTheWrappedStack() throws {
        let row = Clip("row", size: CGSize(width: 200, height: 100), duration: 0.5) {
            AnyLayout(HStackLayout()) { Color.red.frame(width: 10, height: 10); Spacer(); Color.blue.frame(width: 10, height: 10) }
        }
        let shot = try row.snapshot(at: 0.1)
        let colours = shot.views(ofType: "Color").map(\.frame)
        #expect(colours.count == 2 && colours[1].minX - colours[0].minX == 190, "\(colours)")
    }
}

/// `LayoutValueKey`: a custom layout reads the values its subviews give it.
@Suite struct LayoutValueTests {
    struct Column: LayoutValueKey { static let defaultValue = 0 }

    /// Puts each subview in the column (40 points wide) its value names.
    struct Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 120, height: 20) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for subview in subviews {
                subview.place(at: CGPoint(x: bounds.minX + 40 * CGFloat(subview[Column.self]), y: bounds.minY), proposal: .unspecified)
            }
        }
    }

    @Test func aLayoutReadsTheValuesItsSubviewsGive() throws {
        let clip = Clip("columns", size: CGSize(width: 200, height: 100), duration: 0.5) {
            Columns {
                Color.red.frame(width: 10, height: 10).layoutValue(key: Column.self, value: 2)
                Color.green.frame(width: 10, height: 10)
                ForEach(0..<1) { _ in Color.blue.frame(width: 10, height: 10).padding(0).layoutValue(key: Column.self, value: 1) }
            }
        }
        let xs = try clip.snapshot(at: 0.1).views(ofType: "Color").map(\.frame.minX)
        #expect(xs.count == 3 && xs[0] - xs[1] == 80 && xs[2] - xs[1] == 40, "\(xs)")
    }
}
