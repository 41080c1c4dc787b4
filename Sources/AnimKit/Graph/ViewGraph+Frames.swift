import Foundation

/// Frames: the state drawn at a frame's time, reusing the placed items while only drawing animates and the whole
/// frame while nothing does.
///
///     let frame = graph.render(at: 0.5)   // lays out only if layout animates; draws what moves
extension ViewGraph {
    /// Lays out and draws the state at `time` (the latest frame is kept while nothing animates);
    /// `inspecting` lists the views for the inspector too.
    func render(at time: Double, inspecting: Bool = false) -> GraphFrame {
        // Code run while drawing (a geometry effect's `DispatchQueue.main.async`) schedules on this graph.
        var frame: GraphFrame!
        withCurrent { frame = renderFrame(at: time, inspecting: inspecting) }
        return frame
    }

    private func renderFrame(at time: Double, inspecting: Bool) -> GraphFrame {
        latestTime = max(latestTime, time)
        finishRemovals(at: time)
        if let cachedFrame, !inspecting || cachedFrame.views != nil { return cachedFrame }
        pass = .frame(time: time)
        // Only drawing attributes animate (offsets, colours, frames): the placed items stay valid.
        let reuse = cachedLayout
        layoutAnimates = false
        var top: LayoutItem
        if let reuse {
            top = reuse
        } else {
            updateAnimatedBodies()
            top = layoutBuildingLazyRows()
            if matchedGeometryStale { top = layout() }
        }
        var frame = draw(top, inspecting: inspecting)
        if followsScrolls() {
            top = layoutBuildingLazyRows()
            if matchedGeometryStale { top = layout() }
            frame = draw(top, inspecting: inspecting)
        }
        cachedLayout = layoutAnimates ? nil : top
        pass = nil
        // Rows a lazy stack built as they came into view appear after the frame, at its time, in one event.
        if !appearActions.isEmpty { schedule(at: time, takeAppearActions()) }
        // The pass evaluated every drawn attribute at `time`; those that finished leave the registry.
        if animating.values.contains(where: { !$0.isAnimating }) { animating = animating.filter { $0.value.isAnimating } }
        if animating.isEmpty { cachedFrame = frame }
        return frame
    }

    /// Draws the state at the latest time the graph was brought to.
    func render(inspecting: Bool = false) -> GraphFrame { render(at: clock, inspecting: inspecting) }

    func registerAnimatableBody(_ node: ViewNode) { animatableBodies.append(node) }

    func unregisterAnimatableBody(_ node: ViewNode) { animatableBodies.removeAll { $0 === node } }

    /// Evaluates the bodies of animating `Animatable` views with their presented data.
    func updateAnimatedBodies() {
        for node in animatableBodies where animatableBodies.contains(where: { $0 === node }) {
            node.updateAnimatedBody()   // (a body evaluated before may have removed a later node)
        }
    }
}
