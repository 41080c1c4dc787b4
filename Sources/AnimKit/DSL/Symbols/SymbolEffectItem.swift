import Foundation

/// `.symbolEffect`: plays or runs a symbol effect on the content.
struct SymbolEffectModifier: ItemModifier {
    enum Trigger { case value(AnyEquatableBox), active(Bool) }
    var motion: SymbolMotion
    /// Whether each layer of the symbol plays in turn (`.byLayer`).
    var layered = false
    var options: SymbolEffectOptions
    var trigger: Trigger

    func wrap(_ item: LayoutItem, extras: [[LayoutItem]], node: ViewNode) -> LayoutItem {
        SymbolEffectItem(node: node, inner: item, modifier: self)
    }
}

/// The plays of a symbol effect on one node, on the clip's clock: when they started, how many, and how far a
/// state effect (scale, appear, disappear) has moved into its active state.
final class SymbolEffectRun: AnyAnimatableAttribute {
    private var start: Double?
    private var plays: Int?
    private var playLength = 1.0
    private var gap = 0.0
    private var trigger: AnyEquatableBox?
    private var wasActive: Bool?
    private var activation = AnimatedValue(0.0)
    private var now = 0.0

    var isAnimating: Bool {
        if activation.isAnimating { return true }
        guard let start else { return false }
        guard let plays else { return true }
        return now < start + Double(plays) * (playLength + gap) - gap
    }

    func advance(to time: Double) {
        now = max(now, time)
        activation.update(to: now)
    }

    func cancel() {
        start = nil
        activation.cancel()
    }

    /// Takes the modifier's trigger at `time`: a changed value starts its plays; an indefinite effect starts
    /// when it becomes active and stops when it stops being active.
    func update(_ modifier: SymbolEffectModifier, at time: Double, environment: EnvironmentValues) {
        advance(to: time)
        let motion = modifier.motion, options = modifier.options
        playLength = motion.period / options.speedFactor
        gap = options.delay
        switch modifier.trigger {
        case .value(let value):
            defer { trigger = value }
            guard let old = trigger, old != value else { return }
            start = time
            plays = options.plays ?? 1
        case .active(let active):
            defer { wasActive = active }
            guard wasActive != active else { return }
            if motion.isState {
                // At first appearance the state is taken at once; later changes animate into and out of it.
                let animation: Animation? = wasActive == nil ? nil : .smooth(duration: 0.35 / options.speedFactor)
                activation.set(active ? 1 : 0, animation: animation, at: time, environment: environment)
            } else if active {
                start = time
                plays = options.plays ?? nil
            } else {
                start = nil
            }
        }
    }

    /// The pose of `motion` now: of the whole symbol, or with `layered`, of each layer in turn.
    func pose(_ motion: SymbolMotion, layered: Bool = false) -> SymbolPose {
        if layered {
            if motion.isState {
                let amount = activation.presented
                var pose = SymbolPose()
                pose.layerPose = { motion.pose(active: SymbolPose.staggered(amount, layer: $0, of: $1)) }
                return pose
            }
            guard let p = playProgress else { return SymbolPose() }
            var pose = SymbolPose()
            pose.layerPose = { motion.pose(playing: SymbolPose.staggered(p, layer: $0, of: $1)) }
            return pose
        }
        if motion.isState { return motion.pose(active: activation.presented) }
        return playProgress.map { motion.pose(playing: $0) } ?? SymbolPose()
    }

    /// How far into the current play the effect is (0…1), or nil between and after plays.
    private var playProgress: Double? {
        guard let start, now >= start else { return nil }
        let cycle = playLength + gap
        let n = ((now - start) / cycle).rounded(.down)
        if let plays, n >= Double(plays) { return nil }
        let within = now - start - n * cycle
        return within < playLength ? within / playLength : nil
    }
}

/// The item of a symbol effect: draws the content with the symbols inside in the effect's pose at the current time.
final class SymbolEffectItem: WrapperItem {
    let modifier: SymbolEffectModifier

    init(node: ViewNode, inner: LayoutItem, modifier: SymbolEffectModifier) {
        self.modifier = modifier
        super.init(node: node, inner: inner)
    }

    override func draw(_ context: inout RenderContext) {
        guard let pass = node.graph.pass, !node.environment.symbolEffectsRemoved else { return inner.render(&context) }
        let key = ObjectIdentifier(SymbolEffectRun.self)
        let run: SymbolEffectRun
        if let known = node.userData[key] as? SymbolEffectRun {
            run = known
            if case .commit = pass { run.update(modifier, at: pass.time, environment: node.environment) } else { run.advance(to: pass.time) }
        } else {
            run = SymbolEffectRun()
            node.userData[key] = run
            run.update(modifier, at: pass.time, environment: node.environment)
        }
        if run.isAnimating { node.graph.noteAnimating(run, slot: .effect) }
        let pose = run.pose(modifier.motion, layered: modifier.layered)
        // As in SwiftUI, the effect reaches the symbol images inside (a button's label, a `Label`'s icon), each
        // about its own frame; text beside them stays put.
        let outer = context.symbolLayerOpacity
        if let layers = pose.layerOpacity { context.symbolLayerOpacity = layers }
        if let layerPose = pose.layerPose { context.symbolLayerPoses.append(layerPose) }
        context.symbolPoses.append(pose)
        inner.render(&context)
        context.symbolPoses.removeLast()
        if pose.layerPose != nil { context.symbolLayerPoses.removeLast() }
        context.symbolLayerOpacity = outer
    }
}
