import Foundation

extension ViewGraph {
    /// Records the `preferredColorScheme` of `node` (nil: no preference) while it is in the tree.
    func prefer(_ scheme: ColorScheme?, from node: ViewNode) {
        colorSchemeRequests[ObjectIdentifier(node)] = (node.depth, scheme)
    }

    /// The appearance the root takes: the preference nearest the root, else the clip's.
    var preferredColorScheme: ColorScheme {
        colorSchemeRequests.values.filter { $0.scheme != nil }.min { $0.depth < $1.depth }?.scheme ?? baseColorScheme
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
