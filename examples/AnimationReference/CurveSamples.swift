import AnimKit

/// Rows of dots, each moved by its own `.animation(_, value:)` when "Move" is tapped: how the
/// reference's timing curves, springs and animation modifiers differ, side by side.
enum AnimationLanesSample {
    /// How far every dot travels.
    static let travel: CGFloat = 260

    struct Lanes: View {
        let lanes: [(name: String, animation: Animation)]
        @State private var moved = false
        var body: some View {
            VStack(alignment: .leading, spacing: 14) {
                ForEach(0..<lanes.count, id: \.self) { i in
                    HStack(spacing: 10) {
                        Text(lanes[i].name)
                            .font(.caption)
                            .frame(width: 110, alignment: .trailing)
                        Circle()
                            .fill(.blue)
                            .frame(width: 20, height: 20)
                            .offset(x: moved ? AnimationLanesSample.travel : 0)
                            .animation(lanes[i].animation, value: moved)
                            .accessibilityIdentifier(lanes[i].name)
                        Spacer()
                    }
                }
                Button("Move") { moved.toggle() }
                    .frame(maxWidth: .infinity)
            }
            .padding()
        }
    }

    // The reference writes `UnitCurve(startControlPoint: CGPoint(…), endControlPoint: CGPoint(…))`;
    // SwiftUI's spelling of that curve is `UnitCurve.bezier(startControlPoint:endControlPoint:)`.
    static let customCurve = UnitCurve.bezier(
        startControlPoint: UnitPoint(x: 0.2, y: 0),
        endControlPoint: UnitPoint(x: 0.8, y: 1)
    )

    static let timingCurves: [(name: String, animation: Animation)] = [
        (".linear", .linear),            // Constant speed
        (".easeIn", .easeIn),            // Starts slow, ends fast
        (".easeOut", .easeOut),          // Starts fast, ends slow
        (".easeInOut", .easeInOut),      // Slow start and end, fast middle
        (".timingCurve", .timingCurve(customCurve, duration: 0.5)),
    ]

    static let springs: [(name: String, animation: Animation)] = [
        (".smooth", .smooth),            // No bounce (default since iOS 17)
        (".snappy", .snappy),            // Small amount of bounce
        (".bouncy", .bouncy),            // Larger amount of bounce
        (".spring(0.6, 0.3)", .spring(duration: 0.6, bounce: 0.3)),
    ]

    static let modifiers: [(name: String, animation: Animation)] = [
        (".delay(0.5)", .spring.delay(0.5)),
        (".repeatCount(3)", .easeInOut.repeatCount(3, autoreverses: true)),
        (".repeatForever", .linear.repeatForever(autoreverses: false)),
        (".speed(2.0)", .spring.speed(2.0)),   // 2x faster
        (".speed(0.5)", .spring.speed(0.5)),   // 2x slower
    ]
}

/// `custom-animation`: the reference's `LinearAnimation`, verbatim, moving a dot.
enum CustomAnimationSample {
    struct LinearAnimation: CustomAnimation {
        let duration: TimeInterval

        func animate<V: VectorArithmetic>(
            value: V,              // Delta vector: target - current
            time: TimeInterval,    // Elapsed time since animation started
            context: inout AnimationContext<V>
        ) -> V? {
            // Animation is done when time exceeds duration
            if time >= duration {
                return nil
            }

            // Calculate linear progress (0.0 to 1.0)
            let progress = time / duration

            // Scale the delta vector by progress
            // This returns how much to move FROM current position
            // NOT the final target position
            return value.scaled(by: progress)
        }
    }

    struct Demo: View {
        @State private var moved = false
        var body: some View {
            VStack(spacing: 30) {
                Circle()
                    .fill(.purple)
                    .frame(width: 30, height: 30)
                    .offset(x: moved ? 100 : -100)
                Button("Move") {
                    withAnimation(Animation(LinearAnimation(duration: 1))) { moved.toggle() }
                }
            }
        }
    }
}

extension Examples {
    /// `timing-curves`: each dot follows its cubic Bézier curve.
    public static let timingCurves = Clip(
        "timing-curves", description: "linear, easeIn, easeOut, easeInOut and a custom timingCurve side by side",
        notice: "The dots leave together and arrive together; on the way each keeps its curve's pace — linear steady, easeIn late, easeOut early, easeInOut and the custom Bézier in between.",
        size: CGSize(width: 420, height: 260)
    ) {
        AnimationLanesSample.Lanes(lanes: AnimationLanesSample.timingCurves)
    } script: {
        tapTwice("Move", again: 1.5)
    }

    /// `springs`: smooth never overshoots, snappy a little, bouncy more.
    public static let springs = Clip(
        "springs", description: "smooth, snappy, bouncy and spring(duration: 0.6, bounce: 0.3) side by side",
        notice: "`.smooth` never overshoots, `.snappy` a little, `.bouncy` clearly, `spring(duration: 0.6, bounce: 0.3)` in between.",
        size: CGSize(width: 420, height: 230)
    ) {
        AnimationLanesSample.Lanes(lanes: AnimationLanesSample.springs)
    } script: {
        tapTwice("Move", again: 2.0)
    }

    /// `animation-modifiers`: delay, repeatCount, repeatForever and speed; the clip runs a fixed 4 s
    /// because repeatForever never settles.
    public static let animationModifiers = Clip(
        "animation-modifiers", description: "delay, repeatCount(3), repeatForever, speed(2) and speed(0.5)",
        notice: "`.delay(0.5)` sets off half a second late, `repeatCount(3)` ends on the far side after going back once, `repeatForever` never stops (so the clip is given 4 s), `speed(2)` arrives first and `speed(0.5)` last.",
        size: CGSize(width: 420, height: 260), duration: 4
    ) {
        AnimationLanesSample.Lanes(lanes: AnimationLanesSample.modifiers)
    } script: {
        Tap("Move", at: 0.5)
    }

    /// `custom-animation`: a `CustomAnimation` that moves linearly over its duration.
    public static let customAnimation = Clip(
        "custom-animation", description: "The reference's LinearAnimation: a CustomAnimation scaling the delta by progress",
        notice: "The dot moves at a constant speed and stops dead: a `CustomAnimation` that scales the change by the elapsed fraction of its duration.",
        size: CGSize(width: 300, height: 160)
    ) {
        CustomAnimationSample.Demo()
    } script: {
        tapTwice("Move", again: 2.0)
    }
}
