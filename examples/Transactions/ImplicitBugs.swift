import AnimKit

// Fatbobman's `ImplicitAnimationBugDemo` and its variants. The first and fourth are verbatim; the
// second and third are the article's modifier snippets placed in the same view (the article shows only
// the changed lines; its second snippet also lacks the closing parenthesis of `scaleEffect`).

/// `implicit-bug-1`: `.animation(.smooth, value: isActive)` last, so the scale animates too.
enum ImplicitBug1Sample {
    struct ImplicitAnimationBugDemo: View {
        @State private var isActive = false
        @State private var scale = false
        var body: some View {
            VStack {
                Rectangle()
                    .fill(isActive ? .red : .blue)
                    .frame(width: 200, height: 200)
                    .scaleEffect(scale ? 1.5 : 1.0)
                    .animation(.smooth, value: isActive)

                Button("Change") {
                    isActive.toggle()
                    scale.toggle()
                }
            }
        }
    }
}

/// `implicit-bug-2`: the animation moved directly after the fill.
enum ImplicitBug2Sample {
    struct ImplicitAnimationBugDemo: View {
        @State private var isActive = false
        @State private var scale = false
        var body: some View {
            VStack {
                Rectangle()
                    .fill(isActive ? .red : .blue)
                    .animation(.smooth, value: isActive) // move animation modifier
                    .frame(width: 200, height: 200)
                    .scaleEffect(scale ? 1.5 : 1.0)

                Button("Change") {
                    isActive.toggle()
                    scale.toggle()
                }
            }
        }
    }
}

/// `implicit-bug-3`: a fast smooth colour change and a slow bouncy scale.
enum ImplicitBug3Sample {
    struct ImplicitAnimationBugDemo: View {
        @State private var isActive = false
        @State private var scale = false
        var body: some View {
            VStack {
                Rectangle()
                    .fill(isActive ? .red : .blue)
                    .animation(.smooth(duration: 0.2), value: isActive)
                    .frame(width: 200, height: 200)
                    .scaleEffect(scale ? 1.5 : 1.0)
                    .animation(.bouncy(duration: 2), value: scale)

                Button("Change") {
                    isActive.toggle()
                    scale.toggle()
                }
            }
        }
    }
}

/// `implicit-bug-4`: offset with `.animation(.none, value: scale)`.
enum ImplicitBug4Sample {
    struct ImplicitAnimationBugDemo: View {
        @State private var isActive = false
        @State private var scale = false
        var body: some View {
            VStack {
                Rectangle()
                    .fill(isActive ? .red : .blue)
                    .animation(.smooth, value: isActive)
                    .frame(width: 200, height: 200)
                    .offset(x: scale ? 200 : 0) // change scaleEffect to offset
                    .animation(.none, value: scale)

                Button("Change") {
                    isActive.toggle()
                    scale.toggle()
                }
            }
        }
    }
}

/// `implicit-bug-4-split`: the same with the second change deferred by 0.01 s (the article's button).
enum ImplicitBug4SplitSample {
    struct ImplicitAnimationBugDemo: View {
        @State private var isActive = false
        @State private var scale = false
        var body: some View {
            VStack {
                Rectangle()
                    .fill(isActive ? .red : .blue)
                    .animation(.smooth, value: isActive)
                    .frame(width: 200, height: 200)
                    .offset(x: scale ? 200 : 0) // change scaleEffect to offset
                    .animation(.none, value: scale)

                Button("Change") {
                    isActive.toggle()
                      // Adjust one-time state change to two-time state change
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.01){
                        scale.toggle()
                    }
                }
            }
        }
    }
}

extension Examples {
    /// `implicit-bug-1`: one `.animation` at the end animates both the colour and the scale.
    public static let implicitBug1 = Clip(
        "implicit-bug-1", description: "One .animation(_:value:) placed last animates every change of the cycle",
        notice: "The colour and the scale both animate: the one `.animation(.smooth, value:)`, placed last, covers every change above it.",
        size: CGSize(width: 400, height: 400)
    ) {
        ImplicitBug1Sample.ImplicitAnimationBugDemo()
    } script: {
        tapTwice("Change")
    }

    /// `implicit-bug-2`: the animation right after the fill: the colour animates, the scale jumps.
    public static let implicitBug2 = Clip(
        "implicit-bug-2", description: ".animation moved next to .fill: only the colour animates",
        notice: "The colour animates but the scale is 1.5 at once: the `.animation` now sits right after `.fill`, and `.scaleEffect` is outside it.",
        size: CGSize(width: 400, height: 400)
    ) {
        ImplicitBug2Sample.ImplicitAnimationBugDemo()
    } script: {
        tapTwice("Change")
    }

    /// `implicit-bug-3`: each attribute with its own animation.
    public static let implicitBug3 = Clip(
        "implicit-bug-3", description: "A 0.2 s smooth colour change and a 2 s bouncy scale",
        notice: "Each attribute keeps its own animation: the colour is done about 0.4 s after the tap (`.smooth(duration: 0.2)`), while the scale overshoots past 1.5 and is still settling a second later (`.bouncy(duration: 2)`).",
        size: CGSize(width: 400, height: 400)
    ) {
        ImplicitBug3Sample.ImplicitAnimationBugDemo()
    } script: {
        tapTwice("Change", again: 4.0)
    }

    /// `implicit-bug-4`: the offset under `.animation(.none, value: scale)` jumps; the colour animates.
    public static let implicitBug4 = Clip(
        "implicit-bug-4", description: "Offset with .animation(.none, value:) jumps while the fill animates",
        notice: "The colour animates; the offset jumps to 200 at once, because `.animation(.none, value: scale)` governs it. The article saw SwiftUI animate it — a bug; AnimKit follows the documented behaviour.",
        size: CGSize(width: 640, height: 400)
    ) {
        ImplicitBug4Sample.ImplicitAnimationBugDemo()
    } script: {
        tapTwice("Change")
    }

    /// `implicit-bug-4-split`: the offset's change deferred by 0.01 s into its own cycle.
    public static let implicitBug4Split = Clip(
        "implicit-bug-4-split", description: "The offset change deferred by DispatchQueue.main.asyncAfter into its own cycle",
        notice: "With the second change deferred 0.01 s into a cycle of its own, the offset jumps at 0.51 s while the colour animates.",
        size: CGSize(width: 640, height: 400)
    ) {
        ImplicitBug4SplitSample.ImplicitAnimationBugDemo()
    } script: {
        tapTwice("Change")
    }
}
