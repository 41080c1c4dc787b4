import Foundation

/// Where the transition sources were last drawn (canvas points) and how they look while a screen zooms.
final class TransitionSourceRegistry {
    var sources: [TransitionSourceKey: (rect: CGRect, look: TransitionSourceLook)] = [:]
    /// How far out each sheet or cover zoomed out of a source was drawn in this pass and in the one before, by the
    /// source: while one is presented (not all the way away) the source is hidden. Sources are drawn before the
    /// presentations over them, so they read the pass before.
    var presented: [TransitionSourceKey: Presented] = [:]
    private var presentedBefore: [TransitionSourceKey: Presented] = [:]

    /// A presentation as last drawn: how far out, and its node (gone from the tree once it has left).
    struct Presented {
        let away: CGFloat
        weak var node: ViewNode?
    }

    /// Starts a drawing pass.
    func beginPass() {
        presentedBefore = presented
        presented = [:]
    }

    /// Whether a sheet or cover zoomed out of `key` covers it (as last drawn, and still in the tree).
    func isCovered(_ key: TransitionSourceKey) -> Bool {
        guard let last = presented[key] ?? presentedBefore[key], let node = last.node, node.isInTree else { return false }
        return last.away < 0.999
    }
}

/// `matchedTransitionSource(id:in:)`: records where the view is drawn, and hides it while a screen zoomed out of it
/// covers it.
struct TransitionSourceModifier: ItemModifier {
    let key: TransitionSourceKey
    let look: TransitionSourceLook

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapped = ClosureItem(node: node, inner: item)
        let (key, look) = (self.key, self.look)
        wrapped.draw = { [unowned node] inner, frame, context in
            // Whether a presentation covers it changes as the presentation (drawn later) moves.
            node.graph.drawings.noteVolatileRead()
            node.graph.transitionSources.sources[key] = (frame.applying(context.transform), look)
            guard context.hiddenTransitionSource != key, !node.graph.transitionSources.isCovered(key) else { return }
            inner.render(&context)
        }
        return wrapped
    }
}

/// A pushed screen's way in and out: in from the trailing edge (as `.move(edge: .trailing)`), or — when the screen
/// asks for `.zoom` — out of its source view. The choice is made as the screen is drawn, once its content has said
/// which it wants.
struct NavigationScreenTransition: Transition, Equatable {
    let screen: NavigationScreenModel

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(ScreenMotionModifier(away: phase.isIdentity ? 0 : 1, screen: screen))
    }

    static func == (a: NavigationScreenTransition, b: NavigationScreenTransition) -> Bool { a.screen === b.screen }
}

/// Draws a pushed screen `away` of the way out: moved by that much of its width, or zoomed that far into its source.
struct ScreenMotionModifier: ItemModifier {
    let away: CGFloat
    let screen: NavigationScreenModel

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapped = ClosureItem(node: node, inner: item)
        let (away, screen) = (self.away, self.screen)
        wrapped.draw = { [unowned node] inner, frame, context in
            let shown = node.animated(CGSize(width: away, height: 0), .effect, part: ObjectIdentifier(inner.node))
            guard let key = screen.zoomSource, let source = node.graph.transitionSources.sources[key],
                  context.transform.determinant != 0 else {
                return EffectModifier.draw(.sizeOffset(shown), in: frame, context: &context) { inner.render(&$0) }
            }
            ZoomCard.draw(progress: shown.width, full: frame, source: source.rect.applying(context.transform.inverted()),
                          look: source.look, context: &context) { inner.render(&$0) }
        }
        return wrapped
    }
}

/// The zooming screen as a card between the stack's frame and its source's.
enum ZoomCard {
    /// The corner radius of the card in flight (it is square only at rest, filling the stack).
    static let flightRadius: CGFloat = 24

    /// Draws `content` (laid out to fill `full`) `progress` of the way into `source`: scaled to fill the card,
    /// clipped to it, fading out over the last third (in over the first third of a push).
    static func draw(progress: CGFloat, full: CGRect, source: CGRect, look: TransitionSourceLook, context: inout RenderContext,
                     content: (inout RenderContext) -> Void) {
        let p = min(max(progress, 0), 1)
        guard p > 0, full.width > 0, full.height > 0 else { return content(&context) }
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        let card = CGRect(x: mix(full.minX, source.minX), y: mix(full.minY, source.minY),
                          width: mix(full.width, source.width), height: mix(full.height, source.height))
        let scale = max(card.width / full.width, card.height / full.height)
        let fit = CGAffineTransform(translationX: -full.midX, y: -full.midY)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: card.midX, y: card.midY))
        let radius = mix(min(flightRadius, flightRadius * p * 8), look.cornerRadius(in: source))
        let clip = DisplayShape.roundedRect(card, cornerSize: CGSize(width: radius, height: radius), style: .continuous)
        context.group(clip: clip, shadow: look.shadow) { inside in
            if let background = look.background {
                inside.items.append(.shape(.rect(card), .fill(), background.paint(in: card, environment: EnvironmentValues())))
            }
            inside.group(transform: fit, opacity: Double(min(1, (1 - p) * 3)), content)
        }
    }
}

