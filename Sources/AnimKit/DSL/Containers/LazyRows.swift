import Foundation

/// The rows a `ForEach` in a lazy stack has built (and the views of a lazy stack's `ViewBuilder` block, for a view
/// after a `ForEach`). SwiftUI's lazy stacks build their subviews as they come into the scroll view's view and
/// estimate the length of the others from the ones they measured; so does AnimKit.
///
/// The built rows are a prefix: the first `built` elements, enough to reach the end of the visible part of the
/// scroll view, so every built row stands exactly where it would in a full layout. The elements after them are
/// one placeholder item (`LazyRowsItem`), as long as the built rows' average pitch (a row and the spacing after
/// it) times their count: rows of one height give the exact length. A row is built, and its `onAppear` runs, in
/// the frame whose visible part first reaches where the estimate puts it. A row once built stays built.
///
///     // The first frame builds the rows in view (and measures them); scrolling builds the next ones.
///     ScrollView { LazyVStack { ForEach(0..<10_000, id: \.self) { Text("Row \($0)").frame(height: 44) } } }
final class LazyRows {
    weak var node: ViewNode?
    /// How many elements, from the first, are built.
    private(set) var built = 0
    /// How many elements the `ForEach` has.
    private(set) var count = 0
    /// Whether every element is built: the placeholder was not placed directly in a lazy stack inside a scroll
    /// view along its axis (`ForEach(…).padding()`, a stack outside a scroll view), where SwiftUI builds all.
    private(set) var eager = false
    /// The built rows' average length along the axis, each with the spacing after it (nil: none measured yet).
    private(set) var pitch: CGFloat?
    /// The spacing the stack puts between the last built row and the placeholder.
    private(set) var gap: CGFloat = 0
    /// Whether the element at an index builds rows lazily itself (a `ForEach` among a lazy stack's views): the views
    /// after it wait until the visible part reaches the end of its rows.
    var buildsLazily: (Int) -> Bool = { _ in false }
    /// The index of an element by its id, among all of them (a `scrollTo` to a row not built yet).
    var indexOf: (AnyHashable) -> Int? = { _ in nil }
    /// The placeholder of the latest layout and the pass that placed it.
    private weak var placeholder: LazyRowsItem?
    private var placedPass = -1

    /// How many rows are built before any is measured: one, measured, then the rows that fill the view follow in
    /// the next round.
    static let firstBatch = 1

    /// Whether the elements are alike, so the built ones' average pitch estimates the others (a `ForEach`'s); else
    /// each is taken as `assumedPitch` (a lazy stack's other views, after a `ForEach` or between two).
    let measuresPitch: Bool

    init(node: ViewNode, measuresPitch: Bool) {
        self.node = node
        self.measuresPitch = measuresPitch
    }

    /// The layout items of a node whose children are built lazily: the built children's, then a placeholder for
    /// the others.
    static func items(of node: ViewNode) -> [LayoutItem] {
        let rows = node.children.flatMap { $0.items() }
        guard node.environment.lazyStackAxis != nil, let lazy = node.existing(LazyRows.self), lazy.built < lazy.count else { return rows }
        return rows + [LazyRowsItem(node: node, rows: rows, remaining: lazy.count - lazy.built, lazyRows: lazy)]
    }

    /// How many elements to build now, of `count`: the prefix built before, grown to keep the rows built before
    /// whose index moved (`keptIndices`: their indices in the new data).
    func settle(count: Int, keptIndices: [Int]) -> Int {
        self.count = count
        if eager { built = count }
        built = min(count, max(built, (keptIndices.max() ?? -1) + 1))
        return built
    }

    /// Whether the latest layout, pass `pass`, placed a placeholder for these rows.
    func isPlaced(in pass: Int) -> Bool { placedPass == pass && placeholder != nil }

    /// The placeholder for the elements not built, placed in the current layout pass.
    func notePlaced(_ item: LazyRowsItem, pass: Int) {
        placeholder = item
        placedPass = pass
    }

    /// The placeholder's length along its axis for `remaining` elements.
    func estimatedLength(remaining: Int) -> CGFloat {
        max(0, CGFloat(remaining) * (pitch ?? LazyRows.assumedPitch) - gap)
    }

    /// A row's length assumed before any is measured.
    static let assumedPitch: CGFloat = 44

