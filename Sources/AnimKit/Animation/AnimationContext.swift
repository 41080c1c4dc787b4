/// What an animation sees besides the value and time: its own state, whether it is logically complete,
/// and the environment of the view it animates.
public struct AnimationContext<Value: VectorArithmetic> {
    /// State the animation keeps between evaluations (springs keep where a merge started them).
    public var state: AnimationState<Value>
    /// Set by an animation once it is logically complete (a spring in its long tail): completion
    /// handlers with `.logicallyComplete` criteria run then.
    public var isLogicallyComplete: Bool
    /// The environment of the animated view.
    public var environment: EnvironmentValues

    /// Where the value stood when a new animation took over a running one: set by the animator
    /// before it asks the new animation `shouldMerge`.
    var mergeOrigin: MergeOrigin?

    /// Displacement from the new target and velocity of the presented value at a merge.
    struct MergeOrigin {
        /// Presented value minus the new target.
        var displacement: Value
        /// Velocity of the presented value, per second.
        var velocity: Value
        /// Magnitude of the remaining change, for completion thresholds.
        var scale: Double
    }

    /// A fresh context.
    public init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
                environment: EnvironmentValues = EnvironmentValues()) {
        self.state = state
        self.isLogicallyComplete = isLogicallyComplete
        self.environment = environment
    }
}