/// The screen under the top one: a third of the width to the leading side — or in place, with the source view
/// hidden, under a screen that zooms.
struct CoveredScreenModifier: ItemModifier {
    let parallax: CGFloat
    /// The screen above (nil for the top screen).
    let above: NavigationScreenModel?

    private final class LastAbove { weak var screen: NavigationScreenModel? }

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapped = ClosureItem(node: node, inner: item)
        let (parallax, above) = (self.parallax, self.above)
        wrapped.draw = { [unowned node] inner, frame, context in
            let shown = node.animated(CGSize(width: parallax, height: 0), .effect, part: ObjectIdentifier(inner.node))
            let last = node.stored { LastAbove() }
            if let above { last.screen = above }
            // Covered, or uncovered by a pop still running: a zoom leaves this screen in place and hides its source.
            guard let zoom = (above ?? last.screen)?.zoomSource, above != nil || shown.width != 0 else {
                return EffectModifier.draw(.sizeOffset(shown), in: frame, context: &context) { inner.render(&$0) }
            }
            let outer = context.hiddenTransitionSource
            context.hiddenTransitionSource = zoom
            inner.render(&context)
            context.hiddenTransitionSource = outer
        }
        return wrapped
    }
}

/// A zoomed screen pulled down by a drag: it follows the finger and shrinks, to half size over the stack's height.
struct ZoomDragModifier: ItemModifier {
    let drag: CGSize
    let screen: NavigationScreenModel

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapped = ClosureItem(node: node, inner: item)
        let (drag, screen) = (self.drag, self.screen)
        wrapped.draw = { [unowned node] inner, frame, context in
            let shown = node.animated(drag, .effect, part: ObjectIdentifier(inner.node))
            guard screen.zoomSource != nil, shown != .zero, frame.height > 0 else { return inner.render(&context) }
            let pulled = min(max(shown.height, 0), frame.height) / frame.height
            let scale = 1 - pulled / 2
            let place = CGAffineTransform(translationX: -frame.midX, y: -frame.midY)
                .concatenating(CGAffineTransform(scaleX: scale, y: scale))
                .concatenating(CGAffineTransform(translationX: frame.midX + shown.width, y: frame.midY + shown.height))
            let radius = min(ZoomCard.flightRadius, ZoomCard.flightRadius * pulled * 8) / scale
            context.group(transform: place, clip: .roundedRect(frame, cornerSize: CGSize(width: radius, height: radius), style: .continuous)) {
                inner.render(&$0)
            }
        }
        return wrapped
    }
}

/// A sheet's or full-screen cover's way in and out: up from the bottom edge (as `.move(edge: .bottom)`), or — when
/// its content asks for `.zoom` — out of its source view.
struct PresentationZoomTransition: Transition, Equatable {
    let settings: SheetSettings

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(PresentationMotionModifier(away: phase.isIdentity ? 0 : 1, settings: settings))
    }

    static func == (a: PresentationZoomTransition, b: PresentationZoomTransition) -> Bool { a.settings === b.settings }
}

/// Draws a presented sheet or cover `away` of the way out: moved down by that much of its height, or zoomed that far
/// into its source (which is hidden meanwhile).
struct PresentationMotionModifier: ItemModifier {
    let away: CGFloat
    let settings: SheetSettings

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        let wrapped = ClosureItem(node: node, inner: item)
        let (away, settings) = (self.away, self.settings)
        wrapped.draw = { [unowned node] inner, frame, context in
            let shown = node.animated(CGSize(width: 0, height: away), .effect, part: ObjectIdentifier(inner.node))
            let registry = node.graph.transitionSources
            guard let key = settings.zoomSource, let source = registry.sources[key], context.transform.determinant != 0 else {
                return EffectModifier.draw(.sizeOffset(shown), in: frame, context: &context) { inner.render(&$0) }
            }
            registry.presented[key] = TransitionSourceRegistry.Presented(away: shown.height, node: node)
            ZoomCard.draw(progress: shown.height, full: frame, source: source.rect.applying(context.transform.inverted()),
                          look: source.look, context: &context) { inner.render(&$0) }
        }
        return wrapped
    }
}

extension ViewNode {
    /// Whether the node is still in the tree: each node up to the root is among its parent's children (a leaving
    /// view's slot is dropped from its parent when its removal ends).
    var isInTree: Bool {
        var node = self
        while let parent = node.parent {
            guard parent.children.contains(where: { $0 === node }) else { return false }
            node = parent
        }
        return true
    }
}
