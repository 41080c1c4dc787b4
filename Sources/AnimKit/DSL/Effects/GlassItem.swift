import Foundation

/// One glass shape to draw: its outline, look and opacity, and its name and union.
struct GlassShape {
    var path: Path
    /// The shape the path was made from (a union of glass takes it over the union's bounds).
    var outline: any Shape
    var glass: Glass
    var opacity: Double
    var id: GlassKey?
    var union: GlassKey?
    /// Whether the glass's view is leaving (its glass flows into glass that stays).
    var isLeaving = false
}

/// Collects the glass of the views inside a `GlassEffectContainer` during one drawing pass, in canvas coordinates.
final class GlassSink {
    /// The container's coordinates to the canvas's, and the opacity in force at the container.
    let transform: CGAffineTransform
    let opacity: Double
    /// The glass drawn inside in the previous pass (what new glass grows out of).
    let previous: [GlassShape]
    var shapes: [GlassShape] = []

    init(transform: CGAffineTransform, opacity: Double, previous: [GlassShape]) {
        (self.transform, self.opacity, self.previous) = (transform, opacity, previous)
    }

    /// A glass of the container, followed from pass to pass: by its name, or by where it was.
    enum Reference {
        case named(GlassKey)
        case placed(GlassShape)
    }

    /// The glass nearest `rect` among the previous pass's shapes, leaving out those named `id` (and, when `staying`,
    /// the glass of views that are leaving).
    func nearest(to rect: CGRect, excluding id: GlassKey?, staying: Bool = false) -> Reference? {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        func distance(_ shape: GlassShape) -> CGFloat {
            let r = shape.path.boundingRect
            return hypot(r.midX - centre.x, r.midY - centre.y)
        }
        let found = previous.filter { (id == nil || $0.id != id) && !(staying && $0.isLeaving) && $0.path.boundingRect != rect }
            .min { distance($0) < distance($1) }
        return found.map { $0.id.map(Reference.named) ?? .placed($0) }
    }

    /// Where `reference` is now: drawn earlier in this pass, else as in the previous one.
    func current(_ reference: Reference) -> GlassShape? {
        switch reference {
        case .named(let key): return shapes.last { $0.id == key } ?? previous.last { $0.id == key }
        case .placed(let shape): return shape
        }
    }
}

/// The glass shapes of the last pass, kept on the container's node.
final class GlassShapesBox {
    var shapes: [GlassShape] = []
}

/// `glassEffect(_:in:)`: glass in the shape behind the view — drawn at once, or handed to the enclosing
/// container, which draws all its glass together under its content.
struct GlassEffectModifier: ItemModifier {
    let glass: Glass
    let shape: any Shape