    /// Measures the built rows and builds the elements the visible part now reaches; true when the tree must be laid
    /// out again (rows were built, or the estimate changed).
    func catchUp(pass: Int) -> Bool {
        guard placedPass == pass, let item = placeholder, let node else { return false }
        var relayout = false
        let axis = item.axis
        func lo(_ r: CGRect) -> CGFloat { axis == .vertical ? r.minY : r.minX }
        func hi(_ r: CGRect) -> CGFloat { axis == .vertical ? r.maxY : r.maxX }
        // (Only the first and last built rows are read: this runs after every frame.)
        let first = item.cellFrames?.first ?? item.rows.first?.layoutFrame
        let last = item.cellFrames?.last ?? item.rows.last?.layoutFrame
        if built > 0, let first, let last {
            let gap = lo(item.layoutFrame) - hi(last)
            let pitch = measuresPitch ? (hi(last) - lo(first) + gap) / CGFloat(built) : nil
            if pitch != self.pitch || gap != self.gap {
                (self.pitch, self.gap) = (pitch, gap)
                relayout = true
            }
        }
        let remaining = count - built
        guard remaining > 0 else { return relayout }
        var wanted = 0
        if item.lazyStack == nil || item.scroll == nil {
            eager = true
            wanted = remaining
        } else if let scroll = item.scroll {
            let visibleEnd = hi(scroll.windowFrame.current)
            let start = lo(item.placed.current)
            if start < visibleEnd {
                let pitch = measuresPitch ? self.pitch : LazyRows.assumedPitch
                wanted = pitch.map { Int(((visibleEnd - start) / max($0, 1)).rounded(.up)) } ?? LazyRows.firstBatch
            }
        }
        guard wanted > 0 else { return relayout }
        var target = min(count, built + max(1, wanted))
        if let lazy = (built..<target).first(where: buildsLazily) { target = lazy + 1 }
        built = target
        // Rows a state change inserted in view come in through their transitions, as in a full layout; rows the
        // scrolling reaches, and those of a list or stack that appears, just appear.
        if case .commit? = node.graph.pass, node.changedInCurrentCycle, node.mountedCycle < node.graph.cycle {
            node.rebuild(force: false)
        } else {
            node.buildingMore { node.rebuild(force: false) }
        }
        return true
    }

    /// Where the element at `index` (not built) is estimated to be, in canvas coordinates as laid out.
    func estimatedFrame(ofIndex index: Int) -> CGRect? {
        guard let item = placeholder else { return nil }
        return estimatedFrame(ofIndex: index, after: item)
    }

    /// Where the element at `index` (not built) is estimated to be, in `item`, the placeholder.
    func estimatedFrame(ofIndex index: Int, after item: LazyRowsItem) -> CGRect? {
        guard index >= built, index < count else { return nil }
        let pitch = self.pitch ?? LazyRows.assumedPitch
        let along = CGFloat(index - built) * pitch, length = max(0, pitch - gap)
        let f = item.layoutFrame
        return item.axis == .vertical ? CGRect(x: f.minX, y: f.minY + along, width: f.width, height: length)
                                      : CGRect(x: f.minX + along, y: f.minY, width: length, height: f.height)
    }
}

/// A view that passes the lazy-rows mark on to its content: a lazy container (which sets it), and a `Section`, whose
/// rows are the container's rows.
protocol LazyRowsPassing: PrimitiveView {}

extension LazyRowsPassing {
    static var rolePassesLazyRows: Bool { true }
}

/// A container whose content builds its rows lazily (`LazyVStack`, `LazyHStack`, `List`).
protocol LazyRowsContainer: LazyRowsPassing {}

extension LazyVStack: LazyRowsContainer {}
extension LazyHStack: LazyRowsContainer {}
extension List: LazyRowsContainer {}
extension Section: LazyRowsPassing {}

/// A view that builds its rows lazily when it is directly in a lazy stack (`ForEach`).
protocol LazyRowsSource {}

/// The elements of a lazy `ForEach` not built yet: as long as their estimated rows, drawing nothing.
final class LazyRowsItem: LayoutItem {
    let rows: [LayoutItem]
    let remaining: Int
    let lazyRows: LazyRows
    /// The lazy stack it was placed directly in (nil: it is elsewhere, and every element is built).
    weak var lazyStack: ViewNode?
    var axis: Axis = .vertical
    /// In a list: the cells of the rows built before it, which measure the rows (the placeholder then takes the
    /// length the list gives it).
    var cellFrames: [CGRect]?
    /// The scroll view along the axis whose content holds it, and where it was placed.
    private(set) var scroll: ScrollState?
    private(set) var placed = ScrolledFrame(.zero)

