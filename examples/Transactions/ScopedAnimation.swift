import AnimKit

/// `scoped-animation` (Fatbobman, "New version of Implicit Animation Modifier announced at WWDC 2023"):
/// verbatim except the namespace.
enum ScopedAnimationSample {
    struct ImplicitAnimationNewVersionDemo: View {
        @State private var isActive = false
        @State private var scale = false
        var body: some View {
            VStack {
                Rectangle()
                    .animation(.smooth) {
                        $0.foregroundStyle(isActive ? Color.red : Color.blue)
                    }
                    .frame(width: 200, height: 200)
                    .transaction {
                        $0.animation = .none
                    } body: {
                        $0.scaleEffect(scale ? 1.5 : 1)
                    }

                Button("Change") {
                    isActive.toggle()
                    scale.toggle()
                }
            }
        }
    }
}

extension Examples {
    /// `scoped-animation`: the scoped `.animation(_:body:)` animates only the colour; the scale jumps.
    public static let scopedAnimation = Clip(
        "scoped-animation", description: "Scoped .animation(_:body:) and .transaction(_:body:) modifiers",
        notice: "Only the colour animates: the scoped `.animation(.smooth) { … }` covers the `foregroundStyle`, and `.transaction { $0.animation = .none } body:` makes the scale jump.",
        size: CGSize(width: 400, height: 400)
    ) {
        ScopedAnimationSample.ImplicitAnimationNewVersionDemo()
    } script: {
        tapTwice("Change")
    }
}
