import Foundation
import Testing
@testable import AnimKit

/// Grids: SwiftUI's column resolution (fixed, flexible with bounds, adaptive), cells row by row, and `Grid`.
@Suite struct GridTests {
    @Test func columnsResolveAsSwiftUIs() {
        func lengths(_ items: [GridItem], _ length: CGFloat) -> [CGFloat] { GridItem.resolve(items, in: length).map(\.length) }
        // Adaptive: as many 80-point columns as fit in 300 with 8 between: 3 of (300 − 16) / 3.
        let third: CGFloat = 284.0 / 3
        #expect(lengths([GridItem(.adaptive(minimum: 80))], 300) == [third, third, third])
        #expect(lengths([GridItem(.fixed(60)), GridItem(.flexible())], 300) == [60, 232])
        // A flexible column over its maximum keeps the maximum; the other takes the rest.
        #expect(lengths([GridItem(.flexible(maximum: 50)), GridItem(.flexible())], 300) == [50, 242])
        #expect(lengths([GridItem(.flexible(minimum: 200)), GridItem(.flexible())], 300) == [200, 92])
        #expect(lengths(Array(repeating: GridItem(spacing: 0), count: 3), 300) == [100, 100, 100])
    }

    private func shot(_ content: some View) throws -> ClipSnapshot {
        nonisolated(unsafe) let view = AnyView(content)
        return try Clip("grid", size: CGSize(width: 300, height: 400), fps: 30, duration: 1, content: { view }, script: { [] }).snapshots(at: [0])[0]
    }

    @Test func cellsFillTheColumnsRowByRow() throws {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 10) {
            ForEach(0..<5, id: \.self) { i in Color.blue.frame(height: i == 1 ? 60 : 40).accessibilityIdentifier("c\(i)") }
        }
        let s = try shot(VStack { grid; Spacer() })
        func frame(_ i: Int) throws -> CGRect { try #require(s.views(ofType: "Color").filter { $0.identifier == "c\(i)" }.first).frame }
        let w: CGFloat = 284.0 / 3
        let f = try (0..<5).map { try frame($0) }
        #expect(f[0].minX == 0)
        #expect(abs(f[1].minX - (w + 8)) < 0.001)
        #expect(abs(f[2].minX - 2 * (w + 8)) < 0.001)
        // Row 1 is as tall as its tallest cell (60); the others are centred in it. Row 2 starts 10 below.
        #expect(f[0].minY == 10 && f[1].minY == 0)
        #expect(f[3].minY == 70 && f[4].minX == f[1].minX)
    }

    @Test func aGridSizesColumnsToTheirWidestCell() throws {
        let grid = Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 4) {
            GridRow {
                Text("Name")
                Text("Ada Lovelace")
            }
            GridRow {
                Text("Born").gridColumnAlignment(.trailing)
                Text("1815")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("A note").gridCellColumns(2)
            }
        }
        let s = try shot(grid.fixedSize())
        let name = try #require(s.views(labelled: "Name").first).frame
        let born = try #require(s.views(labelled: "Born").first).frame
        let ada = try #require(s.views(labelled: "Ada Lovelace").first).frame
        let year = try #require(s.views(labelled: "1815").first).frame
        // Column 1 is as wide as "Name"; aligned trailing (set on "Born"), column 2 starts 10 after.
        #expect(abs(born.maxX - name.maxX) < 0.001)
        #expect(abs(ada.minX - name.maxX - 10) < 0.001)
        #expect(year.minX == ada.minX)
        #expect(abs(born.minY - name.maxY - 4) < 0.001)
        let note = try #require(s.views(labelled: "A note").first).frame
        // The first column's trailing alignment places the spanning note at the trailing edge of both columns.
        #expect(abs(note.maxX - ada.maxX) < 0.001)
    }
}
