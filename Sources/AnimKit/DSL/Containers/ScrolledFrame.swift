import Foundation

/// A frame laid out inside scroll views: where layout put it (unscrolled) and the scroll views whose content it
/// is in, outermost first. Where it is now follows the offsets those scroll views present, frame by frame, as
/// SwiftUI's geometry does while content scrolls.
///
///     let placed = graph.placedFrame(layoutFrame)
///     let y = placed.current.minY   // moves up as the content scrolls down
struct ScrolledFrame: Equatable {
    /// The frame in canvas points as laid out, with every scroll view at offset zero.
    let laidOut: CGRect
    /// The scroll views whose content holds the frame.
    let scrolls: [ScrollState]

    init(_ laidOut: CGRect, scrolls: [ScrollState] = []) {
        self.laidOut = laidOut
        self.scrolls = scrolls
    }

    /// The frame in canvas points now: laid out, less the offset each scroll view presents.
    var current: CGRect {
        guard !scrolls.isEmpty else { return laidOut }
        var dx: CGFloat = 0, dy: CGFloat = 0
        for state in scrolls {
            dx += state.presented.x
            dy += state.presented.y
        }
        return laidOut.offsetBy(dx: -dx, dy: -dy)
    }

    static func == (a: ScrolledFrame, b: ScrolledFrame) -> Bool {
        a.laidOut == b.laidOut && a.scrolls.count == b.scrolls.count && zip(a.scrolls, b.scrolls).allSatisfy { $0 === $1 }
    }
}

/// The names under which a scroll view offers its frame as a coordinate space (`.scrollView`, `.scrollView(axis:)`).
struct ScrollViewSpaceName: Hashable {
    /// The axis the scroll view must scroll along (nil: any).
    let axis: Axis?
}

/// Something placed inside a scroll view that must know when the content scrolls (a geometry reader building
/// its content from where it is, an `onGeometryChange`).
protocol ScrollFollower: AnyObject {
    /// The node it belongs to.
    var node: ViewNode? { get }
    /// Catches up with the scroll offsets presented now; true when the tree must be laid out again.
    func follow() -> Bool
}

extension ViewGraph {
    /// `frame`, laid out now, with the scroll views whose content is being placed.
    func placedFrame(_ frame: CGRect) -> ScrolledFrame { ScrolledFrame(frame, scrolls: enclosingScrolls) }

    /// The named coordinate spaces as placed now, where they are now.
    var currentSpaces: [AnyHashable: CGRect] { coordinateSpaces.mapValues(\.current) }

    /// Places a scroll view's content: its frame is the `.scrollView` coordinate space (and the axis one) for
    /// what is inside, whose frames then follow the offset it presents.
    func placingScrollContent(of state: ScrollState, frame: CGRect, axes: Axis.Set, _ place: () -> Void) {
        let names = [ScrollViewSpaceName(axis: nil)]
            + (axes.contains(.vertical) ? [ScrollViewSpaceName(axis: .vertical)] : [])
            + (axes.contains(.horizontal) ? [ScrollViewSpaceName(axis: .horizontal)] : [])
        let saved = names.map { coordinateSpaces[AnyHashable($0)] }
        let own = placedFrame(frame)
        for name in names { coordinateSpaces[AnyHashable(name)] = own }
        enclosingScrolls.append(state)
        place()
        enclosingScrolls.removeLast()
        for (name, old) in zip(names, saved) { coordinateSpaces[AnyHashable(name)] = old }
    }

    /// Keeps `follower` told of scrolling while it is inside a scroll view (`inside`), or forgets it.
    func noteScrollFollower(_ follower: ScrollFollower, for node: ViewNode, inside: Bool) {
        scrollFollowers[ObjectIdentifier(node)] = inside ? follower : nil
    }

    /// Tells the followers that the content scrolled; true when one changed the tree (lay out again).
    func followScrolls() -> Bool {
        var relayout = false
        for (id, follower) in scrollFollowers {
            guard let node = follower.node, node.isAttached else {
                scrollFollowers[id] = nil
                continue
            }
            if follower.follow() { relayout = true }
        }
        return relayout
    }
}