    init(node: ViewNode, rows: [LayoutItem], remaining: Int, lazyRows: LazyRows) {
        (self.rows, self.remaining, self.lazyRows) = (rows, remaining, lazyRows)
        super.init(node: node)
    }

    /// `items`, a lazy stack's children, with the placeholders among them (also those of its sections' rows) told
    /// they are its own.
    static func adopt(_ items: [LayoutItem], stack: ViewNode, axis: Axis) -> [LayoutItem] {
        for item in items {
            guard let placeholder = placeholder(in: item) else { continue }
            placeholder.lazyStack = stack
            placeholder.axis = axis
        }
        return items
    }

    /// The placeholder a container's item is: the item itself, or a section's rows not built yet.
    static func placeholder(in item: LayoutItem) -> LazyRowsItem? {
        item as? LazyRowsItem ?? ((item as? SectionPartItem)?.inner as? LazyRowsItem)
    }

    /// Whether `row`, a container's item, is one of the built rows before this placeholder.
    func follows(_ row: LayoutItem) -> Bool {
        builtRows.contains(ObjectIdentifier((row as? SectionPartItem)?.inner ?? row))
    }

    /// `rows`, by identity (a list asks `follows` of each of its rows).
    private lazy var builtRows = Set(rows.map(ObjectIdentifier.init))

    /// Where the elements not built are estimated to be, in order (the scroll targets of a `scrollTargetLayout()`).
    var estimatedFrames: [CGRect] {
        (lazyRows.count - remaining..<lazyRows.count).compactMap { lazyRows.estimatedFrame(ofIndex: $0, after: self) }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if cellFrames != nil, let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let length = lazyRows.estimatedLength(remaining: remaining)
        return axis == .vertical ? CGSize(width: 0, height: length) : CGSize(width: length, height: 0)
    }

    override func placeContent(proposal: ProposedViewSize) {
        let graph = node.graph
        placed = graph.placedFrame(layoutFrame)
        scroll = graph.enclosingScrolls.last { $0.axes.contains(axis == .vertical ? .vertical : .horizontal) }
        lazyRows.notePlaced(self, pass: graph.layoutPassNumber)
        graph.lazyRowSets[ObjectIdentifier(lazyRows)] = lazyRows
        if case .commit? = graph.pass, let state = graph.scrollContents.last { state.noteLazyRows(lazyRows) }
    }
}

extension ViewGraph {
    /// Builds the rows of lazy stacks that the visible parts of their scroll views now reach (`LazyRows`); true when
    /// the tree must be laid out again.
    func catchUpLazyRows() -> Bool {
        guard !lazyRowSets.isEmpty else { return false }
        var changed = false
        for (id, rows) in lazyRowSets {
            // Rows whose latest layout had no placeholder (all built, or gone) leave until a placeholder is placed again.
            guard rows.node != nil, rows.isPlaced(in: layoutPassNumber) else {
                lazyRowSets[id] = nil
                continue
            }
            if rows.catchUp(pass: layoutPassNumber) { changed = true }
        }
        return changed
    }

    /// Tells what follows scrolling that the content moved as drawn (`followScrolls`, `catchUpLazyRows`); true when
    /// the tree changed and must be laid out and drawn again.
    func followsScrolls() -> Bool {
        let readers = !scrollFollowers.isEmpty && followScrolls()
        return catchUpLazyRows() || readers
    }

    /// Rounds of building lazy rows and laying out again in one pass (each round builds what the estimate says the
    /// visible part reaches; rows of very different lengths may need a few).
    static let lazyRoundLimit = 12

    /// Lays out, then builds the lazy rows the layout shows are needed and lays out again, a few rounds at most.
    func layoutBuildingLazyRows() -> LayoutItem {
        var top = layout()
        var rounds = 0
        while rounds < ViewGraph.lazyRoundLimit, catchUpLazyRows() {
            rounds += 1
            top = layout()
        }
        return top
    }
}

extension EnvironmentValues {
    /// The axis of the lazy stack whose rows a `ForEach` here makes (nil: not directly in one).
    var lazyStackAxis: Axis? {
        get { self[LazyStackAxisKey.self] }
        set { self[LazyStackAxisKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// What a lazy stack's content sees: a `ForEach` directly inside builds its rows lazily.
    func lazyContent(axis: Axis) -> EnvironmentValues {
        var inner = self
        inner.lazyStackAxis = axis
        return inner
    }
}

private struct LazyStackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }
