import Foundation

/// A drawn frame of the graph: what to draw, the views as the inspector sees them, the touch targets.
struct GraphFrame {
    let displayList: DisplayList
    /// The views as the inspector lists them (nil when the frame was drawn without inspecting).
    let views: [ViewSnapshot]?
    let targets: [HitTarget]
    /// Where each `.accessibilityIdentifier` names a view (canvas coordinates), in drawing order.
    let identifiedAreas: [(identifier: String, frame: CGRect)]
}

/// A reference to the running graph that may sit in a task-local (the graph stays on its own thread).
final class GraphReference: @unchecked Sendable {
    let graph: ViewGraph
    init(_ graph: ViewGraph) { self.graph = graph }
}
