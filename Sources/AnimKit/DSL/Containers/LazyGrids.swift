import Foundation

/// Views in rows across fixed, flexible or adaptive columns — SwiftUI's `LazyVGrid`.
///
/// The grid takes the width offered and resolves its columns in it (see `GridItem`); views fill the
/// columns row by row, each row as tall as its tallest cell, cells centred in their column unless its
/// item says otherwise. Section headers and footers take a row of their own (pinned with `pinnedViews`).
/// AnimKit builds every cell at once.
///
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 12) {
///         ForEach(photos) { PhotoCell($0) }
///     }
nonisolated public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid with `columns`, rows `spacing` apart (nil: 8).
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        (self.columns, self.alignment, self.spacing, self.pinnedViews, self.content) = (columns, alignment, spacing, pinnedViews, content())
    }
}

/// Views in columns across fixed, flexible or adaptive rows — SwiftUI's `LazyHGrid` (a `LazyVGrid` turned
/// on its side).
nonisolated public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid with `rows`, columns `spacing` apart (nil: 8).
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        (self.rows, self.alignment, self.spacing, self.pinnedViews, self.content) = (rows, alignment, spacing, pinnedViews, content())
    }
}

extension LazyVGrid: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, content, environment.containerContent(axis: nil))]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let cells = node.children.flatMap { $0.items() }
        let fraction: CGFloat = alignment == .leading ? 0 : alignment == .trailing ? 1 : 0.5
        let grid = LazyGridLayoutItem(node: node, cells: cells, tracks: columns, axis: .vertical, lineSpacing: spacing, alignment: fraction)
        return [PinnedSectionsItem.wrap(grid, node: node, children: cells, pins: pinnedViews, axis: .vertical)]
    }
}

extension LazyHGrid: PrimitiveView {
    func children(environment: EnvironmentValues) -> [ChildSpec] {
        [ChildSpec(0, content, environment.containerContent(axis: nil))]
    }

    func items(node: ViewNode) -> [LayoutItem] {
        let cells = node.children.flatMap { $0.items() }
        let fraction: CGFloat = alignment == .top ? 0 : alignment == .bottom ? 1 : 0.5
        let grid = LazyGridLayoutItem(node: node, cells: cells, tracks: rows, axis: .horizontal, lineSpacing: spacing, alignment: fraction)
        return [PinnedSectionsItem.wrap(grid, node: node, children: cells, pins: pinnedViews, axis: .horizontal)]
    }
}

/// The layout of a lazy grid along `axis` (`.vertical`: a `LazyVGrid`, tracks are columns and lines rows).
final class LazyGridLayoutItem: LayoutItem, SubviewContainerItem {
    let cells: [LayoutItem]
    var subviewItems: [LayoutItem] { cells }
    let tracks: [GridItem]
    let axis: Axis
    let lineSpacing: CGFloat
    /// Where the tracks sit across when they do not fill it: 0 leading/top … 1 trailing/bottom.
    let alignment: CGFloat

    init(node: ViewNode, cells: [LayoutItem], tracks: [GridItem], axis: Axis, lineSpacing: CGFloat?, alignment: CGFloat) {
        self.cells = cells
        self.tracks = tracks
        self.axis = axis
        self.lineSpacing = lineSpacing ?? GridItem.defaultSpacing
        self.alignment = alignment
        super.init(node: node)
    }

    /// A line of the grid: cells in tracks, or one section header or footer across.
    private enum Line { case cells([LayoutItem]), across(LayoutItem) }

    /// The cells layout arranges: all but the views leaving the tree, which keep where they were (as in stacks)
    /// instead of taking a cell and pushing the others on.
    private var liveCells: [LayoutItem] { cells.filter { !$0.isRemoved } }

    private func lines(trackCount: Int) -> [Line] {
        var lines: [Line] = [], run: [LayoutItem] = []
        for cell in liveCells {
            if let part = SectionPartItem.find(in: cell), part.role != .content {
                if !run.isEmpty { lines.append(.cells(run)); run = [] }
                lines.append(.across(cell))
                continue
            }
            run.append(cell)
            if run.count == max(1, trackCount) { lines.append(.cells(run)); run = [] }
        }
        if !run.isEmpty { lines.append(.cells(run)) }
        return lines
    }

