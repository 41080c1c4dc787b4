import Foundation

/// A view that animates its content through a sequence of phases — over and over, or once through each time
/// `trigger` changes and back to the first — SwiftUI's `PhaseAnimator`.
///
///     PhaseAnimator([1.0, 1.3, 1.0]) { scale in
///         Circle().fill(.red).frame(width: 40, height: 40).scaleEffect(scale)
///     } animation: { phase in phase == 1.3 ? .easeOut(duration: 0.2) : .spring(duration: 0.4) }
///
/// `animation(phase)` is the animation that moves the content *to* `phase` (nil moves at once). The next phase
/// starts when the previous phase's animation is logically complete (a spring: when it has mostly arrived); a
/// phase reached without animation lasts one frame (1/60 s). All on the clip's virtual clock.
nonisolated public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnyEquatableBox?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    /// Which run of phases the steps scheduled belong to (a new trigger abandons the old run).
    @State private var generation = 0

    /// Animates through `phases` once, and back to the first, each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = AnyEquatableBox(trigger)
        self.content = content
        self.animation = animation
    }

    /// Animates through `phases` continuously, from the first again after the last.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        Group {
            if phases.isEmpty {
                Text("PhaseAnimator needs at least one phase").foregroundStyle(.red)
            } else {
                content(phases[min(index, phases.count - 1)])
            }
        }
        .onAppear { if trigger == nil { step(to: 1, generation: generation, looping: true) } }
        .onChange(of: trigger) { _, _ in
            let run = generation + 1
            generation = run
            step(to: 1, generation: run, looping: false)
        }
    }

    /// Moves to phase `next` (wrapping to the first), then on to the one after when its animation completes.
    private func step(to next: Int, generation run: Int, looping: Bool) {
        guard phases.count > 1, run == generation else { return }
        let target = next % phases.count
        let finished = target == 0 && !looping
        let continueAfter = {
            guard !finished else { return }
            step(to: target + 1, generation: run, looping: looping)
        }
        if let animation = animation(phases[target]) {
            withAnimation(animation, completionCriteria: .logicallyComplete, { index = target }, completion: continueAfter)
        } else {
            withTransaction(\.disablesAnimations, true) { index = target }
            ViewGraph.current?.graph.schedule(after: 1.0 / 60, continueAfter)
        }
    }
}

nonisolated extension View {
    /// Animates this view through `phases` once, and back to the first, each time `trigger` changes.
    ///
    ///     Image(systemName: "bell").phaseAnimator([0.0, -20, 20, 0], trigger: rings) { view, angle in
    ///         view.rotationEffect(.degrees(angle), anchor: .top)
    ///     } animation: { _ in .easeInOut(duration: 0.1) }
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { phase in content(PlaceholderContentView<Self>(view: self), phase) },
                      animation: animation)
    }

    /// Animates this view through `phases` continuously.
    ///
    ///     Circle().phaseAnimator([false, true]) { view, glowing in view.opacity(glowing ? 1 : 0.4) }
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { phase in content(PlaceholderContentView<Self>(view: self), phase) }, animation: animation)
    }
}
