import Foundation

extension ViewGraph {
    /// The appearance of a graph's root: the clip's, unless a view in the tree prefers another.
    struct Appearance {
        /// The appearance the clip asks for.
        var base = ColorScheme.light
        /// The `preferredColorScheme` of each node in the tree that has one, with the node's depth.
        var requests: [ObjectIdentifier: (depth: Int, scheme: ColorScheme?)] = [:]
        /// The clip's background: drawn again under the views when the root's appearance is not the light one and
        /// the background adapts (the system background turns black).
        var canvasBackground = Color.white
    }

    /// Records the `preferredColorScheme` of `node` (nil: no preference) while it is in the tree.
    func prefer(_ scheme: ColorScheme?, from node: ViewNode) {
        appearance.requests[ObjectIdentifier(node)] = (node.depth, scheme)
    }

    /// The appearance the root takes: the preference nearest the root, else the clip's.
    var preferredColorScheme: ColorScheme {
        appearance.requests.values.filter { $0.scheme != nil }.min { $0.depth < $1.depth }?.scheme ?? appearance.base
    }

    /// Gives the root the preferred appearance when it changed; the whole tree is built again with it (as a
    /// trait change rebuilds every view reading it in SwiftUI). Returns whether it changed.
    func adoptPreferredColorScheme() -> Bool {
        let scheme = preferredColorScheme
        guard root.environment.colorScheme != scheme else { return false }
        var environment = root.environment
        environment.colorScheme = scheme
        root.update(view: root.view, environment: environment, force: true)
        return true
    }
}
