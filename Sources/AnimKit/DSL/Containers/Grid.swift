import Foundation

/// A table of views in rows and columns sized to their content — SwiftUI's `Grid`.
///
/// Each `GridRow` is a row; any other view is a row of its own across every column. A column is as wide
/// as its widest cell and a row as tall as its tallest (`gridCellColumns` spans columns; a cell with
/// `gridCellUnsizedAxes` takes the size of its column or row instead). Offered more than that, the grid
/// gives the extra to columns and rows whose cells grow (a `Color`). Cells sit by `gridCellAnchor`, else
/// their column's `gridColumnAlignment` and their row's alignment, else the grid's `alignment`.
///
///     Grid(alignment: .leading) {
///         GridRow { Text("Name"); Text(name) }
///         Divider().gridCellUnsizedAxes(.horizontal)
///         GridRow { Text("Born"); Text("1815") }
///     }
nonisolated public struct Grid<Content: View>: View {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid whose cells sit by `alignment`, `horizontalSpacing` between columns and `verticalSpacing`
    /// between rows (nil: 8).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        (self.alignment, self.horizontalSpacing, self.verticalSpacing, self.content) = (alignment, horizontalSpacing, verticalSpacing, content())
    }
}

/// A row of a `Grid`: each view is a cell — SwiftUI's `GridRow`.
nonisolated public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells sit by `alignment` vertically (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.stackAxis = .horizontal
        return [ChildSpec(0, content, inner)]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        [GridRowItem(node: node, cells: node.children.flatMap { $0.items() }, alignment: alignment)]
    }
}

/// A grid row's cells, placed by its grid.
final class GridRowItem: LayoutItem {
    let cells: [LayoutItem]
    let alignment: VerticalAlignment?

    init(node: ViewNode, cells: [LayoutItem], alignment: VerticalAlignment?) {
        self.cells = cells
        self.alignment = alignment
        super.init(node: node)
    }

    /// Set by the grid: where each cell goes and what it is offered, before the row is placed.
    var cellPlacements: [(point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = []

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeContent(proposal: ProposedViewSize) {
        for (cell, p) in zip(cells, cellPlacements) { cell.place(at: p.point, anchor: p.anchor, proposal: p.proposal) }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "GridRow") }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        context.descend("GridRow") { ctx in for cell in cells { cell.render(&ctx) } }
    }
}

/// A cell's grid settings, from the modifiers around it.
struct GridCellSettings {
    var columns = 1
    var anchor: UnitPoint?
    var unsized: Axis.Set = []
    var columnAlignment: HorizontalAlignment?

    static func of(_ item: LayoutItem) -> GridCellSettings {
        var settings = GridCellSettings()
        var current: LayoutItem? = item
        while let i = current {
            if let cell = i as? GridCellItem { settings = cell.apply(settings) }
            current = (i as? WrapperItem)?.inner
        }
        return settings
    }
}

/// A wrapper carrying one of a cell's grid settings.
final class GridCellItem: WrapperItem {
    let apply: (GridCellSettings) -> GridCellSettings

    init(node: ViewNode, inner: LayoutItem, apply: @escaping (GridCellSettings) -> GridCellSettings) {
        self.apply = apply
        super.init(node: node, inner: inner)
    }
}

/// Marks a grid cell with a setting.
struct GridCellModifier: ItemModifier {
    let apply: (GridCellSettings) -> GridCellSettings
    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        GridCellItem(node: node, inner: item, apply: apply)
    }
}

nonisolated extension View {
    /// Spans `count` columns of its grid row.
    ///
    ///     Text("Total").gridCellColumns(2)
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier { var s = $0; s.columns = max(1, count); return s })
    }

    /// Sits at `anchor` within its cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellModifier { var s = $0; s.anchor = anchor; return s })
    }

    /// Takes its column's width (row's height) along `axes` instead of sizing them.
    ///
    ///     Divider().gridCellUnsizedAxes(.horizontal)
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellModifier { var s = $0; s.unsized = axes; return s })
    }

    /// Aligns every cell of this cell's column horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellModifier { var s = $0; s.columnAlignment = guide; return s })
    }
}

extension Grid: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, content, environment.containerContent(axis: nil))]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        [GridLayoutItem(node: node, rows: node.children.flatMap { $0.items() }, alignment: alignment,
                        spacing: CGSize(width: horizontalSpacing ?? 8, height: verticalSpacing ?? 8))]
    }
}

/// The layout of a `Grid`.
final class GridLayoutItem: LayoutItem {
    let rows: [LayoutItem]
    let alignment: Alignment
    let spacing: CGSize

    init(node: ViewNode, rows: [LayoutItem], alignment: Alignment, spacing: CGSize) {
        (self.rows, self.alignment, self.spacing) = (rows, alignment, spacing)
        super.init(node: node)
    }

    /// A row's cells with their settings (a view outside `GridRow` is one cell across every column).
    private struct RowCells {
        let item: LayoutItem
        let row: GridRowItem?
        let cells: [(item: LayoutItem, settings: GridCellSettings, column: Int)]
    }

