import Foundation

/// The views sharing one matched-geometry id in one namespace, and the shared frame they follow.
///
/// The shared frame is the source's anchor point (canvas coordinates) and size. It lives in one animatable
/// attribute that moves to whichever view is the source: when the source changes in a commit, the attribute
/// animates from the previous source's frame to the new one with the new source's transaction (combining
/// with an animation still running, as any attribute does); while it animates every member, the source too,
/// is laid out at the presented frame — so the layout is redone at each frame.
final class MatchedGeometryGroup {
    typealias FrameData = AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>

    private struct Member {
        weak var node: ViewNode?
        var isSource: Bool
        var pass: Int
    }

    /// Members, the latest source first, then the latest to join.
    private var order: [ObjectIdentifier] = []
    private var members: [ObjectIdentifier: Member] = [:]
    /// The shared frame's attribute (kept in the source node's attributes while it is the source).
    private var attribute: AnimatableAttribute<FrameData>?
    private weak var attributeHolder: ViewNode?
    private var resolvedPass = -1
    private var source: ObjectIdentifier?
    /// What members placed before the source read in this pass (to notice a stale read), and whether one
    /// found no shared frame yet.
    private var readInPass: FrameData?
    private var followerWaited = false
    /// Where the attribute sits in the source node's attributes.
    let attributeKey = AttributeKey(slot: .layout, part: ObjectIdentifier(MatchedGeometryGroup.self))

    /// Records that `node` is in the group in layout pass `pass` (a view joining goes first).
    func join(_ node: ViewNode, isSource: Bool, pass: Int) {
        let id = ObjectIdentifier(node)
        if members[id]?.node !== node {
            order.removeAll { $0 == id }
            order.insert(id, at: 0)
        }
        members[id] = Member(node: node, isSource: isSource, pass: pass)
    }

    /// Chooses the source for `pass` once: the first member, in order, that is a source and is not leaving.
    private func resolveSource(pass: Int) {
        guard resolvedPass != pass else { return }
        resolvedPass = pass
        readInPass = nil
        followerWaited = false
        order.removeAll { members[$0]?.pass != pass || members[$0]?.node == nil }
        members = members.filter { order.contains($0.key) }
        if let index = order.firstIndex(where: { id in
            guard let m = members[id], let node = m.node else { return false }
            return m.isSource && !node.isLeavingTree
        }) {
            order.insert(order.remove(at: index), at: 0)
            source = order[0]
        } else {
            source = nil
        }
    }

    /// The frame `node` is laid out in for this pass, given the frame its parent placed it in: nil to keep its
    /// own (it is the source and the group is not animating, or the group has no source).
    func sharedFrame(for node: ViewNode, ownFrame: CGRect, anchor: UnitPoint) -> (anchorPoint: CGPoint, size: CGSize)? {
        let graph = node.graph
        resolveSource(pass: graph.layoutPassNumber)
        guard let source else { return nil }
        guard source == ObjectIdentifier(node) else {
            // A follower: the shared frame as presented now (the source may not have been placed yet).
            guard let attribute, let pass = graph.pass else {
                followerWaited = true
                return nil
            }
            attribute.advance(to: pass.time)
            let data = attribute.value.presented
            readInPass = data
            return MatchedGeometryGroup.frame(data)
        }
        let model = MatchedGeometryGroup.data(ownFrame, anchor: anchor)
        guard let pass = graph.pass else { return nil }
        let current: AnimatableAttribute<FrameData>
        if let attribute {
            current = attribute
            if attributeHolder !== node {
                // The source changed: the attribute moves to the new source; in a commit it animates from the
                // previous source's frame with the new source's transaction.
                attributeHolder?.attributes[attributeKey] = nil
                node.attributes[attributeKey] = attribute
                attributeHolder = node
                _ = attribute.resolve(model, pass: pass, node: node, slot: .layout)
            } else {
                // The same source moved: the shared frame follows it (a running animation keeps its offset).
                _ = attribute.resolve(model, pass: .frame(time: pass.time), node: node, slot: .layout)
            }
        } else {
            current = AnimatableAttribute(model)
            attribute = current
            node.attributes[attributeKey] = current
            attributeHolder = node
        }
        let presented = current.value.presented
        if followerWaited || readInPass.map({ $0 != presented }) == true { graph.noteMatchedGeometryStale() }
        followerWaited = false
        readInPass = presented
        return current.isAnimating ? MatchedGeometryGroup.frame(presented) : nil
    }

    private static func data(_ frame: CGRect, anchor: UnitPoint) -> FrameData {
        FrameData(AnimatablePair(frame.minX + anchor.x * frame.width, frame.minY + anchor.y * frame.height),
                  AnimatablePair(frame.width, frame.height))
    }

    private static func frame(_ data: FrameData) -> (anchorPoint: CGPoint, size: CGSize) {
        (CGPoint(x: data.first.first, y: data.first.second), CGSize(width: max(0, data.second.first), height: max(0, data.second.second)))
    }
}

/// The item of a matched view: measured and placed by its parent as itself, its content laid out in the
/// group's shared frame.
final class MatchedGeometryItem: WrapperItem {
    let group: MatchedGeometryGroup
    let modifier: MatchedGeometryModifier

    init(node: ViewNode, inner: LayoutItem, group: MatchedGeometryGroup, modifier: MatchedGeometryModifier) {
        self.group = group
        self.modifier = modifier
        super.init(node: node, inner: inner)
    }

    override func placeContent(proposal: ProposedViewSize) {
        let own = frame
        guard let shared = group.sharedFrame(for: node, ownFrame: own, anchor: modifier.anchor) else {
            inner.place(at: own.origin, anchor: .topLeading, proposal: proposal)
            return
        }
        let properties = modifier.properties
        let innerProposal = properties.contains(.size) ? ProposedViewSize(shared.size) : proposal
        let size = properties.contains(.size) ? inner.sizeThatFits(innerProposal) : own.size
        let origin = properties.contains(.position)
            ? CGPoint(x: shared.anchorPoint.x - modifier.anchor.x * size.width, y: shared.anchorPoint.y - modifier.anchor.y * size.height)
            : own.origin
        inner.place(at: origin, anchor: .topLeading, proposal: innerProposal)
    }
}

/// The item of a `.geometryGroup()`: its content is placed in the item's own space (origin at zero) and drawn
/// translated to the item's presented frame, so the content's own animations are relative to it.
final class GeometryGroupItem: WrapperItem {
    override func placeContent(proposal: ProposedViewSize) {
        inner.place(at: .zero, anchor: .topLeading, proposal: proposal)
    }

    override func draw(_ context: inout RenderContext) {
        let origin = frame.origin
        context.group(transform: CGAffineTransform(translationX: origin.x, y: origin.y)) { inner.render(&$0) }
    }
}

extension ViewNode {
    /// Whether this node or an ancestor is leaving the tree (running its removal transition).
    var isLeavingTree: Bool {
        var node: ViewNode? = self
        while let n = node {
            if n.transitionState?.isRemoved == true { return true }
            node = n.parent
        }
        return false
    }
}

extension ViewGraph {
    /// The matched-geometry group for `key` (made on first use).
    func matchedGeometryGroup(_ key: MatchedGeometryKey) -> MatchedGeometryGroup {
        if let group = matchedGroups[key] { return group }
        let group = MatchedGeometryGroup()
        matchedGroups[key] = group
        return group
    }

    /// A matched view was laid out with a shared frame its source changed later in the same pass.
    func noteMatchedGeometryStale() { matchedGeometryStale = true }
}
