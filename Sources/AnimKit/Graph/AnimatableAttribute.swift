import Foundation

/// Which animatable input of a view an attribute holds.
enum AttributeSlot: Hashable {
    /// The frame of a layout item in canvas coordinates.
    case geometry
    /// A drawing effect (offset, scale, rotation, opacity, blur, shadow).
    case effect
    /// The paint of a shape or a colour view.
    case fill
    /// A foreground colour written into the environment.
    case environment
    /// A shape's `animatableData`.
    case shape
    /// The stroke style of a stroked shape view (width, miter limit, dash phase).
    case stroke
    /// A gradient paint with this many stops (a change of count starts afresh).
    case gradient(stops: Int)
    /// An `Animatable` view's or view modifier's `animatableData` (its body is evaluated with it).
    case body
    /// A custom layout's `animatableData`.
    case layout
    /// A control's own moving part (a toggle's knob).
    case control
}

/// Where one attribute sits on its node: the slot, and which content item when a modifier wraps several.
struct AttributeKey: Hashable {
    var slot: AttributeSlot
    var part: ObjectIdentifier?
}

/// How attributes are being resolved: after a state change (changes animate with the transaction at
/// each attribute's position) or for a frame (values recomputed from other animations follow them).
enum AttributePass {
    /// The commit of the state-change cycle running at `time`.
    case commit(time: Double)
    /// The frame at `time`.
    case frame(time: Double)

    var time: Double {
        switch self {
        case .commit(let t), .frame(let t): return t
        }
    }
}

/// An attribute of any value type, as the graph's registry of running animations sees it.
protocol AnyAnimatableAttribute: AnyObject {
    /// Whether an animation is running on it.
    var isAnimating: Bool { get }
    /// Evaluates the running animations at `time` (finished ones end, their completions run).
    func advance(to time: Double)
    /// Drops the running animations (the view left the graph).
    func cancel()
}

/// One animatable input of a view: its model value and the animations presenting it.
///
/// The graph resolves attributes while it lays out and draws. In a commit, a changed model value
/// starts an animation with the transaction the node received in the cycle (or jumps without one);
/// in a frame, a changed model value (recomputed from other presented values) shifts the running
/// animations along with it.
final class AnimatableAttribute<Value: VectorArithmetic>: AnyAnimatableAttribute {
    private(set) var value: AnimatedValue<Value> {
        didSet { isAnimating = value.isAnimating }
    }

    init(_ model: Value) { value = AnimatedValue(model) }

    /// Whether an animation is running (kept beside the value: asked of every running attribute each frame).
    private(set) var isAnimating = false
    var model: Value { value.model }

    /// The presented value for `model` in `pass`, `node` giving the transaction and environment.
    func resolve(_ model: Value, pass: AttributePass, node: ViewNode, slot: AttributeSlot, animation own: Animation? = nil) -> Value {
        switch pass {
        case .commit(let time):
            if model != value.model {
                let transaction = node.transactionInCurrentCycle
                value.set(model, animation: own ?? transaction?.animation, at: time, environment: node.environment,
                          completions: transaction?.makeCompletionHandles() ?? [])
                if value.isAnimating { node.graph.noteStarted(self, on: node) }
            } else {
                value.update(to: time)
            }
        case .frame(let time):
            value.shift(to: model)
            value.update(to: time)
        }
        if value.isAnimating { node.graph.noteAnimating(self, slot: slot) }
        return value.presented
    }

    /// Called through `AnyAnimatableAttribute` for every running attribute each frame: compiled for the value types most
    /// attributes hold (a frame's, a number's, a point's, a colour's), so the animation's maths run without asking
    /// the runtime for generic metadata at every step.
    @_specialize(where Value == RectData)
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == AnimatablePair<CGFloat, CGFloat>)
    @_specialize(where Value == ColorPairData)
    func advance(to time: Double) { value.update(to: time) }

    func cancel() { value.cancel() }
}

extension ViewNode {
    /// The transaction this node received in the current cycle, if the cycle reached it.
    var transactionInCurrentCycle: Transaction? {
        lastDispatchCycle == graph.cycle ? lastTransaction : nil
    }

    /// `model` as presented now: its `animatableData` animated in the attribute at `slot`/`part`.
    ///
    /// Outside a layout pass, or for values with no animatable data, `model` itself.
    func animated<A: Animatable>(_ model: A, _ slot: AttributeSlot, part: ObjectIdentifier? = nil) -> A {
        if A.AnimatableData.self == EmptyAnimatableData.self { return model }
        let data = model.animatableData
        let shown = animated(vector: data, slot, part: part)
        if shown == data { return model }
        var result = model
        result.animatableData = shown
        return result
    }

    /// A vector as presented now, animated in the attribute at `slot`/`part`.
    /// With `animation`, a change of the model animates with it whatever the transaction says (a control's
    /// own motion, such as a segmented control's sliding selection).
    func animated<V: VectorArithmetic>(vector model: V, _ slot: AttributeSlot, part: ObjectIdentifier? = nil,
                                       animation: Animation? = nil) -> V {
        guard let pass = graph.pass else { return model }
        let key = AttributeKey(slot: slot, part: part)
        guard let attribute = attributes[key] as? AnimatableAttribute<V> else {
            attributes[key] = AnimatableAttribute(model)
            return model
        }
        return attribute.resolve(model, pass: pass, node: self, slot: slot, animation: animation)
    }

    /// A colour as presented now (animated in linear RGB). Its light and dark values animate side by side, so an
    /// adapting colour stays right in either appearance, and a change of appearance is not animated.
    func animated(_ color: Color, _ slot: AttributeSlot, part: ObjectIdentifier? = nil) -> Color {
        let model = ColorAppearances(color)
        let shown = animated(model, slot, part: part)
        return shown == model ? color : shown.color(adapting: color.adapts || shown.light != shown.dark)
    }

    /// Whether the model of the attribute at `slot`/`part` differs from `model` (false when there is none yet).
    func attributeChanges<A: Animatable>(_ model: A, _ slot: AttributeSlot, part: ObjectIdentifier? = nil) -> Bool {
        guard let attribute = attributes[AttributeKey(slot: slot, part: part)] as? AnimatableAttribute<A.AnimatableData>
        else { return false }
        return attribute.model != model.animatableData
    }

    /// Drops the running animations of this node's attributes (it left the graph).
    func cancelAttributes() {
        for attribute in attributes.values { attribute.cancel() }
    }
}

/// The animatable data of a frame (`CGRect`): origin and size.
typealias RectData = CGRect.AnimatableData
/// The animatable data of a colour's light and dark values (`ColorAppearances`).
typealias ColorPairData = ColorAppearances.AnimatableData

/// A colour's light and dark values, animated together.
struct ColorAppearances: Animatable, Equatable {
    var light: Color.Resolved
    var dark: Color.Resolved

    init(_ color: Color) {
        light = color.resolved(for: .light).resolve()
        dark = color.resolved(for: .dark).resolve()
    }

    var animatableData: AnimatablePair<Color.Resolved.AnimatableData, Color.Resolved.AnimatableData> {
        get { AnimatablePair(light.animatableData, dark.animatableData) }
        set { (light.animatableData, dark.animatableData) = (newValue.first, newValue.second) }
    }

    /// The colour these values draw: adapting when asked, else the light value.
    func color(adapting: Bool) -> Color {
        adapting ? Color(light: Color(light), dark: Color(dark)) : Color(light)
    }
}
