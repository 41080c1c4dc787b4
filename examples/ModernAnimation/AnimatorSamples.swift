import AnimKit

/// A like button whose heart jumps, squashes and tilts through keyframe tracks each time it is tapped.
struct KeyframeHeartDemo: View {
    struct Pose {
        var scale = 1.0
        var lift = 0.0
        var tilt = Angle.zero
    }

    @State private var likes = 0

    var body: some View {
        VStack(spacing: 18) {
            Image(systemName: "heart.fill")
                .font(.system(size: 56))
                .foregroundStyle(.pink)
                .keyframeAnimator(initialValue: Pose(), trigger: likes) { heart, pose in
                    heart
                        .scaleEffect(pose.scale)
                        .rotationEffect(pose.tilt)
                        .offset(y: pose.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(0.8, duration: 0.12)
                        SpringKeyframe(1.35, duration: 0.25, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.lift) {
                        LinearKeyframe(0, duration: 0.12)
                        CubicKeyframe(-40, duration: 0.25)
                        CubicKeyframe(0, duration: 0.3)
                    }
                    KeyframeTrack(\.tilt) {
                        LinearKeyframe(.zero, duration: 0.12)
                        CubicKeyframe(.degrees(-12), duration: 0.15)
                        CubicKeyframe(.degrees(10), duration: 0.15)
                        CubicKeyframe(.zero, duration: 0.2)
                    }
                }
            Button("Like") { likes += 1 }
        }
    }
}

/// Three dots breathing through phases (a loader), and a bell that rings through its phases when tapped.
struct PhaseLoaderDemo: View {
    @State private var rings = 0

    var body: some View {
        VStack(spacing: 30) {
            HStack(spacing: 14) {
                ForEach(0..<3, id: \.self) { i in
                    Circle()
                        .fill(.indigo)
                        .frame(width: 18, height: 18)
                        .phaseAnimator([0.4, 1.0]) { dot, level in
                            dot.scaleEffect(level).opacity(level)
                        } animation: { level in
                            level == 1 ? .easeOut(duration: 0.35).delay(Double(i) * 0.12) : .easeIn(duration: 0.35)
                        }
                }
            }
            Image(systemName: "bell.fill")
                .font(.system(size: 44))
                .foregroundStyle(.orange)
                .phaseAnimator([0.0, -18, 16, -10, 0], trigger: rings) { bell, angle in
                    bell.rotationEffect(.degrees(angle), anchor: .top)
                } animation: { _ in .easeInOut(duration: 0.09) }
                .onTapGesture { rings += 1 }
        }
    }
}

extension Examples {
    /// `keyframe-heart`: `keyframeAnimator` with three `KeyframeTrack`s of linear, spring and cubic keyframes.
    public static let keyframeHeart = Clip("keyframe-heart", description: "A heart that squashes, jumps and tilts through keyframe tracks when liked",
                                           notice: "On each tap (0.4 s and 1.5 s) the heart first squashes to 0.8 in 0.12 s, then springs up to 1.35× while it rises 40 points on a cubic curve and tilts left then right, and settles back with a bouncy spring; the three tracks run side by side, each from its own keyframes.",
                                           size: CGSize(width: 300, height: 220), duration: 2.8) {
        KeyframeHeartDemo()
    } script: {
        Tap("Like", at: 0.4)
        Tap("Like", at: 1.5)
    }

    /// `phase-loader`: looping and triggered `phaseAnimator`s.
    public static let phaseLoader = Clip("phase-loader", description: "Dots breathing through phases in a loop, and a bell that rings through its phases when tapped",
                                         notice: "Each dot goes 0.4 → 1.0 with an ease-out (the later dots delayed) and back with an ease-in, each next phase starting as the previous animation completes, for ever; at 1 s the tap rings the bell once through −18°, 16°, −10° and back to 0° about its top.",
                                         size: CGSize(width: 300, height: 220), duration: 2.4) {
        PhaseLoaderDemo()
    } script: {
        Tap(at: CGPoint(x: 150, y: 140), at: 1.0)
    }

    /// The "SwiftUI 17+ animation" gallery section.
    public static var modernAnimation: [Clip] { [keyframeHeart, phaseLoader, timelineClock, matchedHero, numericText, symbolEffects, visualEffect] + animatableMacroClips + [taskSleep, mainActorInbox, preferenceTabs, meshGradient, scrollGeometry, blurReplace, textRenderer, liquidGlass, timerMetronome, pressAndDrag, pinchRotate] }
}