    /// The names written around this glass do not reach glass nested inside the view.
    var writesEnvironment: Bool { true }
    func transformEnvironment(_ environment: inout EnvironmentValues) { environment.glassIdentity = GlassIdentity() }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapped = ClosureItem(node: node, inner: item)
        let (glass, shape) = (self.glass, self.shape)
        wrapped.draw = { [unowned node] inner, frame, context in
            guard glass.variant != .identity else { return inner.render(&context) }
            let identity = node.environment.glassIdentity
            if let sink = context.glassSinks.last {
                let transition = identity.transition ?? (identity.id == nil ? .materialize : .matchedGeometry)
                var rect = frame
                var opacity = transition == .identity ? 1 : min(1, context.opacity / max(sink.opacity, 1e-9))
                if transition == .matchedGeometry, identity.id != nil {
                    // Named glass morphs rather than fades: it shows once a fifth of the way out of the other glass
                    // (while on it, it would only double the other's rim).
                    let (morphed, progress) = GlassEffectModifier.morphed(frame, sink: sink, id: identity.id, node: node, toCanvas: context.transform)
                    rect = morphed
                    opacity = min(1, max(0, (1 - progress) * 5))
                }
                sink.shapes.append(GlassShape(path: shape.path(in: rect).applying(context.transform), outline: shape, glass: glass, opacity: opacity,
                                              id: identity.id, union: identity.union,
                                              isLeaving: node.enclosingTransitionSlot?.transitionState?.isRemoved ?? false))
            } else {
                let items = GlassLayer.items(for: [GlassShape(path: shape.path(in: frame), outline: shape, glass: glass, opacity: 1)], spacing: 0,
                                             environment: node.environment)
                context.items.append(contentsOf: items)
            }
            inner.render(&context)
        }
        return wrapped
    }

    /// The glass frame as presented: a named glass that appears starts on the nearest glass of its container and
    /// moves and resizes to its own frame with the transaction; one that leaves flows into the nearest glass that
    /// stays, following it as it moves. A progress animates (1 on the other glass, 0 on the view's own frame).
    static func morphed(_ frame: CGRect, sink: GlassSink, id: GlassKey?, node: ViewNode,
                        toCanvas: CGAffineTransform) -> (CGRect, progress: Double) {
        guard toCanvas.determinant != 0 else { return (frame, 0) }
        let part = ObjectIdentifier(GlassMorph.self)
        let key = AttributeKey(slot: .geometry, part: part)
        let slot = node.enclosingTransitionSlot
        let morph = node.stored { GlassMorph() }
        let own = frame.applying(toCanvas)
        let isCommit: Bool = if case .commit? = node.graph.pass { true } else { false }
        var progress = 0.0
        if node.attributes[key] == nil, isCommit, let state = slot?.transitionState, state.phase == .willAppear,
           let source = sink.nearest(to: own, excluding: id) {
            // Appearing: start on the nearest glass; the next commit pass animates to the view's own frame.
            morph.target = source
            progress = node.animated(vector: 1.0, .geometry, part: part)
        } else if let slot, let state = slot.transitionState, state.isRemoved {
            if !morph.isLeaving, isCommit {
                morph.isLeaving = true
                morph.target = sink.nearest(to: own, excluding: id, staying: true)
            }
            progress = node.animated(vector: morph.target == nil ? 0.0 : 1.0, .geometry, part: part, animation: slot.transitionAnimation)
        } else {
            progress = node.animated(vector: 0.0, .geometry, part: part)
        }
        guard progress != 0, let target = morph.target, let there = sink.current(target) else { return (frame, 0) }
        let local = there.path.boundingRect.applying(toCanvas.inverted())
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        return (CGRect(x: mix(frame.minX, local.minX), y: mix(frame.minY, local.minY),
                       width: max(0, mix(frame.width, local.width)), height: max(0, mix(frame.height, local.height))), progress)
    }
}

/// What a named glass morphs with: the glass it grows out of or flows into, and whether it is leaving.
final class GlassMorph {
    var target: GlassSink.Reference?
    var isLeaving = false
}

/// `GlassEffectContainer`: collects the glass inside and draws it as one layer below the content.
struct GlassContainerModifier: ItemModifier {
    let spacing: CGFloat

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapped = ClosureItem(node: node, inner: item)
        let spacing = self.spacing
        wrapped.draw = { [unowned node] inner, _, context in
            let box = node.stored { GlassShapesBox() }
            let sink = GlassSink(transform: context.transform, opacity: context.opacity, previous: box.shapes)
            context.glassSinks.append(sink)
            let start = context.items.count
            inner.render(&context)
            context.glassSinks.removeLast()
            box.shapes = sink.shapes
            guard !sink.shapes.isEmpty, sink.transform.determinant != 0 else { return }
            let items = GlassLayer.items(for: GlassLayer.united(sink.shapes), spacing: spacing, environment: node.environment)
            context.items.insert(.group(DisplayGroup(transform: sink.transform.inverted(), children: items)), at: start)
        }
        return wrapped
    }
}

extension ViewNode {
    /// The nearest transition slot around this node (the view that appears or leaves with it).
    var enclosingTransitionSlot: ViewNode? {
        var node: ViewNode? = self
        while let n = node {
            if n.transitionState != nil { return n }
            node = n.parent
        }
        return nil
    }
}

extension CGAffineTransform {
    var determinant: CGFloat { a * d - b * c }
}
