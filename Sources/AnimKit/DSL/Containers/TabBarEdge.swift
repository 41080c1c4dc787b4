import Foundation

/// How a tab bar follows the scroll view above it, as UIKit's does since iOS 15: at the content's bottom edge
/// (a list that ends above the bar, a screen that does not scroll, a scroll view scrolled to its end) the bar
/// has no background and no hairline; once content runs on under the bar it takes its material and hairline,
/// over the first 10 points.
///
/// Each vertical scroll view in a tab whose bottom reaches the bar reports itself while the tab is laid out;
/// the bar reads the latest one of the tab it shows when it is drawn (after the content, so it follows a
/// scroll frame by frame).
final class TabBarEdge {
    private struct Candidate {
        weak var node: ViewNode?
        let state: ScrollState
        let bottom: CGFloat
    }

    private var candidates: [Candidate] = []

    /// Forgets the scroll views of the previous layout (called before the tabs are placed again).
    func reset() { candidates.removeAll() }

    /// Records a vertical scroll view laid out in a tab, with the bottom of its frame.
    func adopt(_ state: ScrollState, node: ViewNode, bottom: CGFloat) {
        candidates.append(Candidate(node: node, state: state, bottom: bottom))
    }

    /// How far the tab bar shows its background (0 at the scroll edge, 1 once content is 10 points under it),
    /// for the tab whose root node is `tab` and a bar whose top is at `barTop`.
    func backgroundOpacity(tab: ViewNode, barTop: CGFloat) -> Double {
        guard let edge = candidates.last(where: { $0.bottom >= barTop - 0.5 && $0.node.map { $0.isInside(tab) } == true }) else { return 0 }
        let state = edge.state
        let under = state.contentSize.height - state.presented.y - state.viewport.height
        return Double(min(max(under / 10, 0), 1))
    }
}

extension ViewNode {
    /// The scroll edge a tab view's bar follows (one per tab view).
    var tabBarEdge: TabBarEdge { stored { TabBarEdge() } }
}

private struct TabBarEdgeKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: TabBarEdge? = nil }

extension EnvironmentValues {
    /// The tab bar whose background follows the view's scroll view, when the view is in a tab.
    var tabBarEdge: TabBarEdge? {
        get { self[TabBarEdgeKey.self] }
        set { self[TabBarEdgeKey.self] = newValue }
    }
}