    /// The length across (width of a vertical grid) from a proposal.
    private func across(_ p: ProposedViewSize) -> CGFloat? { axis == .vertical ? p.width : p.height }

    private func proposal(track: CGFloat?) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: track, height: nil) : ProposedViewSize(width: nil, height: track)
    }

    private func along(_ s: CGSize) -> CGFloat { axis == .vertical ? s.height : s.width }
    private func acrossOf(_ s: CGSize) -> CGFloat { axis == .vertical ? s.width : s.height }

    /// Resolved tracks and each line's length along the grid.
    private func measure(_ length: CGFloat?) -> (tracks: [GridItem.Track], lines: [Line], lengths: [CGFloat], width: CGFloat) {
        // Unbounded across: each non-fixed track as wide as the widest cell (measured once).
        let widest = length == nil ? liveCells.map { acrossOf($0.sizeThatFits(.unspecified)) }.max() ?? 0 : 0
        let available = length ?? tracks.reduce(0) { sum, item in
            if case .fixed(let l) = item.size { return sum + l + (item.spacing ?? GridItem.defaultSpacing) }
            return sum + widest + (item.spacing ?? GridItem.defaultSpacing)
        }
        let resolved = GridItem.resolve(tracks, in: available)
        let lines = self.lines(trackCount: resolved.count)
        let lengths = lines.map { line -> CGFloat in
            switch line {
            case .cells(let row): return zip(row, resolved).map { along($0.sizeThatFits(proposal(track: $1.length))) }.max() ?? 0
            case .across(let item): return along(item.sizeThatFits(proposal(track: available)))
            }
        }
        return (resolved, lines, lengths, available)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let m = measure(across(proposal))
        let total = m.lengths.reduce(0, +) + lineSpacing * CGFloat(max(0, m.lengths.count - 1))
        return axis == .vertical ? CGSize(width: m.width, height: total) : CGSize(width: total, height: m.width)
    }

    override func placeContent(proposal: ProposedViewSize) {
        let size = frame.size
        let m = measure(acrossOf(size))
        let used = m.tracks.reduce(0) { $0 + $1.length } + m.tracks.dropLast().reduce(0) { $0 + $1.spacing }
        let start = (acrossOf(size) - used) * alignment
        var position: CGFloat = 0
        for (line, length) in zip(m.lines, m.lengths) {
            switch line {
            case .across(let item):
                place(item, across: 0, width: acrossOf(size), along: position, length: length, alignment: .center, offer: m.width)
            case .cells(let row):
                var offset = start
                for (cell, track) in zip(row, m.tracks) {
                    place(cell, across: offset, width: track.length, along: position, length: length, alignment: track.alignment, offer: track.length)
                    offset += track.length + track.spacing
                }
            }
            position += length + lineSpacing
        }
        for cell in cells where cell.isRemoved { cell.placeRemoved() }
    }

    /// Places `item` in the cell at `across`/`along` (from the grid's origin), aligned by `alignment`.
    private func place(_ item: LayoutItem, across: CGFloat, width: CGFloat, along: CGFloat, length: CGFloat, alignment: Alignment, offer: CGFloat) {
        let cell = axis == .vertical
            ? CGRect(x: frame.minX + across, y: frame.minY + along, width: width, height: length)
            : CGRect(x: frame.minX + along, y: frame.minY + across, width: length, height: width)
        let anchor = UnitPoint(x: VStackLayout.fraction(alignment.horizontal), y: alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 1 : 0.5)
        let point = CGPoint(x: cell.minX + anchor.x * cell.width, y: cell.minY + anchor.y * cell.height)
        item.place(at: point, anchor: anchor, proposal: proposal(track: offer))
    }

    override var inspection: InspectionInfo? { InspectionInfo(type: axis == .vertical ? "LazyVGrid" : "LazyHGrid") }

    override func draw(_ context: inout RenderContext) {
        context.record(self)
        let ordered = cells.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
        context.descend(axis == .vertical ? "LazyVGrid" : "LazyHGrid") { ctx in
            for cell in ordered where !LazyCulling.skips(cell, in: ctx) { cell.render(&ctx) }
        }
    }
}
