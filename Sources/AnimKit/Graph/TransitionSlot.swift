import Foundation

/// The place of a view that can be inserted or removed (an `if` branch, a `ForEach` element, an `.id`'d
/// view): it shows the view through its transition in the node's current phase.
///
/// Dynamic containers wrap each child in a slot. A slot inserted into a live parent starts in
/// `.willAppear` and the commit moves it to `.identity`; a removed slot stays in its parent as a
/// leaving view in `.didDisappear` until the animations that removal started have finished.
nonisolated struct TransitionSlot: View, PrimitiveView, StructuralView {
    typealias Body = Never
    let content: any View

    /// The spec for `content` at `slot` among a dynamic container's children, keyed by the content's type.
    static func spec(_ slot: AnyHashable, _ content: any View, _ environment: EnvironmentValues) -> ChildSpec {
        var spec = ChildSpec(slot, TransitionSlot(content: content), environment)
        spec.key = NodeKey(slot, content)
        return spec
    }

    /// The transition declared on `view` itself: a `.transition` in its chain of modifiers, looking
    /// through branches, groups and type erasure that hold a single view (outermost first). A guess
    /// made before mounting; `ViewNode.declaredTransition()` also sees into bodies.
    ///
    /// The walk stops after `guessDepth` steps (a deep chain of erased views would otherwise make every
    /// slot walk the rest of the tree); the node lookup after mounting finds a transition declared deeper.
    static func declaredTransition(of view: any View) -> AnyTransition? {
        var v: any View = view
        for _ in 0..<guessDepth {
            if let modified = asModifiedContent(v) {
                if let trait = modified.modifierValue as? TransitionTraitModifier { return trait.transition }
                v = modified.contentView
            } else if let single = v as? SingleViewWrapper, let inner = single.wrappedView {
                v = inner
            } else {
                return nil
            }
        }
        return nil
    }

    /// How many modifiers and wrappers the guess before mounting looks through.
    static let guessDepth = 64

    /// The content's items, each wrapped to remember its placement and to leave with the slot.
    func items(node: ViewNode) -> [LayoutItem] {
        let items = node.children.flatMap { $0.items() }
        guard let state = node.transitionState else { return items }
        return items.map { TransitionSlotItem(node: node, inner: $0, state: state) }
    }

    /// The slot's only child: the transition's body around the content in `phase`.
    func children(transition: AnyTransition, phase: TransitionPhase, environment: EnvironmentValues) -> [ChildSpec] {
        var inner = environment
        inner.transitionTrait = nil
        return [ChildSpec(0, transition.body(TransitionContent(content: content), phase), inner)]
    }
}

/// A slot's content as its transition's body shows it, marked so that the slot can keep the content's
/// node (its state, its running animations) when the transition around it changes.
nonisolated struct TransitionContent: View, PrimitiveView, StructuralView {
    typealias Body = Never
    let content: any View

    func children(environment: EnvironmentValues) -> [ChildSpec] { [ChildSpec(0, content, environment)] }
}

/// A structural view that shows at most one view of its own (a branch, an optional, a group): a
/// `.transition` on that view is its own.
protocol SingleViewWrapper: TransitionPassThrough {
    /// The view shown, if there is one.
    var wrappedView: (any View)? { get }
}

extension _ConditionalContent: SingleViewWrapper {
    var wrappedView: (any View)? {
        switch storage {
        case .trueContent(let v): return v
        case .falseContent(let v): return v
        }
    }
}

extension Optional: SingleViewWrapper where Wrapped: View {
    var wrappedView: (any View)? { self.map { $0 } }
}

extension Group: SingleViewWrapper {
    var wrappedView: (any View)? { content }
}

extension AnyView: SingleViewWrapper {
    var wrappedView: (any View)? { view }
}

extension IdentifiedView: SingleViewWrapper {
    var wrappedView: (any View)? { content }
}

/// What a slot's node keeps: its transition, its phase, and its removal.
final class TransitionState {
    var transition: AnyTransition
    /// What the slot's content declares (nil: nothing, so the environment's or `.opacity` applies), kept so
    /// that a slot around this one reads it instead of walking this slot's content again.
    var declared: AnyTransition?
    var phase: TransitionPhase
    /// The cycle in which the phase last changed (the transition's own animation applies then).
    var phaseChangedCycle: Int
    /// Whether the slot is leaving (removed from its parent's children, still drawn).
    var isRemoved = false
    /// The content's node, set aside while the transition's body around it is rebuilt.
    var detachedContent: ViewNode?
    /// The animations the removal started; the slot leaves when none runs.
    var removalAttributes: [AnyAnimatableAttribute] = []
    /// Where the last state change laid out each item showing the slot (the slot's own items and the
    /// wrappers around them), so a leaving view stays put.
    var placements: [PlacementKey: (origin: CGPoint, proposal: ProposedViewSize)] = [:]

    init(transition: AnyTransition, phase: TransitionPhase, cycle: Int) {
        self.transition = transition
        self.phase = phase
        phaseChangedCycle = cycle
    }
}

/// Which item a placement belongs to: its node, and its part when the node makes several items.
struct PlacementKey: Hashable {
    var node: ObjectIdentifier
    var part: ObjectIdentifier?
}

/// One item of a slot: follows the slot's removal (its container lays out without it, places it where
/// it was), draws without touch targets once the slot is leaving.
final class TransitionSlotItem: WrapperItem {
    let state: TransitionState

    init(node: ViewNode, inner: LayoutItem, state: TransitionState) {
        self.state = state
        super.init(node: node, inner: inner)
    }

    override var leavingState: TransitionState? { state }
    override var isRemoved: Bool { state.isRemoved || inner.isRemoved }

    /// A slot around several views (`if shows { A; B }`) makes an item for each, often all wrapped by
    /// the same transition modifier: the item is told apart by the view inside that wrapper.
    override var geometryPart: ObjectIdentifier? { inner.geometryPart ?? ObjectIdentifier(inner.node) }

    override func placeContent(proposal: ProposedViewSize) {
        super.placeContent(proposal: proposal)
        // An identified view inside a scroll view tells it where it is, for `scrollTo`.
        if case .commit? = node.graph.pass, !state.isRemoved, let scroll = node.graph.scrollContents.last {
            scroll.placeAnchor(node.key.slot, at: layoutFrame)
        }
    }

    override func draw(_ context: inout RenderContext) {
        if state.isRemoved {
            context.withoutTargets { inner.render(&$0) }
        } else {
            inner.render(&context)
        }
    }
}
