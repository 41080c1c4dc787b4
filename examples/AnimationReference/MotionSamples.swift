import AnimKit

/// `spring-merge-vs-additive`: the reference's two ways back to the start — a spring, which merges with
/// the running spring and keeps its velocity, and a timing curve, which adds a new animation on top of
/// the running one (no merge) — on two dots sent right and called back 0.2 s later.
enum SpringMergeSample {
    struct Demo: View {
        @State private var x: CGFloat = -120
        var body: some View {
            VStack(spacing: 24) {
                Text(".spring").font(.caption)
                Circle()
                    .fill(.blue)
                    .frame(width: 28, height: 28)
                    .offset(x: x)
                    .animation(.spring, value: x)
                    .accessibilityIdentifier("spring")
                Text(".easeInOut(duration: 0.5)").font(.caption)
                Circle()
                    .fill(.orange)
                    .frame(width: 28, height: 28)
                    .offset(x: x)
                    .animation(.easeInOut(duration: 0.5), value: x)
                    .accessibilityIdentifier("easeInOut")
                HStack(spacing: 30) {
                    Button("Go") { x = 120 }
                    Button("Back") { x = -120 }
                }
            }
        }
    }
}

/// `draggable-bead`: the reference's `DraggableBead`. The reference leaves `targetPosition` undefined
/// and the circle unsized at `.zero`; the clip gives the bead a 44-pt frame, a start and a target.
enum DraggableBeadSample {
    struct DraggableBead: View {
        @State private var position: CGPoint = CGPoint(x: 60, y: 100)
        @State private var isDragging = false
        let targetPosition = CGPoint(x: 320, y: 100)

        var body: some View {
            Circle()
                .fill(.indigo)
                .frame(width: 44, height: 44)
                .position(position)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            withAnimation(.interactiveSpring) {
                                position = value.location
                            }
                        }
                        .onEnded { value in
                            withAnimation(.spring) {
                                position = targetPosition
                            }
                        }
                )
        }
    }
}

/// `animation-completion`: `withAnimation(_:completionCriteria:_:completion:)` chaining a second
/// animation when the first is logically complete.
enum AnimationCompletionSample {
    struct Demo: View {
        @State private var x: CGFloat = -100
        @State private var y: CGFloat = -60
        var body: some View {
            VStack(spacing: 40) {
                Circle()
                    .fill(.green)
                    .frame(width: 30, height: 30)
                    .offset(x: x, y: y)
                    .frame(width: 260, height: 160)
                Button("Run") {
                    withAnimation(.smooth) {
                        x = 100
                    } completion: {
                        withAnimation(.smooth) {
                            y = 60
                        }
                    }
                }
            }
        }
    }
}

extension Examples {
    /// `spring-merge-vs-additive`: a retargeted spring turns round smoothly; a timing curve blends additively.
    public static let springMergeVsAdditive = Clip(
        "spring-merge-vs-additive", description: "Retargeted mid-flight: the spring merges (keeps velocity), the curve adds up",
        notice: "Both dots are sent back 0.2 s after setting off. The spring turns round smoothly, keeping its velocity; the timing curve adds a second animation on top of the first.",
        size: CGSize(width: 360, height: 260)
    ) {
        SpringMergeSample.Demo()
    } script: {
        Tap("Go", at: 0.5)
        Tap("Back", at: 0.7)
    }

    /// `draggable-bead`: interactive springs follow the finger; the release spring keeps their velocity.
    public static let draggableBead = Clip(
        "draggable-bead", description: "interactiveSpring while dragging, .spring on release carrying the drag's velocity",
        notice: "While dragged, the bead trails the finger on interactive springs; on release it settles with `.spring`, setting off with the velocity it had — no kink at the release.",
        size: CGSize(width: 400, height: 300)
    ) {
        DraggableBeadSample.DraggableBead()
    } script: {
        Drag(from: CGPoint(x: 60, y: 100), to: CGPoint(x: 200, y: 220), at: 0.5, duration: 0.5)
    }

    /// `animation-completion`: the second animation starts when the first is logically complete.
    public static let animationCompletion = Clip(
        "animation-completion", description: "withAnimation(_:_:completion:) chains a second animation",
        notice: "When the first animation is logically complete its completion starts the second, on the virtual clock: at the same frame on every render.",
        size: CGSize(width: 300, height: 280)
    ) {
        AnimationCompletionSample.Demo()
    } script: {
        Tap("Run", at: 0.5)
    }
}