    private lazy var table: (rows: [RowCells], columns: Int) = {
        var result: [RowCells] = []
        var columns = 1
        for item in rows {
            guard let row = item.unwrapped(GridRowItem.self) else { result.append(RowCells(item: item, row: nil, cells: [(item, GridCellSettings.of(item), 0)])); continue }
            var column = 0
            let cells = row.cells.map { cell -> (LayoutItem, GridCellSettings, Int) in
                let settings = GridCellSettings.of(cell)
                defer { column += settings.columns }
                return (cell, settings, column)
            }
            columns = max(columns, column)
            result.append(RowCells(item: item, row: row, cells: cells))
        }
        return (result, columns)
    }()

    /// Column widths and row heights: the widest and tallest sized cells, grown to `proposal` where cells grow.
    private func measure(_ proposal: ProposedViewSize) -> (widths: [CGFloat], heights: [CGFloat]) {
        let (rows, count) = table
        var widths = [CGFloat](repeating: 0, count: count)
        var flexibleColumns = Set<Int>(), flexibleRows = Set<Int>()
        for row in rows {
            for cell in row.cells where !cell.settings.unsized.contains(.horizontal) {
                let span = row.row == nil ? count : min(cell.settings.columns, count - cell.column)
                let ideal = cell.item.sizeThatFits(.unspecified).width
                if cell.item.sizeThatFits(ProposedViewSize(width: ideal + 1000, height: nil)).width > ideal + 0.5 {
                    for c in cell.column..<(cell.column + span) { flexibleColumns.insert(c) }
                }
                if span == 1 { widths[cell.column] = max(widths[cell.column], ideal) }
            }
        }
        // Spanning cells widen their columns equally when they need more.
        for row in rows {
            for cell in row.cells where !cell.settings.unsized.contains(.horizontal) {
                let span = row.row == nil ? count : min(cell.settings.columns, count - cell.column)
                guard span > 1 else { continue }
                let range = cell.column..<(cell.column + span)
                let have = range.reduce(0) { $0 + widths[$1] } + CGFloat(span - 1) * spacing.width
                let need = cell.item.sizeThatFits(.unspecified).width
                if need > have { for c in range { widths[c] += (need - have) / CGFloat(span) } }
            }
        }
        if let w = proposal.width, !flexibleColumns.isEmpty {
            let extra = w - widths.reduce(0, +) - CGFloat(count - 1) * spacing.width
            if extra > 0 { for c in flexibleColumns { widths[c] += extra / CGFloat(flexibleColumns.count) } }
        }
        var heights: [CGFloat] = []
        for (r, row) in rows.enumerated() {
            var height: CGFloat = 0
            for cell in row.cells where !cell.settings.unsized.contains(.vertical) {
                let span = row.row == nil ? count : min(cell.settings.columns, count - cell.column)
                let width = (cell.column..<(cell.column + span)).reduce(0) { $0 + widths[$1] } + CGFloat(span - 1) * spacing.width
                let ideal = cell.item.sizeThatFits(ProposedViewSize(width: width, height: nil)).height
                if cell.item.sizeThatFits(ProposedViewSize(width: width, height: ideal + 1000)).height > ideal + 0.5 { flexibleRows.insert(r) }
                height = max(height, ideal)
            }
            heights.append(height)
        }
        if let h = proposal.height, !flexibleRows.isEmpty {
            let extra = h - heights.reduce(0, +) - CGFloat(max(0, heights.count - 1)) * spacing.height
            if extra > 0 { for r in flexibleRows { heights[r] += extra / CGFloat(flexibleRows.count) } }
        }
        return (widths, heights)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let (widths, heights) = measure(proposal)
        return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * spacing.width,
                      height: heights.reduce(0, +) + CGFloat(max(0, heights.count - 1)) * spacing.height)
    }

    override func placeContent(proposal: ProposedViewSize) {
        let (rows, count) = table
        let (widths, heights) = measure(ProposedViewSize(frame.size))
        var xs: [CGFloat] = [], x = frame.minX
        for w in widths { xs.append(x); x += w + spacing.width }
        // A column's alignment: the first `gridColumnAlignment` set in it.
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: count)
        for row in rows { for cell in row.cells where columnAlignment[cell.column] == nil { columnAlignment[cell.column] = cell.settings.columnAlignment } }
        var y = frame.minY
        for (row, height) in zip(rows, heights) {
            var placements: [(CGPoint, UnitPoint, ProposedViewSize)] = []
            for cell in row.cells {
                let span = row.row == nil ? count : min(cell.settings.columns, count - cell.column)
                let width = (cell.column..<(cell.column + span)).reduce(0) { $0 + widths[$1] } + CGFloat(span - 1) * spacing.width
                let box = CGRect(x: xs[cell.column], y: y, width: width, height: height)
                let h = columnAlignment[cell.column] ?? alignment.horizontal
                let v = row.row?.alignment ?? alignment.vertical
                let anchor = cell.settings.anchor ?? UnitPoint(x: VStackLayout.fraction(h), y: v == .top ? 0 : v == .bottom ? 1 : 0.5)
                let point = CGPoint(x: box.minX + anchor.x * box.width, y: box.minY + anchor.y * box.height)
                placements.append((point, anchor, ProposedViewSize(width: width, height: height)))
            }
            if let gridRow = row.row {
                gridRow.cellPlacements = placements
                row.item.place(at: CGPoint(x: frame.minX, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: frame.width, height: height))
            } else if let p = placements.first {
                row.item.place(at: p.0, anchor: p.1, proposal: p.2)
            }
            y += height + spacing.height
        }
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: "Grid") }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        context.descend("Grid") { ctx in for row in rows { row.render(&ctx) } }
    }
}
