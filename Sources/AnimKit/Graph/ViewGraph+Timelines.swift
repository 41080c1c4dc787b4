import Foundation

/// Timelines: nodes whose content is built again at the dates of a schedule, as clip time moves.
extension ViewGraph {
    /// Remembers a timeline node (once).
    func registerTimeline(_ node: ViewNode) {
        if !timelines.contains(where: { $0.node === node }) { timelines.append(TimelineHandle(node: node)) }
    }

    /// A timeline's content asked to be built again (`invalidateTimelineContent()`).
    func noteTimelineInvalidated() { timelineInvalidated = true }

    /// The attached timelines, forgetting those that left the tree; leaving views (frozen) are left out.
    private var liveTimelineNodes: [ViewNode] {
        timelines.removeAll { $0.node?.isAttached != true }
        return timelines.compactMap(\.node)
    }

    /// Builds again, in one state-change cycle at `time`, the content of every timeline whose schedule has
    /// reached a new entry (no transaction: nothing animates unless a view inside asks).
    func updateTimelines(at time: Double) {
        guard !timelines.isEmpty || timelineInvalidated, runaway == nil else { return }
        timelineInvalidated = false
        let due = liveTimelineNodes.filter { $0.timelineCursor?.advance(to: time) == true }
        guard !due.isEmpty else { return }
        perform(at: time) {
            for node in due {
                if node.timelineCursor?.rebuildsContent == false { node.invalidateDrawing(transaction: Transaction()) } else { node.invalidate(transaction: Transaction()) }
            }
        }
    }

    /// Whether a timeline in the tree will update again (its clip is not over).
    var hasLiveTimelines: Bool {
        liveTimelineNodes.contains { node in node.timelineCursor.map { $0.isLive && $0.keepsClipAlive } ?? false }
    }
}

/// A weak reference to a timeline node.
struct TimelineHandle {
    weak var node: ViewNode?
}

extension ViewNode {
    /// Draws the node again at every frame from `start` to `end` (clip time) without building it again: for
    /// what it animates itself on the clip's clock (a fade after scrolling, a scroll transition's switch).
    func keepDrawing(from start: Double, until end: Double) {
        let entries = stride(from: start, through: end + 1e-9, by: 1.0 / 240).map(Clip.date(at:))
        timelineCursor(for: .explicit(entries)).rebuildsContent = false
    }
}
