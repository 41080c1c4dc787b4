import Foundation
import Testing
@testable import AnimKit

/// Kept drawings (`DrawCache`): frames drawn from what items kept equal frames drawn afresh, and views at rest are
/// not drawn again while others animate.
@Suite struct DrawCacheTests {
    /// 40 squares in rows of 10; every fourth slides 40 points with a linear second, started on appear.
    nonisolated struct Grid: View {
        @State private var moved = false
        var body: some View {
            VStack(spacing: 2) {
                ForEach(0..<4, id: \.self) { row in
                    HStack(spacing: 2) {
                        ForEach(0..<10, id: \.self) { column in
                            Rectangle()
                                .fill(column == 0 ? .red : .blue)
                                .frame(width: 10, height: 10)
                                .offset(x: moved && (row * 10 + column) % 4 == 0 ? 40 : 0)
                        }
                    }
                }
            }
            .animation(.linear(duration: 1), value: moved)
            .onAppear { moved = true }
        }
    }

    /// The x of every red square's fill in `list` (the first column: squares 0 and 20 move, 10 and 30 stay).
    private func redXs(_ list: DisplayList) -> [Double] {
        var xs: [Double] = []
        func walk(_ items: [DisplayItem], dx: Double) {
            for item in items {
                switch item {
                case .shape(.rect(let r), _, .color(let c)) where c == .red: xs.append(r.minX + dx)
                case .group(let g): walk(g.children, dx: dx + g.transform.tx)
                default: break
                }
            }
        }
        walk(list.items, dx: 0)
        return xs
    }

    @Test func squaresAtRestAreNotDrawnAgainWhileOthersSlide() throws {
        let graph = ViewGraph(root: Grid(), canvas: CGSize(width: 200, height: 100), measurer: try CairoTextMeasurer())
        graph.perform(at: 0) {}
        let start = redXs(graph.render(at: 0).displayList)
        #expect(start.count == 4)
        var reused = 0
        for k in 1...30 {
            let t = Double(k) / 60
            let before = graph.drawings.reused
            let list = graph.render(at: t).displayList
            reused = graph.drawings.reused - before
            // Squares 0 and 20 are `t` of the way to 40 points right; 10 and 30 stay.
            let xs = redXs(list)
            #expect(xs.count == 4)
            if xs.count == 4 {
                #expect(abs(xs[0] - (start[0] + 40 * t)) < 1e-3 && abs(xs[2] - (start[2] + 40 * t)) < 1e-3, "t=\(t): \(xs)")
                #expect(xs[1] == start[1] && xs[3] == start[3], "t=\(t): \(xs)")
            }
            // What the items kept is what drawing afresh gives.
            graph.drawings.keepsDrawings = false
            #expect(list == graph.render(at: t).displayList, "t=\(t)")
            graph.drawings.keepsDrawings = true
        }
        // From the third frame on, the 30 squares at rest come from what they kept.
        #expect(reused >= 30, "\(reused) drawings reused in the last frame")
    }
}
