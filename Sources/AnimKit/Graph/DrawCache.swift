import Foundation

/// What an item's subtree drew in a frame, kept to be drawn again: between two state changes, a subtree that
/// read no running animation and no clock draws the same display items whenever it is drawn in the same context.
///
/// The items of a layout pass live until the next layout, so a state change, which lays out again or begins a
/// new drawing epoch (`DrawCache.Ledger.epoch`), forgets every kept drawing; so does a change that only drawing reads
/// (a scroll view's presented offset, a button's press). Within an epoch only running
/// animations change what a view draws; an attribute that resolves while animating, a read of the graph's
/// clock during a pass, or a drawing that leaves more than display items behind (touch targets, inspected
/// views, presentations, named areas) makes the subtrees around it draw afresh.
///
///     // 10,000 squares, one in ten sliding: the 9,000 at rest are drawn from their kept items each frame.
///     ForEach(0..<10_000, id: \.self) { i in Rectangle().frame(width: 6, height: 6).offset(x: moved && i % 10 == 0 ? 3 : 0) }
enum DrawCache {
    /// The context a drawing was made in: the same key draws the same items.
    struct Key: Equatable {
        var epoch: Int
        var transform: CGAffineTransform
        var opacity: Double
        var colorScheme: ColorScheme
        var visibleScrollRect: CGRect?
        var visibleScrollAxis: Axis?
        var presentationProgress: Double
        var recedes: Bool
        var targetsSuppressed: Int
        var lastIdentifier: String?
    }

    /// What the context held before an item drew: to tell what the drawing added.
    struct Mark {
        let items: Int
        let targets: Int
        let contentShapes: Int
        let identifiedAreas: Int
        let presentations: Int
        let volatileReads: Int
    }

    /// A graph's counters for kept drawings: the drawing epoch and the reads that make drawings volatile.
    ///
    ///     graph.drawings.beginEpoch()   // a scroll view's presented offset changed: no kept drawing is reused
    struct Ledger {
        /// How many times drawing read something that changes from frame to frame within an epoch (a running
        /// animation, the clock): the drawings around such a read are not kept.
        private(set) var volatileReads = 0
        /// Counts state changes and the drawing-only changes that other views read (kept drawings are valid within one).
        private(set) var epoch = 0
        /// How many times an item's kept drawing was drawn again (for tests and benchmarks).
        var reused = 0
        /// Whether items keep what they drew for later frames (off: every frame is drawn afresh, for tests).
        var keepsDrawings = true

        /// Notes that drawing read something that changes without a state change (the drawings around are not kept).
        mutating func noteVolatileRead() { volatileReads &+= 1 }

        /// Begins a new epoch: no drawing kept so far is reused (a commit, a scroll view's new presented offset).
        mutating func beginEpoch() { epoch += 1 }
    }
}

/// What a container's children drew in a frame: the kept children's items one after another, and for each child
/// drawn, where its items are (kept children only) and whether its drawing was kept (`LayoutItem.renderKeeping`).
struct KeptChildren {
    struct Span {
        /// The child's place in the container's drawing order.
        let child: Int
        let range: Range<Int>
        let kept: Bool
        /// The last recorded accessibility identifier before and after the child drew.
        let identifierBefore: String?
        let identifierAfter: String?
    }

    let key: DrawCache.Key
    let items: [DisplayItem]
    let spans: [Span]
}

extension RenderContext {
    /// The key of drawings made now, or nil when this drawing cannot be kept or reused: outside a frame pass, while
    /// inspecting, or inside something that reads the drawing's context beyond the key (symbol effects, a text
    /// renderer, a glass container, a zoom source, a pending accessibility identifier).
    func drawCacheKey(_ graph: ViewGraph) -> DrawCache.Key? {
        // (`case .none` tests leave the optional existentials and closures uncopied.)
        guard case .frame? = graph.pass, !inspects, case .none = symbolLayerOpacity, symbolLayerPoses.isEmpty,
              symbolPoses.isEmpty, case .none = textRenderer, glassSinks.isEmpty, case .none = hiddenTransitionSource,
              case .none = pendingIdentifier else { return nil }
        return DrawCache.Key(epoch: graph.drawings.epoch, transform: transform, opacity: opacity, colorScheme: colorScheme,
                             visibleScrollRect: visibleScrollRect, visibleScrollAxis: visibleScrollAxis,
                             presentationProgress: presentationProgress, recedes: recedes,
                             targetsSuppressed: targetsSuppressed, lastIdentifier: lastIdentifier)
    }

    /// What the context holds now.
    func drawCacheMark(_ graph: ViewGraph) -> DrawCache.Mark {
        DrawCache.Mark(items: items.count, targets: targets.count, contentShapes: contentShapes.count,
                       identifiedAreas: identifiedAreas.count, presentations: presentations.count,
                       volatileReads: graph.drawings.volatileReads)
    }

    /// Whether what was drawn since `mark` is display items only, from nothing that changes within the epoch.
    func drewOnlyItems(since mark: DrawCache.Mark, _ graph: ViewGraph) -> Bool {
        graph.drawings.volatileReads == mark.volatileReads && items.count >= mark.items && targets.count == mark.targets
            && contentShapes.count == mark.contentShapes && identifiedAreas.count == mark.identifiedAreas
            && presentations.count == mark.presentations && pendingIdentifier == nil
    }
}
